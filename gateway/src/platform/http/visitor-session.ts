import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import type { VisitorSession } from "../request-context";

export const VISITOR_COOKIE = "cck_visitor";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The visitor's token from the Cookie header, when it has the shape the shop issues. */
function tokenFromCookies(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name !== VISITOR_COOKIE) continue;
    const token = value.join("=");
    return TOKEN_PATTERN.test(token) ? token : null;
  }
  return null;
}

/**
 * A visitor's opaque token, kept in an HttpOnly cookie, that lets a visitor without an account keep
 * a cart. It is issued only when something needs it, so browsing never sets a cookie and public
 * answers stay cacheable.
 */
export function visitorSessionOf(req: Request, res: Response, secure: boolean): VisitorSession {
  let token = tokenFromCookies(req.headers.cookie);
  const options = { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };
  return {
    get token() {
      return token;
    },
    issue() {
      token = randomBytes(24).toString("base64url");
      res.cookie(VISITOR_COOKIE, token, { ...options, maxAge: ONE_YEAR_MS });
      return token;
    },
    forget() {
      token = null;
      res.clearCookie(VISITOR_COOKIE, options);
    },
  };
}

/** Whether the request's cookie carries a visitor's token (what the shop issued, not any cookie). */
export function carriesVisitorToken(cookieHeader: string | undefined): boolean {
  return tokenFromCookies(cookieHeader) !== null;
}

/**
 * The session of a request without a visitor's token that is answered without Express, where no cookie can be set:
 * nothing a query does needs one (a cart is made, and a token issued, by a mutation), and a request that carries a
 * token (whose cart a query may merge into the account, taking the cookie back) always goes through the app.
 */
export const NO_VISITOR_TOKEN: VisitorSession = {
  token: null,
  issue() {
    throw new Error("A visitor's token is issued only through the app");
  },
  forget() {
    throw new Error("A visitor's token is taken back only through the app");
  },
};
