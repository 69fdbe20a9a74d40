// The rules of the content check on the text of one YAML file, with no file system and no image
// library: the caller passes what the rules need to look up (src/content/check.ts for the build and
// `npm run check:content`; the browser editor can run the same rules before it saves).
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parse,
  parseDocument,
  visit,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
} from "yaml";
import type { Collection, Field, Fields, Reference } from "./collections";
import { EMAIL_PATTERN } from "../lib/forms";
import { PLACEHOLDER_NAMES, PLACEHOLDER_PATTERN } from "../lib/placeholders";
import { say, syntax } from "./messages";
import { CONSENT_FIELDS, silentChange, type ConsentKind, type ConsentValues } from "../lib/consent-text";

export interface Problem {
  /** An error stops the build; a warning does not, and one with `launch` stops a launch (the go-live check). */
  severity: "error" | "warning";
  launch?: boolean;
  file: string;
  line?: number;
  entry?: string;
  message: string;
}

/** What the rules look up outside the file they check. */
export interface CheckEnv {
  /** Whether a path relative to the data folder (e.g. images/x.jpg) names an existing file. */
  fileExists(relativePath: string): boolean;
  /** The text of another file of the data folder (for references), or undefined. */
  readDataFile(name: string): string | undefined;
  /**
   * Every consent version already on record (docs/consent-versions/) and the values its
   * placeholders take, so that a changed text under an old version is refused; none, no such check.
   */
  consentArchive?: { read(file: string): string | undefined; values: ConsentValues };
}

/** An image whose pixel size the caller may measure (needs an image library). */
export interface ImageToMeasure {
  path: string;
  field: string;
  minWidth: number;
  /** Adds a problem at the image's line and entry. */
  report(severity: Problem["severity"], message: string): void;
}

export interface TextCheck {
  problems: Problem[];
  images: ImageToMeasure[];
}

export function formatProblem(p: Problem): string {
  const where = [p.file, p.line ? say.line(p.line) : undefined, p.entry].filter(Boolean).join(", ");
  return `${where}: ${p.message}`;
}

export const errorsOf = (problems: Problem[]) => problems.filter((p) => p.severity === "error");
export const warningsOf = (problems: Problem[]) => problems.filter((p) => p.severity === "warning");

export const missingFileProblem = (collection: Collection, file: string): Problem => ({
  severity: "error",
  file,
  message: say.fileMissing(collection.shape === "object" ? "object" : "objectList"),
});

interface Context {
  out: TextCheck;
  file: string;
  env: CheckEnv;
  lines: LineCounter;
  entry: string;
}

/**
 * Checks the text of one file of `collection`. Syntax errors are reported one per broken passage;
 * entries the parser could still read completely are checked as usual, so one slip does not hide
 * the other problems of the file.
 */
export function checkText(collection: Collection, source: string, file: string, env: CheckEnv): TextCheck {
  const out: TextCheck = { problems: [], images: [] };
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: true });
  const ctx: Context = { out, file, env, lines, entry: collection.entryName };
  const broken = reportSyntaxErrors(ctx, collection, source, doc);
  const isClean = (node: unknown) => broken.size === 0 || !linesOf(ctx, node as Node).some((line) => broken.has(line));
  const root = doc.contents;

  if (collection.shape === "object") {
    if (!isMap(root)) return broken.size > 0 ? out : (report(ctx, root, say.rootWrong("object")), out);
    if (broken.size > 0) {
      // Only the fields that were read completely: the others may have been swallowed by the slip.
      for (const pair of root.items.filter(isClean)) checkPair(ctx, pair, collection.fields, "");
      return out;
    }
    checkFields(ctx, root, collection.fields, "");
    checkEntryRule(ctx, collection, root);
    checkPlaceholders(ctx, root, collection);
    if (collection.file === "mails.yaml") checkConsentVersions(ctx, root);
    return out;
  }

  if (!isSeq(root)) return broken.size > 0 ? out : (report(ctx, root, say.rootWrong("objectList")), out);
  const seen = new Map<string, number>();
  root.items.forEach((item, index) => {
    if (!isClean(item)) return;
    const entryCtx = { ...ctx, entry: entryLabel(collection, item, index) };
    if (!isMap(item)) return report(entryCtx, item, say.entryNotGroup());
    checkFields(entryCtx, item, collection.fields, "");
    checkEntryRule(entryCtx, collection, item);
    checkPlaceholders(entryCtx, item, collection);
    if (collection.uniqueField) {
      const value = String(item.get(collection.uniqueField) ?? "");
      const first = seen.get(value);
      if (value && first !== undefined) report(entryCtx, item, say.repeats(collection.uniqueField, value, first));
      else if (value) seen.set(value, lineOf(ctx, item) ?? 0);
    }
  });
  // With a broken passage the parser may have merged or dropped entries: the count would mislead.
  if (broken.size === 0 && collection.count !== undefined && root.items.length !== collection.count) {
    report(ctx, root, say.count(collection.count, root.items.length));
  }
  const items = (root.items as unknown[]).filter((item): item is YAMLMap => isMap(item));
  if (broken.size === 0 && collection.listRule && items.length === root.items.length)
    checkListRule(ctx, collection, root, items);
  return out;
}

/**
 * One message per broken passage (a run of consecutive lines with parser errors: the parser often
 * reports one slip several ways and on the lines after it). Returns the lines of those passages.
 */
function reportSyntaxErrors(ctx: Context, collection: Collection, source: string, doc: Document): Set<number> {
  const broken = new Set<number>();
  const textLines = source.split("\n");
  const errors = doc.errors
    .map((error) => ({ error, line: error.linePos?.[0].line ?? 1, col: error.linePos?.[0].col ?? 1 }))
    .sort((a, b) => a.line - b.line);
  let runEnd = -1;
  let runCode = "";
  for (const { error, line, col } of errors) {
    // A missing '- ' repeats every field of the entry; a multi-line text between two of them
    // (lines indented deeper than the key) does not start a new passage.
    const sameEntry =
      error.code === "DUPLICATE_KEY" && runCode === "DUPLICATE_KEY" && onlyContinuationLines(textLines, runEnd, line);
    if ((line <= runEnd + 1 || sameEntry) && runEnd >= 0) {
      for (let l = runEnd + 1; l <= line; l++) broken.add(l);
      runEnd = Math.max(runEnd, line);
      continue;
    }
    runEnd = line;
    runCode = error.code;
    broken.add(line);
    const text = textLines[line - 1] ?? "";
    ctx.out.problems.push({
      severity: "error",
      file: ctx.file,
      line,
      message: syntaxMessage(error.code, text, col, collection),
    });
  }
  return broken;
}

/** Whether every line strictly between `after` and `line` is blank or indented deeper than `line`. */
function onlyContinuationLines(textLines: string[], after: number, line: number): boolean {
  const indent = (text: string) => text.length - text.trimStart().length;
  const keyIndent = indent(textLines[line - 1] ?? "");
  return textLines.slice(after, line - 1).every((text) => text.trim() === "" || indent(text) > keyIndent);
}

function syntaxMessage(code: string, text: string, col: number, collection: Collection): string {
  if (/^[ ]*\t/.test(text)) return syntax.tab;
  switch (code) {
    case "UNEXPECTED_TOKEN":
      return col === 1 && collection.shape === "list" && /^[\w.-]+:/.test(text)
        ? syntax.missingDash
        : syntax.unexpected;
    case "DUPLICATE_KEY":
      return syntax.duplicateKey(
        text.match(/^\s*(?:-\s+)?([^\s:#][^:#]*):/)?.[1].trim() ?? "?",
        collection.shape === "list",
      );
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return syntax.nestedKey;
    case "BAD_INDENT":
      return syntax.badIndent;
    case "MISSING_CHAR":
      return syntax.unclosedQuote;
    default:
      return syntax.other(code);
  }
}

/**
 * A {name} the site cannot fill in is an error. ([PLATZHALTER: …] markers stop a launch, not a build:
 * the go-live check lists them, and check.ts adds its list to the warnings, with the same lines.)
 */
function checkPlaceholders(ctx: Context, root: Node, collection: Collection) {
  const names: readonly string[] = [...(collection.placeholders ?? []), ...PLACEHOLDER_NAMES];
  visit(root, {
    Scalar(_key, node) {
      for (const [match, name] of String(node.value).matchAll(PLACEHOLDER_PATTERN)) {
        if (!names.includes(name)) report(ctx, node, say.unknownPlaceholder(match, names));
      }
    },
  });
}

/** A consent text changed under a version that is on record already: every proof of it would lie. */
function checkConsentVersions(ctx: Context, root: YAMLMap): void {
  const archive = ctx.env.consentArchive;
  if (!archive) return;
  for (const [kind, field] of Object.entries(CONSENT_FIELDS) as Array<[ConsentKind, string]>) {
    const version: unknown = root.getIn([field, "version"]);
    const text: unknown = root.getIn([field, "text"]);
    if (typeof version !== "string" || typeof text !== "string") continue;
    const problem = silentChange(kind, version, text, (file) => archive.read(file), archive.values);
    if (problem) report(ctx, root.getIn([field, "text"], true) as Node, problem);
  }
}

function checkEntryRule(ctx: Context, collection: Collection, item: YAMLMap): void {
  for (const problem of collection.entryRule?.(item.toJSON() as Record<string, unknown>) ?? []) {
    const node = problem.field ? nearestNode(item, problem.field.split(".")) : item;
    add(problem.severity ?? "error", ctx, node, problem.message);
  }
}

/** Rules across the list's entries; a problem without an entry is reported at the top of the file. */
function checkListRule(ctx: Context, collection: Collection, root: Node, items: YAMLMap[]): void {
  const entries = items.map((item) => item.toJSON() as Record<string, unknown>);
  for (const problem of collection.listRule?.(entries) ?? []) {
    const severity = problem.severity ?? "error";
    if (problem.index === undefined) {
      add(severity, ctx, root, problem.message);
      continue;
    }
    const item = items[problem.index];
    const node = problem.field ? nearestNode(item, problem.field.split(".")) : item;
    add(severity, { ...ctx, entry: entryLabel(collection, item, problem.index) }, node, problem.message);
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
    if (!(key in fields)) report(ctx, pair.key as Node, say.unknownField(`${prefix}${key}`, Object.keys(fields)));
  }
  for (const [name, field] of Object.entries(fields)) {
    checkValue(ctx, map, map.get(name, true), field, `${prefix}${name}`);
  }
}

/** One field of a group on its own (used where the rest of the group could not be read). */
function checkPair(ctx: Context, pair: Pair, fields: Fields, prefix: string): void {
  const key = isScalar(pair.key) ? String(pair.key.value) : "";
  const field = fields[key];
  if (!field) return report(ctx, pair.key as Node, say.unknownField(`${prefix}${key}`, Object.keys(fields)));
  const parent = { get: () => undefined } as unknown as YAMLMap;
  checkValue(ctx, parent, (pair.value ?? undefined) as Node | undefined, field, `${prefix}${key}`);
}

function isEmpty(node: Node | undefined): boolean {
  if (node === undefined || node === null) return true;
  if (isScalar(node)) return node.value === null || (typeof node.value === "string" && node.value.trim() === "");
  return false;
}

function checkValue(ctx: Context, parent: YAMLMap, node: Node | undefined, field: Field, name: string): void {
  if (isEmpty(node)) {
    if (field.required) report(ctx, node ?? parent, say.missing(name, field.kind));
    return;
  }
  const value = node as Node;
  const wrong = (found: string) => report(ctx, value, say.wrongKind(name, found, field.kind));

  switch (field.kind) {
    case "string": {
      if (!isScalar(value) || typeof value.value === "boolean") return wrong(say.isNotText);
      const text = String(value.value);
      if (field.oneOf && !field.oneOf.includes(text)) return report(ctx, value, say.oneOf(name, text, field.oneOf));
      if (field.format === "email" && !EMAIL_PATTERN.test(text)) return report(ctx, value, say.notEmail(name, text));
      if (field.refersTo) checkReference(ctx, value, field.refersTo, name, text);
      return;
    }
    case "int": {
      if (!isScalar(value) || typeof value.value !== "number" || !Number.isInteger(value.value)) {
        return wrong(isScalar(value) ? say.isValue(String(value.value)) : say.isAList);
      }
      const n = value.value;
      if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) {
        return report(ctx, value, say.range(name, n, field.min, field.max));
      }
      return;
    }
    case "decimal": {
      if (!isScalar(value) || typeof value.value !== "number" || !Number.isFinite(value.value)) {
        return wrong(isScalar(value) ? say.isValue(String(value.value)) : say.isAList);
      }
      const n = value.value;
      if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) {
        return report(ctx, value, say.range(name, n, field.min, field.max));
      }
      return;
    }
    case "boolean":
      if (!isScalar(value) || typeof value.value !== "boolean")
        return wrong(isScalar(value) ? say.isValue(String(value.value)) : say.isAList);
      return;
    case "image":
      return checkImage(ctx, parent, value, field, name);
    case "stringList": {
      if (!isSeq(value)) return wrong(say.isNotList);
      if (value.items.length === 0 && field.required) return wrong(say.isEmptyList);
      const count = value.items.length;
      if ((field.min !== undefined && count < field.min) || (field.max !== undefined && count > field.max)) {
        report(ctx, value, say.listLength(name, count, field.min, field.max));
      }
      value.items.forEach((item, i) => {
        if (!isScalar(item) || isEmpty(item)) report(ctx, (item as Node) ?? value, say.listItemEmpty(name, i + 1));
      });
      return;
    }
    case "object":
      if (!isMap(value)) return wrong(say.isNotGroup);
      return checkFields(ctx, value, field.fields, `${name}.`);
    case "objectList":
      if (!isSeq(value)) return wrong(say.isNotList);
      if (value.items.length === 0 && field.required) return wrong(say.isEmptyList);
      value.items.forEach((item, i) => {
        if (!isMap(item)) return report(ctx, item as Node, say.listItemNotGroup(name, i + 1));
        checkFields(ctx, item, field.fields, `${name}[${i + 1}].`);
      });
  }
}

/** A value that names an entry of another file, e.g. the drink's recipe title in mails.yaml. */
function checkReference(ctx: Context, node: Node, reference: Reference, name: string, value: string): void {
  let entries: unknown;
  try {
    const text = ctx.env.readDataFile(reference.file);
    if (text === undefined) return;
    entries = parse(text);
  } catch {
    return; // that file's own check reports what is wrong with it
  }
  const known = Array.isArray(entries)
    ? entries.map((entry) => String((entry as Record<string, string | undefined>)?.[reference.field] ?? ""))
    : [];
  if (!known.includes(value))
    report(ctx, node, say.unknownReference(name, value, reference.file, reference.field, known));
}

function checkImage(
  ctx: Context,
  parent: YAMLMap,
  value: Node,
  field: Extract<Field, { kind: "image" }>,
  name: string,
): void {
  if (!isScalar(value) || typeof value.value !== "string") return report(ctx, value, say.notAPath(name));
  const path = value.value;
  if (!ctx.env.fileExists(path)) return report(ctx, value, say.imageMissing(name, path));
  if (isEmpty(parent.get(field.altField, true))) warn(ctx, value, say.altMissing(field.altField));
  ctx.out.images.push({
    path,
    field: name,
    minWidth: field.minWidth,
    report: (severity, message) => add(severity, ctx, value, message),
  });
}

function lineOf(ctx: Context, node: Node | undefined | null): number | undefined {
  const offset = node?.range?.[0];
  return offset === undefined ? undefined : ctx.lines.linePos(offset).line;
}

/** Every line a node spans (for a pair: from its key to the end of its value). */
function linesOf(ctx: Context, node: Node | Pair | undefined | null): number[] {
  const nodes = node && "key" in node && !("range" in node) ? [node.key as Node, node.value as Node] : [node as Node];
  const starts = nodes.map((n) => n?.range?.[0]).filter((n): n is number => n !== undefined);
  const ends = nodes.map((n) => n?.range?.[1]).filter((n): n is number => n !== undefined);
  if (starts.length === 0) return [];
  const first = ctx.lines.linePos(Math.min(...starts)).line;
  const last = ctx.lines.linePos(Math.max(...ends)).line;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function add(severity: Problem["severity"], ctx: Context, node: Node | undefined | null, message: string): void {
  ctx.out.problems.push({ severity, file: ctx.file, line: lineOf(ctx, node), entry: ctx.entry, message });
}

const report = add.bind(null, "error");
const warn = add.bind(null, "warning");
