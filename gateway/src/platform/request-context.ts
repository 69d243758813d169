import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";

/** The signed-in user as every module sees them: who they are, and whether they may run the shop. */
export interface Viewer {
  readonly id: number;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly isAdmin: boolean;
}

/** An open database transaction: its entity manager, and the side effects that wait for its commit. */
export interface Transaction {
  readonly manager: EntityManager;
  /** Runs after the transaction commits; never when it rolls back. */
  afterCommit(hook: () => void | Promise<void>): void;
}

/** The viewer's email when the identity provider verified it, lower-cased: the only email that may claim what was bought with it. */
export function verifiedEmailOf(viewer: Viewer): string | null {
  return viewer.emailVerified && viewer.email ? viewer.email.toLowerCase() : null;
}

/** A visitor's opaque token, kept by their browser, for what they keep without an account (a cart). */
export interface VisitorSession {
  /** The token the browser sent, when it has one. */
  readonly token: string | null;
  /** Gives the browser a new token and returns it. */
  issue(): string;
  /** Takes the token back (what it kept now belongs to an account). */
  forget(): void;
}

/** What every service method receives first: who is asking, which request this is, and the transaction when inside one. */
export interface RequestContext {
  readonly requestId: string;
  readonly viewer: Viewer | null;
  readonly transaction?: Transaction;
  /** The visitor's browser token; absent outside HTTP requests. */
  readonly visitor?: VisitorSession;
  /** The client's address as callers are counted (behind a trusted proxy, the one it reports; an IPv6 one by its /64); absent outside HTTP requests. */
  readonly clientAddress?: string;
  /**
   * The data sets' generations, read from the database as the request arrived, alongside its viewer: a signed-in reader
   * sees every committed write, even one another gateway made, and waits for this rather than for a read of its own.
   * Set for the signed-in requests of public data that the lanes answer ahead of the app; elsewhere a catalogue read
   * reads the generations itself when it needs them.
   */
  readonly generationsRead?: Promise<void>;
}

/** A context inside a unit of work. */
export interface TransactionalContext extends RequestContext {
  readonly transaction: Transaction;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** Keeps a caller's request id (a proxy's X-Request-Id) when it is safe to log, else makes one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/** A context for work the shop does on its own behalf: start-up, seeding, timers. */
export function systemContext(purpose: string): RequestContext {
  return { requestId: `system:${purpose}:${randomUUID()}`, viewer: null };
}
