import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { storyCardFixture, storyDetailFixture } from '../../test/story-fixtures';
import { StoryCard } from '../catalogue/story-card';
import { StoryDetailPage } from '../story-detail/story-detail.page';
import { StoryDetailPageDocument } from '../story-detail/story-detail.page.generated';
import { recordingAnalytics } from './analytics.test-fixtures';

loadLazyModulesBeforeTests(() => import('../catalogue/story-modal'));

const saltMarsh = {
  story_id: 'the-salt-marsh-ledger',
  story_title: 'The Salt Marsh Ledger',
  story_type: 'murder',
  story_context: 'low tech',
  product_id: 'kit-salt-marsh-ledger',
  is_sponsored: false,
};

describe('View Story Details', () => {
  it('is tracked when a story card opens its quick view', async () => {
    const analytics = recordingAnalytics();
    renderWithProviders(<StoryCard story={storyCardFixture({ type: 'BRAIN_TEASER', context: 'HIGH_TECH' })} />, { analytics });
    expect(analytics.propertiesOf('View Story Details')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Quick view of The Salt Marsh Ledger' }));

    expect(analytics.propertiesOf('View Story Details')).toEqual([
      { ...saltMarsh, story_type: 'brain teaser', story_context: 'high tech' },
    ]);
  });

  it('is tracked once when the story page has loaded its story', async () => {
    const analytics = recordingAnalytics();
    const story: MockedResponse = {
      request: { query: StoryDetailPageDocument, variables: { id: 'the-salt-marsh-ledger' } },
      result: { data: { story: storyDetailFixture({ isSponsored: true }) } },
    };
    renderWithProviders(<StoryDetailPage />, {
      route: '/stories/the-salt-marsh-ledger',
      path: '/stories/:id',
      mocks: [story],
      analytics,
    });

    await screen.findByRole('heading', { level: 1, name: 'The Salt Marsh Ledger' });

    expect(analytics.propertiesOf('View Story Details')).toEqual([{ ...saltMarsh, is_sponsored: true }]);
    expect(analytics.propertiesOf('Page View')).toEqual([
      { page: 'Story Detail', path: '/stories/the-salt-marsh-ledger', referrer: '' },
    ]);
  });
});
