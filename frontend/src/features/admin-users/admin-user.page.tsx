import { useParams } from 'react-router-dom';
import { AdminSection } from '../admin/admin-section';
import { BackLink } from '../admin/back-link';
import { NotLoaded } from '../admin/not-loaded';
import { useAdminCustomerQuery, type AdminCustomerQuery } from './admin-user.page.generated';
import { UserCreditsPanel } from './user-credits-panel';
import { UserIdentityPanel } from './user-identity-panel';
import { UserLibraryPanel } from './user-library-panel';
import { userNameOf } from './user-name';
import { UserOrdersPanel } from './user-orders-panel';
import { UserSponsorshipsPanel } from './user-sponsorships-panel';

type UserDetail = NonNullable<AdminCustomerQuery['adminUser']>;

function UserDetailContent({ detail, who }: { detail: UserDetail; who: string }) {
  const { user } = detail;
  return (
    <>
      <UserIdentityPanel user={user} who={who} />
      <UserCreditsPanel userId={user.id} balance={user.credits} ledger={detail.creditLedger} who={who} />
      <UserLibraryPanel entries={detail.library} />
      <UserOrdersPanel userId={user.id} />
      <UserSponsorshipsPanel sponsorships={detail.sponsorships} />
    </>
  );
}

/** `/admin/users/:userId`: one user's account and role, credits, library, orders and sponsorships. */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  const { data, previousData, error, refetch } = useAdminCustomerQuery({
    variables: { id: userId },
    // The user moves on away from this page (a purchase, a refund, credits spent): a copy cached on
    // an earlier visit is shown only until the shop answers.
    fetchPolicy: 'cache-and-network',
  });
  // A failed refetch (after an adjustment) leaves `data` empty; the user as last seen stays on screen.
  const detail = (data ?? previousData)?.adminUser;
  const who = detail ? (detail.user.email ?? userNameOf(detail.user) ?? `User ${detail.user.id}`) : null;

  return (
    <AdminSection title={who ?? 'User'} description="Account, credits, library, orders and sponsorships.">
      <BackLink to="/admin/users" label="All users" />
      {detail && who ? (
        <UserDetailContent detail={detail} who={who} />
      ) : (
        <NotLoaded
          missing={detail === null}
          failed={error !== undefined}
          onRetry={() => void refetch().catch(() => undefined)}
          missingText="There is no user with this id."
        />
      )}
    </AdminSection>
  );
}
