import { useEffect, useRef } from 'react';
import type { AuthActions } from './auth-session';
import { useAuthSession } from './use-auth-session';

export type AuthRedirect = (actions: AuthActions) => Promise<void>;

/**
 * Leaves for the identity provider once its SDK has loaded: at most once per mount, so Strict
 * Mode's second effect run does not start a second sign-in. Pass null to stay put.
 */
export function useAuthRedirect(redirect: AuthRedirect | null): void {
  const { actions } = useAuthSession();
  const started = useRef(false);

  useEffect(() => {
    if (!redirect || !actions || started.current) return;
    started.current = true;
    redirect(actions).catch((error: unknown) => {
      started.current = false;
      console.error('Could not start signing in', error);
    });
  }, [redirect, actions]);
}
