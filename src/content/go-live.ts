// The go-live check: everything that stops a lawful launch, in German, each with file and line
// (`npm run go-live-check`; a production build runs it first, see scripts/go-live-check.ts). Pure: the caller
// passes the data files' texts, the environment and today's date.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Node } from "yaml";
import { collections } from "./collections";
import { resolveHost, type Host } from "../lib/hosting";
import { UNFILLED_MARKER } from "../lib/placeholders";
import { TOKEN_SECRET_MIN_LENGTH } from "../follow-up/tokens";
import { CMS_REPO_DEFAULT } from "../lib/cms-repo";
import { smtpWithoutTls } from "../mail/smtp-tls";
import { parsePasswordHashes } from "../operator/password";
import { settingsOf, whereSet } from "../settings/registry";
import { authorityMismatch, CONFIRMABLE_FACTS, FACT_SOURCES } from "../lib/company-facts";

export interface GoLiveFinding {
  /** A file ("data/site.yaml") or, for a setting, where it is set (".env: SMTP_URL (gelesen von Server)"). */
  where: string;
  line?: number;
  message: string;
}

export interface GoLiveInput {
  /** The YAML files of the data folder: name (e.g. "site.yaml") and text. */
  files: ReadonlyArray<{ name: string; text: string }>;
  /** How the data folder is shown in messages ("data"). */
  dataDir: string;
  env: NodeJS.ProcessEnv;
  today: Date;
  /** The own server's settings file as the operator knows it (src/settings/env-file.ts); default ".env". */
  settingsFile?: string;
}

/** A "Stand" date older than this many months must be checked again. */
export const STAND_MAX_AGE_MONTHS = 12;

/** The month names of a "Stand: Monat Jahr" date. */
export const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const;

const PLACEHOLDER = UNFILLED_MARKER;
const STAND = new RegExp(`Stand:?\\s+(${MONTHS.join("|")})\\s+(\\d{4})`, "g");

export function goLiveFindings(input: GoLiveInput): GoLiveFinding[] {
  const site = input.files.find((file) => file.name === "site.yaml");
  const host: unknown = site ? parseDocument(site.text).get("host") : undefined;
  return [
    ...contentFindings(input),
    ...settingFindings(input.env, typeof host === "string" ? host : undefined, input.settingsFile),
  ];
}

/**
 * What stops a launch in the data folder itself: placeholders, examples, old "Stand" dates and
 * company facts never confirmed. `npm run check:content` lists the same, with the same lines.
 */
export function contentFindings(input: Omit<GoLiveInput, "env">): GoLiveFinding[] {
  const findings: GoLiveFinding[] = [];
  for (const { name, text } of input.files) {
    const where = `${input.dataDir}/${name}`;
    const own: GoLiveFinding[] = [];
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines });
    const lineAt = (offset: number) => lines.linePos(offset).line;
    for (const match of text.matchAll(PLACEHOLDER)) {
      if (isInComment(text, match.index)) continue;
      own.push({
        where,
        line: lineAt(match.index),
        message: `Platzhalter ${match[0].replace(/\s+/g, " ")} ist noch nicht durch die echte Angabe ersetzt`,
      });
    }
    own.push(...exampleEntries(name, doc.contents, lineAt).map((found) => ({ where, ...found })));
    for (const match of text.matchAll(STAND)) {
      const [stand, month, year] = match;
      const age = monthsBetween(MONTHS.indexOf(month as (typeof MONTHS)[number]), Number(year), input.today);
      if (age > STAND_MAX_AGE_MONTHS)
        own.push({
          where,
          line: lineAt(match.index),
          message: `„${stand}“ ist älter als ${STAND_MAX_AGE_MONTHS} Monate; prüfen Sie, ob der Text noch stimmt, und setzen Sie dann das aktuelle Datum`,
        });
    }
    if (name === "site.yaml") own.push(...unconfirmedFacts(doc.contents, lineAt).map((found) => ({ where, ...found })));
    if (REPORT_FILES.includes(name) && !reviewCheckOf(input.files))
      own.push(...realReports(name, doc.contents, lineAt).map((found) => ({ where, ...found })));
    findings.push(...own.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  }
  return findings;
}

/** The files whose real entries need the note on how reviews are checked (§ 5b Abs. 3 UWG). */
const REPORT_FILES = ["testimonials.yaml", "success-stories.yaml"];

function reviewCheckOf(files: GoLiveInput["files"]): string | undefined {
  const site = files.find((file) => file.name === "site.yaml");
  const value: unknown = site ? parseDocument(site.text).get("reviewCheck") : undefined;
  return typeof value === "string" && value.trim() && value.search(UNFILLED_MARKER) < 0 ? value : undefined;
}

/** Real (not example) reports, while site.yaml does not say how reviews are checked. */
function realReports(file: string, root: unknown, lineAt: (offset: number) => number) {
  const collection = collections.find((c) => c.file === file);
  if (!isSeq(root) || !collection) return [];
  return root.items.filter(isMap).flatMap((item) =>
    item.get("example") === true
      ? []
      : [
          {
            line: lineAt(item.range?.[0] ?? 0),
            message: `${collection.entryName} '${scalarText(item.get("name"))}' ist ein echter Bericht; dann muss data/site.yaml in 'reviewCheck' sagen, ob und wie Sie prüfen, dass Berichte von echten Teilnehmern stammen (§ 5b Abs. 3 UWG)`,
          },
        ],
  );
}

/** The company facts that look real but were never confirmed, and an authority that cannot match the seat. */
function unconfirmedFacts(root: unknown, lineAt: (offset: number) => number): Array<Omit<GoLiveFinding, "where">> {
  if (!isMap(root)) return [];
  const found: Array<Omit<GoLiveFinding, "where">> = [];
  const node = (path: string) => root.getIn(path.split("."), true) as Node | undefined;
  const valueOf = (path: string) => {
    const value = node(path);
    return isScalar(value) ? scalarText(value.value, "") : "";
  };
  for (const fact of CONFIRMABLE_FACTS) {
    const { path, what, checkAgainst } = FACT_SOURCES[fact];
    const value = valueOf(path);
    if (!value || root.getIn(["confirmed", fact]) === true) continue;
    found.push({
      line: lineAt(node(path)?.range?.[0] ?? 0),
      message: `${what} „${value}“ ist nicht bestätigt: Die Vorlage bringt Angaben mit, die echt aussehen. Vergleichen Sie mit ${checkAgainst} und setzen Sie dann confirmed.${fact}: true`,
    });
  }
  const mismatch = authorityMismatch(valueOf("seat"), valueOf("supervisoryAuthority"));
  if (mismatch)
    found.push({
      line: lineAt(node("supervisoryAuthority")?.range?.[0] ?? 0),
      message: `Datenschutz-Aufsichtsbehörde ${mismatch}`,
    });
  return found;
}

/** Entries marked `example: true`, named as the content check names them. */
function exampleEntries(
  file: string,
  root: unknown,
  lineAt: (offset: number) => number,
): Array<Omit<GoLiveFinding, "where">> {
  const collection = collections.find((c) => c.file === file);
  const found: Array<Omit<GoLiveFinding, "where">> = [];
  visit(root as Node, {
    Pair(_key, pair, path) {
      if (!isScalar(pair.key) || pair.key.value !== "example") return;
      if (!isScalar(pair.value) || pair.value.value !== true) return;
      const what = entryName(collection, path);
      found.push({
        line: lineAt(pair.key.range?.[0] ?? 0),
        message: `${what} ist ein Beispiel (example: true); erfundene Berichte und Zahlen dürfen nie veröffentlicht werden (UWG Anhang Nr. 23b/23c, HWG § 11). Löschen Sie den Eintrag: Die Website braucht keinen. Einen echten, belegbaren Bericht (mit schriftlicher Zustimmung der Person) legen Sie als neuen Eintrag an`,
      });
    },
  });
  return found;
}

/** "Kundenstimme 'Klaus'" for a list entry, "Kennzahl '1.200'" for a figure, "Angabe 'x.y'" inside a single object. */
function entryName(collection: (typeof collections)[number] | undefined, path: readonly unknown[]): string {
  const keys = path.filter(isPair).map((pair) => (isScalar(pair.key) ? String(pair.key.value) : "?"));
  const item = [...path].reverse().find(isMap);
  if (keys[0] === "claims" && item) return `Kennzahl '${scalarText(item.get("value"))}'`;
  if (isSeq(path[0]) && collection && item) {
    const label: unknown = collection.labelField ? item.get(collection.labelField) : undefined;
    const named = typeof label === "string" || typeof label === "number";
    return `${collection.entryName}${named ? ` '${label}'` : ""}`;
  }
  return `Angabe '${keys.join(".")}'`;
}

/** A YAML value as text in a message: a text or a number as written, anything else as the fallback. */
function scalarText(value: unknown, fallback = "?"): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : fallback;
}

/** Editors' instructions in YAML comments name the marker too; only values count. */
function isInComment(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf("\n", index) + 1;
  return text.slice(lineStart, index).includes("#");
}

function monthsBetween(monthIndex: number, year: number, today: Date): number {
  return today.getUTCFullYear() * 12 + today.getUTCMonth() - (year * 12 + monthIndex);
}

/**
 * The settings a launch needs on the host the site is built for (src/settings/registry.ts), each
 * named where the operator sets it and who reads it.
 */
function settingFindings(
  env: NodeJS.ProcessEnv,
  configuredHost: string | undefined,
  settingsFile = ".env",
): GoLiveFinding[] {
  let host: Host;
  try {
    host = resolveHost(configuredHost, env);
  } catch (error) {
    return [{ where: "data/site.yaml", message: `Feld 'host': ${(error as Error).message}` }];
  }
  const findings: GoLiveFinding[] = [];
  for (const entry of settingsOf(host).filter((candidate) => candidate.neededForLaunch?.includes(host))) {
    const value = env[entry.name]?.trim();
    const where = whereSet(entry, host, settingsFile);
    if (entry.name === "GATSBY_CMS_REPO" && (!value || value === CMS_REPO_DEFAULT))
      findings.push({
        where,
        message: `fehlt: der Online-Editor (/admin/) speichert sonst in das Repository „${CMS_REPO_DEFAULT}“; setzen Sie Ihr GitHub-Repository, z. B. „firma/website“`,
      });
    else if (!value) findings.push({ where, message: `fehlt: ${entry.purpose}` });
    else if (entry.name === "TOKEN_SECRET" && value.length < TOKEN_SECRET_MIN_LENGTH)
      findings.push({ where, message: `ist zu kurz (${value.length} Zeichen): ${entry.purpose}` });
    else if (entry.name === "SMTP_URL" && smtpWithoutTls(value))
      findings.push({ where, message: smtpWithoutTls(value)!.replace(/^SMTP_URL: /, "") });
    else if (entry.name === "OPERATOR_PASSWORD_HASH" && !passwordHashesValid(value))
      findings.push({
        where,
        message:
          "ist kein Prüfwert von `npm run betrieb:passwort` (er beginnt mit „scrypt:“); der Server startet damit nicht",
      });
  }
  return findings;
}

function passwordHashesValid(value: string): boolean {
  try {
    parsePasswordHashes(value);
    return true;
  } catch {
    return false;
  }
}

/** Netlify's CONTEXT=production; off Netlify (no CONTEXT), NODE_ENV=production as the operator set it. */
export function isProductionBuild(env: NodeJS.ProcessEnv): boolean {
  return env.CONTEXT ? env.CONTEXT === "production" : env.NODE_ENV === "production";
}

export function formatFinding(finding: GoLiveFinding): string {
  return (
    [finding.where, finding.line ? `Zeile ${finding.line}` : undefined].filter(Boolean).join(", ") +
    `: ${finding.message}`
  );
}
