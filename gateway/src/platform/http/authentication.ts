import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { auth } from "express-oauth2-jwt-bearer";
import type { AuthConfig } from "../config";
import { VerifiedTokens } from "../caches/verified-tokens";
import { sendError } from "../errors/http-errors";
import { type RequestContext, requestIdFrom, type Viewer, type VisitorSession } from "../request-context";
import type { VerifiedIdentity } from "./verified-identity";
import { carriesVisitorToken, NO_VISITOR_TOKEN, visitorSessionOf } from "./visitor-session";
import { callerAddress } from "./caller-address";

declare module "express-serve-static-core" {
  interface Locals {
    requestContext?: RequestContext;
  }
}

/** Turns a validated token's identity into the shop's user (created on first use). */
export type ViewerResolver = (identity: VerifiedIdentity) => Promise<Viewer>;

/** What the lanes answering without Express make a signed-in request's context from. */
export interface SignedInContextSources {
  resolveViewer: ViewerResolver;
  /**
   * Reads the data sets' generations from the database. A signed-in reader of public data sees every committed write,
   * even another gateway's, so the lanes start the read as such a request arrives, alongside its viewer's.
   */
  readGenerations: () => Promise<void>;
}

type Claims = Record<string, unknown>;

function identityFrom(claims: Claims, config: AuthConfig): VerifiedIdentity {
  const email = claims[config.emailClaim] ?? claims.email;
  const emailVerified = claims[config.emailVerifiedClaim] ?? claims.email_verified;
  const permissions = Array.isArray(claims.permissions) ? claims.permissions.filter((item): item is string => typeof item === "string") : [];
  return {
    issuer: String(claims.iss),
    subject: String(claims.sub),
    email: typeof email === "string" && email.includes("@") ? email : null,
    emailVerified: emailVerified === true,
    permissions,
  };
}

/**
 * Validates the bearer token (issuer, audience, RS256 signature, lifetime) when one is sent and
 * gives the request its context: a request id and the token's user as viewer. Requests without a
 * token stay anonymous; anything sent as a token that does not validate is refused with 401.
 * Headers such as x-user-id are never read. A header that validated is trusted again, unchecked,
 * until its token expires or a minute passes (see VerifiedTokens).
 */
export function authenticate(
  config: AuthConfig,
  resolveViewer: ViewerResolver,
  secureCookies: boolean,
  verifiedTokens: VerifiedTokens = new VerifiedTokens(),
): RequestHandler[] {
  const verify = auth({
    issuer: config.issuer,
    jwksUri: config.jwksUri,
    audience: config.audience,
    tokenSigningAlg: "RS256",
    authRequired: true,
  });
  // Only requests that send credentials are checked; the library would quietly ignore a bad token otherwise.
  const verifyToken: RequestHandler = (req, res, next) => {
    const authorization = req.headers.authorization;
    if (authorization === undefined) {
      next();
      return;
    }
    const verified = verifiedTokens.get(authorization);
    if (verified) {
      req.auth = verified;
      next();
      return;
    }
    void verify(req, res, (error?: unknown) => {
      if (error === undefined && req.auth) verifiedTokens.remember(authorization, req.auth);
      next(error);
    });
  };
  const attachContext: RequestHandler = async (req, res, next) => {
    const context = await requestContextFrom(config, resolveViewer, req.auth?.payload, req.headers, visitorSessionOf(req, res, secureCookies), req.ip);
    res.set("X-Request-Id", context.requestId);
    res.locals.requestContext = context;
    next();
  };
  return [verifyToken, attachContext];
}

/**
 * The request's context from its verified claims (none for a visitor), as every way into the shop builds it.
 * `readGenerations`, when given, is started for a signed-in request before its viewer is read.
 */
async function requestContextFrom(
  config: AuthConfig,
  resolveViewer: ViewerResolver,
  claims: Claims | undefined,
  headers: IncomingHttpHeaders,
  visitor: VisitorSession,
  ip: string | undefined,
  readGenerations?: () => Promise<void>,
): Promise<RequestContext> {
  const base = { requestId: requestIdFrom(headers["x-request-id"]), visitor, clientAddress: callerAddress(ip) };
  if (!claims || typeof claims.sub !== "string") return { ...base, viewer: null };
  const generationsRead = readGenerations?.();
  // Whoever reads the catalogue awaits it; a request that fails first, or never reads, must not leave it unhandled.
  generationsRead?.catch(() => undefined);
  const viewer = await resolveViewer(identityFrom(claims, config));
  return generationsRead ? { ...base, viewer, generationsRead } : { ...base, viewer };
}

/** The credentials of requests answered without Express. */
export interface CredentialsWithoutVerifying {
  /**
   * Whether nothing is left for the app to do with the request's credentials: it sends no Authorization header, or
   * the very header the app verified before, and no visitor's token (whose cookie only the app can set or take back).
   */
  admits(req: IncomingMessage): boolean;
  /**
   * The context `authenticate` gives the request; null when it is no longer admitted (its verification just ran out).
   * `readsPublicData`: the request reads what every visitor sees alike, so a signed-in one reads the generations too.
   */
  contextOf(req: IncomingMessage, ip: string | undefined, readsPublicData: boolean): Promise<RequestContext | null>;
}

/** For answers written without Express; `verifiedTokens` must be the one `authenticate` keeps. */
export function credentialsWithoutVerifying(config: AuthConfig, sources: SignedInContextSources, verifiedTokens: VerifiedTokens): CredentialsWithoutVerifying {
  const verifiedClaims = (req: IncomingMessage): { admitted: boolean; claims?: Claims } => {
    if (carriesVisitorToken(req.headers.cookie)) return { admitted: false };
    const authorization = req.headers.authorization;
    if (authorization === undefined) return { admitted: true };
    const verified = verifiedTokens.get(authorization);
    return verified ? { admitted: true, claims: verified.payload } : { admitted: false };
  };
  return {
    admits: (req) => verifiedClaims(req).admitted,
    async contextOf(req, ip, readsPublicData) {
      const { admitted, claims } = verifiedClaims(req);
      if (!admitted) return null;
      return requestContextFrom(config, sources.resolveViewer, claims, req.headers, NO_VISITOR_TOKEN, ip, readsPublicData ? sources.readGenerations : undefined);
    },
  };
}

/** The request's context; routes behind `authenticate` always have one. */
export function requestContextOf(res: Response): RequestContext {
  const context = res.locals.requestContext;
  if (!context) throw new Error("The route is not behind authenticate()");
  return context;
}

export const requireViewer: RequestHandler = (_req, res, next) => {
  if (!requestContextOf(res).viewer) sendError(res, { errorCode: "UNAUTHENTICATED", message: "Sign in to continue" });
  else next();
};

export const requireAdmin: RequestHandler = (_req, res, next) => {
  const viewer = requestContextOf(res).viewer;
  if (!viewer) sendError(res, { errorCode: "UNAUTHENTICATED", message: "Sign in to continue" });
  else if (!viewer.isAdmin) sendError(res, { errorCode: "FORBIDDEN", message: "This needs an administrator account" });
  else next();
};
