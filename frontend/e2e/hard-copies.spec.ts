import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, newAccount, signUp } from './accounts';
import { type ApiStory, listStories } from './catalogue-api';
import { checkoutCart, payInSandbox } from './sandbox-checkout';
import { SHIPMENTS_OPERATOR } from './operators';

interface Address {
  fullName: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

const TORONTO: Address = { fullName: 'Ada Lovelace', street: '100 Queen St W', city: 'Toronto', state: 'Ontario', postalCode: 'M5H 2N2', country: 'Canada' };
const PARIS: Address = { fullName: 'Jules Maigret', street: '36 quai des Orfèvres', city: 'Paris', state: 'Île-de-France', postalCode: '75001', country: 'France' };

/** Available stories from the end of the title order, away from the stories other specs buy. */
async function availableStories(page: Page, count: number): Promise<ApiStory[]> {
  const { stories } = await listStories(page.request, { sort: 'title', context: 'high tech' });
  const candidates = stories.filter((story) => story.is_available).reverse();
  if (candidates.length < count) throw new Error(`The catalogue has fewer than ${count} available high-tech stories`);
  return candidates.slice(0, count);
}

async function orderHardCopy(page: Page, story: ApiStory, option: 'North America' | 'International', address: Address): Promise<void> {
  await page.goto(`/stories/${story._id}`);
  await page.getByRole('region', { name: 'Purchase' }).getByRole('button', { name: 'Order a Hard Copy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order a Hard Copy' });
  await dialog.getByRole('button', { name: new RegExp(`^${option}`) }).click();
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(address.fullName);
  await dialog.getByRole('textbox', { name: 'Street Address' }).fill(address.street);
  await dialog.getByRole('textbox', { name: 'City' }).fill(address.city);
  await dialog.getByRole('textbox', { name: 'State/Province' }).fill(address.state);
  await dialog.getByRole('textbox', { name: 'ZIP/Postal Code' }).fill(address.postalCode);
  if (option === 'North America') await dialog.getByRole('combobox', { name: 'Country' }).selectOption(address.country);
  else await dialog.getByRole('textbox', { name: 'Country' }).fill(address.country);
  await dialog.getByRole('button', { name: 'Add Hard Copy to Cart' }).click();
  await expect(page.getByText('Hard copy added to your cart')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, account);
  return page;
}

test.describe('hard copies', () => {
  // SHIPMENTS_OPERATOR signs up once per shop database: a retry would sign up again and fail.
  test.describe.configure({ retries: 0 });

  test('a detective orders hard copies to Canada and France and pays; the operator ships one and the detective sees its tracking', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const [toCanada, toFrance] = await availableStories(page, 2);
    if (!toCanada || !toFrance) throw new Error('Two stories were asked for');
    await signUp(page, newAccount('hard-copy'));

    await orderHardCopy(page, toCanada, 'North America', TORONTO);
    await orderHardCopy(page, toFrance, 'International', PARIS);
    await page.getByRole('button', { name: 'Shopping cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(cart.getByText('Ships to Ada Lovelace, Toronto, Canada')).toBeVisible();
    await expect(cart.getByText('Ships to Jules Maigret, Paris, France')).toBeVisible();
    await checkoutCart(page, `${toFrance.title} — printed hard copy (International)`);
    await payInSandbox(page, '4242 4242 4242 4242', 'Ada Lovelace');
    await expect(page.getByRole('heading', { name: 'Thank you — your order is confirmed' })).toBeVisible({ timeout: 20_000 });

    await page.goto('/account');
    const hardCopies = page.getByRole('region', { name: 'Your Hard Copies' });
    await expect(hardCopies.getByRole('listitem')).toHaveCount(2);
    await expect(hardCopies.getByRole('listitem').filter({ hasText: toCanada.title }).getByText('To ship')).toBeVisible();

    const operator = await signedInPage(browser, SHIPMENTS_OPERATOR);
    await operator.goto('/admin/shipments');
    await expect(operator.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    const row = operator.getByRole('row').filter({ hasText: toCanada.title });
    await row.getByRole('button', { name: /^Mark shipped: order / }).click();
    const ship = operator.getByRole('dialog', { name: 'Mark shipped' });
    await ship.getByLabel('Carrier').fill('Canada Post');
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill('7023 4101 0000 1234');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship).toBeHidden();
    await expect(row.getByText('Shipped', { exact: true })).toBeVisible();

    await page.reload();
    const shipped = hardCopies.getByRole('listitem').filter({ hasText: toCanada.title });
    await expect(shipped.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(shipped.getByText('Canada Post')).toBeVisible();
    await expect(shipped.getByText('7023 4101 0000 1234')).toBeVisible();
    await expect(hardCopies.getByRole('listitem').filter({ hasText: toFrance.title }).getByText('To ship')).toBeVisible();
  });
});
