import { expect, type Page, test } from '@playwright/test';
import { listStories } from './catalogue-api';

function allStories(page: Page) {
  return page.getByRole('region', { name: 'All Stories' });
}

function cards(page: Page) {
  return allStories(page).getByRole('article');
}

test('the home page opens the catalogue with featured stories and the first 16 stories', async ({ page, request }) => {
  const { total, stories } = await listStories(request);
  await page.goto('/');
  await expect(page).toHaveURL(/\/stories$/);
  await expect(page).toHaveTitle(/Browse Stories/);
  await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible();
  await expect(allStories(page).getByText(`${total} stories found`)).toBeVisible();
  await expect(cards(page)).toHaveCount(16);
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(stories[0]!.title);
});

test('scrolling loads more stories until the whole catalogue is shown', async ({ page, request }) => {
  const { total } = await listStories(request);
  await page.goto('/stories');
  await expect(cards(page)).toHaveCount(16);
  for (const expected of [32, 48, total]) {
    await page.mouse.wheel(0, 20_000);
    await expect(cards(page)).toHaveCount(expected);
  }
  const ids = await cards(page).getByRole('link', { name: /View Details/ }).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(new Set(ids).size).toBe(total);
});

test('search is applied after a pause, lives in the URL and can be cleared', async ({ page, request }) => {
  const expected = await listStories(request, { search: 'lighthouse' });
  expect(expected.total).toBeGreaterThan(0);
  await page.goto('/stories');
  await page.getByRole('searchbox', { name: 'Search stories' }).fill('lighthouse');
  await expect(page).toHaveURL(/search=lighthouse/);
  await expect(allStories(page).getByText(`${expected.total} ${expected.total === 1 ? 'story' : 'stories'} found`)).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(expected.total, 16));

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('lighthouse');
  await expect(cards(page)).toHaveCount(Math.min(expected.total, 16));
});

test('a search with no match shows the empty state, and clearing it brings the stories back', async ({ page }) => {
  await page.goto('/stories?search=zzzqqq');
  await expect(page.getByRole('heading', { name: 'No Stories Found' })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(cards(page)).toHaveCount(16);
  await expect(page).not.toHaveURL(/search=/);
});

test('filters narrow the list, are kept in the URL and reproduce the view from a link', async ({ page, request }) => {
  const thefts = await listStories(request, { type: 'theft' });
  await page.goto('/stories');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Theft' });
  await expect(page).toHaveURL(/type=theft/);
  await expect(allStories(page).getByText(`${thefts.total} stories found`)).toBeVisible();

  await page.getByLabel('Region').selectOption({ label: 'Europe' });
  const europeanThefts = await listStories(request, { type: 'theft', region: 'Europe' });
  await expect(allStories(page).getByText(new RegExp(`^${europeanThefts.total} stor(y|ies) found$`))).toBeVisible();

  const sharedLink = page.url();
  const other = await page.context().newPage();
  await other.goto(sharedLink);
  await expect(other.getByLabel('Type', { exact: true })).toHaveValue(/theft/i);
  await expect(other.getByRole('region', { name: 'All Stories' }).getByRole('article')).toHaveCount(europeanThefts.total);
  await other.close();
});

test('the sponsored and context filters match the server', async ({ page, request }) => {
  const sponsored = await listStories(request, { sponsored: 'true', context: 'high tech' });
  await page.goto('/stories');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Sponsorship').selectOption({ label: 'Sponsored' });
  await page.getByLabel('Context').selectOption({ label: 'High Tech' });
  await expect(cards(page)).toHaveCount(sponsored.total);
  for (const card of await cards(page).all()) await expect(card.getByText('Sponsored', { exact: true })).toBeVisible();
});

test('sorting by Latest and by Title reorders the list from the top', async ({ page, request }) => {
  const latest = await listStories(request, { sort: 'date' });
  const byTitle = await listStories(request, { sort: 'title' });
  await page.goto('/stories');
  await page.mouse.wheel(0, 3000);
  await page.getByLabel('Sort stories').selectOption({ label: 'Latest' });
  await expect(page).toHaveURL(/sort=date/);
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(latest.stories[0]!.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
  await page.getByLabel('Sort stories').selectOption({ label: 'Title' });
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(byTitle.stories[0]!.title);
});

test('the quick view opens from a card and closes with Escape', async ({ page }) => {
  await page.goto('/stories');
  const firstCard = cards(page).first();
  const title = await firstCard.getByRole('heading', { level: 3 }).innerText();
  await firstCard.getByRole('button', { name: `Quick view of ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /View Details/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('View Details appears on keyboard focus and opens the story page', async ({ page, request }) => {
  const { stories } = await listStories(request);
  await page.goto('/stories');
  const link = cards(page).first().getByRole('link', { name: /View Details/ });
  await link.focus();
  await expect(link).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/stories/${stories[0]!._id}$`));
});
