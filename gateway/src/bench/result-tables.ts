import type { Measurement } from "./load-runner";
import type { Targets } from "./scenarios";

/** A titled table of figures, each row ending in whether it met its target. */
export interface ResultTable {
  title: string;
  header: string[];
  rows: string[][];
}

export const LOAD_HEADER = ["scenario", "req/s", "p50 / p99 ms", "errors", "bare req/s", "÷ bare", "target", ""];

export function verdict(met: boolean): string {
  return met ? "ok" : "MISSED";
}

export function describeTargets(targets: Targets): string {
  return [targets.minRatio === undefined ? null : `≥ ${targets.minRatio}`, `p99 ≤ ${targets.maxP99Ms}`].filter((part) => part !== null).join(", ");
}

export function meetsTargets(measured: Measurement, bare: Measurement, targets: Targets): boolean {
  const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
  return measured.errors === 0 && measured.p99 <= targets.maxP99Ms && (targets.minRatio === undefined || ratio >= targets.minRatio);
}

export function loadRow(name: string, measured: Measurement, bare: Measurement, targets: Targets): string[] {
  return [
    name,
    measured.requestsPerSecond.toFixed(0),
    `${measured.p50.toFixed(1)} / ${measured.p99.toFixed(1)}`,
    String(measured.errors),
    bare.requestsPerSecond.toFixed(0),
    (measured.requestsPerSecond / bare.requestsPerSecond).toFixed(3),
    describeTargets(targets),
    verdict(meetsTargets(measured, bare, targets)),
  ];
}

/** A row for a scenario that could not be measured, so the other figures still print; the error itself goes to stderr. */
export function failedRow(name: string, header: readonly string[], error: unknown): string[] {
  console.error(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return [name, ...header.slice(1, -1).map((_title, column) => (column === 0 ? "FAILED" : "")), "MISSED"];
}

/** A part of the benchmark that could not run at all. */
export function failedTable(title: string, error: unknown): ResultTable {
  const header = ["part", "", ""];
  return { title, header, rows: [failedRow(title, header, error)] };
}

export function printTable(table: ResultTable): void {
  const widths = table.header.map((title, column) => Math.max(title.length, ...table.rows.map((row) => row[column]?.length ?? 0)));
  const format = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ").trimEnd();
  console.log(`\n${table.title}\n`);
  console.log(format(table.header));
  console.log(format(widths.map((width) => "-".repeat(width))));
  for (const row of table.rows) console.log(format(row));
}

export function tableFailed(table: ResultTable): boolean {
  return table.rows.some((row) => row[row.length - 1] === "MISSED");
}
