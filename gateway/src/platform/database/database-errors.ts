import { QueryFailedError } from "typeorm";

function driverCode(error: QueryFailedError): { code?: string; errno?: number } {
  return (error.driverError as { code?: string; errno?: number } | undefined) ?? {};
}

/** A write refused by a unique index, on MySQL/MariaDB or SQLite. */
export function isDuplicateKeyError(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code } = driverCode(error);
  return code === "ER_DUP_ENTRY" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || /UNIQUE constraint failed/.test(error.message);
}

/**
 * MySQL and MariaDB end a transaction that lost a lock race with a deadlock (1213) or a lock wait
 * timeout (1205); MariaDB may also refuse a conflicting write outright (1020, "record has changed").
 * Running the whole transaction again is the documented cure for all three.
 */
const RETRYABLE_MYSQL_ERRNOS = new Set([1213, 1205, 1020]);

/** A lock wait that timed out has already cost the whole `innodb_lock_wait_timeout`; one more try is enough. */
export function isLockWaitTimeout(error: unknown): boolean {
  return error instanceof QueryFailedError && driverCode(error).errno === 1205;
}

export function isRetryableLockError(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { errno, code } = driverCode(error);
  return (errno !== undefined && RETRYABLE_MYSQL_ERRNOS.has(errno)) || code === "SQLITE_BUSY";
}
