import { createContext, useContext } from 'react';
import type { Analytics } from './analytics-events';

const sendsNothing: Analytics = { track: () => undefined };

// Outside the provider (a component rendered on its own) events go nowhere rather than fail.
export const AnalyticsContext = createContext<Analytics>(sendsNothing);

/** `track(name, properties)` for spec 7's events. */
export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
