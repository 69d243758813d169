import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUp } from './accounts';
import { type ApiStory, listStories } from './catalogue-api';
import { checkoutCart, payInSandbox } from './sandbox-checkout';

/**
 * Available stories nobody sponsors yet, from the end of the title order. Low-tech ones only: the
 * catalogue's filter test counts the sponsored high-tech stories while this one runs beside it.
 */
async function unsponsoredStories(page: Page, count: number): Promise<ApiStory[]> {
  const { stories } = await listStories(page.request, { sort: 'title', sponsored: 'false', context: 'low tech' });
  const candidates = stories.filter((story) => story.is_available).reverse();
  if (candidates.length < count) throw new Error(`The catalogue has fewer than ${count} unsponsored low-tech stories`);
  return candidates.slice(0, count);
}

/** The month and year credits granted now expire in: 24 months on, as the shop counts them (UTC). */
function expiryMonthOfCreditsGrantedNow(): string {
  const now = new Date();
  const expiry = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 24, 1));
  return expiry.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

async function sponsorFromStoryPage(page: Page, story: ApiStory, shownAs: string): Promise<void> {
  await page.goto(`/stories/${story._id}`);
  const purchase = page.getByRole('region', { name: 'Purchase' });
  await expect(purchase.getByText('Available for sponsorship')).toBeVisible();
  await purchase.getByRole('button', { name: 'Sponsor ($19.95) - Earn 5 Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sponsor this story' });
  await dialog.getByLabel('Name shown on the story').fill(shownAs);
  await dialog.getByRole('button', { name: 'Add Sponsorship to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByText(`Sponsorship of ${story.title}`)).toBeVisible();
  await expect(cart.getByText(`Shown as ${shownAs}`).first()).toBeVisible();
}

test('a detective sponsors two stories through the sandbox, sees their name and credits, redeems a story with 10 credits and is told when credits are short', async ({ page }) => {
  test.setTimeout(60_000);
  const [first, second, redeemed, tooDear] = await unsponsoredStories(page, 4);
  if (!first || !second || !redeemed || !tooDear) throw new Error('Four stories were asked for');
  await signUp(page, newAccount('sponsor'));

  // Two sponsorships in one order: 5 credits each.
  await sponsorFromStoryPage(page, first, 'The Night Owls');
  await page.keyboard.press('Escape');
  await sponsorFromStoryPage(page, second, 'The Night Owls');
  await checkoutCart(page, `Sponsorship of ${second.title}`);
  await payInSandbox(page, '4242 4242 4242 4242', 'Irene Adler');
  await expect(page.getByRole('heading', { name: 'Thank you — your order is confirmed' })).toBeVisible({ timeout: 20_000 });

  // The story shows its sponsor, and nobody is offered its sponsorship any more.
  await page.goto(`/stories/${first._id}`);
  const purchase = page.getByRole('region', { name: 'Purchase' });
  await expect(purchase.getByText('This story is sponsored by The Night Owls')).toBeVisible();
  await expect(purchase.getByRole('button', { name: /^Sponsor/ })).toHaveCount(0);
  await expect(purchase.getByText('You have 10 credits')).toBeVisible();
  await expect(purchase.getByText('Enough to download a story!')).toBeVisible();

  await page.goto('/account');
  const credits = page.getByRole('region', { name: 'Your Credits' });
  await expect(credits.getByText('10 credits', { exact: true })).toBeVisible();
  await expect(credits.getByText(`10 expire in ${expiryMonthOfCreditsGrantedNow()}`)).toBeVisible();
  const sponsored = page.getByRole('region', { name: 'Your Sponsored Stories' });
  for (const story of [first, second]) {
    const row = sponsored.getByRole('listitem').filter({ hasText: story.title });
    await expect(row.getByText('Shown as The Night Owls')).toBeVisible();
    await expect(row.getByText('5 credits earned')).toBeVisible();
  }

  // Ten credits buy a story: it goes into the library at once, and the balance is spent.
  await page.goto(`/stories/${redeemed._id}`);
  await page.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Use 10 Credits' }).click();
  const confirm = page.getByRole('dialog', { name: 'Use your credits' });
  await expect(confirm.getByText('Uses 10 of your 10 credits.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Spend 10 Credits' }).click();
  await expect(page.getByText(`${redeemed.title} is in your library`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Purchase' }).getByRole('link', { name: 'In your library' })).toBeVisible();

  await page.goto('/account');
  const library = page.getByRole('region', { name: 'Your Library' });
  const entry = library.getByRole('listitem').filter({ hasText: redeemed.title });
  await expect(entry.getByText(/credits/i)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Credits' }).getByText('0 credits', { exact: true })).toBeVisible();

  // With nothing left, the next story says how many credits are missing and spends nothing.
  await page.goto(`/stories/${tooDear._id}`);
  const tooDearPurchase = page.getByRole('region', { name: 'Purchase' });
  await expect(tooDearPurchase.getByText('10 more needed for a story')).toBeVisible();
  await tooDearPurchase.getByRole('button', { name: 'Use 10 Credits' }).click();
  const shortDialog = page.getByRole('dialog', { name: 'Use your credits' });
  await expect(shortDialog.getByText('You have 0 credits: 10 more needed for a story.')).toBeVisible();
  await expect(shortDialog.getByRole('button', { name: 'Spend 10 Credits' })).toBeDisabled();
});
