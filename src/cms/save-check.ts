// What the editor checks before it saves a file: the content check's own rules on the text it is
// about to write (src/content/check-rules.ts, the same messages `npm run check:content` prints),
// plus two editor rules for images: a filled-in image needs its description, and a replaced image
// a new one.
import { parseDocument } from "yaml";
import { checkText, errorsOf, formatProblem, type CheckEnv } from "../content/check-rules";
import { say } from "../content/messages";
import { collections, type Collection } from "../content/collections";
import { LIST_FIELD, toFileText } from "./yaml-content-format";
import { asText } from "./decap";
import type { ConsentValues } from "../lib/consent-text";

/** The consent versions on record when editor.js was bundled (src/cms/editor-files.ts). */
export interface EditorConsentArchive {
  files: Record<string, string>;
  values: ConsentValues;
}

function bundledConsentArchive(): CheckEnv["consentArchive"] {
  const archive = JSON.parse(process.env.CONSENT_ARCHIVE || "null") as EditorConsentArchive | null;
  return archive ? { read: (file) => archive.files[file], values: archive.values } : undefined;
}

/**
 * In the browser the rules cannot look at other files: images are chosen from the media library
 * (so they exist) and a reference to another file (mails.yaml's drink recipe) is checked by the build.
 * The consent versions on record come with editor.js.
 */
const browserEnv = (): CheckEnv => ({
  fileExists: () => true,
  readDataFile: () => undefined,
  consentArchive: bundledConsentArchive(),
});

export const collectionOfPath = (path: string): Collection | undefined =>
  collections.find((c) => path === `data/${c.file}`);

/** The parser's problems with a file as it is stored (empty when it can be read). */
export function unreadableFileProblems(path: string, text: string): string[] {
  const collection = collectionOfPath(path);
  if (!collection || parseDocument(text).errors.length === 0) return [];
  return errorsOf(checkText(collection, text, path, browserEnv()).problems).map(formatProblem);
}

type Entry = Record<string, unknown>;
const entriesOf = (data: unknown): Entry[] => {
  if (Array.isArray(data)) return data as Entry[];
  const items = (data as Entry | undefined)?.[LIST_FIELD];
  return Array.isArray(items) ? (items as Entry[]) : data ? [data as Entry] : [];
};

function imageProblems(collection: Collection, before: unknown, after: Entry): string[] {
  const images = Object.entries(collection.fields).flatMap(([name, field]) =>
    field.kind === "image" ? [{ name, alt: field.altField }] : [],
  );
  const old = entriesOf(before);
  return entriesOf(after).flatMap((entry, i) => {
    const label = collection.labelField ? asText(entry[collection.labelField], String(i + 1)) : String(i + 1);
    const where = `data/${collection.file}, ${collection.entryName} '${label}'`;
    return images.flatMap(({ name, alt }) => {
      if (!entry[name]) return [];
      if (!asText(entry[alt]).trim()) return [`${where}: ${say.altMissing(alt)}`];
      const replaced = old[i] && old[i][name] !== entry[name] && old[i][alt] === entry[alt];
      return replaced ? [`${where}: ${REPLACED_IMAGE(alt)}`] : [];
    });
  });
}

export const REPLACED_IMAGE = (alt: string) =>
  `das Bild wurde ausgetauscht, die Beschreibung im Feld '${alt}' ist noch die alte; beschreiben Sie das neue Bild`;

/** Every reason not to save `data` into `path` (whose stored text is `original`), in German. */
export function problemsBeforeSave(path: string, original: string | undefined, data: Entry): string[] {
  const collection = collectionOfPath(path);
  if (!collection) return [];
  if (original !== undefined) {
    const unreadable = unreadableFileProblems(path, original);
    if (unreadable.length > 0) return unreadable;
  }
  const text = toFileText(data, original);
  const { problems } = checkText(collection, text, path, browserEnv());
  const before = original === undefined ? undefined : (parseDocument(original).toJS() as unknown);
  return [...errorsOf(problems).map(formatProblem), ...imageProblems(collection, before, data)];
}

/** Decap shows an error's text in its "not saved" message; without the "Error: " prefix. */
export class SaveRefused extends Error {
  override toString() {
    return this.message;
  }
}
