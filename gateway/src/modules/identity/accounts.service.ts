import { createHash, randomBytes, randomUUID } from "node:crypto";
import { isEmailAddress } from "../../platform/email-address";
import { isDuplicateKeyError } from "../../platform/database/database-errors";
import type { Mailer } from "../../platform/mailer";
import { isPlainText, PLAIN_TEXT_MESSAGE } from "../../platform/plain-text";
import { Account } from "./account.entity";
import type { IdentityStore } from "./identity-store";
import { hashPassword, verifyPassword } from "./password-hash";
import type { SignInThrottle } from "./sign-in-throttle";

export const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;
const EMAIL_TOKEN_TTL_MS = 60 * 60 * 1000;

type Failure<Code extends string> = { ok: false; errorCode: Code; message: string };
export type SignUpResult = { ok: true; account: Account } | Failure<"INVALID_EMAIL" | "INVALID_NAME" | "WEAK_PASSWORD" | "EMAIL_TAKEN">;
export type SignInResult = { ok: true; account: Account } | Failure<"INVALID_CREDENTIALS"> | (Failure<"TOO_MANY_ATTEMPTS"> & { retryAfterSeconds: number });
export type ResetResult = { ok: true; account: Account } | Failure<"INVALID_LINK" | "WEAK_PASSWORD">;

export interface SignUpInput {
  email: string;
  password: string;
  givenName?: string;
  familyName?: string;
}

export interface AccountsConfig {
  publicUrl: string;
  /** Development only: new accounts count as verified without the email round trip. */
  autoVerifyEmail: boolean;
}

const INVALID_CREDENTIALS: Failure<"INVALID_CREDENTIALS"> = {
  ok: false,
  errorCode: "INVALID_CREDENTIALS",
  message: "That email and password do not match an account.",
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`;
  return null;
}


/** The embedded provider's accounts: sign-up, sign-in, email verification and password reset. */
export class AccountsService {
  /** Compared against when an email is unknown, so both failures take the same time. */
  private readonly decoyHash = hashPassword(randomUUID());

  constructor(
    private readonly store: IdentityStore,
    private readonly mailer: Mailer,
    private readonly throttle: SignInThrottle,
    private readonly config: AccountsConfig,
  ) {}

  findById(id: string): Promise<Account | null> {
    return this.store.reads.findOneBy(Account, { id });
  }

  async signUp(input: SignUpInput): Promise<SignUpResult> {
    const email = normaliseEmail(input.email);
    if (!isEmailAddress(email)) {
      return { ok: false, errorCode: "INVALID_EMAIL", message: "Enter a valid email address." };
    }
    // Names go into tokens, case files and emails, where a reordering mark could disguise what they say.
    if (![input.givenName, input.familyName].every((name) => name === undefined || isPlainText(name))) {
      return { ok: false, errorCode: "INVALID_NAME", message: `Names: ${PLAIN_TEXT_MESSAGE}` };
    }
    const weak = passwordProblem(input.password);
    if (weak) return { ok: false, errorCode: "WEAK_PASSWORD", message: weak };
    const account = this.store.reads.create(Account, {
      id: randomUUID(),
      email,
      passwordHash: await hashPassword(input.password),
      emailVerified: this.config.autoVerifyEmail,
      givenName: input.givenName?.trim().slice(0, 100) || null,
      familyName: input.familyName?.trim().slice(0, 100) || null,
      emailTokenHash: null,
      emailTokenPurpose: null,
      emailTokenExpiresAt: null,
    });
    try {
      await this.store.write((manager) => manager.insert(Account, account));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return { ok: false, errorCode: "EMAIL_TAKEN", message: "An account with this email already exists. Sign in instead." };
    }
    if (!account.emailVerified) await this.sendEmailLink(account, "verify");
    return { ok: true, account };
  }

  async signIn(rawEmail: string, password: string, address: string): Promise<SignInResult> {
    const email = normaliseEmail(rawEmail);
    const retryAfterSeconds = await this.throttle.blockedFor(email, address);
    if (retryAfterSeconds > 0) {
      return { ok: false, errorCode: "TOO_MANY_ATTEMPTS", message: "Too many attempts. Wait fifteen minutes, or reset your password.", retryAfterSeconds };
    }
    const account = await this.store.reads.findOneBy(Account, { email });
    const matches = await verifyPassword(password, account?.passwordHash ?? (await this.decoyHash));
    if (!account || !matches) {
      await this.throttle.recordFailure(email, address);
      return INVALID_CREDENTIALS;
    }
    await this.throttle.recordSuccess(email);
    return { ok: true, account };
  }

  /** Sends a reset link when the account exists; says nothing either way, so addresses cannot be probed. */
  async requestPasswordReset(rawEmail: string): Promise<void> {
    const account = await this.store.reads.findOneBy(Account, { email: normaliseEmail(rawEmail) });
    if (account) await this.sendEmailLink(account, "reset");
  }

  async resetPassword(token: string, password: string): Promise<ResetResult> {
    const account = await this.accountForToken(token, "reset");
    if (!account) return { ok: false, errorCode: "INVALID_LINK", message: "This reset link has expired or was already used." };
    const weak = passwordProblem(password);
    if (weak) return { ok: false, errorCode: "WEAK_PASSWORD", message: weak };
    const update = { passwordHash: await hashPassword(password), emailVerified: true, emailTokenHash: null, emailTokenPurpose: null, emailTokenExpiresAt: null };
    await this.store.write((manager) => manager.update(Account, { id: account.id }, update));
    await this.throttle.recordSuccess(account.email);
    return { ok: true, account: Object.assign(account, update) };
  }

  async isResetLinkValid(token: string): Promise<boolean> {
    return (await this.accountForToken(token, "reset")) !== null;
  }

  async verifyEmail(token: string): Promise<boolean> {
    const account = await this.accountForToken(token, "verify");
    if (!account) return false;
    await this.store.write((manager) =>
      manager.update(Account, { id: account.id }, { emailVerified: true, emailTokenHash: null, emailTokenPurpose: null, emailTokenExpiresAt: null }),
    );
    return true;
  }

  private async accountForToken(token: string, purpose: "reset" | "verify"): Promise<Account | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const account = await this.store.reads.findOneBy(Account, { emailTokenHash: tokenHash(token), emailTokenPurpose: purpose });
    if (!account?.emailTokenExpiresAt || account.emailTokenExpiresAt.getTime() < Date.now()) return null;
    return account;
  }

  private async sendEmailLink(account: Account, purpose: "reset" | "verify"): Promise<void> {
    const token = randomBytes(32).toString("base64url");
    await this.store.write((manager) =>
      manager.update(
        Account,
        { id: account.id },
        { emailTokenHash: tokenHash(token), emailTokenPurpose: purpose, emailTokenExpiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS) },
      ),
    );
    const link = `${this.config.publicUrl}/idp/${purpose === "reset" ? "reset" : "verify"}/${token}`;
    await this.mailer.send(
      purpose === "reset"
        ? {
            to: account.email,
            subject: "Reset your Cold Case Kits password",
            text: `Someone asked to reset the password of your Cold Case Kits account.\n\nChoose a new password here (the link works for one hour):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
          }
        : {
            to: account.email,
            subject: "Confirm your email for Cold Case Kits",
            text: `Welcome to Cold Case Kits.\n\nConfirm your email address here (the link works for one hour):\n${link}\n`,
          },
    );
  }
}
