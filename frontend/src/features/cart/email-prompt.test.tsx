import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { CartButton } from './cart-button';
import { cartFixture, cartLineFixture, cartMock } from './cart-test-fixtures';
import { CUSTOMER_EMAIL_KEY } from './customer-email';
import { SetCartEmailDocument } from './use-save-cart-email.generated';

loadLazyModulesBeforeTests(() => import('./cart-dialog'), () => import('./email-prompt'));

const cartWithKit = cartFixture([cartLineFixture()]);

function setCartEmailMock(email: string, answer: unknown): { mock: MockedResponse; calls: () => number } {
  const result = vi.fn(() => ({ data: { setCartEmail: answer } }));
  return { mock: { request: { query: SetCartEmailDocument, variables: { email } }, result }, calls: () => result.mock.calls.length };
}

async function openPrompt(mocks: readonly MockedResponse[] = []) {
  const user = userEvent.setup();
  renderWithProviders(<CartButton />, { mocks: [cartMock(cartWithKit), ...mocks] });
  await user.click(screen.getByRole('button', { name: 'Shopping cart' }));
  const prompt = await screen.findByRole('dialog', { name: 'Please enter your email' });
  return { user, prompt: within(prompt) };
}

describe('the email prompt', () => {
  it('explains itself and asks for a required email address', async () => {
    const { prompt } = await openPrompt();

    expect(prompt.getByText("We'll use this to save your cart and send you order confirmation.")).toBeInTheDocument();
    const field = prompt.getByRole('textbox', { name: 'Email Address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(prompt.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(prompt.getByRole('button', { name: 'Continue to Cart' })).toHaveAttribute('type', 'submit');
  });

  it('closes on Cancel without saving anything', async () => {
    const { user, prompt } = await openPrompt();

    await user.type(prompt.getByRole('textbox', { name: 'Email Address' }), 'sam@example.test');
    await user.click(prompt.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBeNull();
  });

  it('closes on a click outside it', async () => {
    const { user } = await openPrompt();

    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    if (overlay) await user.click(overlay);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not accept an email without "@"', async () => {
    const setCartEmail = setCartEmailMock('sam.example.test', cartWithKit);
    const { user, prompt } = await openPrompt([setCartEmail.mock]);

    await user.type(prompt.getByRole('textbox', { name: 'Email Address' }), 'sam.example.test');
    await user.click(prompt.getByRole('button', { name: 'Continue to Cart' }));

    expect(screen.getByRole('dialog', { name: 'Please enter your email' })).toBeInTheDocument();
    expect(setCartEmail.calls()).toBe(0);
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBeNull();
  });

  it('does not accept an address the shop would refuse, such as one without a dot in its domain', async () => {
    const setCartEmail = setCartEmailMock('sam@localhost', cartWithKit);
    const { user, prompt } = await openPrompt([setCartEmail.mock]);

    await user.type(prompt.getByRole('textbox', { name: 'Email Address' }), 'sam@localhost');
    await user.click(prompt.getByRole('button', { name: 'Continue to Cart' }));

    expect(prompt.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter your email address, like name@example.com.'),
    );
    expect(setCartEmail.calls()).toBe(0);
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBeNull();
  });

  it('saves the email, gives it to the shop and opens the cart', async () => {
    const setCartEmail = setCartEmailMock('sam@example.test', { ...cartWithKit, email: 'sam@example.test' });
    const { user, prompt } = await openPrompt([setCartEmail.mock]);

    await user.type(prompt.getByRole('textbox', { name: 'Email Address' }), 'sam@example.test');
    await user.click(prompt.getByRole('button', { name: 'Continue to Cart' }));

    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(setCartEmail.calls()).toBe(1);
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBe('sam@example.test');
    expect(within(cart).getByText('sam@example.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please enter your email' })).not.toBeInTheDocument());
  });

  it('shows the shop’s reason when it refuses the email, and keeps nothing', async () => {
    const message = 'Enter a valid email address, like name@example.com.';
    const setCartEmail = setCartEmailMock('sam@example.invalid', { __typename: 'InvalidArgumentError', argument: 'email', message });
    const { user, prompt } = await openPrompt([setCartEmail.mock]);

    await user.type(prompt.getByRole('textbox', { name: 'Email Address' }), 'sam@example.invalid');
    await user.click(prompt.getByRole('button', { name: 'Continue to Cart' }));

    expect(await prompt.findByText(message)).toBeInTheDocument();
    expect(prompt.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(message);
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();
  });
});
