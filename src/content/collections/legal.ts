// data/legal.yaml: the legal texts, one entry per legal page.
import { type Collection, type EntryProblem, text, textList, list } from "./fields";
import { HOSTS } from "../../lib/hosting";
import { routes, type LegalPageId, type Route } from "../../lib/routes";

/**
 * The terms and conditions have eight sections: docs/product.md's ten without prices and payment and without
 * the money-back guarantee, which belong to a paid programme the site does not sell (docs/launch.md).
 */
export const TERMS_SECTIONS = 8;

/** One legal.yaml entry per page the legal template renders (src/lib/routes.ts). */
const LEGAL_PAGE_IDS: readonly LegalPageId[] = routes
  .filter((route): route is Route & { page: LegalPageId } => route.template === "legal")
  .map((route) => route.page);

export const legal: Collection = {
  file: "legal.yaml",
  type: "LegalYaml",
  label: "Rechtstexte",
  hint: "Datenschutzerklärung, Informationen zu personenbezogenen Daten, AGB, Impressum und Erklärung zur Barrierefreiheit, verlinkt in der Fußzeile.",
  entryName: "Rechtstext",
  labelField: "page",
  shape: "list",
  count: LEGAL_PAGE_IDS.length,
  uniqueField: "page",
  entryRule: legalRule,
  fields: {
    page: text({
      label: "Seite (interner Name)",
      hint: "Dieser interne Name verbindet den Text mit seiner Seite (z. B. „imprint“ = Impressum) und darf nicht geändert werden.",
      oneOf: LEGAL_PAGE_IDS,
    }),
    updated: text({
      label: "Stand",
      hint: "Datum der Fassung unter der Überschrift, z. B. „Stand: Oktober 2024“; bei jeder Änderung anpassen.",
      required: false,
    }),
    sections: list({
      label: "Abschnitte",
      hint: `Die Abschnitte des Rechtstextes in ihrer Reihenfolge; die AGB müssen genau ${TERMS_SECTIONS} Abschnitte haben.`,
      fields: {
        heading: text({
          label: "Zwischenüberschrift",
          hint: "Überschrift des Abschnitts, z. B. „Verantwortlicher“ oder „§ 1 Geltungsbereich“. In der Datenschutzerklärung ohne Nummer, weil je nach Betrieb Abschnitte wegfallen.",
        }),
        host: text({
          label: "Nur bei Betrieb über",
          hint: "Leer = Abschnitt erscheint immer; „self-hosted“ oder „netlify“ = nur bei diesem Betrieb (siehe Allgemeine Angaben). Die Datenschutzerklärung braucht Abschnitte für beide.",
          required: false,
          oneOf: HOSTS,
        }),
        paragraphs: textList({
          label: "Absätze",
          hint: "Ein Absatz pro Eintrag; {company}, {address}, {street}, {postalCode}, {city} und {email} werden durch die Allgemeinen Angaben ersetzt.",
          multiline: true,
        }),
      },
    }),
  },
};

function legalRule(entry: Record<string, unknown>): EntryProblem[] {
  const sections = Array.isArray(entry.sections) ? (entry.sections as Array<{ host?: unknown }>) : [];
  if (entry.page === "terms" && sections.length !== TERMS_SECTIONS) {
    return [
      {
        field: "sections",
        message: `Feld 'sections' hat ${sections.length} Abschnitte; die AGB brauchen genau ${TERMS_SECTIONS}`,
      },
    ];
  }
  if (entry.page !== "privacy") return [];
  // The privacy policy describes the host the site is built for, so each host needs its own section(s).
  return HOSTS.filter((host) => !sections.some((s) => s.host === host)).map((host) => ({
    field: "sections",
    message: `Feld 'sections' hat keinen Abschnitt mit 'host: ${host}'; die Datenschutzerklärung muss beide Betriebsarten beschreiben (gezeigt wird nur die, für die die Website gebaut wird)`,
  }));
}
