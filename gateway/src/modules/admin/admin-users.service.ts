import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import { rowIdOf } from "../../platform/graphql/row-id";
import type { RequestContext } from "../../platform/request-context";
import type { CreditHistoryEntry, CreditsServices, SponsoredStoryView } from "../credits";
import type { LibraryEntry, LibraryService } from "../library";
import type { RoleChangeFailure, User, UserPageRequest, UsersService } from "../users";

/** How many of a user's newest ledger rows the detail shows. */
export const LEDGER_ROWS = 200;

const NO_SUCH_USER = "There is no user with this id.";

/** A user with the figures the operator's list shows beside them. */
export interface AdminUserSummary {
  readonly user: User;
  readonly credits: number;
  readonly libraryCount: number;
}

export interface AdminUserSummaryPage {
  readonly items: AdminUserSummary[];
  readonly nextCursor: string | null;
}

/** Everything the operator sees of one user but their orders (which the orders queue lists by user). */
export interface AdminUserRecord {
  readonly summary: AdminUserSummary;
  readonly library: LibraryEntry[];
  readonly ledger: CreditHistoryEntry[];
  readonly sponsorships: SponsoredStoryView[];
}

/** User Management: users searched and paged with their credits and library size, one user in full, and the admin role. */
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly credits: CreditsServices,
    private readonly library: LibraryService,
  ) {}

  async page(ctx: RequestContext, request: UserPageRequest): Promise<Result<AdminUserSummaryPage, BusinessError<"INVALID_ARGUMENT" | "INVALID_CURSOR">>> {
    const page = await this.users.directory.page(ctx, request);
    if (!page.ok) return page;
    return success({ items: await this.summaries(ctx, page.value.items), nextCursor: page.value.nextCursor });
  }

  /** The user with their library, newest ledger rows and sponsorships; null when there is no such user. */
  async record(ctx: RequestContext, userId: string): Promise<AdminUserRecord | null> {
    const id = rowIdOf(userId);
    const user = id === null ? null : await this.users.findById(ctx, id);
    if (!user) return null;
    const [[summary], library, ledger, sponsorships] = await Promise.all([
      this.summaries(ctx, [user]),
      this.library.entriesOfUser(ctx, user.id),
      this.credits.history.of(ctx, user.id, LEDGER_ROWS),
      this.credits.sponsored.of(ctx, user.id),
    ]);
    if (!summary) throw new Error(`No summary made for user ${user.id}`);
    return { summary, library, ledger, sponsorships };
  }

  /** Grants or revokes another user's admin role; it takes effect on their next request. */
  async setAdminRole(ctx: RequestContext, userId: string, admin: boolean): Promise<Result<AdminUserSummary, RoleChangeFailure>> {
    const id = rowIdOf(userId);
    if (id === null) return failure("NOT_FOUND", NO_SUCH_USER);
    const changed = await this.users.roles.setAdminRole(ctx, id, admin);
    if (!changed.ok) return changed;
    const [summary] = await this.summaries(ctx, [changed.value]);
    if (!summary) throw new Error(`No summary made for user ${id}`);
    return success(summary);
  }

  /** Credits and library sizes of a whole page in two queries. */
  private async summaries(ctx: RequestContext, users: readonly User[]): Promise<AdminUserSummary[]> {
    const ids = users.map((user) => user.id);
    const [balances, holdings] = await Promise.all([this.credits.ledger.balancesOf(ctx, ids), this.library.holdingCounts(ctx, ids)]);
    return users.map((user) => ({ user, credits: balances.get(user.id) ?? 0, libraryCount: holdings.get(user.id) ?? 0 }));
  }
}
