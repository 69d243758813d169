import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, createUnionType } from "type-graphql";
import { NotFoundError } from "../../platform/errors/error-result.type";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import type { Viewer } from "../../platform/request-context";
import type { LibraryEntry } from "./library-entry.entity";
import type { LibraryDownloads } from "./library-downloads";
import type { LibraryService } from "./library.service";
import { DownloadLink, LibraryItem } from "./library.types";

function signedIn(ctx: GraphqlContext): Viewer {
  if (!ctx.viewer) throw new Error("@Authorized let an anonymous request through");
  return ctx.viewer;
}

function itemOf(entry: LibraryEntry): LibraryItem {
  if (!entry.story) throw new Error("Library entries are read with their story");
  return Object.assign(new LibraryItem(), { id: String(entry.id), story: entry.story, purchaseType: entry.purchaseType, acquiredAt: entry.acquiredAt });
}

export const RequestDownloadResult = createUnionType({
  name: "RequestDownloadResult",
  description: "A link to the case file, or why none was issued.",
  types: () => [DownloadLink, NotFoundError] as const,
});

@Resolver()
export class LibraryResolver {
  constructor(
    private readonly library: LibraryService,
    private readonly downloads: LibraryDownloads,
  ) {}

  @Authorized()
  @Query(() => [LibraryItem], { description: "The stories the signed-in user owns, newest first. Needs a bearer token." })
  async myLibrary(@Ctx() ctx: GraphqlContext): Promise<LibraryItem[]> {
    const entries = await this.library.libraryOf(ctx, signedIn(ctx));
    return entries.map(itemOf);
  }

  @Authorized()
  @Mutation(() => RequestDownloadResult, { description: "A short-lived link to the case file of a story in the signed-in user's library. Needs a bearer token." })
  async requestDownload(@Ctx() ctx: GraphqlContext, @Arg("libraryItemId", () => ID) libraryItemId: string): Promise<typeof RequestDownloadResult> {
    const result = await this.downloads.forOwner(ctx, signedIn(ctx), libraryItemId);
    return result.ok ? Object.assign(new DownloadLink(), result.value) : NotFoundError.from(result.error);
  }
}
