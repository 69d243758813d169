import { Text } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf, IconHourglass } from '@tabler/icons-react';
import { StoryFileUploadField } from './story-file-upload-field';
import { kitFileRule } from './story-file-rules';
import classes from './story-files.module.css';
import { StoryFormSection } from './story-form-section';
import { useRequestStoryKitUploadMutation } from './story-uploads.generated';
import { useStoryFileUpload } from './use-story-file-upload';

interface StoryKitPanelProps {
  storyId: string;
  hasKitFile: boolean;
}

export function StoryKitPanel({ storyId, hasKitFile }: StoryKitPanelProps) {
  // Signed links expire within minutes: never worth keeping in the cache.
  const [requestLink] = useRequestStoryKitUploadMutation({ variables: { storyId }, fetchPolicy: 'no-cache' });
  const upload = useStoryFileUpload(
    kitFileRule,
    async () => (await requestLink()).data?.requestStoryKitUpload,
    (file) => `${file.name} is the story's kit now.`,
  );
  const StateIcon = hasKitFile ? IconCircleCheck : IconHourglass;

  return (
    <StoryFormSection title="Kit PDF" description="What buyers download. A new upload replaces the last.">
      <Text size="sm" className={classes.kitState}>
        <StateIcon size={16} aria-hidden />
        {hasKitFile ? 'The kit PDF is uploaded.' : 'No kit PDF yet: the story stays Coming Soon until one is uploaded.'}
      </Text>
      <StoryFileUploadField
        label="Kit PDF"
        description="A PDF of at most 50 MB."
        placeholder="Choose a PDF"
        icon={<IconFileTypePdf size={16} aria-hidden />}
        action="Upload kit"
        rule={kitFileRule}
        upload={upload}
      />
    </StoryFormSection>
  );
}
