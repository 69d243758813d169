import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { listStories } from './catalogue-api';

const ROUTES = [
  '/stories',
  '/custom',
  '/faq',
  '/survey',
  '/portfolio',
  '/privacy',
  '/refund',
  '/terms',
  '/disclaimer',
  '/no-such-page',
  '/stories/no-such-case',
  'a story page',
];

async function resolveRoute(route: string, request: APIRequestContext): Promise<string> {
  if (route !== 'a story page') return route;
  const { stories } = await listStories(request);
  return `/stories/${stories[0]!._id}`;
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('vite-ui-theme', chosen), theme);
    });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violation`, async ({ page, request }) => {
        await page.goto(await resolveRoute(route, request));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}

test('the quick-view dialog traps focus and gives it back to the button that opened it', async ({ page }) => {
  await page.goto('/stories');
  const firstCard = page.getByRole('region', { name: 'All Stories' }).getByRole('article').first();
  const opener = firstCard.getByRole('button', { name: /^Quick view of/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('keyboard focus is visible on the catalogue controls', async ({ page }) => {
  await page.goto('/stories');
  await page.getByRole('searchbox', { name: 'Search stories' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus-visible');
  await expect(focused).toHaveCount(1);
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the sign-in and sign-up screens have no serious or critical axe violation (${colorScheme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const authorize = new URLSearchParams({
      client_id: 'coldcase-storefront',
      response_type: 'code',
      redirect_uri: 'http://localhost:4000/sign-in/callback',
      scope: 'openid profile email',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'axe',
    });
    await page.goto(`/authorize?${authorize.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    for (const screen of ['Sign in', 'Create your account']) {
      if (screen === 'Create your account') await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await context.close();
  });
}
