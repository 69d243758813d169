import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showNotification } from '../../shared/show-notification';
import classes from './story-editor.module.css';
import { StoryDescriptionFields } from './story-description-fields';
import type { StoryFormValues } from './story-form';
import { StoryGameNightFields } from './story-game-night-fields';
import { StoryIdentityFields } from './story-identity-fields';
import { StorySalesFields } from './story-sales-fields';
import { useSaveStory } from './use-save-story';
import { useStoryForm } from './use-story-form';

interface StoryEditorFormProps {
  initial: StoryFormValues;
  /** Null for a story not created yet. */
  storyId: string | null;
  hasKitFile: boolean;
}

/** Every field of a story: checked here as the shop would, then created or saved. */
export function StoryEditorForm({ initial, storyId, hasKitFile }: StoryEditorFormProps) {
  const isNew = storyId === null;
  const form = useStoryForm(initial, { isNew, hasKitFile });
  const { saving, create, update } = useSaveStory();
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const reading = form.submit();
    if (!reading.ok) return;
    const outcome = storyId === null ? await create(reading.id, reading.input) : await update(storyId, reading.input);
    if (outcome.kind === 'saved') {
      const { story } = outcome.saved;
      showNotification({
        color: 'teal',
        title: isNew ? 'Story created' : 'Story saved',
        message: isNew ? `“${story.title}” is in the catalogue. Add its cover and kit next.` : `“${story.title}” is saved.`,
      });
      if (isNew) navigate(`/admin/stories/${story.id}`, { replace: true });
    }
    if (outcome.kind === 'invalid') {
      form.showServerErrors(outcome.fieldErrors);
      setProblem(outcome.message);
    }
    if (outcome.kind === 'failed') setProblem(outcome.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={saving || undefined} aria-label="Story details">
      <Stack gap="lg">
        <StoryIdentityFields form={form} isNew={isNew} />
        <StoryDescriptionFields form={form} />
        <StoryGameNightFields form={form} />
        <StorySalesFields form={form} hasKitFile={hasKitFile} />
        {problem && (
          <Alert color="red" variant="light" title="The story was not saved" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <div className={classes.actions}>
          <Button
            type="submit"
            size="md"
            data-disabled={saving || undefined}
            leftSection={saving ? <Loader size={16} color="currentColor" aria-hidden /> : <IconDeviceFloppy size={18} aria-hidden />}
          >
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
