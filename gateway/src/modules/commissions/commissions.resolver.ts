import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, createUnionType } from "type-graphql";
import type { BusinessError } from "../../platform/errors/business-error";
import { type ErrorResult, InvalidTransitionError, NotFoundError } from "../../platform/errors/error-result.type";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { rowIdOf } from "../../platform/graphql/row-id";
import type { Viewer } from "../../platform/request-context";
import { DownloadLink } from "../library";
import { CustomCasePage, CustomCaseType, UploadLink } from "./commissions.types";
import type { CustomCaseDownloads } from "./custom-case-downloads";
import type { CustomCaseProduction } from "./custom-case-production";
import { CustomCaseStatus } from "./custom-case-status";
import { customCaseType } from "./custom-case-views";
import type { CustomCases } from "./custom-cases";

export const CustomCaseChangeResult = createUnionType({
  name: "CustomCaseChangeResult",
  description: "The custom case after the change, or why it was refused.",
  types: () => [CustomCaseType, NotFoundError, InvalidTransitionError] as const,
});

export const CustomCaseLinkResult = createUnionType({
  name: "CustomCaseLinkResult",
  description: "A short-lived link to the PDF, or why none was issued.",
  types: () => [DownloadLink, NotFoundError] as const,
});

export const CustomCaseUploadResult = createUnionType({
  name: "CustomCaseUploadResult",
  description: "Where to upload the finished PDF, or why it cannot be uploaded now.",
  types: () => [UploadLink, NotFoundError, InvalidTransitionError] as const,
});

const UNKNOWN_ID: BusinessError<"NOT_FOUND"> = { errorCode: "NOT_FOUND", message: "There is no custom case with this id." };

function signedIn(ctx: GraphqlContext): Viewer {
  if (!ctx.viewer) throw new Error("@Authorized let an anonymous request through");
  return ctx.viewer;
}

function failureResult(error: BusinessError<"NOT_FOUND" | "INVALID_TRANSITION">): ErrorResult {
  return error.errorCode === "NOT_FOUND" ? NotFoundError.from(error) : InvalidTransitionError.from(error);
}

/** Custom cases: the customer's own, the operator's queue, and their production (admins only). */
@Resolver()
export class CommissionsResolver {
  constructor(
    private readonly cases: CustomCases,
    private readonly production: CustomCaseProduction,
    private readonly downloads: CustomCaseDownloads,
  ) {}

  @Authorized()
  @Query(() => [CustomCaseType], {
    description: "The signed-in user's custom cases, newest first, with those bought as a visitor with their verified email. Needs a bearer token.",
  })
  async myCustomCases(@Ctx() ctx: GraphqlContext): Promise<CustomCaseType[]> {
    return (await this.cases.ofOwner(ctx, signedIn(ctx))).map(customCaseType);
  }

  @Authorized("admin")
  @Query(() => CustomCasePage, { description: "The custom case queue, oldest first, optionally of one status. Admins only." })
  async customCases(
    @Ctx() ctx: GraphqlContext,
    @Arg("status", () => CustomCaseStatus, { nullable: true }) status: CustomCaseStatus | null,
    @Arg("limit", () => Int, { defaultValue: 20, description: "1 to 100." }) limit: number,
    @Arg("after", () => String, { nullable: true, description: "The `nextCursor` of the previous page." }) after: string | null,
  ): Promise<CustomCasePage> {
    const page = await this.cases.queue(ctx, { status: status ?? null, limit, after: after ?? null });
    if (!page.ok) throw toGraphQLError(page.error);
    return Object.assign(new CustomCasePage(), { items: page.value.items.map(customCaseType), nextCursor: page.value.nextCursor });
  }

  @Authorized("admin")
  @Mutation(() => CustomCaseChangeResult, { description: "Starts writing a case whose brief was received (BRIEF_RECEIVED → WRITING). Admins only." })
  async startWritingCustomCase(@Arg("customCaseId", () => ID) customCaseId: string, @Ctx() ctx: GraphqlContext): Promise<typeof CustomCaseChangeResult> {
    const id = rowIdOf(customCaseId);
    if (id === null) return NotFoundError.from(UNKNOWN_ID);
    const result = await this.production.startWriting(ctx, id);
    return result.ok ? customCaseType(result.value) : failureResult(result.error);
  }

  @Authorized("admin")
  @Mutation(() => CustomCaseLinkResult, { description: "A short-lived link to the case's draft dossier: the brief laid out as a PDF for the writer. Admins only." })
  async requestCustomCaseDossier(@Arg("customCaseId", () => ID) customCaseId: string, @Ctx() ctx: GraphqlContext): Promise<typeof CustomCaseLinkResult> {
    const id = rowIdOf(customCaseId);
    const result = id === null ? null : await this.downloads.dossier(ctx, id);
    if (!result?.ok) return NotFoundError.from(result?.error ?? UNKNOWN_ID);
    return Object.assign(new DownloadLink(), result.value);
  }

  @Authorized("admin")
  @Mutation(() => CustomCaseUploadResult, {
    description: "A short-lived link to upload the finished PDF to, while the case is being written; a new upload replaces the last. Admins only.",
  })
  async requestCustomCaseUpload(@Arg("customCaseId", () => ID) customCaseId: string, @Ctx() ctx: GraphqlContext): Promise<typeof CustomCaseUploadResult> {
    const id = rowIdOf(customCaseId);
    if (id === null) return NotFoundError.from(UNKNOWN_ID);
    const result = await this.downloads.uploadTarget(ctx, id);
    return result.ok ? Object.assign(new UploadLink(), result.value) : failureResult(result.error);
  }

  @Authorized("admin")
  @Mutation(() => CustomCaseChangeResult, {
    description: "Hands the uploaded PDF to the customer (WRITING → DELIVERED, once) and emails them. Admins only.",
  })
  async deliverCustomCase(@Arg("customCaseId", () => ID) customCaseId: string, @Ctx() ctx: GraphqlContext): Promise<typeof CustomCaseChangeResult> {
    const id = rowIdOf(customCaseId);
    if (id === null) return NotFoundError.from(UNKNOWN_ID);
    const result = await this.production.deliver(ctx, id);
    return result.ok ? customCaseType(result.value) : failureResult(result.error);
  }

  @Authorized()
  @Mutation(() => CustomCaseLinkResult, { description: "A short-lived link to one of the signed-in user's delivered custom cases. Needs a bearer token." })
  async requestCustomCaseDownload(@Arg("customCaseId", () => ID) customCaseId: string, @Ctx() ctx: GraphqlContext): Promise<typeof CustomCaseLinkResult> {
    const id = rowIdOf(customCaseId);
    const result = id === null ? null : await this.downloads.forOwner(ctx, signedIn(ctx), id);
    if (!result?.ok) return NotFoundError.from(result?.error ?? UNKNOWN_ID);
    return Object.assign(new DownloadLink(), result.value);
  }
}
