import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { currentLocation, currentSearchParams, renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { searchDebounceMs } from '../catalogue/use-debounced-commit';
import { AdminUsersPage } from './admin-users.page';
import { adminUserFixture, usersPageMock } from './admin-users.test-fixtures';

function renderPage(mocks: readonly MockedResponse[], { isAdmin = true, route = '/admin/users' } = {}) {
  renderWithProviders(
    <RequireSignIn>
      <AdminUsersPage />
    </RequireSignIn>,
    { route, auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin }), ...mocks] },
  );
}

const ada = adminUserFixture();
const grace = adminUserFixture({
  id: 'usr_grace',
  email: 'grace@example.test',
  firstName: 'Grace',
  lastName: 'Hopper',
  isAdmin: true,
  credits: 1,
  libraryCount: 0,
  createdAt: '2026-09-14T12:00:00.000Z',
});
const nameless = adminUserFixture({ id: 'usr_anon', email: null, firstName: null, lastName: null, credits: 0, libraryCount: 0 });

async function rows() {
  await screen.findByRole('table', { name: 'Users' });
  return rowsNow();
}

function rowsNow() {
  return within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);
}

describe('AdminUsersPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is for admins only', async () => {
    renderPage([], { isAdmin: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  });

  it('lists every user, newest first, each opening their page', async () => {
    renderPage([usersPageMock(null, [ada, grace, nameless])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    const [first, second, third] = await rows();
    expect(within(first).getByRole('link', { name: 'ada@example.test' })).toHaveAttribute('href', '/admin/users/usr_ada');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('20 credits');
    expect(first).toHaveTextContent('2 Oct 2026');
    expect(within(first).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(second).getByText('Admin')).toBeInTheDocument();
    expect(second).toHaveTextContent('1 credit');
    expect(within(third).getByRole('link', { name: 'User usr_anon (no email)' })).toHaveAttribute('href', '/admin/users/usr_anon');
  });

  it('searches by email or name once the operator pauses typing, keeping the search in the address', async () => {
    renderPage([usersPageMock(null, [ada, grace]), usersPageMock('grace', [grace])]);
    await rows();
    // The pause is counted on a fake clock, once the page is in.
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'grace');
    act(() => vi.advanceTimersByTime(searchDebounceMs - 50));
    expect(currentSearchParams().get('search')).toBeNull();
    act(() => vi.advanceTimersByTime(50));

    expect(currentLocation()).toBe('/admin/users?search=grace');
    await waitFor(() => expect(rowsNow()).toHaveLength(1));
    expect(rowsNow()[0]).toHaveTextContent('grace@example.test');
  });

  it('opens on the search of a shared link, trimmed for the shop, and clears it at once', async () => {
    const user = userEvent.setup();
    renderPage([usersPageMock('lovelace', []), usersPageMock(null, [ada, grace])], { route: '/admin/users?search=lovelace%20' });

    expect(await screen.findByText("No user's email or name starts with “lovelace”.")).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('lovelace ');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(currentLocation()).toBe('/admin/users');
    expect(await rows()).toHaveLength(2);
  });

  it('reads on with "Load more"', async () => {
    const user = userEvent.setup();
    renderPage([usersPageMock(null, [ada], { endCursor: 'cursor-1' }), usersPageMock(null, [grace], { after: 'cursor-1' })]);
    expect(await rows()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(rowsNow()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
