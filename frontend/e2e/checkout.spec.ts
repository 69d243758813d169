import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUp } from './accounts';
import { listStories } from './catalogue-api';
import { pagesDrawingLine } from './pdf-pages';
import { checkoutCart, payInSandbox } from './sandbox-checkout';

/** A different available story for each test, so tests running side by side never share one. */
async function availableStory(page: Page, index: number): Promise<{ id: string; title: string }> {
  const { stories } = await listStories(page.request, { sort: 'title' });
  const available = stories.filter((story) => story.is_available);
  const story = available[index];
  if (!story) throw new Error(`The catalogue has fewer than ${index + 1} available stories`);
  return { id: story._id, title: story.title };
}

async function addFromStoryPage(page: Page, storyId: string): Promise<void> {
  await page.goto(`/stories/${storyId}`);
  const purchase = page.getByRole('region', { name: 'Purchase' });
  await purchase.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

async function openCartAsVisitor(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Shopping cart' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Please enter your email' });
  await expect(prompt.getByText("We'll use this to save your cart and send you order confirmation.")).toBeVisible();
  await prompt.getByLabel('Email Address').fill(email);
  await prompt.getByRole('button', { name: 'Continue to Cart' }).click();
}

/** Downloads the case file from the page and checks that every page is issued to the buyer. */
async function expectCaseFileIssuedTo(page: Page, button: string, detective: string, orderNumber: string): Promise<void> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-case-file\.pdf$/);
  const pdf = new Uint8Array(await fs.readFile(await download.path()));
  const { pages, drawing } = await pagesDrawingLine(pdf, `Case file issued to Detective ${detective} · order ${orderNumber}`);
  expect(pages).toBeGreaterThan(1);
  expect(drawing).toBe(pages);
}

/** The order number the order page shows once the order is fulfilled. */
async function fulfilledOrderNumber(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Your case files are ready' })).toBeVisible({ timeout: 20_000 });
  const eyebrow = await page.getByText(/^Order CCK-/).first().textContent();
  const number = eyebrow?.replace(/^Order /, '');
  if (!number) throw new Error('The order page shows no order number');
  return number;
}

test('a visitor buys a kit in the sandbox, downloads a case file naming them, then finds it in My Library after signing up', async ({ page }) => {
  const story = await availableStory(page, 0);
  const account = newAccount('visitor');

  await addFromStoryPage(page, story.id);
  await openCartAsVisitor(page, account.email);
  await checkoutCart(page, story.title);
  await payInSandbox(page, '4242 4242 4242 4242', 'Ada Lovelace');

  await expect(page).toHaveURL(/\/orders\/ord_[^?]+\?access=/);
  const orderNumber = await fulfilledOrderNumber(page);
  await expectCaseFileIssuedTo(page, 'Download case file', 'Ada Lovelace', orderNumber);

  await signUp(page, account);
  await page.goto('/account');
  const library = page.getByRole('region', { name: 'Your Library' });
  await expect(library.getByText(story.title)).toBeVisible();
  await expect(library.getByRole('button', { name: /Download Again/ })).toBeVisible();
});

test('a declined card leaves the order unpaid and the cart as it was', async ({ page }) => {
  const story = await availableStory(page, 1);
  await addFromStoryPage(page, story.id);
  await openCartAsVisitor(page, newAccount('declined').email);
  await checkoutCart(page, story.title);
  await payInSandbox(page, '4000 0000 0000 0002', 'Grace Hopper');

  await expect(page.getByText('Your card was declined. Try a different card.')).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);

  // The provider's way back leads to the order page, which shows the order still unpaid.
  await page.getByRole('link', { name: /Cancel and return to Cold Case Kits/ }).click();
  await expect(page).toHaveURL(/\/orders\/ord_/);
  await expect(page.getByRole('heading', { name: 'Waiting for payment…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your case files are ready' })).toBeHidden();

  await page.getByRole('button', { name: 'Shopping cart' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByText(story.title)).toBeVisible();
});

test('a signed-in detective buys from the story page and the story is in their library', async ({ page }) => {
  const story = await availableStory(page, 2);
  await signUp(page, newAccount('member'));

  await addFromStoryPage(page, story.id);
  await page.getByRole('button', { name: 'Shopping cart' }).first().click();
  await checkoutCart(page, story.title);
  await payInSandbox(page, '4242424242424242', 'Sherlock Holmes');

  const orderNumber = await fulfilledOrderNumber(page);
  await page.goto('/account');
  const library = page.getByRole('region', { name: 'Your Library' });
  await expect(library.getByText(story.title)).toBeVisible();
  await expectCaseFileIssuedTo(page, 'Download Again', 'Sherlock Holmes', orderNumber);

  await page.goto(`/stories/${story.id}`);
  await expect(page.getByRole('region', { name: 'Purchase' }).getByRole('link', { name: 'In your library' })).toBeVisible();
});
