// CSV for spreadsheets, safe against formula injection: a cell that a spreadsheet would run as a
// formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Without it Excel reads the file as Windows-1252 and shows "MÃ¼ller" for "Müller". */
export const UTF8_BOM = "\uFEFF";

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
