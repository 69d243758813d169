import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../shared/use-page-title';
import { AllStories } from './all-stories';
import { CatalogueLoadError } from './catalogue-load-error';
import { CatalogueToolbar } from './catalogue-toolbar';
import { isNarrowed, toCatalogueSearchParams } from './catalogue-view';
import { FeaturedStories } from './featured-stories';
import { useCatalogueStories } from './use-catalogue-stories';
import { useCatalogueView } from './use-catalogue-view';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change';

export function CataloguePage() {
  usePageTitle('Browse Stories');
  const { view, updateView, clearFilters } = useCatalogueView();
  const stories = useCatalogueStories(view);
  const showFeatured = stories.featuredStories.length > 0;
  useScrollToTopOnChange(toCatalogueSearchParams(view).toString());

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Stack gap={48}>
        <Stack gap="lg">
          <div>
            <Title order={1}>Browse Stories</Title>
            <Text c="dimmed" size="lg" mt="xs" maw={640}>
              Interactive murder mystery games for detectives at heart. Pick a cold case, gather your team and
              work the evidence.
            </Text>
          </div>
          <CatalogueToolbar view={view} onChange={updateView} />
        </Stack>

        {stories.firstPageFailed ? (
          <CatalogueLoadError retrying={stories.retryingFirstPage} onRetry={stories.retryFirstPage} />
        ) : (
          <>
            {showFeatured && <FeaturedStories stories={stories.featuredStories} />}
            <AllStories
              page={stories.page}
              startsAboveFold={!showFeatured}
              canLoadMore={stories.canLoadMore}
              loadingMore={stories.loadingMore}
              loadMoreFailed={stories.loadMoreFailed}
              onLoadMore={stories.loadMore}
              onRetryLoadMore={stories.retryLoadMore}
              onClearFilters={isNarrowed(view) ? clearFilters : undefined}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
