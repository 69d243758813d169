import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { currentLocation, currentSearchParams, renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { searchDebounceMs } from '../catalogue/use-debounced-commit';
import { AdminOrdersPage } from './admin-orders.page';
import { adminOrderFixture, adminOrderLineFixture, ordersPageMock } from './admin-orders.test-fixtures';

function renderPage(mocks: readonly MockedResponse[], { isAdmin = true, route = '/admin/orders' } = {}) {
  renderWithProviders(
    <RequireSignIn>
      <AdminOrdersPage />
    </RequireSignIn>,
    { route, auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin }), ...mocks] },
  );
}

const ada = adminOrderFixture();
const grace = adminOrderFixture({
  id: 'ord_9r4c3h0p',
  number: 'CCK-9R4C-3H0P',
  email: 'grace@example.test',
  state: 'REFUNDED',
  totalCents: 1495,
  refundedCents: 1495,
  createdAt: '2026-11-18T12:00:00.000Z',
  lines: [adminOrderLineFixture({ id: '21', kind: 'CUSTOM_CASE', title: 'Custom mystery', storyId: null, state: 'REFUNDED' })],
});

async function rows() {
  await screen.findByRole('table', { name: 'Orders' });
  return rowsNow();
}

function rowsNow() {
  return within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row').slice(1);
}

/** The moment a day starts on the test machine's clock, as the page sends it. */
function startOf(day: string, daysLater = 0): string {
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + daysLater);
  return start.toISOString();
}

describe('AdminOrdersPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is for admins only', async () => {
    renderPage([], { isAdmin: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  });

  it('lists every order, newest first, each opening its page', async () => {
    renderPage([ordersPageMock({}, [ada, grace])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const section = screen.getByRole('navigation', { name: 'Orders section' });
    expect(within(section).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(section).getByRole('link', { name: 'Hard copies' })).toHaveAttribute('href', '/admin/shipments');
    expect(within(section).getByRole('link', { name: 'Custom cases' })).toHaveAttribute('href', '/admin/custom-cases');
    expect(within(section).getByRole('link', { name: 'Refund requests' })).toHaveAttribute('href', '/admin/refund-requests');

    const [first, second] = await rows();
    expect(within(first).getByRole('link', { name: 'CCK-7H3K-Q9TM' })).toHaveAttribute('href', `/admin/orders/${ada.id}`);
    expect(first).toHaveTextContent('20 Nov 2026');
    expect(first).toHaveTextContent('ada@example.test');
    expect(first).toHaveTextContent('Fulfilled');
    expect(first).toHaveTextContent('$44.90');
    expect(first).toHaveTextContent('Digital kit (PDF), Printed hard copy');
    expect(second).toHaveTextContent('Refunded');
    expect(second).toHaveTextContent('$14.95$14.95');
    expect(second).toHaveTextContent('Custom mystery');
  });

  it('reads the filters of a shared link into the query', async () => {
    renderPage(
      [
        ordersPageMock(
          {
            state: 'PAID',
            kind: 'HARD_COPY',
            search: 'cck-7h3k',
            placedFrom: startOf('2026-11-01'),
            placedTo: startOf('2026-11-30', 1),
          },
          [ada],
        ),
      ],
      { route: '/admin/orders?state=PAID&kind=HARD_COPY&from=2026-11-01&to=2026-11-30&search=cck-7h3k' },
    );

    expect(await rows()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('PAID');
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('HARD_COPY');
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Placed to')).toHaveValue('2026-11-30');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('cck-7h3k');
  });

  it('filters by state, product and days placed, keeping them in the address', async () => {
    const user = userEvent.setup();
    renderPage([
      ordersPageMock({}, [ada, grace]),
      ordersPageMock({ state: 'REFUNDED' }, [grace]),
      ordersPageMock({ state: 'REFUNDED', kind: 'CUSTOM_CASE' }, [grace]),
      ordersPageMock({ state: 'REFUNDED', kind: 'CUSTOM_CASE', placedFrom: startOf('2026-11-15') }, [grace]),
      ordersPageMock(
        { state: 'REFUNDED', kind: 'CUSTOM_CASE', placedFrom: startOf('2026-11-15'), placedTo: startOf('2026-11-19', 1) },
        [grace],
      ),
      ordersPageMock({}, [ada, grace]),
    ]);
    await rows();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Refunded');
    await waitFor(() => expect(rowsNow()).toHaveLength(1));
    expect(currentLocation()).toBe('/admin/orders?state=REFUNDED');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Custom mystery');
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-11-19' } });

    await waitFor(() => expect(currentSearchParams().get('to')).toBe('2026-11-19'));
    expect(currentSearchParams().get('kind')).toBe('CUSTOM_CASE');
    expect(currentSearchParams().get('from')).toBe('2026-11-15');
    await waitFor(() => expect(rowsNow()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(currentLocation()).toBe('/admin/orders');
    await waitFor(() => expect(rowsNow()).toHaveLength(2));
  });

  it('searches by order number or email once the operator pauses typing', async () => {
    renderPage([ordersPageMock({}, [ada, grace]), ordersPageMock({ search: 'grace@' }, [grace])]);
    await rows();
    // The pause is counted on a fake clock, once the page is in.
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace@');
    act(() => vi.advanceTimersByTime(searchDebounceMs - 50));
    expect(currentSearchParams().get('search')).toBeNull();
    act(() => vi.advanceTimersByTime(50));

    expect(currentSearchParams().get('search')).toBe('grace@');
    await waitFor(() => expect(rowsNow()).toHaveLength(1));
    expect(rowsNow()[0]).toHaveTextContent('CCK-9R4C-3H0P');
  });

  it('says when the end date comes before the start, and asks without the dates meanwhile', async () => {
    renderPage([ordersPageMock({}, [])], {
      route: '/admin/orders?from=2026-11-20&to=2026-11-10',
    });

    expect(await screen.findByText('No order has been placed yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Placed to')).toHaveAccessibleDescription('The end date comes before the start date.');
  });

  it('reads on with "Load more"', async () => {
    const user = userEvent.setup();
    renderPage([ordersPageMock({}, [ada], { endCursor: 'cursor-1' }), ordersPageMock({}, [grace], { after: 'cursor-1' })]);
    expect(await rows()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(rowsNow()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
