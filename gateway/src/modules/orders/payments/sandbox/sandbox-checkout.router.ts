import express, { type Request, type Response, Router } from "express";
import { type RequestContext, requestIdFrom } from "../../../../platform/request-context";
import { type CardForm, checkCard } from "./sandbox-cards";
import { CHECKOUT_STYLESHEET, CHECKOUT_STYLESHEET_PATH, type CheckoutLineView, type CheckoutPageModel, checkoutPage, missingCheckoutPage } from "./sandbox-checkout-views";

/** A checkout session as the page needs it. */
export interface CheckoutSessionView {
  readonly id: string;
  readonly orderNumber: string;
  readonly email: string;
  readonly lines: readonly CheckoutLineView[];
  readonly totalCents: number;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly paid: boolean;
}

/** What the page asks of the sandbox provider. */
export interface SandboxCheckout {
  /** Null for an unknown or malformed id. */
  findSession(ctx: RequestContext, sessionId: string): Promise<CheckoutSessionView | null>;
  /** Marks the session paid and queues its webhook; a session already paid is left as it is. */
  pay(ctx: RequestContext, sessionId: string, cardholderName: string): Promise<void>;
  now(): Date;
}

const NO_VALUES = { number: "", expiry: "", name: "" };

function contextOf(req: Request): RequestContext {
  return { requestId: requestIdFrom(req.get("x-request-id")), viewer: null };
}

function field(req: Request, name: string): string {
  const body: unknown = req.body;
  const value = typeof body === "object" && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : "";
}

/**
 * No script, no frame, styles only from the shop, and forms may only land on the shop or on the
 * success URL it asked for: after a payment the browser follows a 303 there, which `form-action` governs.
 */
function contentSecurityPolicy(session: CheckoutSessionView | null): string {
  const formTargets = session ? ` ${new URL(session.successUrl).origin}` : "";
  return ["default-src 'none'", "style-src 'self'", "img-src 'self' data: https:", `form-action 'self'${formTargets}`, "frame-ancestors 'none'", "base-uri 'none'"].join("; ");
}

/** A payment page is never cached, indexed or framed. */
function privatePage(res: Response, session: CheckoutSessionView | null): Response {
  return res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Content-Security-Policy": contentSecurityPolicy(session) });
}

function pageModel(session: CheckoutSessionView, state: Pick<CheckoutPageModel, "values" | "fieldErrors" | "declined">): CheckoutPageModel {
  return {
    action: `/pay/sandbox/${encodeURIComponent(session.id)}`,
    orderNumber: session.orderNumber,
    email: session.email,
    lines: session.lines,
    totalCents: session.totalCents,
    cancelUrl: session.cancelUrl,
    ...state,
  };
}

/**
 * The sandbox's hosted payment page at /pay/sandbox/<session id>. Its forms need no CSRF token:
 * the session id in the URL is the credential, random and unguessable, so another site cannot
 * forge a post for a session it does not know; and a post can only ever pay what the shop asked for.
 */
export function sandboxCheckoutRouter(checkout: SandboxCheckout): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "8kb" });

  router.get(CHECKOUT_STYLESHEET_PATH, (_req, res) => {
    res.type("css").set("Cache-Control", "public, max-age=3600").send(CHECKOUT_STYLESHEET);
  });

  router.get("/pay/sandbox/:sessionId", async (req, res) => {
    const session = await checkout.findSession(contextOf(req), req.params.sessionId);
    if (!session) {
      privatePage(res, null).status(404).type("html").send(missingCheckoutPage());
      return;
    }
    if (session.paid) {
      privatePage(res, session).redirect(303, session.successUrl);
      return;
    }
    privatePage(res, session)
      .type("html")
      .send(checkoutPage(pageModel(session, { values: NO_VALUES, fieldErrors: {}, declined: null })));
  });

  router.post("/pay/sandbox/:sessionId", form, async (req, res) => {
    const ctx = contextOf(req);
    const session = await checkout.findSession(ctx, req.params.sessionId);
    if (!session) {
      privatePage(res, null).status(404).type("html").send(missingCheckoutPage());
      return;
    }
    if (session.paid) {
      privatePage(res, session).redirect(303, session.successUrl);
      return;
    }
    const card: CardForm = { number: field(req, "number"), expiry: field(req, "expiry"), cvc: field(req, "cvc"), name: field(req, "name") };
    const values = { number: card.number, expiry: card.expiry, name: card.name };
    const check = checkCard(card, checkout.now());
    if (check.outcome === "invalid") {
      privatePage(res, session)
        .status(422)
        .type("html")
        .send(checkoutPage(pageModel(session, { values, fieldErrors: check.errors, declined: null })));
      return;
    }
    if (check.outcome === "declined") {
      privatePage(res, session)
        .status(402)
        .type("html")
        .send(checkoutPage(pageModel(session, { values, fieldErrors: {}, declined: check.message })));
      return;
    }
    await checkout.pay(ctx, session.id, check.cardholderName);
    privatePage(res, session).redirect(303, session.successUrl);
  });

  return router;
}
