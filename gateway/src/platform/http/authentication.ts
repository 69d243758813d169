import type { RequestHandler, Response } from "express";
import { auth } from "express-oauth2-jwt-bearer";
import type { AuthConfig } from "../config";
import { VerifiedTokens } from "../caches/verified-tokens";
import { sendError } from "../errors/http-errors";
import { type RequestContext, requestIdFrom, type Viewer } from "../request-context";
import type { VerifiedIdentity } from "./verified-identity";
import { visitorSessionOf } from "./visitor-session";
import { callerAddress } from "./caller-address";

declare module "express-serve-static-core" {
  interface Locals {
    requestContext?: RequestContext;
  }
}

/** Turns a validated token's identity into the shop's user (created on first use). */
export type ViewerResolver = (identity: VerifiedIdentity) => Promise<Viewer>;

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
    const claims = req.auth?.payload;
    const viewer = claims && typeof claims.sub === "string" ? await resolveViewer(identityFrom(claims, config)) : null;
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.set("X-Request-Id", requestId);
    res.locals.requestContext = { requestId, viewer, visitor: visitorSessionOf(req, res, secureCookies), clientAddress: callerAddress(req.ip) };
    next();
  };
  return [verifyToken, attachContext];
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
