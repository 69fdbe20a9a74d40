// What `npm run leads -- export` and `-- stats` print, from the same modules as the operator's
// page, so the command agrees with the page: the export for German Excel and the funnel.
import type Database from "better-sqlite3";
import { peopleCsv } from "../src/operator/excel-export";
import { buildFunnel, FUNNEL_STEPS, formatRate } from "../src/operator/funnel";
import { countsBetween } from "./counters";
import { listPeople } from "./operator-people";
import { prepared } from "./statements";
import { textTable } from "./reports";

/** The leads as a file for German Excel (src/operator/excel-export.ts): confirmed ones unless `everyone`. */
export const leadsExcelCsv = (db: Database.Database, everyone: boolean) => peopleCsv(listPeople(db), everyone);

/** The funnel of every day that has counts (Berlin days) and per campaign, as text tables. */
export function statsText(db: Database.Database): string {
  const span = prepared(db, "SELECT MIN(day) AS first, MAX(day) AS last FROM counts").get() as {
    first: string | null;
    last: string | null;
  };
  if (!span.first || !span.last) return "Noch nichts gezählt.";
  const funnel = buildFunnel(countsBetween(db, { from: span.first, to: span.last }), {
    from: span.first,
    to: span.last,
  });
  const contactsByDay = new Map(
    (
      prepared(db, "SELECT day, SUM(n) AS n FROM counts WHERE step = 'contact' GROUP BY day").all() as Array<{
        day: string;
        n: number;
      }>
    ).map((row) => [row.day, row.n]),
  );
  const labels = FUNNEL_STEPS.map((step) => step.label);
  return [
    "Pro Tag (Europe/Berlin):",
    textTable(
      ["Tag", ...labels, "Kontaktnachrichten"],
      funnel.days
        .filter((day) => FUNNEL_STEPS.some(({ key }) => day[key] > 0) || contactsByDay.has(day.day))
        .map((day) => [day.day, ...FUNNEL_STEPS.map(({ key }) => day[key]), contactsByDay.get(day.day) ?? 0]),
    ),
    "",
    "Pro Kampagne (utm_source / utm_campaign der Landing-URL; gezählt, nie pro Person gespeichert):",
    textTable(
      ["Quelle / Kampagne", ...labels, "Anfragen je Aufruf", "Bestätigt je Anfrage"],
      funnel.campaigns.map((c) => [
        c.label,
        ...FUNNEL_STEPS.map(({ key }) => c.numbers[key]),
        formatRate(c.rates.request),
        formatRate(c.rates.confirmation),
      ]),
    ),
  ].join("\n");
}
