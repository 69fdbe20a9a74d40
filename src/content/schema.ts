// The shape of every YAML file in data/: one definition that gatsby-node turns into explicit
// GraphQL types and that the content check uses to tell editors exactly what is wrong.

export type Field =
  | { kind: "string"; required: boolean; oneOf?: readonly string[]; format?: "email"; refersTo?: Reference }
  | { kind: "int"; required: boolean; min?: number; max?: number }
  | { kind: "image"; required: boolean; minWidth: number; altField: string }
  | { kind: "stringList"; required: boolean }
  | { kind: "object"; required: boolean; fields: Fields }
  | { kind: "objectList"; required: boolean; fields: Fields };

export type Fields = Readonly<Record<string, Field>>;

/** The value must equal `field` of some entry in the list file `file` (e.g. a recipe title). */
export interface Reference {
  file: string;
  field: string;
}

export interface Collection {
  /** File name inside data/. */
  file: string;
  /** GraphQL type that gatsby-transformer-yaml gives the file's nodes. */
  type: string;
  /** How an editor recognises one entry in a message ("recipe"). */
  entryName: string;
  /** Field whose value names an entry in messages ("title"). */
  labelField?: string;
  /** A single object (site settings) or a list of entries. */
  shape: "object" | "list";
  /** Number of entries SPEC.md fixes for a list. */
  count?: number;
  /** Field that must not repeat across entries. */
  uniqueField?: string;
  /** Placeholders this file may use besides the site's (the mails fill in {name}, for example). */
  placeholders?: readonly string[];
  /** A rule about one whole entry; returns what is wrong, in words for editors. */
  entryRule?: (entry: Record<string, unknown>) => string | undefined;
  fields: Fields;
}

const text = (required = true, extra: { oneOf?: readonly string[]; format?: "email" } = {}): Field => ({
  kind: "string",
  required,
  ...extra,
});
const int = (required = true, min?: number, max?: number): Field => ({ kind: "int", required, min, max });
/**
 * gatsby-plugin-image builds srcsets up to twice the width a template asks for (for sharp screens), so an
 * image narrower than that looks soft. Cards ask for 600 px (image-card.tsx),
 * the hero for 720 px (templates/home.tsx).
 */
export const CARD_IMAGE_MIN_WIDTH = 2 * 600;
export const HERO_IMAGE_MIN_WIDTH = 2 * 720;

const image = (minWidth: number, required = true): Field => ({ kind: "image", required, minWidth, altField: "imageAlt" });
const object = (fields: Fields, required = true): Field => ({ kind: "object", required, fields });
const objectList = (fields: Fields, required = true): Field => ({ kind: "objectList", required, fields });

export const PAGE_IDS = [
  "home",
  "movement",
  "nutrition",
  "recipes",
  "contact",
  "thanks",
  "privacy",
  "personalData",
  "terms",
  "imprint",
  "notFound",
] as const;

/** What the mails fill in besides the site's placeholders (src/mail/compose.ts). */
export const MAIL_PLACEHOLDERS = ["name", "brand", "confirmDays", "retentionDays"] as const;

/** SPEC.md section 9: the terms and conditions have ten sections. */
export const TERMS_SECTIONS = 10;

export const LEGAL_PAGE_IDS = ["privacy", "personalData", "terms", "imprint"] as const;

const claim = object({ value: text(), label: text(), note: text(false) });

export const collections: readonly Collection[] = [
  {
    file: "site.yaml",
    type: "SiteYaml",
    entryName: "site settings",
    shape: "object",
    fields: {
      brand: text(),
      email: text(true, { format: "email" }),
      company: text(),
      address: object({ street: text(), postalCode: text(), city: text() }),
      openingHours: objectList({ days: text(), hours: text() }),
      claims: object({ customers: claim, guarantee: claim, improvement: claim }),
      disclaimer: text(),
      privacyNotice: text(),
    },
  },
  {
    file: "pages.yaml",
    type: "PagesYaml",
    entryName: "page",
    labelField: "page",
    shape: "list",
    count: PAGE_IDS.length,
    uniqueField: "page",
    fields: {
      page: text(true, { oneOf: PAGE_IDS }),
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
    entryName: "benefit",
    labelField: "title",
    shape: "list",
    count: 3,
    fields: { icon: text(true, { oneOf: ["lemon", "plate", "walk"] }), title: text(), text: text() },
  },
  {
    file: "testimonials.yaml",
    type: "TestimonialsYaml",
    entryName: "testimonial",
    labelField: "name",
    shape: "list",
    count: 5,
    fields: { name: text(), city: text(), age: int(false, 18, 120), text: text() },
  },
  {
    file: "success-stories.yaml",
    type: "SuccessStoriesYaml",
    entryName: "success story",
    labelField: "page",
    shape: "list",
    count: 2,
    uniqueField: "page",
    fields: {
      page: text(true, { oneOf: ["home", "movement"] }),
      name: text(),
      age: int(false, 18, 120),
      city: text(),
      heading: text(),
      text: text(),
    },
  },
  {
    file: "exercise-days.yaml",
    type: "ExerciseDaysYaml",
    entryName: "exercise day",
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
    entryName: "nutrition secret",
    labelField: "title",
    shape: "list",
    count: 5,
    uniqueField: "number",
    fields: { number: int(true, 1, 99), title: text(), description: text() },
  },
  {
    file: "expectations.yaml",
    type: "ExpectationsYaml",
    entryName: "expectation",
    labelField: "title",
    shape: "list",
    count: 3,
    fields: { title: text(), text: text() },
  },
  {
    file: "recipes.yaml",
    type: "RecipesYaml",
    entryName: "recipe",
    labelField: "title",
    shape: "list",
    count: 8,
    uniqueField: "title",
    fields: {
      title: text(),
      description: text(),
      minutes: int(true, 1, 600),
      servings: int(true, 1, 20),
      ingredients: { kind: "stringList", required: true },
      image: image(CARD_IMAGE_MIN_WIDTH),
      imageAlt: text(false),
    },
  },
  {
    file: "next-steps.yaml",
    type: "NextStepsYaml",
    entryName: "next step",
    labelField: "title",
    shape: "list",
    fields: { title: text(), text: text() },
  },
  {
    file: "trust-badges.yaml",
    type: "TrustBadgesYaml",
    entryName: "trust badge",
    labelField: "label",
    shape: "list",
    count: 3,
    fields: { icon: text(true, { oneOf: ["lock", "shield", "money"] }), label: text(), text: text(false) },
  },
  {
    file: "legal.yaml",
    type: "LegalYaml",
    entryName: "legal text",
    labelField: "page",
    shape: "list",
    count: LEGAL_PAGE_IDS.length,
    uniqueField: "page",
    entryRule: (entry) => {
      const sections = Array.isArray(entry.sections) ? entry.sections.length : 0;
      return entry.page === "terms" && sections !== TERMS_SECTIONS
        ? `field 'sections' has ${sections} sections; the AGB must have exactly ${TERMS_SECTIONS}`
        : undefined;
    },
    fields: {
      page: text(true, { oneOf: LEGAL_PAGE_IDS }),
      updated: text(false),
      sections: objectList({ heading: text(), paragraphs: { kind: "stringList", required: true } }),
    },
  },
  {
    file: "mails.yaml",
    type: "MailsYaml",
    entryName: "mail texts",
    shape: "object",
    placeholders: MAIL_PLACEHOLDERS,
    fields: {
      consentVersion: text(),
      consent: object({ text: text(), privacyLinkLabel: text() }),
      drinkRecipe: { kind: "string", required: true, refersTo: { file: "recipes.yaml", field: "title" } },
      questions: object({
        heading: text(),
        intro: text(),
        activityLegend: text(),
        activityOptions: object({ wenig: text(), etwas: text(), regelmaessig: text() }),
        dayTimeLegend: text(),
        dayTimeOptions: object({ morgens: text(), abends: text() }),
        submit: text(),
      }),
      confirmation: object({
        subject: text(),
        preview: text(),
        greeting: text(),
        intro: text(),
        why: text(),
        button: text(),
        validity: text(),
        ignore: text(),
        closing: text(),
      }),
      plan: object({
        subject: text(),
        preview: text(),
        greeting: text(),
        intro: text(),
        drinkHeading: text(),
        drinkIntro: text(),
        ingredientsHeading: text(),
        weekHeading: text(),
        weekIntro: text(),
        activityNotes: object({ none: text(), wenig: text(), etwas: text(), regelmaessig: text() }),
        dayTimeNotes: object({ none: text(), morgens: text(), abends: text() }),
        minutesLabel: text(),
        restDay: text(),
        secretsHeading: text(),
        disclaimerHeading: text(),
        contactHeading: text(),
        contactText: text(),
        webVersionText: text(),
        webVersionButton: text(),
        closing: text(),
        unsubscribeText: text(),
        unsubscribeLink: text(),
      }),
      contactNotice: object({ subject: text(), intro: text(), replyHint: text() }),
      footer: object({ sender: text(), imprintLink: text() }),
    },
  },
];
