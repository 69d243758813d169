import type { ModuleDescriptor } from "../../platform/module";
import { RateLimit } from "../../platform/rate-limit";
import type { CartService } from "../cart";
import type { LibraryServices } from "../library";
import { ProductKind } from "../products";
import { CheckoutService } from "./checkout.service";
import { CONFIRMATION_EMAIL_TOPIC, confirmationEmail } from "./confirmation-email";
import { FulfilmentService } from "./fulfilment.service";
import { BUILT_IN_KINDS, type LineKindHandler, storyKitHandler } from "./line-fulfillers";
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

export { BUILT_IN_KINDS, type LineKindHandler, type LineOutcome } from "./line-fulfillers";
export { OrderState } from "./order-state";
export { OrderLineType } from "./orders.types";
export { orderPageUrl } from "./order-links";
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
export interface OrdersDependencies {
  carts: CartService;
  library: LibraryServices;
  /** How other modules deliver and refund the kinds they own (a sponsorship); kits are built in. */
  lineKinds: ReadonlyMap<ProductKind, LineKindHandler>;
}

export const ordersModule: ModuleDescriptor<OrdersServices, OrdersDependencies> = {
  name: "orders",
  entities: [Order, OrderLine, SandboxCheckoutSession],
  resolvers: [OrdersResolver],
  create({ config, uow, outbox, mailer, signer, clock }, { carts, library, lineKinds }) {
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
    const checkout = new CheckoutService(uow, carts, library.library, provider, signer, config.publicUrl, new Set([...BUILT_IN_KINDS, ...lineKinds.keys()]));
    const fulfilment = new FulfilmentService(uow, carts, outbox, handlers, clock);
    const refunds = new RefundsService(uow, handlers, outbox, clock);
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
