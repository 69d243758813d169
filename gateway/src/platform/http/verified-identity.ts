/** What a validated access token says about who is calling; nothing else identifies a user. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  permissions: readonly string[];
}
