import { expect, test } from '@playwright/test';

test('the portfolio is headed with the company name and lists seven sister sites', async ({ page }) => {
  await page.goto('/portfolio');
  // A folder of the same name must not turn the page into a redirect to /portfolio/.
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page).toHaveTitle(/Portfolio/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cold Case Kits Digital Inc.');

  const sites = page.getByRole('main').getByRole('article');
  await expect(sites).toHaveCount(7);
  for (const site of await sites.all()) {
    await expect(site.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(site.getByRole('list')).toHaveAccessibleName(/features$/);
    await expect(site.getByRole('listitem')).toHaveCount(4);

    const image = site.getByRole('img');
    await expect(image).toHaveAttribute('alt', /\w/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const visit = site.getByRole('link', { name: /^Visit Site .+ \(opens in a new tab\)$/ });
    await expect(visit).toHaveAttribute('href', /^https:\/\/[a-z0-9-]+\.com$/);
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the footer leads to the portfolio', async ({ page }) => {
  await page.goto('/stories');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
});

test('the portfolio fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/portfolio');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
