import type { ReactNode } from 'react';
import { CreditAccountContext, useCreditAccountQueryState } from './use-credit-account';

/** Reads the signed-in user's credits once for the whole shop, not once per button that shows them. */
export function CreditAccountProvider({ children }: { children: ReactNode }) {
  const credits = useCreditAccountQueryState();
  return <CreditAccountContext.Provider value={credits}>{children}</CreditAccountContext.Provider>;
}
