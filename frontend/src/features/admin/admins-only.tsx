import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { DeadEndPage } from '../../shared/dead-end-page';
import { usePageTitle } from '../../shared/use-page-title';

/** What a signed-in user without the admin role sees at /admin. */
export function AdminsOnly() {
  usePageTitle('Admins Only');

  return (
    <DeadEndPage
      icon={IconLock}
      title="Admins only"
      description="This area is for the shop's administrators, and your account is not one of them."
      action={{ label: 'Back to Stories', icon: IconArrowLeft, iconSide: 'left' }}
    />
  );
}
