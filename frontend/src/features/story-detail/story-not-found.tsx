import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { DeadEndPage } from '../../shared/dead-end-page';

export function StoryNotFound() {
  return (
    <DeadEndPage
      icon={IconFileUnknown}
      title="Story Not Found"
      description="We couldn't find the story you're looking for. It may have been removed or the link might be incorrect."
      action={{ label: 'Back to Stories', icon: IconArrowLeft, iconSide: 'left' }}
    />
  );
}
