import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface ActionModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The shop is working on it: the dialog stays open until it answers. */
  processing: boolean;
  /** An `ActionForm`, mounted afresh each time the dialog opens so nothing typed before greets the user. */
  children: ReactNode;
}

/** The dialog of an action, which cannot be closed while the shop is carrying it out. */
export function ActionModal({ opened, onClose, title, processing, children }: ActionModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={processing ? ignore : onClose}
      title={title}
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
    >
      {children}
    </Modal>
  );
}

function ignore() {}
