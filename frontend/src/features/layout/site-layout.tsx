import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from './page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';
import { useScrollToTopOnNavigation } from './use-scroll-to-top-on-navigation';

export function SiteLayout() {
  useScrollToTopOnNavigation();

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
