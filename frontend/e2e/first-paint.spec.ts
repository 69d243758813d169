import { expect, test, type Page } from '@playwright/test';
import { listStories } from './catalogue-api';

interface LoadOrder {
  leadImages: string[];
  leadImagesLoadedAt: number[];
  appFetchedAt: number | null;
}

const APP_CHUNK = /\/assets\/app-[^/]+\.js$/;

/** When the page's lead images finished loading and when the app's code was asked for, from the browser's own timings. */
async function loadOrder(page: Page): Promise<LoadOrder> {
  await page.waitForFunction((pattern) => performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name)), APP_CHUNK.source);
  return page.evaluate((pattern) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const leadImages = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'), (image) => image.currentSrc);
    return {
      leadImages,
      leadImagesLoadedAt: leadImages.map((src) => resources.find((entry) => entry.name === src)?.responseEnd ?? Number.NaN),
      appFetchedAt: resources.find((entry) => new RegExp(pattern).test(entry.name))?.startTime ?? null,
    };
  }, APP_CHUNK.source);
}

test('the catalogue shows its first row of covers before the app is fetched, then the app takes the page over', async ({ page }) => {
  await page.goto('/stories');
  await expect(page.getByRole('searchbox', { name: 'Search stories' })).toBeEnabled();
  const order = await loadOrder(page);
  expect(order.leadImages.length).toBeGreaterThan(0);
  expect(order.appFetchedAt).not.toBeNull();
  for (const loadedAt of order.leadImagesLoadedAt) expect(order.appFetchedAt).toBeGreaterThanOrEqual(loadedAt);
});

test('a story page shows its cover before the app is fetched, then the app', async ({ page, request }) => {
  const { stories } = await listStories(request);
  const story = stories[0]!;
  await page.goto(`/stories/${story._id}`);
  const order = await loadOrder(page);
  expect(order.leadImages).toEqual([expect.stringMatching(/\/images\/stories\/(small-)?covers\//)]);
  expect(order.appFetchedAt).toBeGreaterThanOrEqual(order.leadImagesLoadedAt[0]!);
});

/** Holds the app's code back until the returned function is called, so a test can act on the server's page alone. */
async function holdAppBack(page: Page): Promise<() => void> {
  let startApp = () => {};
  const appHeldBack = new Promise<void>((resolve) => (startApp = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await appHeldBack;
    await route.continue();
  });
  return startApp;
}

test('"Add to Cart" pressed before the app has started adds the story once it has', async ({ page, request }) => {
  const { stories } = await listStories(request);
  const story = stories.find((candidate) => candidate.is_available)!;
  const startApp = await holdAppBack(page);
  await page.goto(`/stories/${story._id}`);
  await page.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Add to Cart' }).click();
  startApp();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'In cart' })).toBeVisible();
});

test('"Add to Cart" on a catalogue card further down, pressed before the app has started, adds that story once it has', async ({ page }) => {
  const startApp = await holdAppBack(page);
  await page.goto('/stories');
  const cards = page.getByRole('region', { name: 'All Stories' }).getByRole('article');
  await expect(cards).toHaveCount(16);
  const card = cards.filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).nth(6);
  const title = await card.getByRole('heading', { level: 3 }).textContent();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  startApp();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  const sameCard = cards.filter({ has: page.getByRole('heading', { level: 3, name: title!, exact: true }) });
  await expect(sameCard.getByRole('button', { name: 'In cart' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'All Stories' }).getByRole('button', { name: 'In cart' })).toHaveCount(1);
});

for (const screen of [
  { name: 'a phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, cover: 'small-covers' },
  { name: 'a laptop', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, cover: 'small-covers' },
  { name: 'a high-density laptop', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 2, cover: 'covers' },
]) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    test('a story page fetches one cover, as wide as the screen needs', async ({ page, request }) => {
      const { stories } = await listStories(request);
      await page.goto(`/stories/${stories[0]!._id}`);
      const cover = page.getByRole('img', { name: /^Cover art for / });
      await expect(cover).toHaveJSProperty('complete', true);
      const shown = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\/images\/stories\/(small-)?covers\//.test(name)),
      );
      expect(shown).toContain(`/images/stories/${screen.cover}/`);
      expect(fetched).toEqual([shown]);
    });
  });
}
