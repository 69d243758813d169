import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

const legalPages = [
  { path: '/privacy', title: 'Privacy Policy', effective: 'January 1, 2025', lastUpdated: 'February 20, 2025', sections: 10 },
  { path: '/refund', title: 'Refund Policy', effective: 'January 1, 2025', lastUpdated: 'February 20, 2025', sections: 6 },
  { path: '/terms', title: 'Terms of Service', effective: 'January 1, 2025', lastUpdated: 'February 20, 2025', sections: 15 },
  { path: '/disclaimer', title: 'Disclaimer', effective: 'January 1, 2024', lastUpdated: 'January 20, 2024', sections: 9 },
];

function contents(page: Page) {
  return page.getByRole('navigation', { name: 'Table of contents' });
}

function sectionHeadings(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

/** The heading is on screen and not tucked under the sticky site header. */
async function expectClearOfHeader(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const target = await heading.boundingBox();
  expect(target!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

for (const legal of legalPages) {
  test(`${legal.path} shows its title, dates and a table of contents`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(`${legal.title} · Cold Case Kits`);
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    await expect(page.locator('time').filter({ hasText: legal.effective }).first()).toBeVisible();
    await expect(page.locator('time').filter({ hasText: legal.lastUpdated }).first()).toBeVisible();
    await expect(contents(page).getByRole('link')).toHaveCount(legal.sections);
    await expect(sectionHeadings(page)).toHaveCount(legal.sections);
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  });

  test(`${legal.path}: a contents entry jumps to its section`, async ({ page }) => {
    await page.goto(legal.path);
    const entries = contents(page).getByRole('link');
    await expect(entries).toHaveCount(legal.sections);
    const entry = entries.nth(Math.floor(legal.sections / 2));
    const targetId = (await entry.getAttribute('href'))!.slice(1);
    const heading = sectionHeadings(page).and(page.locator(`[id="${targetId}"]`));
    await expect(heading).toHaveCount(1);

    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}#${targetId}$`));
    await expectClearOfHeader(page, heading);
  });
}

test('opening a link to a section lands on that section', async ({ page }) => {
  await page.goto('/terms#governing-law');
  await expectClearOfHeader(page, page.getByRole('heading', { level: 2, name: '13. Governing law and jurisdiction' }));
});

test('the footer links to every legal page', async ({ page }) => {
  await page.goto('/stories');
  const legalLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  for (const legal of legalPages) {
    await legalLinks.getByRole('link', { name: legal.title }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
  }
});
