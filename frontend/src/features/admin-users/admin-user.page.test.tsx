import type { ApolloLink } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../shared/idempotency-key';
import { signedInAuth0 } from '../../test/fake-auth0';
import { holdOperation } from '../../test/held-link';
import { renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { adminOrderFixture, ordersPageMock } from '../admin-orders/admin-orders.test-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { AdminUserPage } from './admin-user.page';
import {
  adjustCreditsSpy,
  adminUserDetailFixture,
  adminUserFixture,
  customerMock,
  ledgerEntryFixture,
  setAdminRoleSpy,
  userId,
} from './admin-users.test-fixtures';

// Each opening of "Adjust credits" takes a fresh key: the test names them, to see which one is sent.
vi.mock('../../shared/idempotency-key', () => ({ newIdempotencyKey: vi.fn() }));

interface RenderOptions {
  link?: ApolloLink;
  viewerEmail?: string;
}

function renderPage(mocks: readonly MockedResponse[], { link, viewerEmail = 'sam@example.test' }: RenderOptions = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Notifications />
      <RequireSignIn>
        <AdminUserPage />
      </RequireSignIn>
    </>,
    {
      route: `/admin/users/${userId}`,
      path: '/admin/users/:userId',
      auth0: signedInAuth0(),
      mocks: [viewerMock({ isAdmin: true, email: viewerEmail }), ordersPageMock({ userId }, [adminOrderFixture()]), ...mocks],
      link,
    },
  );
  return user;
}

const detail = adminUserDetailFixture();
const region = (name: string) => screen.getByRole('region', { name });

async function openAdjustDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adjust credits' }));
  return screen.findByRole('dialog', { name: 'Adjust credits' });
}

describe('AdminUserPage', () => {
  beforeEach(() => {
    notifications.clean();
    vi.mocked(newIdempotencyKey).mockReset().mockReturnValueOnce('key-first-opening').mockReturnValueOnce('key-second-opening');
  });

  it("shows the user's account, credits, library, orders and sponsorships", async () => {
    renderPage([customerMock(detail).mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'ada@example.test' })).toBeInTheDocument();
    const account = region('Account');
    expect(account).toHaveTextContent('Verified');
    expect(account).toHaveTextContent('Ada Lovelace');
    expect(account).toHaveTextContent('2 Oct 2026');
    expect(account).toHaveTextContent('Customer');
    expect(account).toHaveTextContent("Follows the shop's admin list");

    expect(region('Credits')).toHaveTextContent('Balance: 20 credits');
    const [grant] = within(screen.getByRole('table', { name: 'Credit ledger' })).getAllByRole('row').slice(1);
    expect(grant).toHaveTextContent('+20');
    expect(grant).toHaveTextContent('Sponsorship');
    expect(grant).toHaveTextContent('5 Oct 2028');

    const [owned, revoked] = within(screen.getByRole('table', { name: 'Library' })).getAllByRole('row').slice(1);
    expect(within(owned).getByRole('link', { name: 'The Salt Marsh Ledger' })).toHaveAttribute('href', '/stories/the-salt-marsh-ledger');
    expect(owned).toHaveTextContent('Purchase');
    expect(owned).toHaveTextContent('CCK-7H3K-Q9TM');
    expect(owned).toHaveTextContent('Owned');
    expect(revoked).toHaveTextContent('Credits');
    expect(revoked).toHaveTextContent('Revoked 9 Oct 2026');

    const orders = await screen.findByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'CCK-7H3K-Q9TM' })).toHaveAttribute('href', '/admin/orders/ord_7h3kq9tm');

    const sponsorships = within(screen.getByRole('table', { name: 'Sponsorships' }));
    expect(sponsorships.getByText('The Analytical Engine Club')).toBeInTheDocument();
    expect(sponsorships.getByText('12 downloads')).toBeInTheDocument();
  });

  it('reads the user again on a later visit: a refund made meanwhile shows in the library', async () => {
    const [owned, revoked] = detail.library;
    const later = customerMock({ ...detail, library: [{ ...owned, revokedAt: '2026-11-24T12:00:00.000Z' }, revoked] });
    const user = userEvent.setup();
    renderWithProviders(
      <RequireSignIn>
        <Link to="/admin/orders">Away</Link>
        <Link to={`/admin/users/${userId}`}>Back to the user</Link>
        <Routes>
          <Route path="/admin/users/:userId" element={<AdminUserPage />} />
          <Route path="/admin/orders" element={<p>Orders</p>} />
        </Routes>
      </RequireSignIn>,
      {
        route: `/admin/users/${userId}`,
        auth0: signedInAuth0(),
        mocks: [
          viewerMock({ isAdmin: true }),
          customerMock(detail).mock,
          ordersPageMock({ userId }, [adminOrderFixture()]),
          later.mock,
          ordersPageMock({ userId }, [adminOrderFixture()]),
        ],
      },
    );
    expect(await screen.findByRole('table', { name: 'Library' })).toHaveTextContent('Owned');

    await user.click(screen.getByRole('link', { name: 'Away' }));
    await screen.findByText('Orders');
    await user.click(screen.getByRole('link', { name: 'Back to the user' }));

    await waitFor(() => expect(later.result).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('table', { name: 'Library' })).not.toHaveTextContent('Owned'));
  });

  it('grants the admin role after a confirmation', async () => {
    const grant = setAdminRoleSpy(true, { __typename: 'AdminUser', id: userId, isAdmin: true, roleSource: 'GRANTED' });
    const user = renderPage([customerMock(detail).mock, grant.mock]);

    await user.click(await screen.findByRole('button', { name: 'Grant admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant admin role' });
    expect(dialog).toHaveTextContent('ada@example.test will be able to use the back office');
    await user.click(within(dialog).getByRole('button', { name: 'Grant admin' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const account = region('Account');
    expect(account).toHaveTextContent('Admin');
    expect(account).toHaveTextContent('Granted in the back office');
    expect(within(account).getByRole('button', { name: 'Revoke admin' })).toBeInTheDocument();
    expect(await screen.findByText('ada@example.test can now use the back office.')).toBeInTheDocument();
    expect(grant.calls()).toBe(1);
  });

  it("shows the shop's refusal to revoke the last admin", async () => {
    const message = 'ada@example.test is the last admin: grant the role to someone else first.';
    const revoke = setAdminRoleSpy(false, { __typename: 'RoleChangeRefusedError', message });
    const admin = adminUserDetailFixture({ user: adminUserFixture({ isAdmin: true }) });
    const user = renderPage([customerMock(admin).mock, revoke.mock]);

    await user.click(await screen.findByRole('button', { name: 'Revoke admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke admin role' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke admin' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(region('Account')).toHaveTextContent('Admin');
  });

  it("offers no role change on the operator's own account", async () => {
    const own = adminUserDetailFixture({ user: adminUserFixture({ isAdmin: true }) });
    renderPage([customerMock(own).mock], { viewerEmail: 'ADA@example.test' });

    expect(await screen.findByText('This is your account: another admin can change its role.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke admin' })).not.toBeInTheDocument();
  });

  it('checks the adjustment before sending it: an amount, a reason, and no more than the balance taken', async () => {
    const user = renderPage([customerMock(detail).mock]);
    const dialog = await openAdjustDialog(user);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });

    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter the credits to give, or a negative number to take.'));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason for the adjustment.'));

    await user.type(amount, '-25');
    await user.type(reason, 'Duplicate grant');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));

    expect(amount).toHaveAccessibleDescription(expect.stringContaining('The user has 20 credits; you can take at most that many.'));
    expect(reason).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('gives credits, reading "Processing..." meanwhile, then shows the new balance and ledger row', async () => {
    const adjust = adjustCreditsSpy(10, 'Goodwill for a late hard copy', 'key-first-opening', {
      __typename: 'CreditAdjustmentResult',
      userId,
      balance: 30,
    });
    const adjusted = adminUserDetailFixture({
      user: adminUserFixture({ credits: 30 }),
      creditLedger: [
        ledgerEntryFixture({ id: 'grant-2', amount: 10, source: 'adjustment', reason: 'Goodwill for a late hard copy', remaining: 10 }),
        ledgerEntryFixture(),
      ],
    });
    const held = holdOperation('AdjustCredits');
    const user = renderPage([customerMock(detail).mock, adjust.mock, customerMock(adjusted).mock], { link: held.link });
    const dialog = await openAdjustDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Goodwill for a late hard copy ');

    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));
    const processing = within(dialog).getByRole('button', { name: 'Processing...' });
    await user.click(processing);
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(held.waiting()).toBe(1));

    held.release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(region('Credits')).toHaveTextContent('Balance: 30 credits');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Credit ledger' })).toHaveTextContent('Goodwill for a late hard copy'));
    expect(await screen.findByText('Gave 10 credits to ada@example.test.')).toBeInTheDocument();
    expect(adjust.calls()).toBe(1);
  });

  it("shows the shop's refusal, and takes a new idempotency key when the dialog opens again", async () => {
    const refusal = { __typename: 'InsufficientCreditsError' as const, message: 'The user has 2 credits; you can take at most that many.' };
    const first = adjustCreditsSpy(-5, 'Reversal', 'key-first-opening', refusal);
    const second = adjustCreditsSpy(-5, 'Reversal', 'key-second-opening', refusal);
    const user = renderPage([customerMock(detail).mock, first.mock, second.mock]);

    let dialog = await openAdjustDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '-5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Reversal');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openAdjustDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '-5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Reversal');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(first.calls()).toBe(1);
    expect(second.calls()).toBe(1);
  });

  it('says so when there is no such user', async () => {
    renderPage([customerMock(null).mock]);

    expect(await screen.findByText('There is no user with this id.')).toBeInTheDocument();
  });
});
