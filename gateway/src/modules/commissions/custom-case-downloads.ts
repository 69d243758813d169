import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext, Viewer } from "../../platform/request-context";
import type { CustomCases } from "./custom-cases";
import type { CustomCaseLinks, SignedLink, UploadTarget } from "./custom-case-links";
import { checkUploadable, type ProductionFailure } from "./custom-case-production";
import { CustomCaseStatus } from "./custom-case-status";

const NO_SUCH_CASE = "There is no custom case with this id.";
const NOT_READY = "We couldn't find a delivered custom case with this id among yours.";

/** Who gets which signed link to a custom case: its owner the delivered PDF; the operator the draft dossier and the upload. */
export class CustomCaseDownloads {
  constructor(
    private readonly cases: CustomCases,
    private readonly links: CustomCaseLinks,
  ) {}

  /** The owner's link to their delivered PDF; anyone else, or a case not delivered yet, is told it does not exist. */
  async forOwner(ctx: RequestContext, viewer: Viewer, id: number): Promise<Result<SignedLink, BusinessError<"NOT_FOUND">>> {
    const row = await this.cases.ownedBy(ctx, viewer, id);
    if (!row || row.status !== CustomCaseStatus.DELIVERED || row.caseFile === null) return failure("NOT_FOUND", NOT_READY);
    return success(this.links.download(row.id, "case-file"));
  }

  /** For the operator: the draft dossier, made from the brief whatever the case's state. */
  async dossier(ctx: RequestContext, id: number): Promise<Result<SignedLink, BusinessError<"NOT_FOUND">>> {
    const row = await this.cases.find(ctx, id);
    return row ? success(this.links.download(row.id, "dossier")) : failure("NOT_FOUND", NO_SUCH_CASE);
  }

  /** For the operator: where to upload the finished PDF, while the case is being written. */
  async uploadTarget(ctx: RequestContext, id: number): Promise<Result<UploadTarget, ProductionFailure>> {
    const checked = checkUploadable(await this.cases.find(ctx, id));
    return checked.ok ? success(this.links.upload(checked.value.id)) : checked;
  }
}
