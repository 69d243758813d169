import type { Clock } from "../../platform/clock";
import { isDuplicateKeyError } from "../../platform/database/database-errors";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidDetails, type Result, success } from "../../platform/errors/business-error";
import type { FileStore } from "../../platform/file-store";
import { checkPdfStructure } from "../../platform/pdf-structure";
import type { RequestContext } from "../../platform/request-context";
import { storeStoryArtwork } from "./story-artwork-files";
import { HOUSE_COVER_FIELDS, houseCoverArtwork, houseCoverBaseName, type HouseCoverSubject, isHouseCover } from "./house-cover";
import { encodeCoverUpload, type CoverUploadFault } from "./story-cover-upload";
import { changedFields, draftOf, type StoryDraft } from "./story-draft";
import { hasKitFile, NO_KIT_FILE, Story } from "./story.entity";
import { applyStoryFilters, filterKey } from "./story-filters";
import { orderStories, positionAfter, type StoryOrderProperty, storiesAfter } from "./story-keyset";
import { decodeAdminStoryCursor, encodeAdminStoryCursor } from "./story-management-cursor";
import { AdminStorySort, type AdminStoryListRequest, type AdminStoryListResult } from "./story-management.types";
import { storyProductIds } from "./story-product-ids";
import { checkStoryDraft, storyDraftProblems, storyIdProblems } from "./story-rules";
import type { StoryWriter } from "./story-writer";
import type { StoryChanges } from "./stories.types";

/** What a kit upload may be. */
export const KIT_UPLOAD = { contentTypes: ["application/pdf"], maxBytes: 50 * 1024 * 1024 } as const;

const ORDER_PROPERTIES: Record<AdminStorySort, StoryOrderProperty> = {
  [AdminStorySort.DATE_ADDED]: "dateAdded",
  [AdminStorySort.TITLE]: "title",
  [AdminStorySort.DOWNLOADS]: "downloads",
  [AdminStorySort.PRICE]: "priceCents",
};

type NotFound = BusinessError<"NOT_FOUND">;
export type StoryEditFailure = BusinessError<"INVALID_DETAILS"> | NotFound;
export type StoryFileFailure = CoverUploadFault | NotFound;

/** MySQL keeps `date_added` to the second: the story answered now must be the one read back later. */
const wholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

const notFound = (id: string) => failure("NOT_FOUND", `There is no story with the id "${id}".`);

/** A house cover drawn for what a story's edit changes of it, and the cover it replaces. */
interface RedrawnCover {
  replaces: string;
  subject: HouseCoverSubject;
  files: Pick<Story, "coverFile" | "thumbnailFile">;
}

/**
 * Story Management: the operator's list of every story, new stories, edits and the story's files (cover and kit).
 * Every field is checked with a message per field; images are drawn and encoded outside transactions (they take a
 * few hundred milliseconds of CPU), and stored under names made from their content, so a file written for a change
 * that then fails harms nothing and a changed file gets a new URL.
 */
export class StoryManagement {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: StoryWriter,
    private readonly files: FileStore,
    private readonly clock: Clock,
  ) {}

  async list(ctx: RequestContext, request: AdminStoryListRequest): Promise<AdminStoryListResult> {
    const order = { property: ORDER_PROPERTIES[request.sort], descending: request.descending };
    const scope = { sort: request.sort, descending: request.descending, filters: JSON.stringify(filterKey(request.filters)) };
    const position = request.after === undefined ? undefined : decodeAdminStoryCursor(request.after, scope);
    if (position === null) return failure("INVALID_CURSOR", "after is not a cursor returned for this order and these filters", { argument: "after" });

    const manager = this.uow.manager(ctx);
    const page = orderStories(applyStoryFilters(manager.createQueryBuilder(Story, "story"), request.filters), order);
    if (position) storiesAfter(page, order, position);
    const [rows, total] = await Promise.all([page.limit(request.limit + 1).getMany(), applyStoryFilters(manager.createQueryBuilder(Story, "story"), request.filters).getCount()]);
    const hasMore = rows.length > request.limit;
    const items = hasMore ? rows.slice(0, request.limit) : rows;
    const last = items.at(-1);
    return success({ items, total, hasMore, endCursor: last ? encodeAdminStoryCursor(scope, positionAfter(last, order.property)) : null });
  }

  find(ctx: RequestContext, id: string): Promise<Story | null> {
    return this.uow.manager(ctx).findOneBy(Story, { id });
  }

  /** Adds a story, Coming Soon until its kit is uploaded, with a house cover so the storefront never shows a missing image. */
  async create(ctx: RequestContext, id: string, draft: StoryDraft): Promise<Result<Story, BusinessError<"INVALID_DETAILS">>> {
    const { cleaned, errors } = storyDraftProblems(draft, { hasKitFile: false });
    const fieldErrors = { ...storyIdProblems(id), ...errors };
    if (Object.keys(fieldErrors).length > 0) return invalidDetails(fieldErrors);
    const taken = await this.idTaken(ctx, id);
    if (taken) return invalidDetails({ id: taken });

    const files = await storeStoryArtwork(this.files, houseCoverBaseName(id), await houseCoverArtwork({ id, ...cleaned }));
    const ids = storyProductIds(id);
    try {
      return await this.uow.run(ctx, async (tx) => {
        const takenMeanwhile = await this.idTaken(tx, id);
        if (takenMeanwhile) return invalidDetails({ id: takenMeanwhile });
        const [story] = await this.writer.create(tx, [
          {
            ...cleaned,
            id,
            productId: ids.kit,
            northAmericaProductId: ids.hardCopyNorthAmerica,
            internationalProductId: ids.hardCopyInternational,
            downloads: 0,
            dateAdded: wholeSecond(this.clock()),
            ...files,
            kitFile: NO_KIT_FILE,
          },
        ]);
        if (!story) throw new Error("The story writer returned no story");
        return success(story);
      });
    } catch (error) {
      // Another operator's story took the id between the check and the insert.
      if (isDuplicateKeyError(error)) return invalidDetails({ id: `A story with the id "${id}" already exists.` });
      throw error;
    }
  }

  /** Changes the given fields (all of them from the form, some from a REST PATCH) after checking the story they make. */
  async update(ctx: RequestContext, id: string, changes: Partial<StoryDraft>): Promise<Result<Story, StoryEditFailure>> {
    const current = await this.find(ctx, id);
    if (!current) return notFound(id);
    const early = checkStoryDraft({ ...draftOf(current), ...changes }, { hasKitFile: hasKitFile(current) });
    if (!early.ok) return early;
    const redrawn = await this.redrawnCover(current, early.value);

    return this.uow.run(ctx, async (tx) => {
      const story = await this.writer.lock(tx, id);
      if (!story) return notFound(id);
      // Checked again on the locked row: a kit or another edit may have landed since the first look.
      const checked = checkStoryDraft({ ...draftOf(story), ...changes }, { hasKitFile: hasKitFile(story) });
      if (!checked.ok) return checked;
      const coverStillFits = redrawn && redrawn.replaces === story.coverFile && HOUSE_COVER_FIELDS.every((field) => redrawn.subject[field] === checked.value[field]);
      return success(await this.writer.change(tx, story, { ...changedFields(story, checked.value), ...(coverStillFits ? redrawn.files : {}) }));
    });
  }

  /** Checks and re-encodes an uploaded cover, then makes it the story's cover and thumbnail. */
  async storeCover(ctx: RequestContext, id: string, bytes: Buffer): Promise<Result<Story, StoryFileFailure>> {
    if (!(await this.find(ctx, id))) return notFound(id);
    const encoded = await encodeCoverUpload(bytes);
    if (!encoded.ok) return encoded;
    const files = await storeStoryArtwork(this.files, id, encoded.value);
    return this.changeFiles(ctx, id, files);
  }

  /** Checks an uploaded kit PDF by its structure and makes it the kit buyers download. */
  async storeKit(ctx: RequestContext, id: string, bytes: Buffer): Promise<Result<Story, StoryFileFailure>> {
    const checked = checkPdfStructure(bytes, KIT_UPLOAD.maxBytes);
    if (!checked.ok) return checked;
    if (!(await this.find(ctx, id))) return notFound(id);
    const kitFile = await this.files.writeContentAddressed("kits", id, "pdf", bytes);
    return this.changeFiles(ctx, id, { kitFile });
  }

  /** Why the id (or the product ids made from it) cannot be used, or null when it can. */
  private async idTaken(ctx: RequestContext, id: string): Promise<string | null> {
    const productIds = Object.values(storyProductIds(id));
    const existing = await this.uow
      .manager(ctx)
      .createQueryBuilder(Story, "story")
      .select(["story.id"])
      .where("story.id = :id", { id })
      .orWhere("story.productId IN (:...productIds) OR story.northAmericaProductId IN (:...productIds) OR story.internationalProductId IN (:...productIds)", { productIds })
      .getOne();
    if (!existing) return null;
    if (existing.id === id) return `A story with the id "${id}" already exists.`;
    return `The product ids this id makes (${productIds.join(", ")}) are already used by the story "${existing.id}".`;
  }

  /**
   * A fresh house cover, drawn from the story as the edit leaves it (as a new story with the same fields would get),
   * when the edit changes what it is drawn from; none for an uploaded cover.
   */
  private async redrawnCover(story: Story, draft: StoryDraft): Promise<RedrawnCover | null> {
    if (!isHouseCover(story) || HOUSE_COVER_FIELDS.every((field) => story[field] === draft[field])) return null;
    const { title, city, type, context, shortDescription } = draft;
    const subject = { id: story.id, title, city, type, context, shortDescription };
    const files = await storeStoryArtwork(this.files, houseCoverBaseName(story.id), await houseCoverArtwork(subject));
    return { replaces: story.coverFile, subject, files };
  }

  private changeFiles(ctx: RequestContext, id: string, files: Pick<StoryChanges, "coverFile" | "thumbnailFile" | "kitFile">): Promise<Result<Story, NotFound>> {
    return this.uow.run(ctx, async (tx) => {
      const story = await this.writer.lock(tx, id);
      if (!story) return notFound(id);
      return success(await this.writer.change(tx, story, files));
    });
  }
}
