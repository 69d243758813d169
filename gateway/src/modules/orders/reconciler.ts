import { logger } from "../../platform/logger";
import { systemContext } from "../../platform/request-context";
import type { FulfilmentService } from "./fulfilment.service";

const BATCH = 100;

/**
 * Finishes orders that were paid but not delivered (the process stopped between the two), at start
 * and then on a timer. Fulfilment is idempotent, so gateways running this side by side are safe.
 */
export class OrderReconciler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly intervalMs: number,
  ) {}

  /** Runs one pass now and schedules the next ones; the promise settles when the first pass has. */
  start(): Promise<number> {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
    return this.runOnce();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass over the paid, undelivered orders; returns how many it finished. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const ctx = systemContext("reconcile-orders");
    let finished = 0;
    try {
      for (const orderId of await this.fulfilment.paidButUnfulfilled(ctx, BATCH)) {
        try {
          if (await this.fulfilment.fulfil(ctx, orderId)) finished++;
        } catch (error) {
          logger.error("orders.reconcile_order_failed", { requestId: ctx.requestId, orderId, error });
        }
      }
    } catch (error) {
      logger.error("orders.reconcile_failed", { requestId: ctx.requestId, error });
    }
    if (finished > 0) logger.warn("orders.reconciled", { requestId: ctx.requestId, finished });
    return finished;
  }
}
