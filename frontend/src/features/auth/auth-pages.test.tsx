import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAuth0, signedOutAuth0 } from '../../test/fake-auth0';
import { currentLocation, renderWithProviders } from '../../test/render';
import { SignInCallbackPage } from './sign-in-callback.page';
import { SignInPage } from './sign-in.page';
import { SignUpPage } from './sign-up.page';

describe('the sign-in and sign-up routes', () => {
  it('/sign-in starts the sign-in, to land on the catalogue', () => {
    const auth0 = signedOutAuth0();
    renderWithProviders(<SignInPage />, { route: '/sign-in', auth0 });

    expect(screen.getByText('Redirecting to sign in…')).toBeInTheDocument();
    expect(auth0.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(auth0.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/stories' } });
  });

  it('/sign-up opens the sign-up screen, to land on the catalogue', () => {
    const auth0 = signedOutAuth0();
    renderWithProviders(<SignUpPage />, { route: '/sign-up', auth0 });

    expect(auth0.loginWithRedirect).toHaveBeenCalledWith({
      appState: { returnTo: '/stories' },
      authorizationParams: { screen_hint: 'signup' },
    });
  });

  it('/sign-in/callback waits while the SDK finishes signing in', () => {
    renderWithProviders(<SignInCallbackPage />, {
      route: '/sign-in/callback?code=abc&state=xyz',
      auth0: signedOutAuth0({ isLoading: true }),
    });

    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
  });

  it('/sign-in/callback offers another try when the sign-in did not finish', () => {
    renderWithProviders(<SignInCallbackPage />, { route: '/sign-in/callback?error=access_denied&state=xyz' });

    expect(screen.getByRole('heading', { name: 'Sign-in did not finish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/sign-in');
  });

  it('/sign-in/callback moves a signed-in user on to the catalogue', () => {
    renderWithProviders(<SignInCallbackPage />, { route: '/sign-in/callback', auth0: signedInAuth0() });

    expect(currentLocation()).toBe('/stories');
  });
});
