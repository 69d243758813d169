import { Brackets, type WhereExpressionBuilder } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import { decodeQueueCursor, encodeQueueCursor, INVALID_QUEUE_CURSOR_MESSAGE } from "../../platform/graphql/queue-cursor";
import type { RequestContext } from "../../platform/request-context";
import { User } from "./user.entity";

export const USER_PAGE_MAX_LIMIT = 100;
export const USER_SEARCH_MAX_LENGTH = 100;
/** "anne marie de la tour" is tried as first and last name split at each space, up to this many words. */
const NAME_WORDS_MAX = 5;

export interface UserPageRequest {
  /** A prefix of the email, the first name, the last name, or of the first name followed by the last. */
  readonly search: string | null;
  readonly limit: number;
  readonly after: string | null;
}

export interface UserPage {
  readonly items: User[];
  readonly nextCursor: string | null;
}

/** `!` escapes LIKE's wildcards on both dialects (MySQL's default backslash means nothing to SQLite). */
function startsWith(text: string): string {
  return `${text.replace(/[!%_]/g, "!$&")}%`;
}

/**
 * Matches users whose email, first name or last name starts with the search, or whose first name starts with its first
 * words and last name with the rest. LIKE ignores case on both dialects (MySQL by the column's collation, SQLite for
 * ASCII letters), and a prefix keeps MySQL on the indexes of each column.
 */
function matching(search: string) {
  const words = search.split(" ").slice(0, NAME_WORDS_MAX);
  return new Brackets((where: WhereExpressionBuilder) => {
    where
      .where("u.email LIKE :whole ESCAPE '!'", { whole: startsWith(search) })
      .orWhere("u.firstName LIKE :whole ESCAPE '!'")
      .orWhere("u.lastName LIKE :whole ESCAPE '!'");
    for (let split = 1; split < words.length; split++) {
      const first = `first${split}`;
      const last = `last${split}`;
      where.orWhere(`(u.firstName LIKE :${first} ESCAPE '!' AND u.lastName LIKE :${last} ESCAPE '!')`, {
        [first]: startsWith(words.slice(0, split).join(" ")),
        [last]: startsWith(words.slice(split).join(" ")),
      });
    }
  });
}

/** The operator's view of everyone the shop knows: searched, newest first, a page at a time. */
export class UserDirectory {
  constructor(private readonly uow: UnitOfWork) {}

  /**
   * Users newest first. Ids are handed out in the order accounts are made, so the order and the keyset are the id's:
   * `created_at` is written by the database's default (whole seconds on SQLite, microseconds on MySQL), which a
   * JavaScript date cannot carry back exactly. The cursor still names the time, and is tied to the search it paged.
   */
  async page(ctx: RequestContext, request: UserPageRequest): Promise<Result<UserPage, BusinessError<"INVALID_ARGUMENT" | "INVALID_CURSOR">>> {
    if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > USER_PAGE_MAX_LIMIT) return invalidArgument("limit", `limit must be between 1 and ${USER_PAGE_MAX_LIMIT}`);
    const search = request.search?.trim().replace(/\s+/g, " ").toLowerCase() || null;
    if (search !== null && search.length > USER_SEARCH_MAX_LENGTH) return invalidArgument("search", `search must be at most ${USER_SEARCH_MAX_LENGTH} characters`);
    const scope = { queue: "admin-users", filter: search };
    const position = request.after === null ? null : decodeQueueCursor(request.after, scope);
    if (request.after !== null && position === null) return failure("INVALID_CURSOR", INVALID_QUEUE_CURSOR_MESSAGE, { argument: "after" });
    const query = this.uow.manager(ctx).createQueryBuilder(User, "u").orderBy("u.id", "DESC").limit(request.limit + 1);
    if (search !== null) query.andWhere(matching(search));
    if (position) query.andWhere("u.id < :afterId", { afterId: position.id });
    const rows = await query.getMany();
    const items = rows.slice(0, request.limit);
    const last = items.at(-1);
    return success({ items, nextCursor: rows.length > request.limit && last ? encodeQueueCursor(scope, { at: last.createdAt, id: last.id }) : null });
  }
}
