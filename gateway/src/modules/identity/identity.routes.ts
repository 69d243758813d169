import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from "express";
import { refuseDeclaredOver } from "../../platform/http/declared-length";
import type { RateLimit, RateLimited } from "../../platform/rate-limit";
import { type AccountsService, normaliseEmail } from "./accounts.service";
import { type EmbeddedProvider, PROVIDER_ROUTES, STOREFRONT_CLIENT_ID } from "./embedded-provider";
import { IDP_STYLESHEET, SIGN_OUT_SCRIPT } from "./idp-assets";
import { messagePage, newPasswordPage, resetRequestPage, signInPage, signUpPage } from "./idp-views";
import { callerAddress } from "../../platform/http/caller-address";

const PROVIDER_PATHS = new Set<string>(Object.values(PROVIDER_ROUTES));

/** The provider's own parser refuses more than 56 KB, but as a 400; this answers 413 first, as every route of the shop does. */
const PROVIDER_BODY_LIMIT = 56 * 1024;
const FORM_BODY_LIMIT = "10kb";

/** Attempts on the sign-in, password-reset and sign-up screens, each counted per email and per address. */
export interface IdentityRateLimits {
  readonly signIns: RateLimit;
  readonly passwordResets: RateLimit;
  readonly signUps: RateLimit;
}

/** The provider's routes and their sub-paths (such as /authorize/{uid}, where a finished interaction resumes). */
function isProviderPath(path: string): boolean {
  if (path.startsWith("/.well-known/")) return true;
  for (const route of PROVIDER_PATHS) if (path === route || path.startsWith(`${route}/`)) return true;
  return false;
}

function field(req: Request, name: string): string {
  const body: unknown = req.body;
  const value = typeof body === "object" && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : "";
}

function sendHtml(res: Response, status: number, html: string): void {
  res.status(status).set("Cache-Control", "no-store").type("html").send(html);
}

/** Counts one attempt against the email typed and the address it came from. */
function attemptOf(limit: RateLimit, req: Request) {
  return limit.consumeFor([`email:${normaliseEmail(field(req, "email"))}`, `address:${callerAddress(req.ip)}`]);
}

function tooManyAttempts(res: Response, refusal: RateLimited): Response {
  const seconds = refusal.details?.retryAfterSeconds;
  if (typeof seconds === "number") res.set("Retry-After", String(seconds));
  return res;
}

/**
 * Bodies the provider reads itself: one declared too large is refused before it is read; one sent in chunks, without a
 * length, is read here up to the limit (the provider then takes the bytes read) so that more is refused with 413 too.
 */
const providerBodyLimit: RequestHandler[] = [
  refuseDeclaredOver(PROVIDER_BODY_LIMIT),
  (req, res, next) => {
    if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined) {
      express.raw({ type: () => true, limit: PROVIDER_BODY_LIMIT })(req, res, next);
    } else next();
  },
];

/**
 * The embedded identity provider over HTTP: its protocol routes, its sign-in, sign-up and
 * password-reset screens under /idp/, and Auth0's /v2/logout.
 */
export function identityRouter(provider: EmbeddedProvider, accounts: AccountsService, limits: IdentityRateLimits): Router {
  const router = Router();
  const providerCallback = provider.callback();
  const form = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT });
  const toProvider = Router();
  toProvider.use(...providerBodyLimit, (req, res) => providerCallback(req, res));

  router.use((req, res, next) => (isProviderPath(req.path) ? toProvider(req, res, next) : next()));

  router.get("/idp/assets/idp.css", (_req, res) => {
    res.type("css").set("Cache-Control", "public, max-age=3600").send(IDP_STYLESHEET);
  });
  router.get("/idp/assets/sign-out.js", (_req, res) => {
    res.type("js").set("Cache-Control", "public, max-age=3600").send(SIGN_OUT_SCRIPT);
  });

  /** Auth0's logout route, translated to the provider's own end-session route. */
  router.get("/v2/logout", (req, res) => {
    const target = new URLSearchParams({ client_id: String(req.query.client_id ?? STOREFRONT_CLIENT_ID) });
    if (typeof req.query.returnTo === "string") target.set("post_logout_redirect_uri", req.query.returnTo);
    res.redirect(303, `${PROVIDER_ROUTES.end_session}?${target.toString()}`);
  });

  router.get("/idp/interaction/:uid", async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const base = `/idp/interaction/${details.uid}`;
    if (details.params.screen_hint === "signup") sendHtml(res, 200, signUpPage(`${base}/signup`, `${base}/login`));
    else sendHtml(res, 200, signInPage(`${base}/login`, `${base}/signup`));
  });

  router.get("/idp/interaction/:uid/login", async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const base = `/idp/interaction/${details.uid}`;
    sendHtml(res, 200, signInPage(`${base}/login`, `${base}/signup`));
  });

  router.get("/idp/interaction/:uid/signup", async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const base = `/idp/interaction/${details.uid}`;
    sendHtml(res, 200, signUpPage(`${base}/signup`, `${base}/login`));
  });

  router.post("/idp/interaction/:uid/login", form, async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const base = `/idp/interaction/${details.uid}`;
    const email = field(req, "email");
    const attempt = await attemptOf(limits.signIns, req);
    if (!attempt.ok) {
      sendHtml(tooManyAttempts(res, attempt.error), 429, signInPage(`${base}/login`, `${base}/signup`, { email, error: attempt.error.message }));
      return;
    }
    const result = await accounts.signIn(email, field(req, "password"), callerAddress(req.ip));
    if (!result.ok) {
      if (result.errorCode === "TOO_MANY_ATTEMPTS") res.set("Retry-After", String(result.retryAfterSeconds));
      sendHtml(res, result.errorCode === "TOO_MANY_ATTEMPTS" ? 429 : 401, signInPage(`${base}/login`, `${base}/signup`, { email, error: result.message }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: result.account.id } }, { mergeWithLastSubmission: false });
  });

  router.post("/idp/interaction/:uid/signup", form, async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const base = `/idp/interaction/${details.uid}`;
    const input = {
      email: field(req, "email"),
      password: field(req, "password"),
      givenName: field(req, "given_name"),
      familyName: field(req, "family_name"),
    };
    const attempt = await attemptOf(limits.signUps, req);
    if (!attempt.ok) {
      sendHtml(tooManyAttempts(res, attempt.error), 429, signUpPage(`${base}/signup`, `${base}/login`, { ...input, error: attempt.error.message }));
      return;
    }
    const result = await accounts.signUp(input);
    if (!result.ok) {
      sendHtml(res, result.errorCode === "EMAIL_TAKEN" ? 409 : 400, signUpPage(`${base}/signup`, `${base}/login`, { ...input, error: result.message }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: result.account.id } }, { mergeWithLastSubmission: false });
  });

  router.get("/idp/reset", (_req, res) => sendHtml(res, 200, resetRequestPage()));

  router.post("/idp/reset", form, async (req, res) => {
    const attempt = await attemptOf(limits.passwordResets, req);
    if (!attempt.ok) {
      sendHtml(tooManyAttempts(res, attempt.error), 429, resetRequestPage({ email: field(req, "email"), error: attempt.error.message }));
      return;
    }
    await accounts.requestPasswordReset(field(req, "email"));
    sendHtml(
      res,
      200,
      messagePage("Check your email", "If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.", {
        href: "/sign-in",
        label: "Back to sign in",
      }),
    );
  });

  router.get("/idp/reset/:token", async (req, res) => {
    if (await accounts.isResetLinkValid(req.params.token)) sendHtml(res, 200, newPasswordPage(req.params.token));
    else sendHtml(res, 410, messagePage("Link expired", "This reset link has expired or was already used. Ask for a new one.", { href: "/idp/reset", label: "Reset your password" }));
  });

  router.post("/idp/reset/:token", form, async (req, res) => {
    const result = await accounts.resetPassword(req.params.token, field(req, "password"));
    if (result.ok) sendHtml(res, 200, messagePage("Password changed", "Your new password is saved. Sign in with it now.", { href: "/sign-in", label: "Sign in" }));
    else if (result.errorCode === "WEAK_PASSWORD") sendHtml(res, 400, newPasswordPage(req.params.token, result.message));
    else sendHtml(res, 410, messagePage("Link expired", result.message, { href: "/idp/reset", label: "Reset your password" }));
  });

  router.get("/idp/verify/:token", async (req, res) => {
    if (await accounts.verifyEmail(req.params.token)) sendHtml(res, 200, messagePage("Email confirmed", "Thank you: your email address is confirmed.", { href: "/stories", label: "Browse stories" }));
    else sendHtml(res, 410, messagePage("Link expired", "This confirmation link has expired or was already used.", { href: "/stories", label: "Browse stories" }));
  });

  router.use(interactionExpired, formTooLarge);
  return router;
}

/** A screen's form too large to be anyone's sign-in: said on a page, as the screens say everything else. */
const formTooLarge: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  if (!req.path.startsWith("/idp/") || isProviderPath(req.path) || status !== 413 || res.headersSent) {
    next(error);
    return;
  }
  sendHtml(res, 413, messagePage("Too much text", "That form was far larger than any sign-in needs, so it was not read. Go back and try again.", { href: "/sign-in", label: "Sign in" }));
};

/** An interaction that expired or whose cookie is gone: start again rather than a bare error. */
const interactionExpired: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (!req.path.startsWith("/idp/interaction/") || !(error instanceof Error) || error.name !== "SessionNotFound") {
    next(error);
    return;
  }
  sendHtml(res, 400, messagePage("Sign-in timed out", "This sign-in page has expired. Start again from the shop.", { href: "/sign-in", label: "Sign in" }));
};
