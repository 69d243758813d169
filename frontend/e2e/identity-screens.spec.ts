import { expect, test } from '@playwright/test';

const authorize = new URLSearchParams({
  client_id: 'coldcase-storefront',
  response_type: 'code',
  redirect_uri: 'http://localhost:4000/sign-in/callback',
  scope: 'openid profile email',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  state: 'no-js',
  screen_hint: 'signup',
});

test('the sign-up screen works without JavaScript and hands a code back to the storefront', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/authorize?${authorize.toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(`no-js-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('a long enough password');
  // The SPA callback needs JavaScript; reaching it with a code shows the screens did their part.
  const callback = page.waitForRequest((request) => request.url().startsWith('http://localhost:4000/sign-in/callback?code='));
  await page.getByRole('button', { name: 'Create account' }).click();
  expect(new URL((await callback).url()).searchParams.get('state')).toBe('no-js');
  await context.close();
});

test('a wrong password gets a clear message without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const signIn = new URLSearchParams(authorize);
  signIn.delete('screen_hint');
  await page.goto(`/authorize?${signIn.toString()}`);
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That email and password do not match an account.');
  await context.close();
});
