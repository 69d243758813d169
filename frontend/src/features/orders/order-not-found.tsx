import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { DeadEndPage } from '../../shared/dead-end-page';

/** The server answers the same for a missing order and one the caller may not see, and so does the page. */
export function OrderNotFound() {
  return (
    <DeadEndPage
      icon={IconFileUnknown}
      title="Order Not Found"
      description="We couldn't find this order. Open the full link from your confirmation email, or sign in with the account that placed it."
      action={{ label: 'Back to Stories', icon: IconArrowLeft, iconSide: 'left' }}
    />
  );
}
