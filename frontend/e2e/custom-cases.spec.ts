import fs from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { newAccount, signUp } from './accounts';
import { COMMISSIONS_OPERATOR } from './operators';
import { checkoutCart, payInSandbox } from './sandbox-checkout';

const SUSPECTS = ['Martha Hale', 'Lewis Hale', 'Mrs Peters', 'Henry Peters', 'George Henderson', 'Frank Wright'];

/** A date the shop accepts: three weeks after today (UTC), as the date field takes it. */
function threeWeeksFromToday(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 21)).toISOString().slice(0, 10);
}

/** The finished case the operator uploads: a real one-page PDF. */
async function finishedCase(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('The Lunenburg Lighthouse Case', { x: 72, y: 720, size: 20, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFile(file);
}

async function addSuspect(page: Page, number: number): Promise<void> {
  await page.getByRole('button', { name: 'Add Suspect' }).click();
  const suspect = page.getByRole('group', { name: `Suspect ${number}` });
  await suspect.getByRole('textbox', { name: 'Full Name' }).fill(SUSPECTS[number - 1] ?? '');
  await suspect.getByRole('textbox', { name: 'Age' }).fill(String(30 + number));
}

test.describe('custom cases', () => {
  // COMMISSIONS_OPERATOR signs up once per shop database: a retry would sign up again and fail.
  test.describe.configure({ retries: 0 });

  test('a detective creates a mystery with six suspects, keeps the draft over a reload and pays; the operator writes and delivers it; the detective downloads it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signUp(page, newAccount('mystery'));

    await page.goto('/custom');
    await expect(page).toHaveTitle(/Create Custom Mystery/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mystery Creator' })).toBeVisible();
    await page.getByLabel('Date Required').fill(threeWeeksFromToday());
    await page.getByRole('combobox', { name: 'Where did you hear about us?' }).selectOption('Pinterest');
    await page.getByRole('textbox', { name: 'City' }).fill('Lunenburg');
    await page.getByRole('textbox', { name: 'Location' }).fill('The old lighthouse');
    for (const number of [1, 2, 3]) await addSuspect(page, number);

    // Half-way, the page is reloaded: the draft is still there.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Lunenburg');
    await expect(page.getByRole('group', { name: 'Suspect 3' }).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Mrs Peters');
    for (const number of [4, 5, 6]) await addSuspect(page, number);
    await expect(page.getByRole('button', { name: 'Add Suspect' })).toBeDisabled();
    await expect(page.getByText('Maximum number of suspects reached (6)')).toBeVisible();

    await page.getByRole('button', { name: 'Confirm My Mystery Preferences' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Custom Case' });
    await expect(confirm.getByText('Lunenburg')).toBeVisible();
    for (const name of SUSPECTS) await expect(confirm.getByText(name)).toBeVisible();
    await confirm.getByRole('button', { name: 'Add to Cart' }).click();
    await checkoutCart(page, 'Custom Cold Case');
    await payInSandbox(page, '4242 4242 4242 4242', 'Martha Hale');
    await expect(page.getByRole('heading', { name: 'Thank you — your order is confirmed' })).toBeVisible({ timeout: 20_000 });

    await page.goto('/account');
    const customCases = page.getByRole('region', { name: 'Your Custom Cases' });
    await expect(customCases.getByText('Brief received')).toBeVisible();

    const operator = await (await browser.newContext()).newPage();
    await signUp(operator, COMMISSIONS_OPERATOR);
    await operator.goto('/admin/custom-cases');
    await operator.getByRole('row').filter({ hasText: 'Lunenburg' }).getByRole('button', { name: /^View brief of / }).click();
    const brief = operator.getByRole('dialog', { name: /^Custom case / });
    for (const name of SUSPECTS) await expect(brief.getByText(name, { exact: false }).first()).toBeVisible();
    await brief.getByRole('button', { name: 'Start writing' }).click();
    // One step at a time: the panel holds its other actions until the last step is done.
    await expect(brief.getByRole('status')).toHaveText('Writing has started.');

    const [dossier] = await Promise.all([operator.waitForEvent('download'), brief.getByRole('button', { name: 'Download draft dossier' }).click()]);
    expect((await bytesOf(dossier)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const finished = await finishedCase();
    await brief.locator('input[type="file"]').setInputFiles({ name: 'lunenburg.pdf', mimeType: 'application/pdf', buffer: finished });
    await brief.getByRole('button', { name: 'Upload case PDF' }).click();
    await expect(brief.getByRole('status')).toHaveText('lunenburg.pdf is uploaded: the case can be delivered.');
    await expect(brief.getByRole('button', { name: 'Deliver' })).toBeEnabled();
    await brief.getByRole('button', { name: 'Deliver' }).click();
    await expect(brief.getByText('Delivered').first()).toBeVisible();

    await page.reload();
    await expect(customCases.getByText('Delivered', { exact: true })).toBeVisible();
    const [delivered] = await Promise.all([page.waitForEvent('download'), customCases.getByRole('button', { name: 'Download Again' }).click()]);
    expect((await bytesOf(delivered)).equals(finished)).toBe(true);
  });
});
