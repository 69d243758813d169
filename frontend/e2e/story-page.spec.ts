import { expect, test } from '@playwright/test';
import { listStories } from './catalogue-api';

test('a story page shows the story, its price, similar stories and the way back', async ({ page, request }) => {
  const { stories } = await listStories(request, { type: 'murder' });
  const story = stories[0]!;
  await page.goto(`/stories/${story._id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(story.title));
  await expect(page.getByText('$14.95')).toBeVisible();
  await expect(page.getByText(/^Added /)).toBeVisible();

  const similar = page.getByRole('region', { name: 'Similar Stories' });
  const similarLinks = similar.getByRole('link');
  await expect(similarLinks).toHaveCount(4);
  for (const href of await similarLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).not.toBe(`/stories/${story._id}`);
    expect(stories.map((candidate) => `/stories/${candidate._id}`)).toContain(href);
  }

  await similarLinks.first().click();
  await expect(page).not.toHaveURL(new RegExp(`/stories/${story._id}$`));
  await page.getByRole('link', { name: 'Back to Stories' }).click();
  await expect(page).toHaveURL(/\/stories$/);
});

test('a coming-soon story says so and offers no purchase', async ({ page, request }) => {
  const { stories } = await listStories(request);
  const all = await Promise.all(stories.map((story) => request.get(`/api-coldcase/stories/${story._id}`).then((r) => r.json())));
  const comingSoon = all.find((story: { is_available: boolean }) => !story.is_available) as { _id: string };
  await page.goto(`/stories/${comingSoon._id}`);
  await expect(page.getByText('Coming Soon!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
});

test('a missing story shows Story Not Found with a way back', async ({ page }) => {
  await page.goto('/stories/no-such-case');
  await expect(page.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
  await expect(
    page.getByText("We couldn't find the story you're looking for. It may have been removed or the link might be incorrect."),
  ).toBeVisible();
  await page.getByRole('link', { name: /Back to Stories/ }).click();
  await expect(page).toHaveURL(/\/stories$/);
});
