import { expect, type Page } from '@playwright/test';

/** Checks out the open cart drawer, once it shows the given product. */
export async function checkoutCart(page: Page, title: string): Promise<void> {
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByText(title)).toBeVisible();
  await cart.getByRole('button', { name: 'Checkout' }).click();
}

/** Pays on the sandbox's hosted page, as a customer types a card. */
export async function payInSandbox(page: Page, card: string, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
