import type { DataSource } from "typeorm";

/** Every table's row count and content checksum: two equal snapshots mean nothing was written in between. */
export type TableSnapshot = ReadonlyMap<string, { rows: number; checksum: string }>;

export async function snapshotTables(db: DataSource): Promise<TableSnapshot> {
  const tables = ((await db.query("SHOW TABLES")) as Record<string, string>[]).map((row) => String(Object.values(row)[0]));
  const quoted = tables.map((table) => `\`${table}\``);
  const counts = (await db.query(quoted.map((table, index) => `SELECT ${index} AS position, COUNT(*) AS row_count FROM ${table}`).join(" UNION ALL "))) as {
    position: number | string;
    row_count: number | string;
  }[];
  const checksums = (await db.query(`CHECKSUM TABLE ${quoted.join(", ")}`)) as { Table: string; Checksum: number | string | null }[];
  const checksumOf = new Map(checksums.map((row) => [row.Table.split(".").pop() ?? row.Table, String(row.Checksum)]));
  return new Map(
    counts.map((row) => {
      const table = tables[Number(row.position)] ?? "";
      return [table, { rows: Number(row.row_count), checksum: checksumOf.get(table) ?? "" }];
    }),
  );
}

export function totalRows(snapshot: TableSnapshot): number {
  return [...snapshot.values()].reduce((sum, table) => sum + table.rows, 0);
}

/** The tables whose rows or content differ between two snapshots, each with its row counts: empty when nothing changed. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name)?.checksum !== after.get(name)?.checksum || before.get(name)?.rows !== after.get(name)?.rows)
    .map((name) => `${name} (${before.get(name)?.rows ?? "-"} → ${after.get(name)?.rows ?? "-"} rows)`);
}
