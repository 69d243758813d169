import { Button, type MantineSize } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newIdempotencyKey } from '../../shared/idempotency-key';
import { useFocusHandoff, type FocusHandoff } from '../../shared/use-focus-handoff';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { storyEventProperties } from '../analytics/story-event-properties';
import { useAnalytics } from '../analytics/use-analytics';
import { useOwnedStoryIds } from '../cart/use-owned-story-ids';
import type { CreditsButtonStoryFieldsFragment } from './credits-button.generated';
import { CreditsUnavailable } from './credits-unavailable';
import { notifyRedeemed } from './redeemed-notification';
import { useCreditAccount, type CreditAccount } from './use-credit-account';
import { useRedeemStory } from './use-redeem-story';

// Only signed-in users who reach for it need the dialog, so its code loads on the first click.
const RedeemDialog = lazy(() => import('./redeem-dialog').then((module) => ({ default: module.RedeemDialog })));

interface CreditsButtonProps {
  story: CreditsButtonStoryFieldsFragment;
  /** Id of the element that names the story, for buttons in a list where each says the same. */
  describedBy?: string;
  size?: MantineSize;
  /**
   * Takes focus once the story is redeemed, when this button leaves: "In your library", which
   * takes the place of Add to Cart.
   */
  focusWhenRedeemed?: FocusHandoff;
}

/**
 * "Use 10 Credits" (the price in credits is the shop's), for signed-in users only. Nothing for a
 * story they own: Add to Cart already says "In your library" in its place. When the credits do
 * not load, a note and Try again stand in its place.
 */
export function CreditsButton(props: CreditsButtonProps) {
  const credits = useCreditAccount();
  // Try again gives way to Use Credits once the credits load, and hands it the focus.
  const loaded = useFocusHandoff();

  if (credits.status === 'ready') return <ReadyCreditsButton {...props} account={credits.account} buttonRef={loaded.ref} />;
  if (credits.status === 'failed') {
    const retry = () => {
      loaded.focus();
      credits.retry();
    };
    return <UnavailableCreditsButton {...props} retry={retry} />;
  }
  if (credits.status === 'retrying') return <UnavailableCreditsButton {...props} retry={null} />;
  return null;
}

function UnavailableCreditsButton({ story, describedBy, retry }: CreditsButtonProps & { retry: (() => void) | null }) {
  // Credits buy nothing more for a story the user owns, so there is nothing to ask again for.
  const owned = useOwnedStoryIds().has(story.id);
  if (owned) return null;
  return <CreditsUnavailable retry={retry} describedBy={describedBy} />;
}

interface ReadyCreditsButtonProps extends CreditsButtonProps {
  account: CreditAccount;
  buttonRef: (element: HTMLElement | null) => void;
}

function ReadyCreditsButton(props: ReadyCreditsButtonProps) {
  const { story, describedBy, size = 'sm', focusWhenRedeemed, account, buttonRef } = props;
  const owned = useOwnedStoryIds().has(story.id);
  const navigate = useNavigate();
  const dialog = useOverlayDisclosure();
  const { redeeming, redeem } = useRedeemStory(story.id);
  const { track } = useAnalytics();
  // One key per opening of the dialog: retries of that intent reuse it, so credits are spent once.
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const open = () => {
    track('Use Credits Click', { ...storyEventProperties(story), credits_used: account.creditsPerStory });
    setIdempotencyKey(newIdempotencyKey());
    setProblem(null);
    dialog.open();
  };
  const confirm = async () => {
    const outcome = await redeem(idempotencyKey);
    if (outcome.kind === 'refused') setProblem(outcome.message);
    if (outcome.kind !== 'redeemed') return;
    // This button leaves once the library shows the story owned, so focus moves on from it to
    // "In your library", now or as soon as that appears.
    dialog.handOver(() => focusWhenRedeemed?.focus());
    notifyRedeemed({ storyId: story.id, storyTitle: story.title, openLibrary: (path) => void navigate(path) });
  };

  return (
    <>
      {!owned && (
        <Button
          ref={buttonRef}
          size={size}
          fullWidth
          variant="light"
          color="brass"
          disabled={!story.isAvailable}
          loading={redeeming}
          onClick={open}
          aria-describedby={describedBy}
          leftSection={<IconCoins size={size === 'sm' || size === 'xs' ? 16 : 18} aria-hidden />}
        >
          Use {account.creditsPerStory} Credits
        </Button>
      )}
      {dialog.mounted && (
        <Suspense fallback={null}>
          <RedeemDialog
            opened={dialog.opened}
            onClose={dialog.close}
            storyTitle={story.title}
            balance={account.balance}
            creditsPerStory={account.creditsPerStory}
            redeeming={redeeming}
            problem={problem}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      )}
    </>
  );
}
