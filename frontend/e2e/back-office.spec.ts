import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { newAccount, signUp } from './accounts';
import { type ApiStory, listStories } from './catalogue-api';
import { seriousAxeViolations } from './axe';
import { ANALYST, AUDITOR, ORDERS_OPERATOR, STORIES_OPERATOR } from './operators';
import { checkoutCart, payInSandbox } from './sandbox-checkout';

/** A title no other run of the suite has used, made only of letters so its slug is predictable. */
function uniqueTitle(): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
  return `The Lantern Room ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

async function kitPdf(title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(title, { x: 72, y: 720, size: 20, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

/** Available high-tech stories from the end of the title order, which the other specs leave alone. */
async function quietStory(page: Page, index: number): Promise<ApiStory> {
  const { stories } = await listStories(page.request, { sort: 'title', context: 'high tech' });
  const story = stories.filter((candidate) => candidate.is_available).reverse()[index];
  if (!story) throw new Error(`The catalogue has fewer than ${index + 1} available high-tech stories`);
  return story;
}

async function buyAsSignedIn(page: Page, story: ApiStory): Promise<void> {
  await page.goto(`/stories/${story._id}`);
  await page.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await page.getByRole('button', { name: 'Shopping cart' }).first().click();
  await checkoutCart(page, story.title);
  await payInSandbox(page, '4242 4242 4242 4242', 'Grace Hopper');
  await expect(page.getByRole('heading', { name: 'Your case files are ready' })).toBeVisible({ timeout: 20_000 });
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
}

test.describe('the back office', () => {
  // Each operator's address signs up once per shop database: a retry would sign it up again and fail.
  test.describe.configure({ retries: 0 });

  test('the operator creates a story with its cover and kit, it appears in the catalogue, then marks it coming soon', async ({ page }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle();
    // A real cover to upload: one of the seeded stories'.
    const listed = (await (await page.request.get('/api-coldcase/stories', { params: { limit: '1' } })).json()) as { stories: { cover_image: string }[] };
    const coverPath = listed.stories[0]?.cover_image;
    if (!coverPath) throw new Error('The catalogue is empty');
    const image = await (await page.request.get(coverPath)).body();
    await signUp(page, STORIES_OPERATOR);

    await page.goto('/admin/stories/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Story' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'City' }).fill('Halifax');
    await page.getByRole('combobox', { name: 'Region' }).selectOption('Canada');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('Murder');
    await page.getByRole('combobox', { name: 'Context' }).selectOption('Low Tech');
    await page.getByRole('textbox', { name: 'Short description' }).fill('A keeper vanishes from a locked lantern room on the night of the storm.');
    await page
      .getByRole('textbox', { name: 'Medium description' })
      .fill('The lighthouse keeper is gone, the lamp still burns, and the logbook ends mid-sentence. Six islanders had a reason.');
    await page
      .getByRole('textbox', { name: 'Long description' })
      .fill('The lighthouse keeper is gone, the lamp still burns, and the logbook ends mid-sentence.\n\nSix islanders had a reason to climb the stairs that night, and one of them came down alone.');
    await page.getByRole('textbox', { name: 'Price in US dollars' }).fill('14.95');
    await page.getByRole('textbox', { name: 'Fewest players' }).fill('2');
    await page.getByRole('textbox', { name: 'Most players' }).fill('6');
    await page.getByRole('textbox', { name: 'Best with' }).fill('4');
    await page.getByRole('textbox', { name: 'Length in minutes' }).fill('90');
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Medium');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Story' })).toBeVisible();
    const storyId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(storyId).toMatch(/^the-lantern-room-/);

    const covers = page.getByRole('region', { name: 'Cover' });
    const extension = coverPath.split('.').pop() ?? 'webp';
    const mimeType = extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
    await covers.locator('input[type="file"]').setInputFiles({ name: `lantern.${extension}`, mimeType, buffer: image });
    await covers.getByRole('button', { name: 'Upload cover' }).click();
    await expect(covers.getByRole('status')).not.toBeEmpty();

    const kit = page.getByRole('region', { name: 'Kit PDF' });
    await kit.locator('input[type="file"]').setInputFiles({ name: 'lantern.pdf', mimeType: 'application/pdf', buffer: await kitPdf(title) });
    await kit.getByRole('button', { name: 'Upload kit' }).click();
    await expect(kit.getByRole('status')).not.toBeEmpty();

    await page.getByRole('switch', { name: 'Available' }).check();
    await save(page);

    const shopper = await (await page.context().browser()!.newContext()).newPage();
    await shopper.goto(`/stories?search=${encodeURIComponent(title)}`);
    await expect(shopper.getByRole('heading', { name: title })).toBeVisible();
    await shopper.goto(`/stories/${storyId}`);
    await expect(shopper.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    await page.getByRole('switch', { name: 'Available' }).uncheck();
    await save(page);
    await shopper.reload();
    await expect(shopper.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Coming Soon!' })).toBeDisabled();
  });

  test('the operator refunds a customer’s order with a reason and adjusts their credits', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const story = await quietStory(page, 0);
    const customer = newAccount('refunded');
    await signUp(page, customer);
    await buyAsSignedIn(page, story);

    const operator = await (await browser.newContext()).newPage();
    await signUp(operator, ORDERS_OPERATOR);
    await operator.goto('/admin/orders');
    await operator.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
    await expect(operator).toHaveURL(/search=/);
    const orders = operator.getByRole('table', { name: 'Orders' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(orders.getByText(customer.email)).toBeVisible();
    await orders.getByRole('link', { name: /^CCK-/ }).click();

    expect(await seriousAxeViolations(operator)).toEqual([]);
    await operator.getByRole('button', { name: 'Refund order' }).click();
    const refund = operator.getByRole('dialog', { name: 'Refund order' });
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Bought by mistake');
    await refund.getByRole('button', { name: /^Refund \$14\.95$/ }).click();
    await expect(refund).toBeHidden();
    await expect(operator.getByText('Bought by mistake').first()).toBeVisible();
    await expect(operator.getByText('Refunded').first()).toBeVisible();

    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Your Library' }).getByText(story.title)).toBeHidden();

    await operator.goto('/admin/users');
    await operator.getByRole('searchbox', { name: 'Search users' }).fill(customer.email);
    await operator.getByRole('table', { name: 'Users' }).getByRole('link', { name: customer.email }).click();
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await operator.getByRole('button', { name: 'Adjust credits' }).click();
    const adjust = operator.getByRole('dialog', { name: 'Adjust credits' });
    await adjust.getByRole('textbox', { name: 'Amount' }).fill('3');
    await adjust.getByRole('textbox', { name: 'Reason' }).fill('Sorry for the mix-up');
    await adjust.getByRole('button', { name: 'Adjust credits' }).click();
    await expect(adjust).toBeHidden();
    await expect(operator.getByRole('table', { name: 'Credit ledger' })).toContainText('Sorry for the mix-up');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your Credits' }).getByText('3 credits', { exact: true })).toBeVisible();
  });

  test('the operator reads the funnel of a story a visitor viewed and added to the cart', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const story = await quietStory(page, 1);
    await page.goto(`/stories/${story._id}`);
    // The storefront sends its queued events within 10 seconds.
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api-coldcase/events') && (response.request().postData() ?? '').includes('Add To Cart Success'),
      { timeout: 30_000 },
    );
    await page.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();
    expect((await sent).status()).toBe(200);

    const analyst = await (await browser.newContext()).newPage();
    await signUp(analyst, ANALYST);
    await analyst.goto('/admin/analytics');
    const funnel = analyst.getByRole('region', { name: 'Story funnel' });
    const row = funnel.getByRole('row').filter({ hasText: story.title });
    await expect(row).toBeVisible({ timeout: 20_000 });
    const [viewed, added] = await row.getByRole('cell').allTextContents();
    expect(Number(viewed)).toBeGreaterThanOrEqual(1);
    expect(Number(added)).toBeGreaterThanOrEqual(1);
  });

  test('every back-office page has no serious or critical axe violation in either theme, on a laptop and on a phone', async ({ page }) => {
    test.setTimeout(240_000);
    const [story] = (await listStories(page.request, { limit: '1' })).stories;
    if (!story) throw new Error('The catalogue is empty');
    await signUp(page, AUDITOR);
    const pages = [
      '/admin',
      '/admin/stories',
      '/admin/stories/new',
      `/admin/stories/${story._id}`,
      '/admin/users',
      '/admin/orders',
      '/admin/refund-requests',
      '/admin/shipments',
      '/admin/custom-cases',
      '/admin/analytics',
    ];
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      for (const theme of ['dark', 'light'] as const) {
        await page.evaluate((chosen) => localStorage.setItem('vite-ui-theme', chosen), theme);
        for (const path of pages) {
          await page.goto(path);
          await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
          expect(await seriousAxeViolations(page), `${path}, ${theme}, ${viewport.width} px`).toEqual([]);
        }
      }
    }
  });
});
