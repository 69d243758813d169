import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { CartButton } from './cart-button';
import { CART_MIRROR_KEY } from './cart-mirror';
import { cartFixture, cartLineFixture, cartMock, fogOverLisbonLine } from './cart-test-fixtures';
import { CUSTOMER_EMAIL_KEY } from './customer-email';

loadLazyModulesBeforeTests(() => import('./cart-dialog'), () => import('./email-prompt'));

function cartButton() {
  return screen.getByRole('button', { name: 'Shopping cart' });
}

describe('CartButton', () => {
  it('shows how many items the cart holds', async () => {
    renderWithProviders(<CartButton />, { mocks: [cartMock(cartFixture([cartLineFixture(), fogOverLisbonLine]))] });

    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(cartButton()).toHaveAccessibleDescription('2 items');
  });

  it('shows no count for an empty cart', async () => {
    renderWithProviders(<CartButton />);

    // The mirror is written once the cart has arrived.
    await waitFor(() => expect(window.localStorage.getItem(CART_MIRROR_KEY)).toBe('[]'));
    expect(cartButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('asks a visitor with no email on file for one first', async () => {
    renderWithProviders(<CartButton />);

    await userEvent.setup().click(cartButton());

    expect(await screen.findByRole('dialog', { name: 'Please enter your email' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();
  });

  it('opens the cart at once for a visitor whose email is stored', async () => {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'sam@example.test');
    renderWithProviders(<CartButton />);

    await userEvent.setup().click(cartButton());

    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
  });

  it('opens the cart at once for a visitor whose cart already has an email', async () => {
    renderWithProviders(<CartButton />, { mocks: [cartMock(cartFixture([cartLineFixture()], 'sam@example.test'))] });
    await screen.findByText('1');

    await userEvent.setup().click(cartButton());

    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(cart).getByText('sam@example.test')).toBeInTheDocument();
  });

  it('opens the cart at once for a signed-in user, and stores their email for checkout', async () => {
    renderWithProviders(<CartButton />, { auth0: signedInAuth0() });

    await userEvent.setup().click(cartButton());

    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBe('sam@example.test');
  });
});
