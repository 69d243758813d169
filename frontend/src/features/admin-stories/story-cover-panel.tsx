import { Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { StoryFileUploadField } from './story-file-upload-field';
import { coverImageRule } from './story-file-rules';
import classes from './story-files.module.css';
import { StoryFormSection } from './story-form-section';
import { useRequestStoryCoverUploadMutation } from './story-uploads.generated';
import { useStoryFileUpload } from './use-story-file-upload';

interface StoryCoverPanelProps {
  storyId: string;
  title: string;
  coverImage: string;
  thumbnailImage: string;
}

export function StoryCoverPanel({ storyId, title, coverImage, thumbnailImage }: StoryCoverPanelProps) {
  // Signed links expire within minutes: never worth keeping in the cache.
  const [requestLink] = useRequestStoryCoverUploadMutation({ variables: { storyId }, fetchPolicy: 'no-cache' });
  const upload = useStoryFileUpload(
    coverImageRule,
    async () => (await requestLink()).data?.requestStoryCoverUpload,
    () => 'The new cover and its thumbnail are in place.',
  );

  return (
    <StoryFormSection title="Cover" description="The shop re-encodes the image and cuts a 4:3 thumbnail from it.">
      <Stack gap="md">
        <div className={classes.images}>
          <img src={coverImage} alt={`Current cover of ${title}`} className={classes.image} />
          <img src={thumbnailImage} alt={`Current thumbnail of ${title}`} className={classes.image} />
        </div>
        <StoryFileUploadField
          label="New cover image"
          description="A JPEG, PNG or WebP image of at most 8 MB."
          placeholder="Choose an image"
          icon={<IconPhoto size={16} aria-hidden />}
          action="Upload cover"
          rule={coverImageRule}
          upload={upload}
        />
      </Stack>
    </StoryFormSection>
  );
}
