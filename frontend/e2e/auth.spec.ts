import { expect, type Page, test } from '@playwright/test';
import { type Account, fillCredentials, newAccount, signUp } from './accounts';
import { listStories } from './catalogue-api';

/** The header's user menu button; a new account has no name, so it is labelled with the email. */
function userMenu(page: Page, account: Account) {
  return page.getByRole('banner').getByRole('button', { name: account.email });
}

async function signOut(page: Page, account: Account): Promise<void> {
  await userMenu(page, account).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('a visitor signs up, lands on the catalogue, stays signed in across a reload and signs out', async ({ page }) => {
  const account = newAccount('reader');
  await page.goto('/stories');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();

  await signUp(page, account);
  await expect(userMenu(page, account)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeHidden();

  await page.reload();
  await expect(userMenu(page, account)).toBeVisible();
  await userMenu(page, account).click();
  await expect(page.getByRole('menuitem', { name: 'My Library' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signOut(page, account);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(userMenu(page, account)).toBeHidden();
});

test('the /account guard sends a signed-out visitor to the sign-in screen', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
});

test('after signing in at the /account guard, the user is back on My Library with their credits', async ({ page }) => {
  const account = newAccount('returning');
  await signUp(page, account);
  await signOut(page, account);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await fillCredentials(page, account);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  await expect(page.getByText('10 more needed for a story')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Stories Yet' })).toBeVisible();
});

test('a signed-in non-admin has no Admin link and is told /admin is for admins only', async ({ page }) => {
  const account = newAccount('not-admin');
  await signUp(page, account);
  await userMenu(page, account).click();
  await expect(page.getByRole('menuitem', { name: 'My Library' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/stories');
  await expect(page.getByText('Total Users')).toHaveCount(0);
});

test.describe('the admin', () => {
  // ADMIN_EMAILS names one address, and it can be signed up only once per shop database.
  test.describe.configure({ retries: 0 });

  test('sees the Admin link and the dashboard cards', async ({ page, request }) => {
    const { total } = await listStories(request);
    const admin: Account = { email: 'admin@coldcasekits.com', password: newAccount('admin').password };
    await signUp(page, admin);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^(Total|Active)/ })).toHaveText([
      'Total Users',
      'Total Stories',
      'Active Sponsorships',
      'Total Revenue',
    ]);
    await expect(page.getByRole('definition').nth(1)).toHaveText(total.toLocaleString('en-US'));
    const recentPurchases = page.getByRole('region', { name: 'Recent Purchases' });
    await expect(recentPurchases.getByRole('heading', { level: 2, name: 'Recent Purchases' })).toBeVisible();
    // Other specs buy at the same time, so the panel may hold their purchases or still be empty.
    await expect(recentPurchases.getByText('No purchases yet').or(recentPurchases.getByRole('list'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top Stories' })).toBeVisible();
  });
});
