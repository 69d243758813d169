import type { RequestHandler, Response } from "express";
import { auth } from "express-oauth2-jwt-bearer";
import type { User } from "../modules/users/user.entity";
import type { UsersService } from "../modules/users/users.service";
import type { VerifiedIdentity } from "../modules/users/verified-identity";
import type { AuthConfig } from "./config";

declare module "express-serve-static-core" {
  interface Locals {
    viewer?: User;
  }
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
 * makes its user the request's viewer. Requests without a token stay anonymous; anything sent
 * as a token that does not validate is refused with 401. Headers such as x-user-id are never read.
 */
export function authenticate(config: AuthConfig, users: UsersService): RequestHandler[] {
  const verify = auth({
    issuer: config.issuer,
    jwksUri: config.jwksUri,
    audience: config.audience,
    tokenSigningAlg: "RS256",
    authRequired: true,
  });
  // Only requests that send credentials are checked; the library would quietly ignore a bad token otherwise.
  const verifyToken: RequestHandler = (req, res, next) => {
    if (req.headers.authorization === undefined) next();
    else void verify(req, res, next);
  };
  const attachViewer: RequestHandler = async (req, res, next) => {
    const claims = req.auth?.payload;
    if (claims && typeof claims.sub === "string") res.locals.viewer = await users.syncFromIdentity(identityFrom(claims, config));
    next();
  };
  return [verifyToken, attachViewer];
}

export function viewerOf(res: Response): User | null {
  return res.locals.viewer ?? null;
}

function refuse(res: Response, status: 401 | 403): void {
  if (status === 401) res.set("WWW-Authenticate", 'Bearer realm="api"');
  res
    .status(status)
    .json(
      status === 401
        ? { error: "Sign in to continue", errorCode: "UNAUTHENTICATED" }
        : { error: "This needs an administrator account", errorCode: "FORBIDDEN" },
    );
}

export const requireViewer: RequestHandler = (_req, res, next) => {
  if (!viewerOf(res)) refuse(res, 401);
  else next();
};

export const requireAdmin: RequestHandler = (_req, res, next) => {
  const viewer = viewerOf(res);
  if (!viewer) refuse(res, 401);
  else if (!viewer.isAdmin) refuse(res, 403);
  else next();
};
