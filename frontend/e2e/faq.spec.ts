import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Every question's button sits in its own level-3 heading. */
function questionHeadings(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 3 });
}

function question(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

test('the FAQ groups about 28 questions under headings and opens one at a time', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle(/Frequently Asked Questions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Refunds and support' })).toBeVisible();
  expect(await questionHeadings(page).count()).toBeGreaterThanOrEqual(26);

  const players = question(page, 'How many people can play?');
  const credits = question(page, 'Do credits expire?');
  await players.click();
  await expect(players).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Anywhere from 1 to 8 players/)).toBeVisible();
  await expect(page).toHaveURL(/\/faq#how-many-players$/);

  await credits.click();
  await expect(credits).toHaveAttribute('aria-expanded', 'true');
  await expect(players).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/Anywhere from 1 to 8 players/)).toBeHidden();
  await expect(page).toHaveURL(/\/faq#do-credits-expire$/);
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
});

test('opening a question changes the address without moving the page', async ({ page }) => {
  await page.goto('/faq');
  const refund = question(page, 'How long does a refund take?');
  await refund.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await refund.click();
  await expect(page).toHaveURL(/#how-long-does-a-refund-take$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
});

test('a link to a question opens it and brings it into view', async ({ page }) => {
  await page.goto('/faq#how-quickly-does-support-reply');
  const support = question(page, 'How quickly will support answer?');
  await expect(support).toHaveAttribute('aria-expanded', 'true');
  await expect(support).toBeInViewport();
  await expect(page.getByText(/Usually within about 24 hours/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);

  await page.goto('/faq#how-much-does-a-case-cost');
  const price = question(page, 'How much does a case cost?');
  await expect(price).toHaveAttribute('aria-expanded', 'true');
  await expect(price).toBeInViewport();
  await expect(support).toHaveAttribute('aria-expanded', 'false');
});

test('the header links to the FAQ and questions work from the keyboard', async ({ page }) => {
  await page.goto('/stories');
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  const first = question(page, 'What is a Cold Case Kit?');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  const second = question(page, 'How long does a case take to solve?');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('the FAQ has no detectable accessibility problems with a question open', async ({ page }) => {
  await page.goto('/faq#how-quickly-does-support-reply');
  await expect(question(page, 'How quickly will support answer?')).toHaveAttribute('aria-expanded', 'true');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
});

test('the FAQ fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq#can-i-order-a-hard-copy');
  await expect(question(page, 'Can I order a printed hard copy?')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
