import { expect, test } from '@playwright/test';

test('the mobile menu opens from the header and closes on navigation', async ({ page }) => {
  await page.goto('/stories/no-such-case');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Browse Stories' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('the catalogue is usable at phone width', async ({ page }) => {
  await page.goto('/stories');
  await expect(page.getByRole('region', { name: 'All Stories' }).getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the theme toggle stays in the header at phone width', async ({ page }) => {
  await page.goto('/stories');
  await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
