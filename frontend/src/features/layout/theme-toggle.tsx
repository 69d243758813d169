import { lazy, Suspense, useState } from 'react';
import { ThemeToggleButton } from './theme-toggle-button';

// The menu's popover machinery is code-split to keep the first load small. It starts
// loading on first render; a click that comes sooner opens the menu once it arrives.
const ThemeMenu = lazy(() => import('./theme-menu').then((module) => ({ default: module.ThemeMenu })));

export function ThemeToggle() {
  const [openRequested, setOpenRequested] = useState(false);

  return (
    <Suspense fallback={<ThemeToggleButton onClick={() => setOpenRequested(true)} />}>
      <ThemeMenu defaultOpened={openRequested} />
    </Suspense>
  );
}
