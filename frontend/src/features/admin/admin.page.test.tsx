import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAuth0, signedOutAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { AdminDashboardDocument } from './admin-dashboard.generated';
import { AdminPage } from './admin.page';

const guardedAdminPage = (
  <RequireSignIn>
    <AdminPage />
  </RequireSignIn>
);

function dashboardMock(overrides: { recentPurchases?: unknown[] } = {}): MockedResponse {
  return {
    request: { query: AdminDashboardDocument },
    result: {
      data: {
        adminDashboard: {
          __typename: 'AdminDashboard',
          totalUsers: 1204,
          totalStories: 30,
          totalSponsorships: 4,
          totalRevenueCents: 1234550,
          recentPurchases: [],
          topStories: [
            { __typename: 'TopStory', id: 'fog', title: 'Fog Over Lisbon', downloads: 310, revenueCents: 463450 },
            { __typename: 'TopStory', id: 'ash', title: 'Ashes in Austin', downloads: 1, revenueCents: 1495 },
          ],
          ...overrides,
        },
      },
    },
  };
}

describe('AdminPage', () => {
  it('sends a signed-out visitor to sign in, and back to the admin page afterwards', () => {
    const auth0 = signedOutAuth0();
    renderWithProviders(guardedAdminPage, { route: '/admin', auth0 });

    expect(auth0.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/admin' } });
  });

  it('tells a signed-in non-admin that the page is for admins only', async () => {
    renderWithProviders(guardedAdminPage, { route: '/admin', auth0: signedInAuth0(), mocks: [viewerMock()] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/stories');
    expect(screen.queryByText('Total Users')).not.toBeInTheDocument();
  });

  it('shows an admin the four totals, with revenue in US dollars', async () => {
    renderWithProviders(guardedAdminPage, {
      route: '/admin',
      auth0: signedInAuth0(),
      mocks: [viewerMock({ isAdmin: true }), dashboardMock()],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByText('Total Users');
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(labels).toEqual(['Total Users', 'Total Stories', 'Active Sponsorships', 'Total Revenue']);
    expect(values).toEqual(['1,204', '30', '4', '$12,345.50']);
  });

  it('lists the top stories and says when there are no purchases yet', async () => {
    renderWithProviders(guardedAdminPage, {
      route: '/admin',
      auth0: signedInAuth0(),
      mocks: [viewerMock({ isAdmin: true }), dashboardMock()],
    });

    const purchases = await screen.findByRole('region', { name: 'Recent Purchases' });
    expect(within(purchases).getByText('No purchases yet')).toBeInTheDocument();
    const topStories = within(screen.getByRole('region', { name: 'Top Stories' })).getAllByRole('listitem');
    expect(topStories).toHaveLength(2);
    const [first] = topStories;
    expect(within(first).getByRole('link', { name: 'Fog Over Lisbon' })).toHaveAttribute('href', '/stories/fog');
    expect(first).toHaveTextContent('310 downloads');
    expect(first).toHaveTextContent('$4,634.50revenue');
  });

  it('lists recent purchases with buyer, price and date', async () => {
    renderWithProviders(guardedAdminPage, {
      route: '/admin',
      auth0: signedInAuth0(),
      mocks: [
        viewerMock({ isAdmin: true }),
        dashboardMock({
          recentPurchases: [
            {
              __typename: 'RecentPurchase',
              id: 'p1',
              storyTitle: 'Fog Over Lisbon',
              userEmail: 'buyer@example.test',
              priceCents: 1495,
              // Midday UTC is the same calendar day in every time zone the tests may run in.
              purchasedAt: '2025-02-20T12:05:00.000Z',
            },
          ],
        }),
      ],
    });

    const purchases = await screen.findByRole('region', { name: 'Recent Purchases' });
    const [purchase] = within(purchases).getAllByRole('listitem');
    expect(purchase).toHaveTextContent('Fog Over Lisbon');
    expect(purchase).toHaveTextContent('buyer@example.test');
    expect(purchase).toHaveTextContent('$14.95');
    expect(purchase).toHaveTextContent('20 Feb 2025');
    expect(purchase.querySelector('time')).toHaveAttribute('dateTime', '2025-02-20T12:05:00.000Z');
  });

  it('links to the fulfilment queues: shipments to send and custom cases', async () => {
    renderWithProviders(guardedAdminPage, {
      route: '/admin',
      auth0: signedInAuth0(),
      mocks: [viewerMock({ isAdmin: true }), dashboardMock()],
    });

    const fulfilment = await screen.findByRole('region', { name: 'Fulfilment' });
    expect(within(fulfilment).getByRole('link', { name: 'Shipments to send' })).toHaveAttribute('href', '/admin/shipments');
    expect(within(fulfilment).getByRole('link', { name: 'Custom cases' })).toHaveAttribute('href', '/admin/custom-cases');
  });
});
