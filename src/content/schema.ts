// The shape of every YAML file in data/: one definition that gatsby-node turns into explicit
// GraphQL types and that the content check uses to tell editors exactly what is wrong.
import { HOSTS } from "../lib/hosting";
import { SHOP_SECTIONS, proteinPerPortion, type Ingredient } from "../lib/ingredients";
import { BRIEF_MAX, QUESTIONS, RECIPE_COURSES, type Food, type PlanRecipe } from "../lib/plan";
import { recipesOf } from "../lib/plan-meals";
import { CONFIRMABLE_FACTS } from "../lib/company-facts";
import { linkedPages, routes, type LegalPageId, type PageId, type Route } from "../lib/routes";

export type Field =
  | { kind: "string"; required: boolean; oneOf?: readonly string[]; format?: "email"; refersTo?: Reference }
  | { kind: "int"; required: boolean; min?: number; max?: number }
  | { kind: "decimal"; required: boolean; min?: number; max?: number }
  | { kind: "boolean"; required: boolean }
  | { kind: "image"; required: boolean; minWidth: number; altField: string }
  | { kind: "stringList"; required: boolean; min?: number; max?: number }
  | { kind: "object"; required: boolean; fields: Fields }
  | { kind: "objectList"; required: boolean; fields: Fields };

export type Fields = Readonly<Record<string, Field>>;

/** The value must equal `field` of some entry in the list file `file` (e.g. a recipe title). */
export interface Reference {
  file: string;
  field: string;
}

/** What an entry rule found: errors stop the build, warnings only remind the editor. */
export interface EntryProblem {
  /** Dotted path of the field, e.g. "sections" or "claims.customers.basis". */
  field?: string;
  message: string;
  severity?: "error" | "warning";
}

export interface Collection {
  /** File name inside data/. */
  file: string;
  /** GraphQL type that gatsby-transformer-yaml gives the file's nodes. */
  type: string;
  /** How an editor recognises one entry in a (German) message ("Rezept"). */
  entryName: string;
  /** Field whose value names an entry in messages ("title"). */
  labelField?: string;
  /** A single object (site settings) or a list of entries. */
  shape: "object" | "list";
  /** Number of entries docs/product.md fixes for a list. */
  count?: number;
  /** Field that must not repeat across entries. */
  uniqueField?: string;
  /** Placeholders this file may use besides the site's (the mails fill in {name}, for example). */
  placeholders?: readonly string[];
  /** Rules about one whole entry; each problem names the field (dotted path) it is about. */
  entryRule?: (entry: Record<string, unknown>) => EntryProblem[];
  /** Rules across the entries of a list (one unit per ingredient in all recipes); `index` names the entry, if one. */
  listRule?: (entries: ReadonlyArray<Record<string, unknown>>) => Array<EntryProblem & { index?: number }>;
  fields: Fields;
}

const text = (required = true, extra: { oneOf?: readonly string[]; format?: "email" } = {}): Field => ({
  kind: "string",
  required,
  ...extra,
});
const int = (required = true, min?: number, max?: number): Field => ({ kind: "int", required, min, max });
const decimal = (required = true, min?: number, max?: number): Field => ({ kind: "decimal", required, min, max });
/**
 * Marks an entry as an example from the product brief (invented people or figures): shown with a
 * "Beispiel" label, and a production build refuses to publish it (src/content/go-live.ts).
 */
const example: Field = { kind: "boolean", required: false };
/**
 * gatsby-plugin-image builds srcsets up to twice the width a template asks for (for sharp screens), so an
 * image narrower than that looks soft. Cards ask for 600 px (image-card.tsx),
 * the hero for 720 px (templates/home.tsx).
 */
export const CARD_IMAGE_MIN_WIDTH = 2 * 600;
export const HERO_IMAGE_MIN_WIDTH = 2 * 720;

const image = (minWidth: number, required = true): Field => ({
  kind: "image",
  required,
  minWidth,
  altField: "imageAlt",
});
// Generic, so the nested field names stay in the type (FieldPath below, the editor's labels).
const object = <F extends Fields>(fields: F, required = true) => ({ kind: "object", required, fields }) as const;
const objectList = <F extends Fields>(fields: F, required = true) =>
  ({ kind: "objectList", required, fields }) as const;

/** One pages.yaml entry per route (src/lib/routes.ts). */
export const PAGE_IDS: readonly PageId[] = routes.map((route) => route.page);

/** What the mails fill in besides the site's placeholders (src/mail/compose.ts). */
export const MAIL_PLACEHOLDERS = ["name", "brand", "confirmDays", "retentionDays"] as const;

/** What src/lib/plan.ts fills into the texts of data/plan.yaml. */
export const PLAN_PLACEHOLDERS = [
  "week",
  "minutes",
  "first",
  "second",
  "when",
  "sets",
  "reps",
  "seconds",
  "drink",
  "foods",
  "count",
  "pack",
  "need",
  "portions",
  "protein",
  "limits",
] as const;

/**
 * The terms and conditions have eight sections: docs/product.md's ten without prices and payment and without
 * the money-back guarantee, which belong to a paid programme the site does not sell (docs/launch.md).
 */
export const TERMS_SECTIONS = 8;

/** One legal.yaml entry per page the legal template renders (src/lib/routes.ts). */
export const LEGAL_PAGE_IDS: readonly LegalPageId[] = routes
  .filter((route): route is Route & { page: LegalPageId } => route.template === "legal")
  .map((route) => route.page);

/** The landing page's FAQ answers the five questions a wary visitor asks. */
export const FAQ_ENTRIES = 5;

/** Recipes have between three and eight preparation steps. */
export const RECIPE_STEPS = { min: 3, max: 8 } as const;

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

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Pages that show figures (site.yaml `claims`) and success stories: the landing and the movement page. */
export const ENDORSEMENT_PAGES = ["home", "movement"] as const;

/** A figure without its basis still builds, but the editor is reminded to say where it comes from. */
function claimBasisRule(entry: Record<string, unknown>): EntryProblem[] {
  const claims = Array.isArray(entry.claims) ? (entry.claims as Array<{ value?: unknown; basis?: unknown }>) : [];
  return claims
    .filter((claim) => typeof claim?.basis !== "string" || claim.basis.trim() === "")
    .map((claim) => ({
      field: "claims",
      severity: "warning" as const,
      message: `Kennzahl '${typeof claim?.value === "string" || typeof claim?.value === "number" ? claim.value : "?"}' hat keine 'basis'; ergänzen Sie in einem kurzen Satz, worauf die Zahl beruht (sie steht im Kleingedruckten)`,
    }));
}

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

/** Grams of protein a portion of a lunch or dinner in the plan has at least (docs/plan.md, "Meals"). */
export const MIN_MEAL_PROTEIN = 20;
/** A quick dish ("schnell") is made fresh each time, so it takes at most this long. */
export const MAX_QUICK_MINUTES = 20;
/** The plan's weekly minutes: sedentary men start at most here; every level reaches the first and never passes the second. */
export const PLAN_MINUTES = { sedentaryStart: 90, week4: 150, max: 180 } as const;

const ingredientsOf = (entry: Record<string, unknown>) =>
  Array.isArray(entry.ingredients) ? (entry.ingredients as Ingredient[]) : [];

/**
 * A recipe names only foods a visitor can leave out (data/plan.yaml questions.excludes); a recipe of
 * the plan's meals has the protein of every ingredient it buys, and a lunch or dinner enough of it.
 */
function recipeRule(entry: Record<string, unknown>): EntryProblem[] {
  const contains = Array.isArray(entry.contains) ? (entry.contains as unknown[]) : [];
  const foods: readonly unknown[] = QUESTIONS.excludes.values;
  const problems: EntryProblem[] = contains
    .filter((food) => !foods.includes(food))
    .map((food) => ({
      field: "contains",
      message: `Feld 'contains' nennt '${String(food)}'; erlaubt sind: ${QUESTIONS.excludes.values.join(", ")}`,
    }));
  if (entry.course === "getraenk") return problems;
  const ingredients = ingredientsOf(entry);
  ingredients.forEach((ingredient, i) => {
    if (typeof ingredient.amount === "number" && ingredient.section && typeof ingredient.protein !== "number")
      problems.push({
        field: `ingredients.${i}.protein`,
        message: `Zutat '${ingredient.name}' hat eine Menge, aber kein Feld 'protein' (Eiweiß in Gramm je 100 g bzw. 100 ml, sonst je Stück, Scheibe, EL, Dose oder Bund; 0 für Öl und Gewürze); der Plan rechnet damit das Eiweiß pro Portion aus`,
      });
  });
  const servings = typeof entry.servings === "number" && entry.servings > 0 ? entry.servings : 1;
  const protein = proteinPerPortion({ servings, ingredients });
  if ((entry.course === "hauptgericht" || entry.course === "schnell") && protein < MIN_MEAL_PROTEIN)
    problems.push({
      field: "ingredients",
      message: `Das Gericht hat etwa ${Math.round(protein)} g Eiweiß pro Portion; ein Mittag- oder Abendessen im Plan braucht mindestens ${MIN_MEAL_PROTEIN} g (mehr Hülsenfrüchte, Ei, Quark, Fisch oder Fleisch, oder weniger Portionen)`,
    });
  if (entry.course === "schnell" && typeof entry.minutes === "number" && entry.minutes > MAX_QUICK_MINUTES)
    problems.push({
      field: "minutes",
      message: `Ein schnelles Gericht ('course: schnell') dauert höchstens ${MAX_QUICK_MINUTES} Minuten, dieses ${entry.minutes}; sonst 'course: hauptgericht'`,
    });
  return problems;
}

/** Every subset of a list, the empty one included. */
function subsets<T>(values: readonly T[]): T[][] {
  return values.reduce<T[][]>((all, value) => [...all, ...all.map((subset) => [...subset, value])], [[]]);
}

/** What the plan's week needs of each course, whatever he does not eat (src/lib/plan-meals.ts). */
const PLAN_COURSES_NEEDED = { fruehstueck: 1, schnell: 1, hauptgericht: 2 } as const;

/**
 * Across the recipes: one unit and one shop section per ingredient (one line on the shopping list),
 * and for every combination of foods he can leave out, a breakfast, a quick dish and two main courses.
 */
function recipesListRule(entries: ReadonlyArray<Record<string, unknown>>): Array<EntryProblem & { index?: number }> {
  const problems: Array<EntryProblem & { index?: number }> = [];
  const first = new Map<string, { unit: string; section: string; title: string }>();
  entries.forEach((entry, index) => {
    ingredientsOf(entry).forEach((ingredient, i) => {
      if (!ingredient.section || typeof ingredient.name !== "string") return;
      const key = ingredient.name.toLowerCase();
      const here = { unit: ingredient.unit ?? "", section: ingredient.section, title: String(entry.title) };
      const known = first.get(key);
      if (!known) return void first.set(key, here);
      const field = known.unit !== here.unit ? "unit" : known.section !== here.section ? "section" : undefined;
      if (field)
        problems.push({
          index,
          field: `ingredients.${i}.${field}`,
          message: `Zutat '${ingredient.name}' steht im Rezept '${known.title}' mit ${field === "unit" ? "Einheit" : "Abteilung"} '${known[field]}', hier mit '${here[field]}'; für eine Zeile auf dem Einkaufszettel braucht sie überall dieselbe`,
        });
    });
  });
  const recipes = entries as unknown as PlanRecipe[];
  for (const excludes of subsets<Food>(QUESTIONS.excludes.values)) {
    for (const [course, needed] of Object.entries(PLAN_COURSES_NEEDED)) {
      const found = recipesOf(recipes, course as keyof typeof PLAN_COURSES_NEEDED, excludes).length;
      if (found < needed) {
        problems.push({
          message: `Wer ${excludes.length > 0 ? `'${excludes.join("', '")}' nicht isst` : "alles isst"}, findet nur ${found} Rezept(e) mit 'course: ${course}'; der Plan braucht mindestens ${needed} (ein Rezept ohne diese Zutaten in 'contains' ergänzen)`,
        });
        return problems;
      }
    }
  }
  return problems;
}

/** Every answer to "Was machen Sie gern?" has its activity, and every outdoor one its rain or no-pool alternative. */
function planRule(entry: Record<string, unknown>): EntryProblem[] {
  const endurance = Array.isArray(entry.endurance)
    ? (entry.endurance as Array<{ like?: unknown; indoor?: unknown; alternative?: unknown }>)
    : [];
  const problems: EntryProblem[] = QUESTIONS.likes.values
    .filter((like) => !endurance.some((item) => item.like === like))
    .map((like) => ({
      field: "endurance",
      message: `Feld 'endurance' hat keinen Eintrag mit 'like: ${like}'; jede Antwort auf „Was machen Sie gern?“ braucht ihre Übung`,
    }));
  for (const item of endurance) {
    if (item.indoor !== true && (typeof item.alternative !== "string" || item.alternative.trim() === "")) {
      problems.push({
        field: "endurance.alternative",
        message: `Die Übung mit 'like: ${String(item.like)}' findet draußen oder im Bad statt und braucht eine 'alternative' für Regen oder ohne Bad (oder 'indoor: true')`,
      });
    }
  }
  problems.push(...weeksRule(entry.weeks), ...briefRule(entry));
  const weekdays = (entry.texts as { weekdays?: unknown } | undefined)?.weekdays;
  if (Array.isArray(weekdays) && weekdays.length !== 7) {
    problems.push({
      field: "texts.weekdays",
      message: `Feld 'texts.weekdays' braucht genau 7 Wochentage, gefunden: ${weekdays.length}`,
    });
  }
  return problems;
}

/**
 * The dose (data/plan.yaml weeks): four weeks, minutes in steps of 5 that never fall, a gentle start
 * for men who sit most of the day, and every level at 150 minutes by week 4 but never over 180
 * (with knees or hips the plan splits a day into two bouts of at most 15 minutes on six days).
 */
function weeksRule(weeks: unknown): EntryProblem[] {
  if (!Array.isArray(weeks)) return [];
  const problems: EntryProblem[] = [];
  if (weeks.length !== 4)
    problems.push({ field: "weeks", message: `Feld 'weeks' braucht genau 4 Wochen, gefunden: ${weeks.length}` });
  for (const activity of QUESTIONS.activity.values) {
    const minutes = weeks.map((week) => (week as { minutes?: Record<string, unknown> })?.minutes?.[activity]);
    if (!minutes.every((m): m is number => typeof m === "number")) continue;
    const say = (message: string) =>
      problems.push({ field: "weeks", message: `Minuten für '${activity}': ${message}` });
    if (minutes.some((m) => m % 5 !== 0)) say("bitte in Schritten von 5");
    if (minutes.some((m, i) => i > 0 && m < minutes[i - 1])) say("keine Woche darf weniger haben als die davor");
    if (activity === "wenig" && minutes[0] > PLAN_MINUTES.sedentaryStart)
      say(
        `Woche 1 höchstens ${PLAN_MINUTES.sedentaryStart} (sanfter Beginn für alle, die meist sitzen), gefunden: ${minutes[0]}`,
      );
    if (minutes.length === 4 && minutes[3] < PLAN_MINUTES.week4)
      say(`Woche 4 mindestens ${PLAN_MINUTES.week4}, gefunden: ${minutes[3]}`);
    if (minutes.some((m) => m > PLAN_MINUTES.max))
      say(`höchstens ${PLAN_MINUTES.max} pro Woche (mit Knie- oder Hüftbeschwerden 2 × 15 Minuten an sechs Tagen)`);
  }
  return problems;
}

/** Every exercise's line for the mail is short: the mail must fit a phone (docs/plan.md, "The mail"). */
function briefRule(entry: Record<string, unknown>): EntryProblem[] {
  const problems: EntryProblem[] = [];
  for (const [field, value] of Object.entries(entry)) {
    for (const exercise of Array.isArray(value) ? value : [value]) {
      const brief = (exercise as { brief?: unknown; title?: unknown } | null)?.brief;
      if (typeof brief === "string" && brief.length > BRIEF_MAX)
        problems.push({
          field: `${field}.brief`,
          message: `Die kurze Zeile von '${String((exercise as { title?: unknown }).title)}' hat ${brief.length} Zeichen; erlaubt sind höchstens ${BRIEF_MAX} (sie steht in der E-Mail, die ganze Beschreibung in 'how')`,
        });
    }
  }
  return problems;
}

/** An exercise of the plan: what to do, how it should feel, when to stop, and the two variants. */
const exercise = {
  title: text(),
  brief: text(),
  how: text(),
  feel: text(),
  stop: text(),
  joints: text(),
  balance: text(),
} as const;
const byDayTime = () => object({ none: text(), morgens: text(), mittags: text(), abends: text() });

/** A figure (e.g. "15.000+ Teilnehmer"): optional, 0 … n, each with where it is shown and what it rests on. */
const claims = objectList(
  {
    page: text(true, { oneOf: ENDORSEMENT_PAGES }),
    value: text(),
    label: text(),
    note: text(false),
    basis: text(false),
    example,
  },
  false,
);

const COLLECTIONS = [
  {
    file: "site.yaml",
    type: "SiteYaml",
    entryName: "Website-Einstellungen",
    shape: "object",
    entryRule: claimBasisRule,
    fields: {
      brand: text(),
      email: text(true, { format: "email" }),
      phone: text(),
      company: text(),
      seat: text(),
      registerCourt: text(),
      registerNumber: text(),
      managingDirectors: text(),
      address: object({ street: text(), postalCode: text(), city: text() }),
      supervisoryAuthority: text(),
      // The operator's word that the company facts are real (src/content/company-facts.ts).
      confirmed: object(
        Object.fromEntries(CONFIRMABLE_FACTS.map((fact) => [fact, { kind: "boolean", required: false }])) as Record<
          (typeof CONFIRMABLE_FACTS)[number],
          Field
        >,
        false,
      ),
      // Who reviewed the content, and when: the landing page names them only once both are filled in.
      review: object({ by: text(false), date: text(false) }, false),
      openingHours: objectList({ days: text(), hours: text() }),
      host: text(true, { oneOf: HOSTS }),
      claims,
      disclaimer: text(),
      safety: object({ heading: text(), points: { kind: "stringList", required: true } }),
      // Needed once a real testimonial or story is shown (the go-live check says so).
      reviewCheck: text(false),
      privacyNotice: text(),
    },
  },
  {
    file: "pages.yaml",
    type: "PagesYaml",
    entryName: "Seite",
    labelField: "page",
    shape: "list",
    count: PAGE_IDS.length,
    uniqueField: "page",
    placeholders: ["confirmDays"],
    entryRule: pageRule,
    fields: {
      page: text(true, { oneOf: PAGE_IDS }),
      linkLabel: text(false),
      title: text(),
      description: text(),
      heading: text(),
      intro: text(false),
      cta: text(false),
      image: image(HERO_IMAGE_MIN_WIDTH, false),
      imageAlt: text(false),
      sections: objectList({ key: text(), heading: text(), intro: text(false), linkLabel: text(false) }, false),
    },
  },
  {
    file: "benefits.yaml",
    type: "BenefitsYaml",
    entryName: "Vorteil",
    labelField: "title",
    shape: "list",
    count: 3,
    fields: { icon: text(true, { oneOf: ["lemon", "plate", "walk"] }), title: text(), text: text() },
  },
  {
    file: "testimonials.yaml",
    type: "TestimonialsYaml",
    entryName: "Kundenstimme",
    labelField: "name",
    shape: "list",
    // Optional, 0 … n: a new programme has none that are real, and invented ones may never be published.
    fields: { name: text(), city: text(), age: int(false, 18, 120), text: text(), example },
  },
  {
    file: "success-stories.yaml",
    type: "SuccessStoriesYaml",
    entryName: "Erfolgsgeschichte",
    labelField: "name",
    shape: "list",
    // Optional, 0 … n per page; a page without one shows no story section.
    fields: {
      page: text(true, { oneOf: ENDORSEMENT_PAGES }),
      name: text(),
      age: int(false, 18, 120),
      city: text(),
      heading: text(),
      text: text(),
      example,
    },
  },
  {
    file: "exercise-days.yaml",
    type: "ExerciseDaysYaml",
    entryName: "Bewegungstag",
    labelField: "day",
    shape: "list",
    count: 6,
    uniqueField: "day",
    fields: {
      day: text(true, { oneOf: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"] }),
      title: text(),
      minutes: int(true, 1, 120),
      description: text(),
      image: image(CARD_IMAGE_MIN_WIDTH),
      imageAlt: text(false),
    },
  },
  {
    file: "nutrition-secrets.yaml",
    type: "NutritionSecretsYaml",
    entryName: "Ernährungsgeheimnis",
    labelField: "title",
    shape: "list",
    count: 5,
    uniqueField: "number",
    fields: { number: int(true, 1, 99), title: text(), description: text() },
  },
  {
    file: "expectations.yaml",
    type: "ExpectationsYaml",
    entryName: "Erwartung",
    labelField: "title",
    shape: "list",
    count: 3,
    fields: { title: text(), text: text() },
  },
  {
    file: "recipes.yaml",
    type: "RecipesYaml",
    entryName: "Rezept",
    labelField: "title",
    shape: "list",
    uniqueField: "title",
    entryRule: recipeRule,
    listRule: recipesListRule,
    fields: {
      title: text(),
      description: text(),
      course: text(true, { oneOf: RECIPE_COURSES }),
      contains: { kind: "stringList", required: false },
      minutes: int(true, 1, 600),
      servings: int(true, 1, 20),
      // The name first: the editor summarises a collapsed ingredient by its first field.
      ingredients: objectList({
        name: text(),
        plural: text(false),
        amount: int(false, 1, 5000),
        unit: text(false),
        note: text(false),
        section: text(false, { oneOf: SHOP_SECTIONS }),
        protein: decimal(false, 0, 100),
      }),
      steps: { kind: "stringList", required: true, ...RECIPE_STEPS },
      image: image(CARD_IMAGE_MIN_WIDTH),
      imageAlt: text(false),
    },
  },
  {
    file: "next-steps.yaml",
    type: "NextStepsYaml",
    entryName: "Nächster Schritt",
    labelField: "title",
    shape: "list",
    fields: { title: text(), text: text() },
  },
  {
    file: "lead-offer.yaml",
    type: "LeadOfferYaml",
    entryName: "Kasten über dem Formular",
    shape: "object",
    fields: { heading: text(), what: text(), cost: text(), confirmation: text() },
  },
  {
    file: "faq.yaml",
    type: "FaqYaml",
    entryName: "Frage",
    labelField: "question",
    shape: "list",
    count: FAQ_ENTRIES,
    uniqueField: "question",
    fields: { question: text(), answer: text() },
  },
  {
    file: "about.yaml",
    type: "AboutYaml",
    entryName: "Über uns",
    shape: "object",
    fields: {
      heading: text(),
      intro: text(),
      team: objectList({ name: text(), role: text(), text: text(false) }),
    },
  },
  {
    file: "trust-badges.yaml",
    type: "TrustBadgesYaml",
    entryName: "Vertrauenssiegel",
    labelField: "label",
    shape: "list",
    count: 3,
    fields: { icon: text(true, { oneOf: ["lock", "shield", "money"] }), label: text(), text: text(false) },
  },
  {
    file: "legal.yaml",
    type: "LegalYaml",
    entryName: "Rechtstext",
    labelField: "page",
    shape: "list",
    count: LEGAL_PAGE_IDS.length,
    uniqueField: "page",
    entryRule: legalRule,
    fields: {
      page: text(true, { oneOf: LEGAL_PAGE_IDS }),
      updated: text(false),
      sections: objectList({
        heading: text(),
        host: text(false, { oneOf: HOSTS }),
        paragraphs: { kind: "stringList", required: true },
      }),
    },
  },
  {
    file: "mails.yaml",
    type: "MailsYaml",
    entryName: "Mail-Texte",
    shape: "object",
    placeholders: MAIL_PLACEHOLDERS,
    fields: {
      consent: object({ version: text(), text: text(), privacyLinkLabel: text() }),
      marketingConsent: object({ version: text(), text: text() }),
      drinkRecipe: { kind: "string", required: true, refersTo: { file: "recipes.yaml", field: "title" } },
      confirmation: object({
        subject: text(),
        preview: text(),
        greeting: text(),
        intro: text(),
        why: text(),
        button: text(),
        validity: text(),
        consentsHeading: text(),
        consentsIntro: text(),
        consentsIntroBoth: text(),
        withdraw: text(),
        ignore: text(),
        deleteLink: text(),
        closing: text(),
      }),
      plan: object({
        subject: text(),
        preview: text(),
        greeting: text(),
        intro: text(),
        webVersionText: text(),
        webVersionButton: text(),
        exercisesHeading: text(),
        recipesText: text(),
        laterWeeksHeading: text(),
        disclaimerHeading: text(),
        contactText: text(),
        closing: text(),
        unsubscribeText: text(),
        unsubscribeLink: text(),
      }),
      contactNotice: object({ subject: text(), intro: text(), replyHint: text() }),
      footer: object({ sender: text(), register: text(), imprintLink: text() }),
    },
  },
  {
    file: "plan.yaml",
    type: "PlanYaml",
    entryName: "4-Wochen-Plan",
    shape: "object",
    placeholders: PLAN_PLACEHOLDERS,
    entryRule: planRule,
    fields: {
      questions: object({
        heading: text(),
        intro: text(),
        noAnswer: text(),
        multipleHint: text(),
        activity: object({ legend: text(), wenig: text(), etwas: text(), regelmaessig: text() }),
        dayTime: object({ legend: text(), morgens: text(), mittags: text(), abends: text() }),
        likes: object({
          legend: text(),
          gehen: text(),
          radfahren: text(),
          schwimmen: text(),
          garten: text(),
          tanzen: text(),
        }),
        limits: object({ legend: text(), gelenke: text(), gleichgewicht: text() }),
        household: object({ legend: text(), eins: text(), zwei: text() }),
        excludes: object({
          legend: text(),
          fisch: text(),
          schwein: text(),
          fleisch: text(),
          milch: text(),
          nuesse: text(),
        }),
      }),
      fitted: object({
        label: text(),
        none: text(),
        activity: object({ wenig: text(), etwas: text(), regelmaessig: text() }),
        dayTime: object({ morgens: text(), mittags: text(), abends: text() }),
        likes: object({ gehen: text(), radfahren: text(), schwimmen: text(), garten: text(), tanzen: text() }),
        limits: object({ gelenke: text(), gleichgewicht: text() }),
        household: object({ eins: text(), zwei: text() }),
        excludes: object({ fisch: text(), schwein: text(), fleisch: text(), milch: text(), nuesse: text() }),
        without: text(),
        and: text(),
      }),
      times: object({ session: byDayTime(), walk: byDayTime() }),
      weeks: objectList({
        minutes: object({ wenig: int(true, 0, 300), etwas: int(true, 0, 300), regelmaessig: int(true, 0, 300) }),
        intro: text(),
        goal: text(),
      }),
      warmUp: object(exercise),
      coolDown: object(exercise),
      endurance: objectList({
        like: text(true, { oneOf: QUESTIONS.likes.values }),
        indoor: { kind: "boolean", required: false },
        ...exercise,
        alternative: text(false),
      }),
      walk: object({ ...exercise, alternative: text() }),
      strength: objectList(exercise),
      balance: objectList(exercise),
      stretch: object(exercise),
      ifThen: object({
        heading: text(),
        plans: objectList({ when: text(), then: text() }),
        missedWeek: text(),
      }),
      numbers: object({
        heading: text(),
        points: { kind: "stringList", required: true, min: 1 },
        note: text(),
        inBrief: text(),
      }),
      later: object({
        heading: text(),
        intro: text(),
        weekLabel: text(),
        target: text(),
        strengthDays: text(),
        weight: text(),
      }),
      texts: object({
        title: text(),
        intro: text(),
        generalPlan: text(),
        talkTest: text(),
        guideHeading: text(),
        weekHeading: text(),
        weekSummary: text(),
        goalLabel: text(),
        afterMealLabel: text(),
        afterMealLine: text(),
        partner: text(),
        weekdays: { kind: "stringList", required: true, min: 7, max: 7 },
        minutesLabel: text(),
        bouts: text(),
        repetitions: text(),
        seconds: text(),
        breathing: text(),
        frame: text(),
        variantsOnSheet: text(),
        strengthLabel: text(),
        balanceLabel: text(),
        whenLabel: text(),
        feelLabel: text(),
        stopLabel: text(),
        alternativeLabel: text(),
        variantLabel: text(),
        restDay: text(),
        doneLabel: text(),
        logMinutes: text(),
        logSteps: text(),
        weekWeight: text(),
        weekSafety: text(),
        startMeasures: text(),
        drinkLine: text(),
        drinkTeeth: text(),
        plate: text(),
        alcohol: text(),
        mealsHeading: text(),
        mealsIntro: text(),
        breakfastLabel: text(),
        cookedLabel: text(),
        quickMealsLabel: text(),
        lunchLabel: text(),
        dinnerLabel: text(),
        cookLabel: text(),
        leftoverLabel: text(),
        quickLabel: text(),
        portionsOne: text(),
        portionsTwo: text(),
        shoppingHeading: text(),
        shoppingIntro: text(),
        pantryHeading: text(),
        pantryIntro: text(),
        packLine: text(),
        needLine: text(),
        toTaste: text(),
        recipesHeading: text(),
        recipesIntro: text(),
        recipePortions: text(),
        proteinLine: text(),
        ingredientsLabel: text(),
        stepsLabel: text(),
        printedOn: text(),
        startedOn: text(),
      }),
      shopSections: object({
        obstGemuese: text(),
        kuehlregal: text(),
        fleischFisch: text(),
        brot: text(),
        vorrat: text(),
        gewuerze: text(),
      }),
      packs: objectList({ name: text(), unit: text(false), size: int(true, 1, 5000), label: text() }),
    },
  },
] as const satisfies readonly Collection[];

export const collections: readonly Collection[] = COLLECTIONS;

type SchemaCollection = (typeof COLLECTIONS)[number];
/** The files in data/ the schema describes. */
export type CollectionFile = SchemaCollection["file"];
type PathsOf<F> = {
  [K in keyof F & string]: K | (F[K] extends { readonly fields: infer G } ? `${K}.${PathsOf<G>}` : never);
}[keyof F & string];
/** Every field of a file as a dotted path ("address.street", "sections.heading"): the editor's labels are keyed by it. */
export type FieldPath<File extends CollectionFile> = PathsOf<Extract<SchemaCollection, { file: File }>["fields"]>;
