/** @jest-environment node */
// The go-live check (src/content/go-live.ts) and the build gate in front of `npm run build`.
import { execFile } from "child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { promisify } from "util";
import { formatFinding, goLiveFindings, isProductionBuild, MONTHS, type GoLiveFinding } from "../src/content/go-live";

jest.setTimeout(30_000);

const DATA = join(__dirname, "../data");
const TODAY = new Date();
const thisMonth = `Stand: ${MONTHS[TODAY.getUTCMonth()]} ${TODAY.getUTCFullYear()}`;

/** Every setting a self-hosted launch needs, filled in. */
const SETTINGS = {
  SITE_URL: "https://www.example.de",
  MAIL_FROM: "Zitronen-Vital <plan@example.de>",
  SMTP_URL: "smtps://user:pass@mail.example.de:465",
  TOKEN_SECRET: "x".repeat(32),
  NOTIFY_TO: "team@example.de",
  OPERATOR_PASSWORD_HASH: "scrypt:16384:8:1:-16c9yRWj2QAq_L9f21pqg:Q7e5YCdNp3lyimOB2ECuiYnk9qJj6iKF-ChFcMbCGbw",
  GATSBY_CMS_REPO: "firma/website",
};

interface Edit {
  file: string;
  find: string;
  replace: string;
  all?: boolean;
}

/** A copy of data/ with every fact of fixtures/go-live/facts.json filled in, no example, every "Stand" current. */
function readyData(): string {
  const dir = mkdtempSync(join(tmpdir(), "go-live-"));
  cpSync(DATA, dir, { recursive: true });
  const edits = JSON.parse(readFileSync(join(__dirname, "fixtures/go-live/facts.json"), "utf8")) as Edit[];
  for (const edit of edits) {
    const text = readFileSync(join(dir, edit.file), "utf8");
    if (!text.includes(edit.find)) throw new Error(`facts.json: ${edit.file} no longer contains ${edit.find}`);
    writeFileSync(
      join(dir, edit.file),
      edit.all ? text.split(edit.find).join(edit.replace) : text.replace(edit.find, edit.replace),
    );
  }
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".yaml"))) {
    const text = readFileSync(join(dir, name), "utf8");
    writeFileSync(
      join(dir, name),
      text.replace(/example: true/g, "example: false").replace(/Stand: [A-Za-zä]+ \d{4}/g, thisMonth),
    );
  }
  return dir;
}

function filesOf(dir: string) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));
}

const findingsFor = (dir: string, env: NodeJS.ProcessEnv, today = TODAY): GoLiveFinding[] =>
  goLiveFindings({ files: filesOf(dir), dataDir: "data", env, today });

/** The line of the first occurrence of `text` after `after` in a data file. */
function lineOf(dir: string, file: string, text: string, after = ""): number {
  const source = readFileSync(join(dir, file), "utf8");
  const index = source.indexOf(text, source.indexOf(after));
  return source.slice(0, index).split("\n").length;
}

describe("today's data/", () => {
  const findings = findingsFor(DATA, {}).map(formatFinding);

  it("is not ready: every example entry is named with its file and line", () => {
    const examples = findings.filter((f) => f.includes("ist ein Beispiel (example: true)"));
    expect(examples.map((f) => f.split(" ist ein Beispiel")[0])).toEqual([
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "  example: true", "customers:")}: Angabe 'claims.customers'`,
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "  example: true", "guarantee:")}: Angabe 'claims.guarantee'`,
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "  example: true", "improvement:")}: Angabe 'claims.improvement'`,
      `data/success-stories.yaml, Zeile ${lineOf(DATA, "success-stories.yaml", "  example: true")}: Erfolgsgeschichte 'home'`,
      `data/success-stories.yaml, Zeile ${lineOf(DATA, "success-stories.yaml", "  example: true", "Günter")}: Erfolgsgeschichte 'movement'`,
      ...["Klaus", "Werner", "Manfred", "Dieter", "Jürgen"].map(
        (name) =>
          `data/testimonials.yaml, Zeile ${lineOf(DATA, "testimonials.yaml", "  example: true", `"${name}"`)}: Kundenstimme '${name}'`,
      ),
    ]);
  });

  it("names the placeholders, the old 'Stand' dates, the editor's repository and each missing setting", () => {
    expect(findings).toContain(
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "[PLATZHALTER: Telefonnummer]")}: Platzhalter [PLATZHALTER: Telefonnummer] ist noch nicht durch die echte Angabe ersetzt`,
    );
    // Who reviewed the content, and when (issue 28, item 1): flagged until the operator fills it in.
    for (const marker of [
      "[PLATZHALTER: Name und Beruf der Person, die die Inhalte fachlich geprüft hat]",
      "[PLATZHALTER: Datum der Prüfung, z. B. 20. November 2026]",
    ])
      expect(findings).toContain(
        `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", marker)}: Platzhalter ${marker} ist noch nicht durch die echte Angabe ersetzt`,
      );
    expect(findings).toContain(
      `data/legal.yaml, Zeile ${lineOf(DATA, "legal.yaml", "Stand: Oktober 2024")}: „Stand: Oktober 2024“ ist älter als 12 Monate; prüfen Sie, ob der Text noch stimmt, und setzen Sie dann das aktuelle Datum`,
    );
    const settings = findings.filter((f) => f.startsWith(".env: "));
    expect(settings.map((f) => f.match(/^\.env: (\w+)/)?.[1])).toEqual([
      "SITE_URL",
      "MAIL_FROM",
      "SMTP_URL",
      "TOKEN_SECRET",
      "NOTIFY_TO",
      "OPERATOR_PASSWORD_HASH",
      "GATSBY_CMS_REPO",
    ]);
    expect(settings[6]).toContain("OWNER/REPOSITORY");
    // No marker in an editor's comment counts: only values are published.
    expect(findings.filter((f) => f.startsWith("data/about.yaml, Zeile 2:"))).toEqual([]);
  });
});

describe("a data folder with every fact filled in", () => {
  let dir: string;
  beforeAll(() => (dir = readyData()));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("passes with the self-hosted settings", () => {
    expect(findingsFor(dir, SETTINGS).map(formatFinding)).toEqual([]);
  });

  it("on Netlify also needs the API token for the Forms cleanup, and takes Netlify's URL as the address", () => {
    const netlify = { ...SETTINGS, SITE_HOST: "netlify", SITE_URL: undefined, URL: "https://zitronen.netlify.app" };
    expect(findingsFor(dir, netlify).map(formatFinding)).toEqual([
      expect.stringMatching(
        /^Netlify-Umgebungsvariable NETLIFY_API_TOKEN \(gelesen von Functions; Bereich „Functions“ und, damit der Build sie prüfen kann, „Builds“\): fehlt: .*Formulareinsendungen/,
      ),
    ]);
    expect(findingsFor(dir, { ...netlify, NETLIFY_API_TOKEN: "t" })).toEqual([]);
  });

  it("refuses a short TOKEN_SECRET", () => {
    expect(findingsFor(dir, { ...SETTINGS, TOKEN_SECRET: "short" }).map(formatFinding)).toEqual([
      expect.stringMatching(/^\.env: TOKEN_SECRET \(gelesen von Server und Befehlen\): ist zu kurz \(5 Zeichen\)/),
    ]);
  });

  it("refuses an OPERATOR_PASSWORD_HASH that is not a hash of `npm run betrieb:passwort` (the server would not start)", () => {
    expect(findingsFor(dir, { ...SETTINGS, OPERATOR_PASSWORD_HASH: "geheim" }).map(formatFinding)).toEqual([
      expect.stringMatching(/^\.env: OPERATOR_PASSWORD_HASH \(gelesen von Server\): ist kein Prüfwert/),
    ]);
  });

  it("names where each setting is read: the own server's settings file, or Netlify's build or functions", () => {
    const missing = (env: NodeJS.ProcessEnv, name: string, settingsFile?: string) =>
      goLiveFindings({ files: filesOf(dir), dataDir: "data", env, today: TODAY, settingsFile })
        .filter((finding) => finding.where.includes(` ${name} `) || finding.where.startsWith(`${name} `))
        .map((finding) => finding.where);
    const own = { ...SETTINGS, SMTP_URL: undefined, GATSBY_CMS_REPO: undefined };
    expect(missing(own, "SMTP_URL", "/srv/zitronen-vital/.env")).toEqual([
      "/srv/zitronen-vital/.env: SMTP_URL (gelesen von Server)",
    ]);
    expect(missing(own, "GATSBY_CMS_REPO", "/srv/zitronen-vital/.env")).toEqual([
      "/srv/zitronen-vital/.env: GATSBY_CMS_REPO (gelesen von Build)",
    ]);
    const netlify = { ...own, SITE_HOST: "netlify", NETLIFY_API_TOKEN: "t", MAIL_FROM: undefined };
    expect(missing(netlify, "SMTP_URL")).toEqual([
      "Netlify-Umgebungsvariable SMTP_URL (gelesen von Functions; Bereich „Functions“ und, damit der Build sie prüfen kann, „Builds“)",
    ]);
    expect(missing(netlify, "MAIL_FROM")).toEqual([
      "Netlify-Umgebungsvariable MAIL_FROM (gelesen von Build und Functions)",
    ]);
    expect(missing(netlify, "GATSBY_CMS_REPO")).toEqual([
      "Netlify-Umgebungsvariable GATSBY_CMS_REPO (gelesen von Build)",
    ]);
  });

  it.each([
    "smtp://u:p@mail.example.de:587?ignoreTLS=true",
    "smtps://u:p@mail.example.de:465?secure=false",
    "smtp://u:p@mail.example.de:587?requireTLS=false",
    "smtps://u:p@mail.example.de:465?tls.rejectUnauthorized=false",
  ])("refuses an SMTP_URL that sends without TLS or trusts any certificate: %s", (smtpUrl) => {
    expect(findingsFor(dir, { ...SETTINGS, SMTP_URL: smtpUrl }).map(formatFinding)).toEqual([
      expect.stringMatching(/^\.env: SMTP_URL \(gelesen von Server\): „[^“]+“ (schaltet|verschickt|erlaubt|prüft)/),
    ]);
  });

  it("calls a 'Stand' date stale after 12 months, not at 12", () => {
    const inAYear = new Date(Date.UTC(TODAY.getUTCFullYear() + 1, TODAY.getUTCMonth(), 15));
    const inThirteenMonths = new Date(Date.UTC(TODAY.getUTCFullYear() + 1, TODAY.getUTCMonth() + 1, 15));
    expect(findingsFor(dir, SETTINGS, inAYear)).toEqual([]);
    expect(findingsFor(dir, SETTINGS, inThirteenMonths).length).toBeGreaterThan(0);
  });
});

describe("the build gate (npm run build runs it first)", () => {
  let dir: string;
  beforeAll(() => {
    dir = readyData();
    // One example testimonial is enough to stop a production build.
    const file = join(dir, "testimonials.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("  example: false", "  example: true"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const gate = async (env: NodeJS.ProcessEnv, args: string[] = []) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "CONTEXT" && k !== "NODE_ENV"));
    try {
      const { stdout, stderr } = await promisify(execFile)(
        "npx",
        ["tsx", "src/content/go-live-cli.ts", "--build", ...args],
        {
          env: { ...clean, ...SETTINGS, CONTENT_DIR: dir, ...env },
        },
      );
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  };

  it("runs before gatsby build in npm run build, which records its verdict", () => {
    const build = (
      JSON.parse(readFileSync(join(__dirname, "../package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts.build;
    expect(build).toContain("tsx bin/build.ts");
    const driver = readFileSync(join(__dirname, "../bin/build.ts"), "utf8");
    const gate = driver.indexOf('"src/content/go-live-cli.ts",\n    "--build",\n    "--verdict"');
    expect(gate).toBeGreaterThanOrEqual(0);
    expect(gate).toBeLessThan(driver.indexOf('[gatsby, "build"]'));
  });

  it("writes its verdict for the build stamp: the mark the production server asks for", async () => {
    const verdict = join(dir, "verdict.json");
    await gate({ NODE_ENV: "production" }, ["--verdict", verdict]);
    expect(JSON.parse(readFileSync(verdict, "utf8"))).toEqual({ passed: false, findings: 1, production: true });
    const ready = readyData();
    await gate({ NODE_ENV: "production", CONTENT_DIR: ready }, ["--verdict", verdict]);
    expect(JSON.parse(readFileSync(verdict, "utf8"))).toEqual({ passed: true, findings: 0, production: true });
    rmSync(ready, { recursive: true, force: true });
  });

  it("stops a self-hosted production build (NODE_ENV=production) naming the example's file and line", async () => {
    const { code, out } = await gate({ NODE_ENV: "production" });
    expect(code).toBe(1);
    expect(out).toContain(
      `${dir}/testimonials.yaml, Zeile ${lineOf(dir, "testimonials.yaml", "  example: true")}: Kundenstimme 'Klaus' ist ein Beispiel (example: true)`,
    );
    expect(out).toContain("der Produktions-Build bricht ab");
  });

  it("stops Netlify's production context and lets its deploy previews through with a warning", async () => {
    const netlify = { SITE_HOST: "netlify", NETLIFY_API_TOKEN: "t", NODE_ENV: "production" };
    expect((await gate({ ...netlify, CONTEXT: "production" })).code).toBe(1);
    const preview = await gate({ ...netlify, CONTEXT: "deploy-preview" });
    expect(preview).toEqual({
      code: 0,
      out: expect.stringMatching(/^WARNUNG {2}Vor der Veröffentlichung fehlt noch 1 Angabe/),
    });
  });

  it("only warns in a development build", async () => {
    const { code, out } = await gate({});
    expect(code).toBe(0);
    expect(out).toContain("Dieser Build ist keine Produktion und läuft weiter");
  });
});

it("decides production from Netlify's CONTEXT first, else from NODE_ENV", () => {
  expect(isProductionBuild({ NODE_ENV: "production" })).toBe(true);
  expect(isProductionBuild({})).toBe(false);
  expect(isProductionBuild({ CONTEXT: "branch-deploy", NODE_ENV: "production" })).toBe(false);
  expect(isProductionBuild({ CONTEXT: "production" })).toBe(true);
});
