// data/pages.yaml: headings, texts and search-engine titles of every page, one entry per route.
import { type Collection, type EntryProblem, text, image, list, HERO_IMAGE_MIN_WIDTH, imageAlt } from "./fields";
import { linkedPages, routes, type PageId } from "../../lib/routes";

/** One pages.yaml entry per route (src/lib/routes.ts). */
export const PAGE_IDS: readonly PageId[] = routes.map((route) => route.page);

/**
 * What each page's template reads from its pages.yaml entry: the `sections` keys it shows and
 * whether it has a button (`cta`). The content check enforces this, so no page fails while rendering.
 */
export const PAGE_RULES = {
  home: { sections: ["benefits", "story", "testimonials", "form", "faq"], cta: true },
  movement: { sections: ["story", "statistic", "week", "cta"], cta: true },
  nutrition: { sections: ["secrets", "expectations", "cta", "recipes"], cta: true },
  recipes: { sections: ["list"], cta: false },
  contact: { sections: ["details", "hours", "form"], cta: false },
  thanks: { sections: ["mail", "resend", "steps", "recipes"], cta: true },
  notFound: { sections: [], cta: true },
  myPlan: { sections: ["print"], cta: true },
} as const satisfies Partial<Record<PageId, { sections: readonly string[]; cta: boolean }>>;

export type SectionKey = (typeof PAGE_RULES)[keyof typeof PAGE_RULES]["sections"][number];

export const pages: Collection = {
  file: "pages.yaml",
  type: "PagesYaml",
  label: "Seiten",
  hint: "Überschriften, Einleitungen, Knöpfe und Abschnitte aller Seiten – auch der Seiten nach dem Formular (Bestätigen, Abmelden, Link ungültig, Mein Plan) – sowie Titel und Beschreibung für Suchmaschinen. {confirmDays} steht für die Gültigkeit eines Bestätigungslinks in Tagen.",
  entryName: "Seite",
  labelField: "page",
  shape: "list",
  count: PAGE_IDS.length,
  uniqueField: "page",
  placeholders: ["confirmDays"],
  entryRule: pageRule,
  fields: {
    page: text({
      label: "Seite (interner Name)",
      hint: "Dieser interne Name verbindet den Eintrag mit einer Seite der Website und darf nicht geändert werden.",
      oneOf: PAGE_IDS,
    }),
    linkLabel: text({
      label: "Name im Menü",
      hint: "Kurzer Name der Seite im Menü oben und in den Links der Fußzeile, z. B. „Bewegung“ oder „Impressum“; nötig für die Seiten, die dort verlinkt sind.",
      required: false,
    }),
    title: text({
      label: "Titel im Browser",
      hint: "Steht im Browser-Tab und bei Google, ergänzt um den Markennamen; am besten höchstens 60 Zeichen.",
    }),
    description: text({
      label: "Beschreibung für Suchmaschinen",
      hint: "Kurzer Text, den Google unter dem Titel zeigt; auf der Seite selbst nicht sichtbar, am besten 120 bis 160 Zeichen.",
      multiline: true,
    }),
    heading: text({ label: "Hauptüberschrift", hint: "Die große Überschrift ganz oben auf der Seite." }),
    intro: text({
      label: "Einleitung",
      hint: "Einleitender Absatz direkt unter der Hauptüberschrift; kann leer bleiben.",
      required: false,
      multiline: true,
    }),
    cta: text({
      label: "Text des Knopfes",
      hint: "Beschriftung des Hauptknopfes der Seite, z. B. „Kostenlosen 4-Wochen-Plan anfordern“; auf den meisten Seiten nötig.",
      required: false,
    }),
    image: image({
      label: "Großes Titelbild",
      hint: `Nur auf der Startseite neben der Hauptüberschrift; JPEG oder PNG, mindestens ${HERO_IMAGE_MIN_WIDTH} Pixel breit, im Querformat.`,
      required: false,
      minWidth: HERO_IMAGE_MIN_WIDTH,
    }),
    imageAlt: imageAlt("Ein Glas Zitronenwasser auf einem Holztisch"),
    sections: list({
      label: "Abschnitte",
      hint: "Die einzelnen Bereiche weiter unten auf der Seite, jeweils mit eigener Zwischenüberschrift.",
      required: false,
      fields: {
        key: text({
          label: "Abschnitt (interner Name)",
          hint: "Dieser interne Name, z. B. „form“ oder „story“, legt fest, wo der Abschnitt erscheint, und darf nicht geändert werden.",
        }),
        heading: text({ label: "Zwischenüberschrift", hint: "Die Überschrift über diesem Abschnitt der Seite." }),
        intro: text({
          label: "Einleitung",
          hint: "Kurzer Text unter der Zwischenüberschrift; kann leer bleiben.",
          required: false,
          multiline: true,
        }),
        linkLabel: text({
          label: "Text des Links",
          hint: "Nur für den Rezepte-Abschnitt der Ernährungsseite: Linktext zur Rezeptseite, z. B. „Zu den Rezepten“.",
          required: false,
        }),
      },
    }),
  },
};

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

function pageRule(entry: Record<string, unknown>): EntryProblem[] {
  const problems: EntryProblem[] = [];
  if ((linkedPages as readonly unknown[]).includes(entry.page) && !isText(entry.linkLabel)) {
    problems.push({
      field: "linkLabel",
      message: "Feld 'linkLabel' (der Name der Seite im Menü oder in der Fußzeile) fehlt; erwartet: ein Text",
    });
  }
  if (typeof entry.description === "string" && /Stand:?\s+\S+\s+\d{4}/.test(entry.description)) {
    problems.push({
      field: "description",
      message:
        "Feld 'description' nennt ein „Stand“-Datum; eine Rechtsseite übernimmt ihr Datum aus legal.yaml ('updated') in die Beschreibung, ein zweites Datum hier würde davon abweichen",
    });
  }
  const rule = (PAGE_RULES as Record<string, { sections: readonly string[]; cta: boolean }>)[String(entry.page)];
  if (!rule) return problems;
  const keys = Array.isArray(entry.sections) ? entry.sections.map((s: { key?: unknown }) => s?.key) : [];
  for (const key of rule.sections) {
    if (!keys.includes(key)) {
      problems.push({
        field: "sections",
        message: `Feld 'sections' braucht einen Eintrag mit 'key: ${key}'; diese Seite zeigt diesen Abschnitt`,
      });
    }
  }
  if (rule.cta && !isText(entry.cta)) {
    problems.push({
      field: "cta",
      message: "Feld 'cta' (die Beschriftung der Schaltfläche der Seite) fehlt; erwartet: ein Text",
    });
  }
  return problems;
}
