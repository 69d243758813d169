import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { newTabLinkProps, NewTabHint } from '../../shared/new-tab';
import { AdminSection } from '../admin/admin-section';
import { useAdminStoryEditorQuery } from './admin-story-editor.page.generated';
import classes from './story-editor.module.css';
import { StoryCoverPanel } from './story-cover-panel';
import { StoryEditorForm } from './story-editor-form';
import { newStoryFormValues, storyFormValuesOf } from './story-form';
import { StoryFormSection } from './story-form-section';
import { StoryKitPanel } from './story-kit-panel';

function NewStoryEditor() {
  return (
    <AdminSection title="New Story" description="A new case for the catalogue.">
      <div className={classes.layout}>
        <StoryEditorForm initial={newStoryFormValues} storyId={null} hasKitFile={false} />
        <StoryFormSection title="Cover and kit">
          <Text size="sm" c="dimmed">
            Once the story is created, its cover image and kit PDF are uploaded here. Until then it has a house-style
            cover, and it stays Coming Soon until its kit is uploaded.
          </Text>
        </StoryFormSection>
      </div>
    </AdminSection>
  );
}

function ExistingStoryContent({ storyId }: { storyId: string }) {
  const { data, error, refetch } = useAdminStoryEditorQuery({ variables: { id: storyId } });

  if (!data && error) return <LoadError onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <FingerprintLoader />;
  if (!data.adminStory) {
    return (
      <Stack gap="sm" py="xl" align="center">
        <Text>No story has the id “{storyId}”.</Text>
        <Anchor component={Link} to="/admin/stories">
          Back to Story Management
        </Anchor>
      </Stack>
    );
  }
  const { story, hasKitFile } = data.adminStory;
  return (
    <div className={classes.layout}>
      <StoryEditorForm initial={storyFormValuesOf(story)} storyId={story.id} hasKitFile={hasKitFile} />
      <Stack gap="lg">
        <StoryCoverPanel
          storyId={story.id}
          title={story.title}
          coverImage={story.coverImage}
          thumbnailImage={story.thumbnailImage}
        />
        <StoryKitPanel storyId={story.id} hasKitFile={hasKitFile} />
      </Stack>
    </div>
  );
}

function ExistingStoryEditor({ storyId }: { storyId: string }) {
  return (
    <AdminSection
      title="Edit Story"
      description="Every field of the story, its cover and its kit."
      actions={
        <Button
          component="a"
          href={`/stories/${storyId}`}
          {...newTabLinkProps}
          variant="default"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          View in shop
          <NewTabHint />
        </Button>
      }
    >
      <ExistingStoryContent storyId={storyId} />
    </AdminSection>
  );
}

/** `/admin/stories/new` and `/admin/stories/:storyId`: one editor for a new story and an existing one. */
export function AdminStoryEditorPage() {
  const { storyId } = useParams();
  // Keyed by the id, so moving from one story to another starts the form afresh.
  return storyId === undefined ? <NewStoryEditor /> : <ExistingStoryEditor key={storyId} storyId={storyId} />;
}
