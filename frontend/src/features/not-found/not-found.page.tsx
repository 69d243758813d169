import { IconArrowRight, IconFingerprint } from '@tabler/icons-react';
import { DeadEndPage } from '../../shared/dead-end-page';
import { usePageTitle } from '../../shared/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');

  return (
    <DeadEndPage
      icon={IconFingerprint}
      title="This trail has gone cold"
      description="There is no page at this address. The case files you're after are in the catalogue."
      action={{ label: 'Browse Stories', icon: IconArrowRight, iconSide: 'right' }}
    />
  );
}
