import type { EntityManager } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type RequestContext, systemContext } from "../../platform/request-context";

const IDENTITY_READS: RequestContext = systemContext("identity");

/**
 * The identity provider's way to the database: reads straight from the pool, every write in a
 * unit of work so that on SQLite it never lands inside another request's open transaction.
 */
export class IdentityStore {
  constructor(private readonly uow: UnitOfWork) {}

  get reads(): EntityManager {
    return this.uow.manager(IDENTITY_READS);
  }

  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.uow.run(systemContext("identity"), (tx) => work(tx.transaction.manager));
  }
}
