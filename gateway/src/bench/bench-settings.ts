/** The benchmark's knobs, read once from the environment (the README's Benchmark section lists them). */

export const BENCH_GROUPS = ["cached", "uncached", "mixed", "flatness", "commerce", "lighthouse"] as const;
export type BenchGroup = (typeof BENCH_GROUPS)[number];

function isBenchGroup(name: string): name is BenchGroup {
  return (BENCH_GROUPS as readonly string[]).includes(name);
}

function positiveWholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function selectedGroups(): ReadonlySet<BenchGroup> {
  const raw = process.env.BENCH_SCENARIOS?.trim();
  if (!raw) return new Set(BENCH_GROUPS);
  const names = raw.split(",").map((name) => name.trim()).filter((name) => name.length > 0);
  const unknown = names.filter((name) => !isBenchGroup(name));
  if (unknown.length > 0) throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(", ")}; choose from ${BENCH_GROUPS.join(", ")}`);
  return new Set(names.filter(isBenchGroup));
}

const seconds = positiveWholeNumber("BENCH_SECONDS", 10);

export const SETTINGS = {
  dialect: process.env.BENCH_DB === "sqlite" ? ("sqlite" as const) : ("mysql" as const),
  mysqlUrl: process.env.BENCH_MYSQL_URL ?? "mysql://root@127.0.0.1:3306/",
  seconds,
  warmupSeconds: Math.min(3, seconds),
  rounds: positiveWholeNumber("BENCH_ROUNDS", 2),
  connections: 50,
  /** The catalogue most scenarios run on, as the figures the shop is judged by were taken. */
  stories: positiveWholeNumber("BENCH_STORIES", 10_000),
  /** The two catalogues mixed browsing must stay flat between. */
  smallStories: positiveWholeNumber("BENCH_SMALL_STORIES", 1_000),
  largeStories: positiveWholeNumber("BENCH_LARGE_STORIES", 100_000),
  /** Lighthouse runs per page, the median reported. */
  lighthouseRuns: positiveWholeNumber("BENCH_LIGHTHOUSE_RUNS", 3),
  signedInReaders: 20,
  signedInShare: 0.2,
  groups: selectedGroups(),
};

export function runs(group: BenchGroup): boolean {
  return SETTINGS.groups.has(group);
}
