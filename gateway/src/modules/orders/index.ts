import { OrderFunnelFacts } from "./order-funnel-facts";
import type { ModuleDescriptor } from "../../platform/module";
import type { CartService } from "../cart";
import type { LibraryServices } from "../library";
import { ProductKind } from "../products";
import { CheckoutService } from "./checkout.service";
import { CONFIRMATION_EMAIL_TOPIC, confirmationEmail } from "./confirmation-email";
import { FulfilmentService } from "./fulfilment.service";
import { AdminOrdersResolver } from "./admin-orders.resolver";
import { AdminOrders } from "./admin-orders.service";
import { BUILT_IN_KINDS, type LineKindHandler, storyKitHandler } from "./line-fulfillers";
import { OrderLine } from "./order-line.entity";
import { Order } from "./order.entity";
import { OrdersResolver } from "./orders.resolver";
import { OrderRevenue } from "./order-revenue";
import { OrdersService } from "./orders.service";
import { createPaymentProvider } from "./payments/create-payment-provider";
import type { PaymentProvider } from "./payments/payment-provider";
import { SandboxCheckoutSession } from "./payments/sandbox/sandbox-session.entity";
import { OrderReconciler } from "./reconciler";
import { REFUND_PAYMENT_TOPIC, refundPayment } from "./refund-payment";
import { RefundRequestDecisions } from "./refund-request-decisions";
import { REFUND_DECLINED_TOPIC, REFUND_REQUESTED_TOPIC, refundDeclinedEmail, refundRequestedEmail } from "./refund-request-emails";
import { RefundRequest } from "./refund-request.entity";
import { OrderRefundRequestResolver, RefundRequestsResolver } from "./refund-requests.resolver";
import { RefundRequests } from "./refund-requests.service";
import { RefundsService } from "./refunds.service";
import { webhooksRouter } from "./webhooks.router";

export { BUILT_IN_KINDS, type LineKindHandler, type LineOutcome } from "./line-fulfillers";
export { OrderState } from "./order-state";
export { OrderLineType } from "./orders.types";
export { AdminOrderLineType, AdminOrderType, OrderEventType } from "./admin-orders.types";
export { chronological, type OrderEvent, OrderEventKind } from "./order-events";
export type { AdminOrders } from "./admin-orders.service";
export type { OrderRevenue, RevenuePeriod, RevenuePeriodUnit } from "./order-revenue";
export type { RefundRequests } from "./refund-requests.service";
export { orderPageUrl } from "./order-links";
export type { CheckoutCounts, OrderFunnelFacts, OrderPeriod } from "./order-funnel-facts";
export type { OrdersService, RecentSale } from "./orders.service";

/** How often a gateway looks for paid orders that were not delivered. */
const RECONCILE_INTERVAL_MS = 60_000;

export interface OrdersServices {
  orders: OrdersService;
  checkout: CheckoutService;
  fulfilment: FulfilmentService;
  refunds: RefundsService;
  /** Customers' refund requests and the operator's queue of them. */
  refundRequests: RefundRequests;
  /** The operator's list of every order, and one order in full. */
  adminOrders: AdminOrders;
  /** Money in and out per day or month, for the dashboard. */
  revenue: OrderRevenue;
  reconciler: OrderReconciler;
  /** Checkouts and payments per story, for the analytics funnel. */
  funnelFacts: OrderFunnelFacts;
  provider: PaymentProvider;
}

/** Orders: checkout through the payment provider, the verified webhook that fulfils, refunds, and the reconciler. */
export interface OrdersDependencies {
  carts: CartService;
  library: LibraryServices;
  /** How other modules deliver and refund the kinds they own (a sponsorship); kits are built in. */
  lineKinds: ReadonlyMap<ProductKind, LineKindHandler>;
}

export const ordersModule: ModuleDescriptor<OrdersServices, OrdersDependencies> = {
  name: "orders",
  entities: [Order, OrderLine, RefundRequest, SandboxCheckoutSession],
  resolvers: [OrdersResolver, AdminOrdersResolver, RefundRequestsResolver, OrderRefundRequestResolver],
  create({ config, uow, outbox, mailer, signer, clock, rateLimits }, { carts, library, lineKinds }) {
    const payments = createPaymentProvider({
      config: config.payments,
      publicUrl: config.publicUrl,
      uow,
      outbox,
      sandboxWebhookSecret: signer.derivedSecret("sandbox-webhook"),
    });
    const provider = payments.provider;
    const handlers = new Map<ProductKind, LineKindHandler>([[ProductKind.STORY_KIT, storyKitHandler(library, outbox)], ...lineKinds]);
    const orders = new OrdersService(uow, signer, handlers);
    const checkout = new CheckoutService(uow, carts, library.library, provider, signer, config.publicUrl, new Set([...BUILT_IN_KINDS, ...lineKinds.keys()]), clock);
    const fulfilment = new FulfilmentService(uow, carts, outbox, handlers, clock);
    const refunds = new RefundsService(uow, handlers, outbox, clock);
    const refundRequests = new RefundRequests(uow, orders, outbox, clock);
    const decisions = new RefundRequestDecisions(uow, refunds, outbox, clock);
    const adminOrders = new AdminOrders(uow, refundRequests);
    const revenue = new OrderRevenue(uow);
    const reconciler = new OrderReconciler(fulfilment, RECONCILE_INTERVAL_MS);
    return {
      services: { orders, checkout, fulfilment, refunds, refundRequests, adminOrders, revenue, reconciler, provider, funnelFacts: new OrderFunnelFacts(uow) },
      resolvers: [
        new OrdersResolver(orders, checkout, refunds, rateLimits.limit("checkouts", config.rateLimits.checkoutsPerMinute)),
        new AdminOrdersResolver(adminOrders),
        new RefundRequestsResolver(refundRequests, decisions),
        new OrderRefundRequestResolver(refundRequests),
      ],
      routers: [
        { mount: "root", router: webhooksRouter(provider, fulfilment) },
        ...payments.routers.map((router) => ({ mount: "root" as const, router })),
      ],
      outboxHandlers: {
        ...payments.outboxHandlers,
        [CONFIRMATION_EMAIL_TOPIC]: confirmationEmail({ uow, mailer, signer, publicUrl: config.publicUrl }),
        [REFUND_PAYMENT_TOPIC]: refundPayment(provider),
        [REFUND_REQUESTED_TOPIC]: refundRequestedEmail({ uow, mailer, operatorEmail: config.operatorEmail, publicUrl: config.publicUrl }),
        [REFUND_DECLINED_TOPIC]: refundDeclinedEmail({ uow, mailer, signer, publicUrl: config.publicUrl }),
      },
      start: () => void reconciler.start(),
      stop: () => reconciler.stop(),
    };
  },
};
