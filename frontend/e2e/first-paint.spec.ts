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
  expect(order.leadImages).toEqual([expect.stringContaining('/images/stories/covers/')]);
  expect(order.appFetchedAt).toBeGreaterThanOrEqual(order.leadImagesLoadedAt[0]!);
});

test('"Add to Cart" pressed before the app has started adds the story once it has', async ({ page, request }) => {
  const { stories } = await listStories(request);
  const story = stories.find((candidate) => candidate.is_available)!;
  let startApp = () => {};
  const appHeldBack = new Promise<void>((resolve) => (startApp = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await appHeldBack;
    await route.continue();
  });
  await page.goto(`/stories/${story._id}`);
  await page.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Add to Cart' }).click();
  startApp();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'In cart' })).toBeVisible();
});
