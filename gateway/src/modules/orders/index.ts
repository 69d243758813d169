import type { ModuleDescriptor } from "../../platform/module";
import { RateLimit } from "../../platform/rate-limit";
import type { CartService } from "../cart";
import type { LibraryServices } from "../library";
import { CheckoutService } from "./checkout.service";
import { CONFIRMATION_EMAIL_TOPIC, confirmationEmail } from "./confirmation-email";
import { FulfilmentService } from "./fulfilment.service";
import { createLineFulfillers, FULFILLABLE_KINDS } from "./line-fulfillers";
import { OrderLine } from "./order-line.entity";
import { Order } from "./order.entity";
import { OrdersResolver } from "./orders.resolver";
import { OrdersService } from "./orders.service";
import { createPaymentProvider } from "./payments/create-payment-provider";
import type { PaymentProvider } from "./payments/payment-provider";
import { SandboxCheckoutSession } from "./payments/sandbox/sandbox-session.entity";
import { OrderReconciler } from "./reconciler";
import { REFUND_PAYMENT_TOPIC, refundPayment } from "./refund-payment";
import { RefundsService } from "./refunds.service";
import { webhooksRouter } from "./webhooks.router";

export { FULFILLABLE_KINDS } from "./line-fulfillers";
export { OrderState } from "./order-state";
export type { OrdersService, RecentSale } from "./orders.service";

/** How often a gateway looks for paid orders that were not delivered. */
const RECONCILE_INTERVAL_MS = 60_000;

export interface OrdersServices {
  orders: OrdersService;
  checkout: CheckoutService;
  fulfilment: FulfilmentService;
  refunds: RefundsService;
  reconciler: OrderReconciler;
  provider: PaymentProvider;
}

/** Orders: checkout through the payment provider, the verified webhook that fulfils, refunds, and the reconciler. */
export const ordersModule: ModuleDescriptor<OrdersServices, { carts: CartService; library: LibraryServices }> = {
  name: "orders",
  entities: [Order, OrderLine, SandboxCheckoutSession],
  resolvers: [OrdersResolver],
  create({ config, uow, outbox, mailer, signer }, { carts, library }) {
    const payments = createPaymentProvider({
      config: config.payments,
      publicUrl: config.publicUrl,
      uow,
      outbox,
      sandboxWebhookSecret: signer.derivedSecret("sandbox-webhook"),
    });
    const provider = payments.provider;
    const orders = new OrdersService(uow, signer, library);
    const checkout = new CheckoutService(uow, carts, library.library, provider, signer, config.publicUrl, FULFILLABLE_KINDS);
    const fulfilment = new FulfilmentService(uow, carts, outbox, createLineFulfillers(library.library, outbox));
    const refunds = new RefundsService(uow, library.library, outbox);
    const reconciler = new OrderReconciler(fulfilment, RECONCILE_INTERVAL_MS);
    return {
      services: { orders, checkout, fulfilment, refunds, reconciler, provider },
      resolvers: [new OrdersResolver(orders, checkout, refunds, new RateLimit("checkouts", config.rateLimits.checkoutsPerMinute))],
      routers: [
        { mount: "root", router: webhooksRouter(provider, fulfilment) },
        ...payments.routers.map((router) => ({ mount: "root" as const, router })),
      ],
      outboxHandlers: {
        ...payments.outboxHandlers,
        [CONFIRMATION_EMAIL_TOPIC]: confirmationEmail({ uow, mailer, signer, publicUrl: config.publicUrl }),
        [REFUND_PAYMENT_TOPIC]: refundPayment(provider),
      },
      start: () => void reconciler.start(),
      stop: () => reconciler.stop(),
    };
  },
};
