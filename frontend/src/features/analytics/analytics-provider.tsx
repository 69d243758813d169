import type { ReactNode } from 'react';
import type { Analytics } from './analytics-events';
import { AnalyticsContext } from './use-analytics';
import { usePageViews } from './use-page-views';

function PageViews() {
  usePageViews();
  return null;
}

/** Gives components `useAnalytics()` and records page views; inside the router. */
export function AnalyticsProvider({ analytics, children }: { analytics: Analytics; children: ReactNode }) {
  return (
    <AnalyticsContext.Provider value={analytics}>
      <PageViews />
      {children}
    </AnalyticsContext.Provider>
  );
}
