// How the editor reads and writes the YAML files in data/.
// Most files are a list at the top level, which Decap's file collections cannot edit directly: the
// editor sees such a file as { items: [...] } and the plain list is written back. Files that hold one
// object (site.yaml) pass through unchanged.
// Saving changes the values in the file's own YAML document (yaml's Document API), so quotes, `>-`
// blocks, comments and the order of fields stay as the file had them and Git shows only what changed.
import {
  Composer,
  CST,
  Document,
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  Parser,
  Scalar,
  type Node,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";

export const YAML_CONTENT_FORMAT = "yaml-content";
export const LIST_FIELD = "items";

const TO_STRING_OPTIONS = { lineWidth: 0 } as const;

type Data = Record<string, unknown>;

export function fromFile(content: string): Data {
  const doc = parseDocument(content);
  if (doc.errors.length > 0) throw doc.errors[0];
  const data: unknown = doc.toJS() ?? {};
  return Array.isArray(data) ? { [LIST_FIELD]: data } : (data as Data);
}

/** The value written to the file: the plain list for list files, without the editor's own fields. */
function fileValue(data: Data): unknown {
  const keys = Object.keys(data).filter((key) => !key.startsWith("_"));
  if (keys.length === 1 && keys[0] === LIST_FIELD && Array.isArray(data[LIST_FIELD])) return data[LIST_FIELD];
  return Object.fromEntries(keys.map((key) => [key, data[key]]));
}

const isPlainObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** Puts `value` into `node`, keeping the node (and its style and comments) wherever the kind still fits. */
function merge(doc: Document, node: unknown, value: unknown): Node {
  if (isPlainObject(value) && isMap(node)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const wasBlank = isScalar(pair.value) && isBlank(pair.value.value);
      // A field the editor emptied disappears, as if it had never been filled in.
      if (!(key in value) || (isBlank(value[key]) && !wasBlank)) node.delete(key);
    }
    for (const [key, child] of Object.entries(value)) {
      if (isBlank(child)) continue;
      const existing = node.get(key, true);
      node.set(key, existing === undefined ? doc.createNode(child) : merge(doc, existing, child));
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    node.items = value.map((child, i) =>
      i < node.items.length ? merge(doc, node.items[i], child) : doc.createNode(child),
    );
    return node;
  }
  if (!isPlainObject(value) && !Array.isArray(value) && isScalar(node)) {
    if (node.value !== value) node.value = value;
    return node;
  }
  return doc.createNode(value);
}

/** A string that YAML would read as something else when written plainly ("12", "ja: nein"). */
const needsQuotes = (text: string) => {
  try {
    return parse(text) !== text;
  } catch {
    return true;
  }
};

/**
 * Changes the changed scalars in the file's own tokens, so every other byte stays as it was.
 * Returns false when the shape changed (an entry or field added or removed): that needs a new document.
 */
function setScalars(node: unknown, value: unknown): boolean {
  if (isMap(node) && isPlainObject(value)) {
    const present = Object.entries(value).filter(([, child]) => !isBlank(child));
    if (present.some(([key]) => !node.has(key))) return false;
    if (!removeEmptiedFields(node, new Set(present.map(([key]) => key)))) return false;
    return present.every(([key, child]) => setScalars(node.get(key, true), child));
  }
  if (isSeq(node) && Array.isArray(value)) {
    if (node.items.length !== value.length && !resizeTextList(node, value)) return false;
    return value.every((child, i) => setScalars(node.items[i], child));
  }
  if (!isScalar(node) || isPlainObject(value) || Array.isArray(value) || typeof value !== typeof node.value)
    return false;
  if (node.value === value) return true;
  if (!node.srcToken) return false;
  setScalarToken(node.srcToken, value as string | number | boolean, node.type);
  return true;
}

/** Fields the editor emptied leave the file (with their line), as if they had never been filled in. */
function removeEmptiedFields(node: YAMLMap, keep: Set<string>): boolean {
  const token = node.srcToken;
  const keyOf = (pair: (typeof node.items)[number]) => (isScalar(pair.key) ? String(pair.key.value) : "");
  const gone = node.items.filter((pair) => !keep.has(keyOf(pair)));
  if (gone.length === 0) return true;
  if (token?.type !== "block-map" || token.items.length !== node.items.length) return false;
  for (let i = node.items.length - 1; i >= 0; i--) {
    if (keep.has(keyOf(node.items[i]))) continue;
    // The first field's line starts after the "- " of its entry; the next field takes its place.
    if (i === 0 && token.items.length > 1) token.items[1].start = token.items[0].start;
    token.items.splice(i, 1);
    node.items.splice(i, 1);
  }
  return true;
}

function setScalarToken(token: CST.Token, value: string | number | boolean, style: Scalar["type"]): void {
  const text = String(value);
  const plain = style === Scalar.PLAIN || style === undefined;
  const type = typeof value === "string" && plain && needsQuotes(text) ? Scalar.QUOTE_DOUBLE : undefined;
  CST.setScalarValue(token, text, { afterKey: true, type });
}

/**
 * A list of texts (ingredients, steps, paragraphs) that got longer or shorter: new lines are written
 * like the list's last line, removed ones are cut from the end; the values are then set by position.
 */
function resizeTextList(node: YAMLSeq, value: unknown[]): boolean {
  const token = node.srcToken;
  const last = token?.type === "block-seq" ? token.items.at(-1) : undefined;
  const texts =
    value.every((v) => typeof v === "string") &&
    node.items.every((item) => isScalar(item) && typeof item.value === "string");
  if (!token || token.type !== "block-seq" || !last?.value || !texts) return false;
  const indent = { type: "space", offset: -1, indent: 0, source: " ".repeat(token.indent) } as const;
  const lineStart = token.items.length > 1 ? token.items[1].start : [indent, ...token.items[0].start];
  while (token.items.length < value.length) {
    const item = structuredClone({ start: lineStart, value: last.value });
    token.items.push(item);
    node.items.push(Object.assign(new Scalar(""), { srcToken: item.value, type: (node.items.at(-1) as Scalar).type }));
  }
  token.items.splice(value.length);
  node.items.splice(value.length);
  return true;
}

/** The new file text: `data` written into the original text (or a fresh document without one). */
export function toFileText(data: Data, original?: string): string {
  const value = fileValue(data);
  if (original === undefined) return new Document(value).toString(TO_STRING_OPTIONS);
  const tokens = [...new Parser().parse(original)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (docs.length !== 1 || docs[0].errors.length > 0) return new Document(value).toString(TO_STRING_OPTIONS);
  if (setScalars(docs[0].contents, value)) return tokens.map((token) => CST.stringify(token)).join("");
  // Entries or fields were added or removed: the document keeps its comments and the styles of the
  // values it still has, but yaml lays the text out anew.
  const doc = parseDocument(original);
  doc.contents = merge(doc, doc.contents, value) as typeof doc.contents;
  return doc.toString(TO_STRING_OPTIONS);
}

// Decap hands the format only the data, not the file it came from. The editor's preSave handler
// (src/cms/cms.ts) knows the original text and prepares the file; toFile returns that text for
// the same data and falls back to a fresh document otherwise (Decap's local backup copy).
let prepared: { value: string; text: string } | undefined;

export function prepareSave(data: Data, original: string | undefined): string {
  const text = toFileText(data, original);
  prepared = { value: JSON.stringify(fileValue(data)), text };
  return text;
}

export const yamlContentFormatter = {
  fromFile,
  toFile(data: Data): string {
    if (prepared?.value === JSON.stringify(fileValue(data))) return prepared.text;
    return toFileText(data);
  },
};
