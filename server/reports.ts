// What the operator reads about the follow-up (`npm run leads -- outbox | stats`), from the same
// tables the server writes. Stats come from anonymous daily events, so erasures do not change them.
import type Database from "better-sqlite3";
import type { JobRow } from "./outbox";

export interface DayStats {
  day: string;
  leads: number;
  contacts: number;
  confirmations: number;
  unsubscribes: number;
}

/** Leads per campaign and day are counted when the form is posted; no person carries a campaign further. */
export interface CampaignStats {
  utm_source: string;
  utm_campaign: string;
  leads: number;
}

const COUNTS = `SUM(type = 'lead') AS leads, SUM(type = 'confirmed') AS confirmations, SUM(type = 'unsubscribed') AS unsubscribes`;

export function statsByDay(db: Database.Database): DayStats[] {
  return db
    .prepare(`SELECT day, ${COUNTS}, SUM(type = 'kontakt') AS contacts FROM events GROUP BY day ORDER BY day`)
    .all() as DayStats[];
}

export function statsByCampaign(db: Database.Database): CampaignStats[] {
  return db
    .prepare(
      `SELECT COALESCE(utm_source, '-') AS utm_source, COALESCE(utm_campaign, '-') AS utm_campaign, COUNT(*) AS leads
       FROM events WHERE type = 'lead' GROUP BY 1, 2 ORDER BY leads DESC, 1, 2`,
    )
    .all() as CampaignStats[];
}

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
