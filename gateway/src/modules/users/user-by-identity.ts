import type { EntityManager } from "typeorm";
import { type EntityColumn, entityColumns, hydrate } from "../../platform/database/entity-columns";
import { User } from "./user.entity";

/** The user an identity signs in as, read in plain SQL: every signed-in request reads it, so the role in effect is current. */
export class UserByIdentity {
  private columns: EntityColumn[] | null = null;

  async read(manager: EntityManager, issuer: string, subject: string): Promise<User | null> {
    this.columns ??= entityColumns(manager, User);
    const escape = (name: string) => manager.connection.driver.escape(name);
    const selectList = this.columns.map(({ column }) => escape(column)).join(", ");
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT ${selectList} FROM ${escape("users")} WHERE ${escape("auth_issuer")} = ? AND ${escape("auth_subject")} = ? LIMIT 1`,
      [issuer, subject],
    );
    const [row] = rows;
    return row ? hydrate(manager, new User(), this.columns, row) : null;
  }
}
