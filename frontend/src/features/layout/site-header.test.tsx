import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInAuth0, testUser } from '../../test/fake-auth0';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { recordingAnalytics } from '../analytics/analytics.test-fixtures';
import { viewerMock } from '../../test/viewer-fixtures';
import { cartFixture, cartLineFixture, cartMock } from '../cart/cart-test-fixtures';
import { SiteHeader } from './site-header';

function header() {
  return within(screen.getByRole('banner'));
}

// The waits below stay generous: on a busy test machine even React's own work can take a while.
const slowRender = { timeout: 5000 };
loadLazyModulesBeforeTests(() => import('./user-menu'), () => import('./mobile-menu'));

/** The placeholder button is swapped for the real menu target when the code arrives; click the real one. */
async function menuTarget() {
  await waitFor(() => expect(header().getByRole('button', { name: 'Sam Spade' })).toHaveAttribute('aria-haspopup', 'menu'), slowRender);
  return header().getByRole('button', { name: 'Sam Spade' });
}

async function openUserMenu() {
  const user = userEvent.setup();
  await user.click(await menuTarget());
  return within(await screen.findByRole('menu', {}, slowRender));
}

describe('SiteHeader', () => {
  it('links to the Mystery Creator between Browse Stories and FAQ', () => {
    renderWithProviders(<SiteHeader />, { route: '/stories' });

    const nav = within(header().getByRole('navigation', { name: 'Main' }));
    const labels = nav.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Browse Stories'), labels.indexOf('FAQ') + 1)).toEqual(['Browse Stories', 'Create Custom', 'FAQ']);
    expect(nav.getByRole('link', { name: 'Create Custom' })).toHaveAttribute('href', '/custom');
  });

  it('offers visitors Sign in and Sign up', () => {
    renderWithProviders(<SiteHeader />, { route: '/stories' });

    expect(header().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(header().getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(header().queryByRole('button', { name: 'Sam Spade' })).not.toBeInTheDocument();
  });

  it('has a cart button beside the theme toggle, counting the items in the cart', async () => {
    renderWithProviders(<SiteHeader />, { mocks: [cartMock(cartFixture([cartLineFixture()]))] });

    const cart = header().getByRole('button', { name: 'Shopping cart' });
    expect(cart.closest('div')?.previousElementSibling).toHaveAccessibleName(/^Switch to (light|dark) theme$/);
    await waitFor(() => expect(cart).toHaveAccessibleDescription('1 item'));
  });

  it('shows nothing about the account while the session is still being checked', () => {
    renderWithProviders(<SiteHeader />, { auth0: signedInAuth0(testUser, { isLoading: true }) });

    expect(header().queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(header().queryByRole('button', { name: 'Sam Spade' })).not.toBeInTheDocument();
  });

  it('gives a signed-in user a menu named after them with My Library and Sign out', async () => {
    renderWithProviders(<SiteHeader />, { auth0: signedInAuth0(), mocks: [viewerMock()] });

    const menu = await openUserMenu();
    expect(menu.getByRole('menuitem', { name: 'My Library' })).toHaveAttribute('href', '/account');
    expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('names a user without a name by their email', async () => {
    renderWithProviders(<SiteHeader />, {
      auth0: signedInAuth0({ sub: 'auth0|nameless', email: 'nameless@example.test' }),
      mocks: [viewerMock({ firstName: null, lastName: null, email: 'nameless@example.test' })],
    });

    expect(await header().findByRole('button', { name: 'nameless@example.test' })).toBeInTheDocument();
  });

  it('adds Admin to the header links, last, once the server says the user is an admin, and not to the user menu', async () => {
    renderWithProviders(<SiteHeader />, { auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin: true })] });

    const nav = within(header().getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Admin' }, slowRender)).toHaveAttribute('href', '/admin');
    expect(nav.getAllByRole('link').at(-1)).toHaveTextContent('Admin');
    const menu = await openUserMenu();
    expect(menu.getByRole('menuitem', { name: 'My Library' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows no Admin link to a signed-in user who is not an admin, nor to a visitor', async () => {
    const { unmount } = renderWithProviders(<SiteHeader />, { auth0: signedInAuth0(), mocks: [viewerMock()] });
    await menuTarget();
    expect(header().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<SiteHeader />);
    expect(header().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('tracks a click on a header link as a Navigation Click from the current page', async () => {
    const analytics = recordingAnalytics();
    renderWithProviders(<SiteHeader />, { route: '/stories', analytics });

    const nav = within(header().getByRole('navigation', { name: 'Main' }));
    await userEvent.setup().click(nav.getByRole('link', { name: 'FAQ' }));

    expect(analytics.propertiesOf('Navigation Click')).toEqual([{ destination: 'FAQ', current_page: 'Browse Stories' }]);
  });

  it('signs out through the provider and comes back to the catalogue', async () => {
    const auth0 = signedInAuth0();
    renderWithProviders(<SiteHeader />, { auth0, mocks: [viewerMock()] });

    const menu = await openUserMenu();
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Sign out' }));

    expect(auth0.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: `${window.location.origin}/stories` } });
  });
});

describe('the mobile menu', () => {
  async function openMobileMenu() {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    return within(await screen.findByRole('dialog', {}, slowRender));
  }

  it('links to the Mystery Creator too', async () => {
    renderWithProviders(<SiteHeader />, { route: '/stories' });

    const drawer = await openMobileMenu();
    expect(drawer.getByRole('link', { name: 'Create Custom' })).toHaveAttribute('href', '/custom');
  });

  it('offers visitors Sign in and Sign up, and no My Library', async () => {
    renderWithProviders(<SiteHeader />, { route: '/stories' });

    const drawer = await openMobileMenu();
    expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(drawer.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(drawer.queryByRole('link', { name: 'My Library' })).not.toBeInTheDocument();
  });

  it('shows My Library and Sign out to a signed-in user, and Admin only to an admin', async () => {
    renderWithProviders(<SiteHeader />, { auth0: signedInAuth0(), mocks: [viewerMock()] });

    const drawer = await openMobileMenu();
    expect(await drawer.findByRole('link', { name: 'My Library' })).toHaveAttribute('href', '/account');
    expect(drawer.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows Admin to an admin', async () => {
    renderWithProviders(<SiteHeader />, { auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin: true })] });

    const drawer = await openMobileMenu();
    expect(await drawer.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('tracks opening and closing as Mobile Menu Toggle, and a link in it as a Navigation Click', async () => {
    const analytics = recordingAnalytics();
    renderWithProviders(<SiteHeader />, { route: '/faq', analytics });
    const user = userEvent.setup();

    const drawer = await openMobileMenu();
    await user.click(drawer.getByRole('link', { name: 'Create Custom' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));

    expect(analytics.propertiesOf('Mobile Menu Toggle')).toEqual([
      { action: 'open' },
      { action: 'close' },
      { action: 'open' },
      { action: 'close' },
    ]);
    expect(analytics.propertiesOf('Navigation Click')).toEqual([{ destination: 'Create Custom', current_page: 'FAQ' }]);
  });
});
