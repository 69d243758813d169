import { ActionIcon, Anchor, Card, Text, Title } from '@mantine/core';
import { IconArrowRight, IconDownload, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDownloads } from '../../shared/format/format-downloads';
import { StoryBadges } from '../../shared/stories/story-badges';
import { formatStoryPlace } from '../../shared/stories/story-labels';
import { StoryStatusBadges } from '../../shared/stories/story-status-badges';
import { StoryThumbnail } from '../../shared/stories/story-thumbnail';
import { useFocusHandoff } from '../../shared/use-focus-handoff';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { storyEventProperties } from '../analytics/story-event-properties';
import { useAnalytics } from '../analytics/use-analytics';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { CreditsButton } from '../credits/credits-button';
import { SponsorButton } from '../sponsorship/sponsor-button';
import { GameNightFacets } from './game-night-facets';
import type { StoryCardFieldsFragment } from './story-card.generated';
import classes from './story-card.module.css';

// The quick view is code-split: its modal machinery loads when a visitor reaches for it.
const loadStoryModal = () => import('./story-modal');
const StoryModal = lazy(() => loadStoryModal().then((module) => ({ default: module.StoryModal })));

function preloadStoryModal(): void {
  // A failed preload is not an error yet: opening the quick view tries again and shows the failure.
  loadStoryModal().catch(() => undefined);
}

interface StoryCardProps {
  story: StoryCardFieldsFragment;
  /** True for cards in the first visible row, whose images should not wait for lazy loading. */
  eager?: boolean;
}

export function StoryCard({ story, eager = false }: StoryCardProps) {
  const quickView = useOverlayDisclosure();
  const { track } = useAnalytics();
  const openQuickView = () => {
    track('View Story Details', storyEventProperties(story));
    quickView.open();
  };
  const titleId = useId();
  // Where focus goes when a button it was on leaves: the card, or the link that takes the place.
  const cardFocus = useFocusHandoff();
  const libraryLink = useFocusHandoff();

  return (
    <Card
      component="article"
      ref={cardFocus.ref}
      tabIndex={-1}
      withBorder
      padding={0}
      radius="md"
      className={classes.card}
      aria-labelledby={titleId}
    >
      <StoryThumbnail src={story.thumbnailImage} title={story.title} eager={eager} imageClassName={classes.image}>
        <div className={classes.statusBadges}>
          <StoryStatusBadges isSponsored={story.isSponsored} isAvailable={story.isAvailable} />
        </div>
        <ActionIcon
          size="lg"
          radius="xl"
          variant="transparent"
          className={classes.infoButton}
          aria-label={`Quick view of ${story.title}`}
          onClick={openQuickView}
          onPointerEnter={preloadStoryModal}
          onFocus={preloadStoryModal}
        >
          <IconInfoCircle size={20} aria-hidden />
        </ActionIcon>
        <div className={classes.caption}>
          <Title order={3} id={titleId} className={classes.title} lineClamp={2}>
            {story.title}
          </Title>
          <Text component="p" className={classes.place}>
            <IconMapPin size={14} aria-hidden />
            {formatStoryPlace(story.city, story.region)}
          </Text>
        </div>
      </StoryThumbnail>

      <div className={classes.body}>
        <StoryBadges story={story} />
        <GameNightFacets story={story} size="xs" />
        <Text size="sm" c="dimmed" lineClamp={2}>
          {story.shortDescription}
        </Text>
        <div className={classes.footer}>
          {story.downloads > 0 && (
            <Text size="xs" c="dimmed" className={classes.downloads}>
              <IconDownload size={14} aria-hidden />
              {formatDownloads(story.downloads)}
            </Text>
          )}
          <Anchor
            component={Link}
            to={`/stories/${story.id}`}
            className={classes.detailsLink}
            aria-describedby={titleId}
          >
            View Details
            <IconArrowRight size={14} aria-hidden />
          </Anchor>
        </div>
        <AddToCartButton story={story} describedBy={titleId} libraryLinkRef={libraryLink.ref} />
        {/* Signed-in users only; each button leaves itself out otherwise, and the row collapses. */}
        <div className={classes.memberActions}>
          <CreditsButton story={story} describedBy={titleId} focusWhenRedeemed={libraryLink} />
          <SponsorButton story={story} wording="card" describedBy={titleId} focusWhenWithdrawn={cardFocus} />
        </div>
      </div>

      {quickView.mounted && (
        <Suspense fallback={null}>
          <StoryModal story={story} opened={quickView.opened} onClose={quickView.close} />
        </Suspense>
      )}
    </Card>
  );
}
