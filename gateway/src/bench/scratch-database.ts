import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createConnection } from "mysql2/promise";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../app/database-schema";
import { composeModules } from "../app/modules";
import { createPlatformServices } from "../app/platform-services";
import { type DatabaseConfig, loadConfig } from "../platform/config";
import { openDatabase } from "../platform/database/data-source";
import { insertStories } from "../test-support/story-fixtures";
import { syntheticCatalogue } from "../test-support/synthetic-catalogue";
import { SETTINGS } from "./bench-settings";

/** Stories written per unit of work: one transaction over 100,000 stories and their search words would hold millions of rows. */
const SEED_BATCH = 5_000;
const MYSQL_SEED_WRITERS = 3;
const PREFIX_LENGTHS = { min: 2, max: 6 } as const;

/** What the scenarios pick their requests from: real ids and the catalogue's own words. */
export interface CatalogueSample {
  storyIds: string[];
  /** Beginnings (2 to 6 letters) of the words stories are found by, as a visitor types them. */
  searchPrefixes: string[];
}

export interface ScratchDatabase {
  config: DatabaseConfig;
  /** DATABASE_URL for a gateway process. */
  url: string;
  /** Files the gateway keeps beside the database (signing secret, outbox). */
  dataDir: string;
  stories: number;
  sample: CatalogueSample;
  /** Removes its files (a MariaDB database stays until the next run replaces it, to be looked into). */
  discard(): void;
}

async function createEmptyDatabase(stories: number): Promise<DatabaseConfig> {
  if (SETTINGS.dialect === "sqlite") {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-bench-")), `bench-${stories}.sqlite`);
    return { dialect: "sqlite", file };
  }
  const name = `coldcase_bench_${stories}`;
  const admin = await createConnection(SETTINGS.mysqlUrl);
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const scratch = new URL(SETTINGS.mysqlUrl);
  scratch.pathname = `/${name}`;
  return { dialect: "mysql", url: scratch.toString() };
}

function prefixesOf(words: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const word of words) {
    for (let length = PREFIX_LENGTHS.min; length <= Math.min(PREFIX_LENGTHS.max, word.length); length += 1) prefixes.add(word.slice(0, length));
  }
  return [...prefixes];
}

async function readSample(db: DataSource): Promise<CatalogueSample> {
  const ids = (await db.query("SELECT id FROM stories")) as { id: string }[];
  const terms = (await db.query("SELECT DISTINCT term FROM story_search_terms")) as { term: string }[];
  // Numbers in titles are words too, but nobody browses by typing a story's serial number.
  const words = terms.map((row) => row.term).filter((term) => /^\p{L}{2,}$/u.test(term));
  return { storyIds: ids.map((row) => row.id), searchPrefixes: prefixesOf(words) };
}

/** A scratch database with `stories` synthetic stories, written through the stories service like the shop writes them. */
export async function seedScratchDatabase(stories: number): Promise<ScratchDatabase> {
  const started = performance.now();
  const config = await createEmptyDatabase(stories);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-bench-files-"));
  const db = await openDatabase(config, DATABASE_SCHEMA);
  try {
    const platform = createPlatformServices({ ...loadConfig({ DATA_DIR: dataDir }), database: config }, db);
    const shop = { platform, modules: await composeModules(platform) };
    const catalogue = syntheticCatalogue(stories);
    const batches = Array.from({ length: Math.ceil(catalogue.length / SEED_BATCH) }, (_unused, index) => catalogue.slice(index * SEED_BATCH, (index + 1) * SEED_BATCH));
    // MariaDB writes one batch while the next is being built; SQLite has one writer, so more would only queue.
    const writers = config.dialect === "mysql" ? MYSQL_SEED_WRITERS : 1;
    await Promise.all(
      Array.from({ length: writers }, async () => {
        for (let batch = batches.shift(); batch; batch = batches.shift()) await insertStories(shop, batch);
      }),
    );
    if (config.dialect === "mysql") await db.query("ANALYZE TABLE stories, story_search_terms, story_player_counts");
    const sample = await readSample(db);
    console.log(`Seeded ${stories.toLocaleString("en-US")} stories into a scratch ${config.dialect} database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const directories = config.dialect === "sqlite" ? [dataDir, path.dirname(config.file)] : [dataDir];
    return {
      config,
      url: config.dialect === "mysql" ? config.url : `sqlite:${config.file}`,
      dataDir,
      stories,
      sample,
      discard: () => {
        for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  } finally {
    await db.destroy();
  }
}
