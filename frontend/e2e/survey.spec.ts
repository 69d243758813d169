import { expect, type Page, test } from '@playwright/test';

/** The survey address the shop was started with, as the gateway injected it into the page. */
async function configuredSurveyUrl(page: Page): Promise<string> {
  const config = JSON.parse((await page.locator('#shop-config').textContent()) ?? '{}') as { surveyUrl: string };
  return config.surveyUrl;
}

test('the survey page explains the survey, the prize and the steps', async ({ page }) => {
  await page.goto('/survey');
  await expect(page).toHaveTitle(/Survey/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('free cold case downloads to win')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'How it works' })).toContainText('about 5 minutes');
});

test('the survey opens in a new tab that cannot reach back into the shop', async ({ page, context }) => {
  await page.goto('/survey');
  const surveyUrl = await configuredSurveyUrl(page);
  // The survey is someone else's site: answer for it so the test stays offline.
  await context.route(`${surveyUrl}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Survey</title>' }),
  );

  const link = page.getByRole('link', { name: 'Start the survey (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', surveyUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  const [survey] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await survey.waitForLoadState();
  expect(survey.url()).toBe(surveyUrl);
  expect(await survey.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/survey$/);
});

test('the footer leads to the survey', async ({ page }) => {
  await page.goto('/stories');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Survey' }).click();
  await expect(page).toHaveURL(/\/survey$/);
});

test('the survey page fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/survey');
  await expect(page.getByRole('link', { name: /Start the survey/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
