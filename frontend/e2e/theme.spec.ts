import { expect, test, type Page } from '@playwright/test';

function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('vite-ui-theme'));
}

test('the theme is dark by default, one click switches it, and the choice survives a reload', async ({ page }) => {
  await page.goto('/stories');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveClass(/light/);
  await expect.poll(() => storedTheme(page)).toBe('light');

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect.poll(() => storedTheme(page)).toBe('dark');
});

test('the system choice follows the operating system, and the toggle switches away from it', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  await context.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
  const page = await context.newPage();
  await page.goto('/stories');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect.poll(() => storedTheme(page)).toBe('dark');
  await context.close();
});
