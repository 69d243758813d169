import { createContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { registerUser } from './register-user';
import { useAuthSession } from './use-auth-session';

/** The id of the signed-in user once the shop has been told about them, else null. */
export const RegisteredUserIdContext = createContext<string | null>(null);

/**
 * Spec section 4, "Auth set-up": each user signed in here is created or updated on the server
 * once, before their status is read. A failure is logged only: the server also creates the user
 * from the token on first use, so the status can still be read.
 */
export function ViewerRegistration({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const [registeredUserId, setRegisteredUserId] = useState<string | null>(null);
  // A ref rather than effect clean-up, so Strict Mode's second effect run sends no second request.
  const requestedUserId = useRef<string | null>(null);

  useEffect(() => {
    if (session.status !== 'signed-in' || requestedUserId.current === session.user.id) return;
    const { user, actions } = session;
    requestedUserId.current = user.id;
    actions
      .getAccessToken()
      .then((accessToken) => registerUser(user, accessToken))
      .catch((error: unknown) => console.error('Could not register the signed-in user', error))
      .finally(() => setRegisteredUserId(user.id));
  }, [session]);

  return <RegisteredUserIdContext.Provider value={registeredUserId}>{children}</RegisteredUserIdContext.Provider>;
}
