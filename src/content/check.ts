// Checks the YAML files in data/ against the schema and reports every problem at once,
// each with file, line, entry and field, in words an editor understands.
// Errors stop the build; warnings (placeholders left in, small images, missing alt texts) do not.
import { existsSync, readFileSync } from "fs";
import { dirname, join, relative } from "path";
import sharp from "sharp";
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, visit, type Node, type YAMLMap } from "yaml";
import { collections, type Collection, type Field, type Fields, type Reference } from "./schema";
import { EMAIL_PATTERN } from "../lib/forms";
import { PLACEHOLDER_NAMES, PLACEHOLDER_PATTERN } from "../lib/placeholders";

export interface Problem {
  severity: "error" | "warning";
  file: string;
  line?: number;
  entry?: string;
  message: string;
}

interface Context {
  problems: Problem[];
  file: string;
  yamlDir: string;
  lines: LineCounter;
  entry: string;
  /** Image sizes are read asynchronously after the YAML walk. */
  imageChecks: Array<() => Promise<void>>;
}

const PLACEHOLDER = /\[PLATZHALTER[^\]]*\]/g;

const describe: Record<Field["kind"], string> = {
  string: "a text",
  int: "a whole number",
  image: "an image path such as images/photo.jpg",
  stringList: "a list of texts (each line starting with '- ')",
  object: "a group of indented fields",
  objectList: "a list of entries (each starting with '- ')",
};

export async function checkContent(dataDir: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  const imageChecks: Context["imageChecks"] = [];
  for (const collection of collections) checkFile(dataDir, collection, problems, imageChecks);
  await Promise.all(imageChecks.map((check) => check()));
  return problems;
}

export function formatProblem(p: Problem): string {
  const where = [p.file, p.line ? `line ${p.line}` : undefined, p.entry].filter(Boolean).join(", ");
  return `${where}: ${p.message}`;
}

export const errorsOf = (problems: Problem[]) => problems.filter((p) => p.severity === "error");
export const warningsOf = (problems: Problem[]) => problems.filter((p) => p.severity === "warning");

function checkFile(dataDir: string, collection: Collection, problems: Problem[], imageChecks: Context["imageChecks"]) {
  const path = join(dataDir, collection.file);
  const file = relative(process.cwd(), path);
  if (!existsSync(path)) {
    problems.push({ severity: "error", file, message: `the file is missing; it should hold the ${collection.entryName} entries` });
    return;
  }
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(path, "utf8"), { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) {
    // One message per line: the parser often reports the same slip several ways.
    const seenLines = new Set<number | undefined>();
    for (const error of doc.errors) {
      const line = error.linePos?.[0].line;
      if (seenLines.has(line)) continue;
      seenLines.add(line);
      const summary = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
      problems.push({
        severity: "error",
        file,
        line,
        message: `YAML syntax error (${summary}); check the indentation of this line and the lines below it: the fields of one entry must start in the same column`,
      });
    }
    return;
  }
  const ctx: Context = { problems, file, yamlDir: dirname(path), lines, entry: collection.entryName, imageChecks };
  const root = doc.contents;

  if (collection.shape === "object") {
    if (!isMap(root)) return report(ctx, root, `expected ${describe.object}, found something else`);
    checkFields(ctx, root, collection.fields, "");
    checkEntryRule(ctx, collection, root);
    checkPlaceholders(ctx, root, collection);
  } else {
    if (!isSeq(root)) return report(ctx, root, `expected ${describe.objectList}, found something else`);
    const seen = new Map<string, number>();
    root.items.forEach((item, index) => {
      const entryCtx = { ...ctx, entry: entryLabel(collection, item, index) };
      if (!isMap(item)) return report(entryCtx, item as Node, `expected ${describe.object}`);
      checkFields(entryCtx, item, collection.fields, "");
      checkEntryRule(entryCtx, collection, item);
      checkPlaceholders(entryCtx, item, collection);
      if (collection.uniqueField) {
        const value = String(item.get(collection.uniqueField) ?? "");
        const first = seen.get(value);
        if (value && first !== undefined) {
          report(entryCtx, item, `field '${collection.uniqueField}' repeats '${value}' from line ${first}; each ${collection.entryName} must be unique`);
        } else if (value) seen.set(value, lineOf(ctx, item) ?? 0);
      }
    });
    if (collection.count !== undefined && root.items.length !== collection.count) {
      report(ctx, root, `expected exactly ${collection.count} ${collection.entryName} entries, found ${root.items.length}`);
    }
  }
}

/** Warns about [PLATZHALTER: …] markers; a {name} the site cannot fill in is an error. */
function checkPlaceholders(ctx: Context, root: Node, collection: Collection) {
  const names: readonly string[] = [...(collection.placeholders ?? []), ...PLACEHOLDER_NAMES];
  visit(root, {
    Scalar(_key, node) {
      for (const [match, name] of String(node.value).matchAll(PLACEHOLDER_PATTERN)) {
        if (!names.includes(name)) {
          const known = names.map((n) => `{${n}}`).join(", ");
          report(ctx, node, `unknown placeholder ${match}; the site can fill in ${known}`);
        }
      }
      for (const match of String(node.value).match(PLACEHOLDER) ?? []) {
        warn(ctx, node, `still contains the placeholder '${match}'; replace it with the real details before the site goes live`);
      }
    },
  });
}

function checkEntryRule(ctx: Context, collection: Collection, item: YAMLMap): void {
  for (const problem of collection.entryRule?.(item.toJSON() as Record<string, unknown>) ?? []) {
    const node = problem.field ? nearestNode(item, problem.field.split(".")) : item;
    add(problem.severity ?? "error", ctx, node, problem.message);
  }
}

/** The node of a dotted field path, or of its nearest parent that exists (for a missing field). */
function nearestNode(item: YAMLMap, path: string[]): Node {
  for (let depth = path.length; depth > 0; depth--) {
    const node = item.getIn(path.slice(0, depth), true) as Node | undefined;
    if (node && typeof node === "object") return node;
  }
  return item;
}

function entryLabel(collection: Collection, item: unknown, index: number): string {
  const label = collection.labelField && isMap(item) ? item.get(collection.labelField) : undefined;
  return typeof label === "string" || typeof label === "number"
    ? `${collection.entryName} '${label}'`
    : `${collection.entryName} ${index + 1}`;
}

function checkFields(ctx: Context, map: YAMLMap, fields: Fields, prefix: string): void {
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : "";
    if (!(key in fields)) {
      const known = Object.keys(fields).join(", ");
      report(ctx, pair.key as Node, `unknown field '${prefix}${key}'; known fields are: ${known}`);
    }
  }
  for (const [name, field] of Object.entries(fields)) {
    const node = map.get(name, true) as Node | undefined;
    checkValue(ctx, map, node, field, `${prefix}${name}`);
  }
}

function isEmpty(node: Node | undefined): boolean {
  if (node === undefined || node === null) return true;
  if (isScalar(node)) return node.value === null || String(node.value).trim() === "";
  return false;
}

function checkValue(ctx: Context, parent: YAMLMap, node: Node | undefined, field: Field, name: string): void {
  if (isEmpty(node)) {
    if (field.required) report(ctx, node ?? parent, `field '${name}' is missing; expected ${describe[field.kind]}`);
    return;
  }
  const value = node as Node;
  const wrong = (found: string) => report(ctx, value, `field '${name}' ${found}; expected ${describe[field.kind]}`);

  switch (field.kind) {
    case "string": {
      if (!isScalar(value) || typeof value.value === "boolean") return wrong("is not a text");
      const text = String(value.value);
      if (field.oneOf && !field.oneOf.includes(text)) {
        return report(ctx, value, `field '${name}' is '${text}'; expected one of: ${field.oneOf.join(", ")}`);
      }
      if (field.format === "email" && !EMAIL_PATTERN.test(text)) {
        return report(ctx, value, `field '${name}' is '${text}', which is not an e-mail address`);
      }
      if (field.refersTo) checkReference(ctx, value, field.refersTo, name, text);
      return;
    }
    case "int": {
      if (!isScalar(value) || typeof value.value !== "number" || !Number.isInteger(value.value)) {
        return wrong(`is '${isScalar(value) ? String(value.value) : "a list"}'`);
      }
      const n = value.value;
      if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) {
        return report(ctx, value, `field '${name}' is ${n}; expected a number from ${field.min} to ${field.max}`);
      }
      return;
    }
    case "image":
      return checkImage(ctx, parent, value, field, name);
    case "stringList": {
      if (!isSeq(value)) return wrong("is not a list");
      if (value.items.length === 0 && field.required) return wrong("is an empty list");
      const count = value.items.length;
      if ((field.min !== undefined && count < field.min) || (field.max !== undefined && count > field.max)) {
        report(ctx, value, `field '${name}' has ${count} ${count === 1 ? "item" : "items"}; expected ${field.min ?? 1} to ${field.max ?? "any number of"} items, one per line starting with '- '`);
      }
      value.items.forEach((item, i) => {
        if (!isScalar(item) || isEmpty(item as Node)) {
          report(ctx, (item as Node) ?? value, `field '${name}', item ${i + 1} is empty or not a text`);
        }
      });
      return;
    }
    case "object":
      if (!isMap(value)) return wrong("is not a group of fields");
      return checkFields(ctx, value, field.fields, `${name}.`);
    case "objectList":
      if (!isSeq(value)) return wrong("is not a list");
      if (value.items.length === 0 && field.required) return wrong("is an empty list");
      value.items.forEach((item, i) => {
        if (!isMap(item)) return report(ctx, item as Node, `field '${name}', item ${i + 1} is not a group of fields`);
        checkFields(ctx, item, field.fields, `${name}[${i + 1}].`);
      });
  }
}

/** A value that names an entry of another file, e.g. the drink's recipe title in mails.yaml. */
function checkReference(ctx: Context, node: Node, reference: Reference, name: string, value: string): void {
  let entries: unknown;
  try {
    entries = parse(readFileSync(join(ctx.yamlDir, reference.file), "utf8"));
  } catch {
    return; // that file's own check reports what is wrong with it
  }
  const known = Array.isArray(entries) ? entries.map((entry) => String((entry as Record<string, unknown>)?.[reference.field] ?? "")) : [];
  if (!known.includes(value)) {
    report(ctx, node, `field '${name}' is '${value}', but ${reference.file} has no entry with ${reference.field} '${value}'; expected one of: ${known.join(", ")}`);
  }
}

function checkImage(
  ctx: Context,
  parent: YAMLMap,
  value: Node,
  field: Extract<Field, { kind: "image" }>,
  name: string,
): void {
  if (!isScalar(value) || typeof value.value !== "string") {
    return report(ctx, value, `field '${name}' is not a path; expected ${describe.image}`);
  }
  const relativePath = value.value;
  const path = join(ctx.yamlDir, relativePath);
  if (!existsSync(path)) return report(ctx, value, `field '${name}' points to ${relativePath}, which does not exist`);
  if (isEmpty(parent.get(field.altField, true) as Node | undefined)) {
    warn(ctx, value, `field '${field.altField}' is empty: describe the image in a few words for people who cannot see it`);
  }
  ctx.imageChecks.push(async () => {
    try {
      const { width } = await sharp(path).metadata();
      if (width !== undefined && width < field.minWidth) {
        warn(ctx, value, `image ${relativePath} is ${width} px wide; at least ${field.minWidth} px keeps it sharp on large and high-resolution screens`);
      }
    } catch {
      report(ctx, value, `field '${name}' points to ${relativePath}, which is not an image that can be read (use JPEG, PNG or WebP)`);
    }
  });
}

function lineOf(ctx: Context, node: Node | undefined | null): number | undefined {
  const offset = node?.range?.[0];
  return offset === undefined ? undefined : ctx.lines.linePos(offset).line;
}

function add(severity: Problem["severity"], ctx: Context, node: Node | undefined | null, message: string): void {
  ctx.problems.push({ severity, file: ctx.file, line: lineOf(ctx, node), entry: ctx.entry, message });
}

const report = add.bind(null, "error");
const warn = add.bind(null, "warning");
