import { expect, test } from '@playwright/test';

test('the theme is dark by default, can be changed, and the choice survives a reload', async ({ page }) => {
  await page.goto('/stories');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: /Colour theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: /Colour theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
});

test('the system choice follows the operating system', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  await context.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
  const page = await context.newPage();
  await page.goto('/stories');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await context.close();
});
