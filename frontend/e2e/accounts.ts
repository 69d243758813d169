import { expect, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/** A fresh account per test, so tests can run side by side against one shop. */
export function newAccount(label: string): Account {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  return { email: `${label}-${id}@example.test`, password: `case-file-${id}` };
}

export async function fillCredentials(page: Page, { email, password }: Account): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Signs up through the shop's /sign-up route and the provider's sign-up screen. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillCredentials(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/stories$/);
}
