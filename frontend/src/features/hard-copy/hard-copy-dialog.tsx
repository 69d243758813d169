import { Modal, Text } from '@mantine/core';
import type { HardCopyStoryFieldsFragment } from './hard-copy-offer.generated';
import classes from './hard-copy-dialog.module.css';
import type { AddedHardCopy } from './hard-copy-notification';
import { HardCopyOrder } from './hard-copy-order';
import { useAddHardCopy } from './use-add-hard-copy';

interface HardCopyDialogProps {
  opened: boolean;
  onClose: () => void;
  story: HardCopyStoryFieldsFragment;
  onAdded: (hardCopy: AddedHardCopy) => void;
}

/**
 * Spec 2, "Hard-copy order dialog": the shipping option, then the address. Its content unmounts on
 * close, so Cancel, and a successful order, leave nothing behind for the next opening.
 */
export function HardCopyDialog({ opened, onClose, story, onAdded }: HardCopyDialogProps) {
  const { processing, add } = useAddHardCopy(story);
  // While the order is on its way the dialog stays: its answer, a refusal included, is shown here.
  const close = () => {
    if (!processing) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Order a Hard Copy"
      size="lg"
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
      returnFocus={false}
    >
      <Text className={classes.storyTitle} mb="md">
        {story.title}
      </Text>
      <HardCopyOrder story={story} processing={processing} add={add} onCancel={close} onAdded={onAdded} />
    </Modal>
  );
}
