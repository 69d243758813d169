import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAuth0, signedOutAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { AccountPage } from './account.page';
import { libraryMock } from './library.test-fixtures';

const guardedAccountPage = (
  <RequireSignIn>
    <AccountPage />
  </RequireSignIn>
);

describe('AccountPage', () => {
  it('sends a signed-out visitor to sign in, and back to My Library afterwards', () => {
    const auth0 = signedOutAuth0();
    renderWithProviders(guardedAccountPage, { route: '/account', auth0 });

    expect(screen.getByText('Redirecting to sign in…')).toBeInTheDocument();
    expect(auth0.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(auth0.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/account' } });
  });

  it('shows the fingerprint loader while the balance is on its way', () => {
    renderWithProviders(guardedAccountPage, {
      route: '/account',
      auth0: signedInAuth0(),
      mocks: [viewerMock(), libraryMock()],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('counts the credits still needed for a story', async () => {
    renderWithProviders(guardedAccountPage, {
      route: '/account',
      auth0: signedInAuth0(),
      mocks: [viewerMock({ credits: 3 }), libraryMock()],
    });

    expect(await screen.findByText('3 credits')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Credits' })).toBeInTheDocument();
    expect(screen.getByText('7 more needed for a story')).toBeInTheDocument();
    expect(document.title).toBe('My Library · Cold Case Kits');
  });

  it('says when the credits are enough for a story', async () => {
    renderWithProviders(guardedAccountPage, {
      route: '/account',
      auth0: signedInAuth0(),
      mocks: [viewerMock({ credits: 12 }), libraryMock()],
    });

    expect(await screen.findByText('Enough to download a story!')).toBeInTheDocument();
  });

  it('shows an empty library with a way to the catalogue', async () => {
    renderWithProviders(guardedAccountPage, {
      route: '/account',
      auth0: signedInAuth0(),
      mocks: [viewerMock(), libraryMock()],
    });

    expect(await screen.findByRole('heading', { name: 'Your Library' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Stories Yet' })).toBeInTheDocument();
    expect(screen.getByText("You haven't purchased any stories yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Stories' })).toHaveAttribute('href', '/stories');
  });

  it('offers to try again when the library does not load', async () => {
    renderWithProviders(guardedAccountPage, {
      route: '/account',
      auth0: signedInAuth0(),
      mocks: [viewerMock(), { request: libraryMock().request, error: new Error('Network down') }],
    });

    expect(await screen.findByRole('heading', { name: 'This page is out of reach' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
