// What the operator reads about the outbox (`npm run leads -- outbox`), from the table the server
// writes; the stats are server/operator-cli.ts, from the page's counters.
import type Database from "better-sqlite3";
import type { JobRow } from "./outbox";

export function unsentMails(db: Database.Database): JobRow[] {
  return db.prepare("SELECT * FROM outbox WHERE status != 'sent' ORDER BY status, due_at, id").all() as JobRow[];
}

/** A fixed-width text table for the terminal. */
export function textTable(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => (cell === null ? "" : String(cell))));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
