// The people as a file for German Excel: semicolons, UTF-8 with BOM (else Excel shows "MÃ¼ller"),
// Berlin times as Excel reads them, a status and a plan-sent column; only confirmed people unless
// everyone is asked for. Cells that Excel would run as a formula get a leading apostrophe.
import { localTime } from "./days";
import { STATE_LABELS, type Person } from "./people";

export const UTF8_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function excelCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toExcelCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(excelCell).join(";")).join("\r\n") + "\r\n";
}

export const EXPORT_HEADER = [
  "Status",
  "Vorname",
  "E-Mail",
  "Angefragt am",
  "Bestätigt am",
  "Plan gesendet",
  "Plan gesendet am",
  "Einwilligung (Fassung)",
  "Weitere E-Mails (Fassung)",
  "Unzustellbar seit",
] as const;

/** Who is exported: confirmed people (plan sent or not, undeliverable included) unless `everyone`. */
export function exportedPeople(people: readonly Person[], everyone: boolean): Person[] {
  return people.filter((person) => everyone || person.confirmedAt);
}

export function peopleCsv(people: readonly Person[], everyone = false): string {
  return toExcelCsv(
    EXPORT_HEADER,
    exportedPeople(people, everyone).map((p) => [
      STATE_LABELS[p.state],
      p.name,
      p.email,
      localTime(p.requestedAt),
      localTime(p.confirmedAt),
      p.planSentAt ? "ja" : "nein",
      localTime(p.planSentAt),
      p.consentVersion,
      p.marketingVersion,
      localTime(p.undeliverable?.at),
    ]),
  );
}

/** The file's name: kontakte-2026-11-24.csv. */
export const exportFileName = (day: string, everyone: boolean) =>
  `${everyone ? "alle-anfragen" : "bestaetigte-kontakte"}-${day}.csv`;
