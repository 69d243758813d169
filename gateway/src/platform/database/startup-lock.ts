import type { DataSource } from "typeorm";
import { logger } from "../logger";

const LOCK_NAME = "coldcase_startup";
const WAIT_SECONDS = 300;

/**
 * Runs start-up work (migrations, the first seed's insert) in one gateway at a time when several start
 * together on one MySQL/MariaDB database: the others wait for a named server lock, then find the
 * work done. One SQLite file belongs to one gateway, so there it simply runs.
 */
export async function withStartupLock<T>(db: DataSource, work: () => Promise<T>): Promise<T> {
  if (db.options.type !== "mysql") return work();
  const holder = db.createQueryRunner();
  await holder.connect();
  try {
    const [row] = (await holder.query("SELECT GET_LOCK(?, ?) AS acquired", [LOCK_NAME, WAIT_SECONDS])) as { acquired: number | string | null }[];
    if (Number(row?.acquired) !== 1) throw new Error(`Another gateway held the start-up lock for more than ${WAIT_SECONDS} s`);
    try {
      return await work();
    } finally {
      // A failed release must not hide the work's own error; the server frees the lock when the connection goes.
      await holder.query("SELECT RELEASE_LOCK(?)", [LOCK_NAME]).catch((error: unknown) => logger.warn("startup_lock.release_failed", { error }));
    }
  } finally {
    await holder.release();
  }
}
