import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { CartButton } from './cart-button';
import { CART_MIRROR_KEY } from './cart-mirror';
import { cartFixture, cartLineFixture, cartMock, fogOverLisbonLine, type CartFixture } from './cart-test-fixtures';
import { CUSTOMER_EMAIL_KEY } from './customer-email';
import { SetCartEmailDocument } from './use-save-cart-email.generated';

function mirrored(): unknown {
  return JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? 'null');
}

describe('CartProvider', () => {
  it('mirrors the cart it finds on the server into local storage', async () => {
    renderWithProviders(<CartButton />, { mocks: [cartMock(cartFixture([cartLineFixture(), fogOverLisbonLine]))] });

    await waitFor(() =>
      expect(mirrored()).toEqual([
        { productId: 'kit-salt-marsh-ledger', quantity: 1 },
        { productId: 'kit-fog-over-lisbon', quantity: 1 },
      ]),
    );
  });

  it('stores a signed-in user’s email as the customer email', async () => {
    renderWithProviders(<CartButton />, { auth0: signedInAuth0() });

    await waitFor(() => expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBe('sam@example.test'));
  });

  function setCartEmailSpy(cart: CartFixture) {
    const answer = vi.fn(() => ({ data: { setCartEmail: { ...cart, email: 'sam@example.test' } } }));
    const mock: MockedResponse = {
      request: { query: SetCartEmailDocument, variables: { email: 'sam@example.test' } },
      result: answer,
      maxUsageCount: 5,
    };
    return { mock, answer };
  }

  it('gives a returning visitor’s stored email to their cart, once', async () => {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'sam@example.test');
    const cartWithoutEmail = cartFixture([cartLineFixture()]);
    const setCartEmail = setCartEmailSpy(cartWithoutEmail);
    renderWithProviders(<CartButton />, { mocks: [cartMock(cartWithoutEmail), setCartEmail.mock] });

    await waitFor(() => expect(setCartEmail.answer).toHaveBeenCalledTimes(1));
    await screen.findByText('1');
    expect(setCartEmail.answer).toHaveBeenCalledTimes(1);
  });

  it('leaves an empty cart alone', async () => {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'sam@example.test');
    const setCartEmail = setCartEmailSpy(cartFixture());
    renderWithProviders(<CartButton />, { mocks: [setCartEmail.mock] });

    await waitFor(() => expect(mirrored()).toEqual([]));
    expect(setCartEmail.answer).not.toHaveBeenCalled();
  });
});
