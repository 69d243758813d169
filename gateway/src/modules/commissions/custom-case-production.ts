import type { Clock } from "../../platform/clock";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { FileStore } from "../../platform/file-store";
import { logger } from "../../platform/logger";
import type { Outbox } from "../../platform/outbox/outbox";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import { CustomCase } from "./custom-case.entity";
import { CustomCaseStatus, STATUS_NAMES } from "./custom-case-status";
import { CUSTOM_CASE_DELIVERED_TOPIC } from "./delivered-email";

export type ProductionFailure = BusinessError<"NOT_FOUND" | "INVALID_TRANSITION">;

const NOT_FOUND = "There is no custom case with this id.";

/** Why the case cannot change so, and the state it is in, in words. */
function invalidTransition(row: CustomCase, message: string): { ok: false; error: BusinessError<"INVALID_TRANSITION"> } {
  return failure("INVALID_TRANSITION", `${message} This case is ${STATUS_NAMES[row.status]}.`, { status: row.status });
}

/** The case when it can take its finished PDF now, which is only while it is being written. */
export function checkUploadable(row: CustomCase | null): Result<CustomCase, ProductionFailure> {
  if (!row) return failure("NOT_FOUND", NOT_FOUND);
  return row.status === CustomCaseStatus.WRITING ? success(row) : invalidTransition(row, "The finished PDF can be uploaded only while the case is being written.");
}

/**
 * The operator's work on a custom case, forward only: start writing, upload the finished PDF, deliver it.
 * Each change locks the case's row, so two operators never both deliver (nor the customer get two emails).
 */
export class CustomCaseProduction {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly files: FileStore,
    private readonly clock: Clock,
  ) {}

  startWriting(ctx: RequestContext, id: number): Promise<Result<CustomCase, ProductionFailure>> {
    return this.uow.run(ctx, async (tx) => {
      const row = await this.lock(tx, id);
      if (!row) return failure("NOT_FOUND", NOT_FOUND);
      if (row.status !== CustomCaseStatus.BRIEF_RECEIVED) return invalidTransition(row, "Writing starts once, on a case whose brief was received.");
      const change = { status: CustomCaseStatus.WRITING, writingAt: this.clock() };
      await tx.transaction.manager.update(CustomCase, { id }, change);
      logger.info("commissions.writing_started", { requestId: ctx.requestId, customCaseId: id });
      return success(Object.assign(row, change));
    });
  }

  /** Whether the case can take its finished PDF now: asked before an upload's body is read, and again as it is stored. */
  async uploadable(ctx: RequestContext, id: number): Promise<Result<CustomCase, ProductionFailure>> {
    return checkUploadable(await this.uow.manager(ctx).findOneBy(CustomCase, { id }));
  }

  /** Keeps the finished PDF (already checked to be one) in place of any earlier upload, while the case is being written. */
  storeCaseFile(ctx: RequestContext, id: number, pdf: Uint8Array): Promise<Result<CustomCase, ProductionFailure>> {
    return this.uow.run(ctx, async (tx) => {
      // Checked again under the row's lock: the case may have been delivered while the file was on its way.
      const checked = checkUploadable(await this.lock(tx, id));
      if (!checked.ok) return checked;
      const row = checked.value;
      const earlier = row.caseFile;
      const caseFile = await this.files.writeContentAddressed("custom-cases", `custom-case-${id}`, "pdf", pdf);
      const change = { caseFile, caseFileUploadedAt: this.clock() };
      await tx.transaction.manager.update(CustomCase, { id }, change);
      if (earlier && earlier !== caseFile) tx.transaction.afterCommit(() => this.files.remove("custom-cases", earlier));
      logger.info("commissions.case_file_uploaded", { requestId: ctx.requestId, customCaseId: id, bytes: pdf.byteLength });
      return success(Object.assign(row, change));
    });
  }

  /** Gives the customer the uploaded PDF and emails them (through the outbox, once). */
  deliver(ctx: RequestContext, id: number): Promise<Result<CustomCase, ProductionFailure>> {
    return this.uow.run(ctx, async (tx) => {
      const row = await this.lock(tx, id);
      if (!row) return failure("NOT_FOUND", NOT_FOUND);
      if (row.status !== CustomCaseStatus.WRITING) return invalidTransition(row, "Only a case being written can be delivered, once.");
      if (row.caseFile === null) return invalidTransition(row, "Upload the finished PDF before delivering.");
      const change = { status: CustomCaseStatus.DELIVERED, deliveredAt: this.clock() };
      await tx.transaction.manager.update(CustomCase, { id }, change);
      await this.outbox.enqueue(tx, { topic: CUSTOM_CASE_DELIVERED_TOPIC, key: `custom-case-delivered:${id}`, payload: { customCaseId: id } });
      tx.transaction.afterCommit(() => this.outbox.kick());
      logger.info("commissions.delivered", { requestId: ctx.requestId, customCaseId: id });
      return success(Object.assign(row, change));
    });
  }

  private lock(tx: TransactionalContext, id: number): Promise<CustomCase | null> {
    return this.uow.forUpdate(tx.transaction.manager.createQueryBuilder(CustomCase, "c").where("c.id = :id", { id })).getOne();
  }
}
