/** @jest-environment node */
// The go-live check (src/content/go-live.ts); __tests__/server/go-live-gate.test.ts runs it as the build's gate.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { join, relative } from "path";
import { formatFinding, goLiveFindings, isProductionBuild, type GoLiveFinding } from "../../src/content/go-live";
import { checkContent, formatProblem } from "../../src/content/check";
import { launchReadyData } from "../../harness/launch-data";
import { LAUNCH_SETTINGS } from "../../harness/launch-settings";

jest.setTimeout(30_000);

const DATA = join(__dirname, "../../data");
const TODAY = new Date();

const SETTINGS = LAUNCH_SETTINGS;

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
      `data/success-stories.yaml, Zeile ${lineOf(DATA, "success-stories.yaml", "  example: true")}: Erfolgsgeschichte 'Herbert M.'`,
      `data/success-stories.yaml, Zeile ${lineOf(DATA, "success-stories.yaml", "  example: true", "Günter")}: Erfolgsgeschichte 'Günter S.'`,
      ...["Klaus", "Werner", "Manfred", "Dieter", "Jürgen"].map(
        (name) =>
          `data/testimonials.yaml, Zeile ${lineOf(DATA, "testimonials.yaml", "  example: true", `"${name}"`)}: Kundenstimme '${name}'`,
      ),
    ]);
    // The way out is to delete an example, never to declare it real (the launch trap).
    for (const finding of examples) {
      expect(finding).toContain("Löschen Sie den Eintrag");
      expect(finding).not.toContain("example: false");
    }
  });

  it("names every company fact that looks real but was never confirmed, at its line", () => {
    const facts = findings.filter((f) => f.includes("ist nicht bestätigt"));
    expect(facts.map((f) => f.split(" ist nicht bestätigt")[0])).toEqual([
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "company:")}: Firmenname „Zitronen-Vital GmbH“`,
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "seat:")}: Sitz der Gesellschaft „München“`,
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "registerCourt:")}: Registergericht „Amtsgericht München“`,
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "  street:")}: Straße „Leopoldstraße 42“`,
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "supervisoryAuthority:")}: Datenschutz-Aufsichtsbehörde „Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach“`,
    ]);
    for (const finding of facts) expect(finding).toMatch(/setzen Sie dann confirmed\.\w+: true$/);
  });

  it("has no figure, and no review line waiting for a placeholder", () => {
    expect(findings.filter((f) => /Kennzahl|Geprüft|geprüft hat/.test(f))).toEqual([]);
  });

  it("names the placeholders, the old 'Stand' dates, the editor's repository and each missing setting", () => {
    expect(findings).toContain(
      `data/site.yaml, Zeile ${lineOf(DATA, "site.yaml", "[PLATZHALTER: Telefonnummer]")}: Platzhalter [PLATZHALTER: Telefonnummer] ist noch nicht durch die echte Angabe ersetzt`,
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

describe("a data folder with every fact filled in and confirmed, and no example", () => {
  let dir: string;
  beforeAll(() => (dir = launchReadyData()));
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

  it("names a supervisory authority that cannot be the one of the seat, confirmed or not", () => {
    const file = join(dir, "site.yaml");
    const good = readFileSync(file, "utf8");
    try {
      writeFileSync(
        file,
        good.replace(
          /supervisoryAuthority: ".*"/,
          'supervisoryAuthority: "Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)"',
        ),
      );
      expect(findingsFor(dir, SETTINGS).map(formatFinding)).toEqual([
        `data/site.yaml, Zeile ${lineOf(dir, "site.yaml", "supervisoryAuthority:")}: Datenschutz-Aufsichtsbehörde passt nicht zum Sitz „Hamburg“ (Hamburg); zuständig ist dort: Hamburgische Beauftragte für Datenschutz und Informationsfreiheit`,
      ]);
    } finally {
      writeFileSync(file, good);
    }
  });

  it("asks how reviews are checked once a real testimonial is shown (§ 5b Abs. 3 UWG)", () => {
    const file = join(dir, "testimonials.yaml");
    try {
      writeFileSync(file, '- name: "Otto"\n  city: "Bremen"\n  text: "Echt."\n');
      expect(findingsFor(dir, SETTINGS).map(formatFinding)).toEqual([
        expect.stringMatching(
          /^data\/testimonials\.yaml, Zeile 1: Kundenstimme 'Otto' ist ein echter Bericht; dann muss data\/site\.yaml in 'reviewCheck'/,
        ),
      ]);
      const site = join(dir, "site.yaml");
      const good = readFileSync(site, "utf8");
      writeFileSync(site, `${good}reviewCheck: "Wir veröffentlichen nur Berichte mit schriftlicher Zustimmung."\n`);
      expect(findingsFor(dir, SETTINGS)).toEqual([]);
      writeFileSync(site, good);
    } finally {
      writeFileSync(file, "[]\n");
    }
  });

  it("calls a 'Stand' date stale after 12 months, not at 12", () => {
    const inAYear = new Date(Date.UTC(TODAY.getUTCFullYear() + 1, TODAY.getUTCMonth(), 15));
    const inThirteenMonths = new Date(Date.UTC(TODAY.getUTCFullYear() + 1, TODAY.getUTCMonth() + 1, 15));
    expect(findingsFor(dir, SETTINGS, inAYear)).toEqual([]);
    expect(findingsFor(dir, SETTINGS, inThirteenMonths).length).toBeGreaterThan(0);
  });
});

it("decides production from Netlify's CONTEXT first, else from NODE_ENV", () => {
  expect(isProductionBuild({ NODE_ENV: "production" })).toBe(true);
  expect(isProductionBuild({})).toBe(false);
  expect(isProductionBuild({ CONTEXT: "branch-deploy", NODE_ENV: "production" })).toBe(false);
  expect(isProductionBuild({ CONTEXT: "production" })).toBe(true);
});

describe("npm run check:content and the go-live check", () => {
  it("list the same launch findings at the same lines, for today's data and a ready copy", async () => {
    const ready = launchReadyData();
    try {
      for (const dir of [DATA, ready]) {
        const dataDir = relative(process.cwd(), dir);
        const launch = (await checkContent(dir)).filter((p) => p.launch).map(formatProblem);
        const goLive = goLiveFindings({ files: filesOf(dir), dataDir, env: SETTINGS, today: TODAY }).map(formatFinding);
        expect(launch.sort()).toEqual(goLive.sort());
      }
      expect((await checkContent(ready)).filter((p) => p.launch)).toEqual([]);
    } finally {
      rmSync(ready, { recursive: true, force: true });
    }
  });
});
