// The vocabulary of the collection files: what a field of a YAML file in data/ holds (its shape),
// and how the editor names and explains it (its German label and hint), side by side as Decap keeps
// them. The GraphQL types (../graphql-types.ts), the German content check (../check-rules.ts) and
// the editor's configuration (src/cms/config.ts) are all derived from these descriptions.

/** What every field says to an editor: a short German label and one helpful German sentence. */
interface Described {
  /** Shown above the input, e.g. "Titel". */
  label: string;
  /** Shown under the input: what it is for, where it appears, format tips. */
  hint: string;
  required: boolean;
}

export type Field = Described &
  (
    | {
        kind: "string";
        oneOf?: readonly string[];
        format?: "email";
        refersTo?: Reference;
        /** A long text: a multi-line text area in the editor instead of a one-line input. */
        multiline?: boolean;
      }
    | { kind: "int"; min?: number; max?: number }
    | { kind: "decimal"; min?: number; max?: number }
    | { kind: "boolean" }
    | { kind: "image"; minWidth: number; altField: string }
    | { kind: "stringList"; min?: number; max?: number; multiline?: boolean }
    | { kind: "object"; fields: Fields }
    | { kind: "objectList"; fields: Fields }
  );

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

/** One file of data/: its shape, its rules, and how the editor presents it. */
export interface Collection {
  /** File name inside data/. */
  file: string;
  /** GraphQL type that gatsby-transformer-yaml gives the file's nodes. */
  type: string;
  /** The file's name in the editor's list, e.g. "Rezepte". */
  label: string;
  /** What this file holds and where it appears on the website (the editor shows it). */
  hint: string;
  /** How an editor recognises one entry, in the check's messages and on the editor's buttons ("Rezept"). */
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

/** A field is required unless it says `required: false` (as in Decap). */
type Options<Extra = object> = Omit<Described, "required"> & { required?: boolean } & Extra;

export const text = ({
  required = true,
  ...rest
}: Options<{ oneOf?: readonly string[]; format?: "email"; refersTo?: Reference; multiline?: boolean }>): Field => ({
  kind: "string",
  required,
  ...rest,
});

export const int = ({ required = true, ...rest }: Options<{ min?: number; max?: number }>): Field => ({
  kind: "int",
  required,
  ...rest,
});

/** A number with decimals, written with a point (3.5). */
export const decimal = ({ required = true, ...rest }: Options<{ min?: number; max?: number }>): Field => ({
  kind: "decimal",
  required,
  ...rest,
});

/** A tick box: true or false, never required. */
export const flag = (described: Omit<Described, "required">): Field => ({
  kind: "boolean",
  required: false,
  ...described,
});

/** Each line one text (the steps of a recipe). */
export const textList = ({
  required = true,
  ...rest
}: Options<{ min?: number; max?: number; multiline?: boolean }>): Field => ({
  kind: "stringList",
  required,
  ...rest,
});

/** Indented fields that belong together (an address). */
export const group = ({ required = true, ...rest }: Options<{ fields: Fields }>): Field => ({
  kind: "object",
  required,
  ...rest,
});

/** A list of entries with the same fields (the ingredients of a recipe). */
export const list = ({ required = true, ...rest }: Options<{ fields: Fields }>): Field => ({
  kind: "objectList",
  required,
  ...rest,
});

/**
 * gatsby-plugin-image builds srcsets up to twice the width a template asks for (for sharp screens), so an
 * image narrower than that looks soft. Cards ask for 600 px (image-card.tsx),
 * the hero for 720 px (templates/home.tsx).
 */
export const CARD_IMAGE_MIN_WIDTH = 2 * 600;
export const HERO_IMAGE_MIN_WIDTH = 2 * 720;

/** An image file in data/images/, described for people who cannot see it in the entry's `imageAlt`. */
export const image = ({ required = true, ...rest }: Options<{ minWidth: number }>): Field => ({
  kind: "image",
  required,
  altField: "imageAlt",
  ...rest,
});

/** The description an image needs (the image's own field names its minimum width). */
export const imageAlt = (example: string): Field =>
  text({
    label: "Bildbeschreibung (Alternativtext)",
    hint: `Beschreiben Sie in einem Satz, was auf dem Bild zu sehen ist, für blinde Leser, z. B. „${example}“.`,
    required: false,
  });

/**
 * Marks an entry as an example from the product brief (invented people or figures): shown with a
 * "Beispiel" label, and a production build refuses to publish it (src/content/go-live.ts).
 */
export const example = (
  hint = "Angehakt = ein erfundenes Beispiel, kein echter Teilnehmer: Die Vorschau zeigt dann „Beispiel“, und die Website kann so nicht veröffentlicht werden. Ein Beispiel wird nie echt: Löschen Sie es vor der Veröffentlichung. Ein echter Bericht (mit Zustimmung der Person) ist ein neuer Eintrag ohne Haken.",
): Field => flag({ label: "Beispiel (nicht veröffentlichen)", hint });
