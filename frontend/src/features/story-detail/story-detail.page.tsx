import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title';
import { useStoryViewed } from '../analytics/use-story-viewed';
import { BackToStoriesLink } from './back-to-stories-link';
import { PurchaseBox } from './purchase-box';
import { SimilarStories } from './similar-stories';
import { StoryCover } from './story-cover';
import { StoryDescription } from './story-description';
import { useStoryDetailPageQuery } from './story-detail.page.generated';
import classes from './story-detail-layout.module.css';
import { StoryDetailSkeleton } from './story-detail-skeleton';
import { StoryNotFound } from './story-not-found';
import { StorySummary } from './story-summary';

export function StoryDetailPage() {
  const { id = '' } = useParams();
  const { data, loading } = useStoryDetailPageQuery({ variables: { id } });
  const story = data?.story;
  usePageTitle(story?.title ?? (loading ? 'Loading story' : 'Story Not Found'));
  useStoryViewed(story);

  if (loading && !story) return <StoryDetailSkeleton />;
  // An absent story and a failed load lead to the same place: back to the catalogue.
  if (!story) return <StoryNotFound />;

  return (
    <Container size="xl" py="xl">
      <Stack gap={56}>
        <Stack gap="lg">
          <BackToStoriesLink />
          <div className={classes.layout}>
            <StoryCover cover={story.coverImage} smallCover={story.smallCoverImage} title={story.title} />
            <div className={classes.aside}>
              <StorySummary story={story} />
              <PurchaseBox story={story} />
            </div>
            <StoryDescription text={story.longDescription} />
          </div>
        </Stack>
        {story.similarStories.length > 0 && <SimilarStories stories={story.similarStories} />}
      </Stack>
    </Container>
  );
}
