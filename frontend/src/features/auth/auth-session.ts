/** The signed-in person as the identity provider's ID token describes them. */
export interface SessionUser {
  /** The token's subject: stable for as long as the account exists. */
  id: string;
  email: string | null;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
}

export interface AuthActions {
  /** Leaves for the provider's sign-in screen; the browser comes back to `returnTo`. */
  signIn: (returnTo: string) => Promise<void>;
  /** Like `signIn`, opening the provider's sign-up screen. */
  signUp: (returnTo: string) => Promise<void>;
  /** Ends the session here and at the provider, then shows the catalogue. */
  signOut: () => void;
  /** A current access token for the shop's API, renewed silently when it has expired. */
  getAccessToken: () => Promise<string>;
}

/**
 * The browser's view of who is signed in. `actions` stays null until the identity SDK's code
 * has arrived: the catalogue never waits for it.
 */
export type AuthSession =
  | { status: 'loading'; actions: AuthActions | null }
  | { status: 'signed-out'; actions: AuthActions | null }
  | { status: 'signed-in'; user: SessionUser; actions: AuthActions };
