import "reflect-metadata";
import { DATABASE_SCHEMA } from "../app/database-schema";
import { openDatabase } from "../platform/database/data-source";
import { runs, SETTINGS } from "./bench-settings";
import { runCommerceBench } from "./commerce-bench";
import { runFlatness } from "./flatness";
import { runLighthouseReport } from "./lighthouse-report";
import { mixedBrowsingOn } from "./mixed-browsing-setup";
import { type RunningServer, startGateway } from "./processes";
import { failedRow, failedTable, LOAD_HEADER, printTable, type ResultTable, tableFailed } from "./result-tables";
import { runAgainstBare } from "./scenario-runner";
import { cachedScenarios, uncachedScenarios } from "./scenarios";
import { type ScratchDatabase, seedScratchDatabase } from "./scratch-database";

const conditions = () =>
  `${SETTINGS.dialect}, ${SETTINGS.connections} connections, ${SETTINGS.rounds} × ${SETTINGS.seconds} s rounds alternating with a bare node:http server answering the same bytes`;

/** The catalogue cache on: today's repeated requests, then mixed browsing; the commerce load last, as it writes. */
async function runCacheOn(database: ScratchDatabase, tables: ResultTable[]): Promise<boolean> {
  const gateway = await startGateway({ databaseUrl: database.url, dataDir: database.dataDir });
  const table: ResultTable = { title: `Cache on, ${database.stories.toLocaleString("en-US")} stories`, header: LOAD_HEADER, rows: [] };
  let commerceOk = true;
  try {
    if (runs("cached")) for (const scenario of cachedScenarios()) table.rows.push(await runAgainstBare(gateway.baseUrl, scenario));
    if (runs("mixed")) table.rows.push(await mixedBrowsingRow(gateway.baseUrl, database));
    if (table.rows.length > 0) tables.push(table);
    if (runs("uncached")) tables.push(await runCacheOff(database));
    if (runs("commerce")) commerceOk = await runCommerce(gateway, database);
  } finally {
    await gateway.stop();
  }
  return commerceOk;
}

async function mixedBrowsingRow(baseUrl: string, database: ScratchDatabase): Promise<string[]> {
  try {
    return await runAgainstBare(baseUrl, await mixedBrowsingOn(baseUrl, database.sample));
  } catch (error) {
    return failedRow("mixed browsing", LOAD_HEADER, error);
  }
}

/** A second gateway with the catalogue cache off: every request through GraphQL or REST and the database. */
async function runCacheOff(database: ScratchDatabase): Promise<ResultTable> {
  const gateway = await startGateway({ databaseUrl: database.url, dataDir: database.dataDir, env: { CATALOGUE_CACHE_TTL_MS: "0" } });
  const table: ResultTable = { title: `Cache off (CATALOGUE_CACHE_TTL_MS=0), ${database.stories.toLocaleString("en-US")} stories, every request different`, header: LOAD_HEADER, rows: [] };
  try {
    for (const scenario of uncachedScenarios(database.sample)) table.rows.push(await runAgainstBare(gateway.baseUrl, scenario));
  } finally {
    await gateway.stop();
  }
  return table;
}

async function runCommerce(gateway: RunningServer, database: ScratchDatabase): Promise<boolean> {
  const shopDb = await openDatabase(database.config, DATABASE_SCHEMA);
  try {
    return await runCommerceBench({ baseUrl: gateway.baseUrl, dataDir: database.dataDir, db: shopDb, seconds: SETTINGS.seconds });
  } catch (error) {
    console.error("commerce:", error);
    return false;
  } finally {
    await shopDb.destroy();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const tables: ResultTable[] = [];
  let commerceOk = true;
  if (runs("cached") || runs("mixed") || runs("uncached") || runs("commerce")) {
    const database = await seedScratchDatabase(SETTINGS.stories);
    try {
      commerceOk = await runCacheOn(database, tables);
    } finally {
      database.discard();
    }
  }
  if (runs("flatness")) tables.push(...(await runFlatness().catch((error: unknown) => [failedTable("Flatness", error)])));
  if (runs("lighthouse")) tables.push(await runLighthouseReport().catch((error: unknown) => failedTable("Lighthouse", error)));

  console.log(`\n${conditions()}`);
  for (const table of tables) printTable(table);
  console.log(`\nbench finished in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  process.exit(commerceOk && !tables.some(tableFailed) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
