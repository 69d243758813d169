import type { DataSource } from "typeorm";

const LOCK_NAME = "coldcase_startup";
const WAIT_SECONDS = 300;

/**
 * Runs start-up work (migrations, the first seed) in one gateway at a time when several start
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
      await holder.query("SELECT RELEASE_LOCK(?)", [LOCK_NAME]);
    }
  } finally {
    await holder.release();
  }
}
