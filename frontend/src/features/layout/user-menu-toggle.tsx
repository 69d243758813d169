import { lazy, Suspense, useState } from 'react';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuProps } from './user-menu';

// The popover code loads after the header renders, to keep the first load small; a click that
// comes sooner opens the menu once it arrives.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

export function UserMenuToggle(props: Omit<UserMenuProps, 'defaultOpened'>) {
  const [openRequested, setOpenRequested] = useState(false);

  return (
    <Suspense fallback={<UserMenuButton userName={props.userName} onClick={() => setOpenRequested(true)} />}>
      <UserMenu {...props} defaultOpened={openRequested} />
    </Suspense>
  );
}
