import { z } from "zod";
import type { OutboxHandler } from "../../platform/outbox/outbox";
import type { PaymentProvider } from "./payments/payment-provider";

/** Money back through the provider, retried by the outbox; the idempotency key makes a retry refund once. */
export const REFUND_PAYMENT_TOPIC = "payments.refund";

const payloadSchema = z.object({
  paymentId: z.string().min(1),
  amountCents: z.number().int().positive(),
  idempotencyKey: z.string().min(1),
});

export function refundPayment(provider: PaymentProvider): OutboxHandler {
  return async (ctx, payload) => {
    const request = payloadSchema.parse(payload);
    await provider.refund(ctx, request);
  };
}
