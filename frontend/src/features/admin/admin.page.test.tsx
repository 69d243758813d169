import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAuth0, signedOutAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { AdminDashboardDocument } from './admin-dashboard.generated';
import { AdminPage } from './admin.page';
import { giveChartsASize } from './chart-size.test-support';
import { dashboardMock, revenueMock, revenuePoint } from './admin.test-fixtures';
import { defaultRevenueRange } from './revenue-ranges';

const guardedAdminPage = (
  <RequireSignIn>
    <AdminPage />
  </RequireSignIn>
);

function renderDashboard(mocks: readonly MockedResponse[] = [dashboardMock()]) {
  const user = userEvent.setup();
  renderWithProviders(guardedAdminPage, {
    route: '/admin',
    auth0: signedInAuth0(),
    mocks: [viewerMock({ isAdmin: true }), ...mocks],
  });
  return user;
}

async function section(name: string) {
  return screen.findByRole('region', { name });
}

/** The hidden table the revenue chart is read from, as rows of cell texts. */
function revenueRows(revenue: HTMLElement) {
  return within(within(revenue).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
}

function revenueSummary(revenue: HTMLElement) {
  const terms = within(revenue).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('AdminPage', () => {
  beforeEach(() => {
    giveChartsASize();
  });

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

  it('shows an admin the four totals, with revenue in US dollars, under the back-office navigation', async () => {
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    const stats = (await screen.findByText('Total Users')).closest('dl');
    if (!stats) throw new Error('the totals are not a description list');
    const labels = within(stats).getAllByRole('term').map((term) => term.textContent);
    const values = within(stats).getAllByRole('definition').map((definition) => definition.textContent);
    expect(labels).toEqual(['Total Users', 'Total Stories', 'Active Sponsorships', 'Total Revenue']);
    expect(values).toEqual(['1,204', '30', '4', '$12,345.50']);
  });

  it('lists the top stories, each opening in Story Management, with "View All" leading to every story', async () => {
    renderDashboard();

    const topStories = await section('Top Stories');
    expect(within(topStories).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/stories');
    const rows = within(topStories).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first] = rows;
    expect(within(first).getByRole('link', { name: 'Fog Over Lisbon' })).toHaveAttribute('href', '/admin/stories/fog');
    expect(first).toHaveTextContent('310 downloads');
    expect(first).toHaveTextContent('$4,634.50revenue');
  });

  it('says when there are no purchases yet, with "View All" leading to the analytics', async () => {
    renderDashboard();

    const purchases = await section('Recent Purchases');
    expect(within(purchases).getByText('No purchases yet')).toBeInTheDocument();
    expect(within(purchases).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/analytics');
  });

  it('lists recent purchases with buyer, price and date', async () => {
    renderDashboard([
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
    ]);

    const purchases = await section('Recent Purchases');
    const [purchase] = within(purchases).getAllByRole('listitem');
    expect(purchase).toHaveTextContent('Fog Over Lisbon');
    expect(purchase).toHaveTextContent('buyer@example.test');
    expect(purchase).toHaveTextContent('$14.95');
    expect(purchase).toHaveTextContent('20 Feb 2025');
    expect(purchase.querySelector('time')).toHaveAttribute('dateTime', '2025-02-20T12:05:00.000Z');
  });

  it('counts the work waiting in each queue, each count leading to its queue', async () => {
    renderDashboard([dashboardMock({ queues: { shipmentsToSend: 3, casesToWrite: 0, refundRequests: 12 } })]);

    const queues = await section('Waiting for you');
    const links = within(queues).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['3 Shipments to send', '/admin/shipments'],
      ['0 Custom cases to write', '/admin/custom-cases'],
      ['12 Refund requests', '/admin/refund-requests'],
    ]);
    expect(within(queues).getByRole('link', { name: '3 Shipments to send' })).toHaveAttribute('data-waiting');
    expect(within(queues).getByRole('link', { name: '0 Custom cases to write' })).not.toHaveAttribute('data-waiting');
  });

  it('opens the revenue on the last 30 days, in dollars, with a table of every day and the totals', async () => {
    renderDashboard();

    const revenue = await section('Revenue');
    expect(within(revenue).getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(within(revenue).getByRole('application', { name: 'Net revenue and refunds per day over the last 30 days' })).toBeInTheDocument();
    expect(within(revenue).getByRole('table', { name: 'Revenue per day over the last 30 days' })).toBeInTheDocument();
    expect(revenueRows(revenue)).toEqual([
      ['23 Nov 2026', '$44.85', '$0.00', '$44.85', '3'],
      ['24 Nov 2026', '$29.90', '$14.95', '$14.95', '2'],
    ]);
    expect(revenueSummary(revenue)).toEqual({
      'Net revenue': '$59.80',
      Paid: '$74.75',
      Refunded: '$14.95',
      Orders: '5',
    });
  });

  it('asks the server for another range when the operator picks it, and shows its figures', async () => {
    const user = renderDashboard([
      dashboardMock(),
      revenueMock('LAST_12_MONTHS', [revenuePoint('2025-12', 0, 0, 0), revenuePoint('2026-11', 1234500, 500, 80)]),
    ]);

    const revenue = await section('Revenue');
    await user.click(within(revenue).getByRole('radio', { name: '12 months' }));

    expect(await within(revenue).findByRole('table', { name: 'Revenue per month over the last 12 months' })).toBeInTheDocument();
    expect(revenueRows(revenue)).toEqual([
      ['Dec 2025', '$0.00', '$0.00', '$0.00', '0'],
      ['Nov 2026', '$12,345.00', '$5.00', '$12,340.00', '80'],
    ]);
    expect(revenueSummary(revenue)['Net revenue']).toBe('$12,340.00');
  });

  it('reads a range again from the cache when the operator returns to it', async () => {
    const user = renderDashboard([dashboardMock(), revenueMock('LAST_7_DAYS', [revenuePoint('2026-11-24', 999)])]);

    const revenue = await section('Revenue');
    await user.click(within(revenue).getByRole('radio', { name: '7 days' }));
    await within(revenue).findByRole('table', { name: 'Revenue per day over the last 7 days' });
    await user.click(within(revenue).getByRole('radio', { name: '30 days' }));

    // No second answer is mocked for the last 30 days: the dashboard's first one is shown again.
    expect(within(revenue).getByRole('table', { name: 'Revenue per day over the last 30 days' })).toBeInTheDocument();
    expect(revenueRows(revenue)).toHaveLength(2);
  });

  it('reads another range afresh on a later visit: refunds made meanwhile show in it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RequireSignIn>
        <Link to="/admin/orders">Away</Link>
        <Link to="/admin">Back to the dashboard</Link>
        <Routes>
          <Route path="/admin" element={<AdminPage />} />
          <Route path="/admin/orders" element={<p>Orders</p>} />
        </Routes>
      </RequireSignIn>,
      {
        route: '/admin',
        auth0: signedInAuth0(),
        mocks: [
          viewerMock({ isAdmin: true }),
          dashboardMock(),
          revenueMock('LAST_7_DAYS', [revenuePoint('2026-11-24', 2990)]),
          dashboardMock(),
          revenueMock('LAST_7_DAYS', [revenuePoint('2026-11-24', 2990, 1495)]),
        ],
      },
    );
    await user.click(within(await section('Revenue')).getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(revenueSummary(screen.getByRole('region', { name: 'Revenue' })).Refunded).toBe('$0.00'));

    await user.click(screen.getByRole('link', { name: 'Away' }));
    await screen.findByText('Orders');
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    await user.click(within(await section('Revenue')).getByRole('radio', { name: '7 days' }));

    await waitFor(() => expect(revenueSummary(screen.getByRole('region', { name: 'Revenue' })).Refunded).toBe('$14.95'));
  });

  it('offers to try a range again when its revenue does not load', async () => {
    const user = renderDashboard([
      dashboardMock(),
      revenueMock('LAST_90_DAYS', new Error('network down')),
      revenueMock('LAST_90_DAYS', [revenuePoint('2026-09-01', 1495)]),
    ]);

    const revenue = await section('Revenue');
    await user.click(within(revenue).getByRole('radio', { name: '90 days' }));
    expect(await within(revenue).findByRole('alert')).toHaveTextContent('The revenue for this range did not load.');

    await user.click(within(revenue).getByRole('button', { name: 'Try again' }));
    expect(await within(revenue).findByRole('table', { name: 'Revenue per day over the last 90 days' })).toBeInTheDocument();
    expect(revenueRows(revenue)).toEqual([['1 Sep 2026', '$14.95', '$0.00', '$14.95', '1']]);
  });

  it('offers to try again when the dashboard does not load', async () => {
    const failure: MockedResponse = {
      request: { query: AdminDashboardDocument, variables: { revenueRange: defaultRevenueRange } },
      error: new Error('network down'),
    };
    const user = renderDashboard([failure, dashboardMock()]);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Total Users')).toBeInTheDocument();
  });
});
