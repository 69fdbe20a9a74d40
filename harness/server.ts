// A server under test: a tiny fake public/ folder and a fresh SQLite file per test.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { pathOf, routes } from "../src/lib/routes";
import { FORM_CHECK_PAGES, type FormName } from "../src/lib/forms";
import { PRIVACY_SETTINGS_FILE, type PrivacySettings } from "../src/lib/privacy-settings";
import { tmpdir } from "os";
import { dirname, join, resolve } from "path";
import { buildApp, type AppOptions } from "../server/app";
import { formatHeadersFile, headerRules, HEADERS_FILE } from "../src/lib/security-headers";
import { siteTopLevel, writePrecompressedPages } from "../src/build-steps/post-build";
import { LeadStore } from "../server/database";
import { mailSetupFromEnv } from "../server/mail-setup";
import { loadMailContent, type MailContent } from "../src/mail/content";
import { CONTENT_DIR } from "../src/lib/site";
import { FollowUpStore, followUpSettings } from "../server/follow-up-store";
import { Outbox } from "../server/outbox";
import { operatorSettingsFromEnv } from "../src/operator/settings";
import { operatorPaths } from "../src/operator/paths";

export const HASHED_SCRIPT = "/app-0123456789abcdef0123.js";
export const INVALID_LINK_PAGE = "<h1>Dieser Link ist nicht mehr gültig</h1>";
/** Files a Gatsby build leaves in public/ that the server must not hand out. */
export const BUILD_INTERNALS = [
  "/app-0123456789abcdef0123.js.map",
  "/webpack.stats.json",
  "/chunk-map.json",
  "/_gatsby/slices/_gatsby-scripts-1.html",
];
export const NOT_FOUND_PAGE = "<h1>Oops! Page not found</h1>";
export const BIG_PAGE = "<!DOCTYPE html><html lang=de><body>" + "<p>Zitrone</p>".repeat(500) + "</body></html>";

/** The fake public/ folders this process has written, by their check pages; copied for each server. */
const fakeSites = new Map<string, string>();
const removeFakeSites = () => {
  for (const site of fakeSites.values()) rmSync(dirname(site), { recursive: true, force: true });
  fakeSites.clear();
};
process.on("exit", removeFakeSites);
// Under Jest also after each test file: a file's modules run in a sandbox whose "exit" listeners
// never run.
if (typeof afterAll === "function") afterAll(removeFakeSites);

/**
 * A fake public/ in `root`: a copy of one written once per process (its brotli copies of the pages
 * took most of a unit test server's start).
 */
export function fakePublicDir(root: string, checkPages?: Record<FormName, string>): string {
  const key = JSON.stringify(checkPages ?? null);
  let site = fakeSites.get(key);
  if (!site) {
    site = writeFakePublicDir(mkdtempSync(join(tmpdir(), "fake-site-")), checkPages);
    fakeSites.set(key, site);
  }
  const dir = join(root, "public");
  cpSync(site, dir, { recursive: true });
  return dir;
}

function writeFakePublicDir(root: string, checkPages?: Record<FormName, string>): string {
  const dir = join(root, "public");
  for (const sub of ["agb", "danke-willkommen", "link-ungueltig", "static/abc123"])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, "index.html"), BIG_PAGE);
  writeFileSync(join(dir, "404.html"), NOT_FOUND_PAGE);
  writeFileSync(join(dir, "agb/index.html"), "<h1>AGB</h1>");
  writeFileSync(join(dir, "danke-willkommen/index.html"), "<h1>Danke</h1>");
  writeFileSync(join(dir, "link-ungueltig/index.html"), INVALID_LINK_PAGE);
  writeFileSync(join(dir, "static/abc123/hero.jpg"), "jpg");
  writeFileSync(join(dir, HASHED_SCRIPT), "console.log(1)");
  mkdirSync(join(dir, "_gatsby/slices"), { recursive: true });
  for (const file of BUILD_INTERNALS) writeFileSync(join(dir, file), "{}");
  mkdirSync(join(dir, "admin"), { recursive: true });
  writeFileSync(join(dir, "admin/index.html"), "<h1>Editor</h1>");
  for (const [form, html] of Object.entries(checkPages ?? {})) {
    const path = join(dir, pathOf(FORM_CHECK_PAGES[form as FormName]));
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, "index.html"), html);
  }
  // Every other page of the route table as a stub, so a link in a mail always leads somewhere.
  for (const route of routes) {
    const file = join(dir, route.path, "index.html");
    if (existsSync(file)) continue;
    mkdirSync(join(dir, route.path), { recursive: true });
    writeFileSync(file, `<h1>${route.page}</h1>`);
  }
  writeFileSync(join(dir, HEADERS_FILE), formatHeadersFile(headerRules(["sha256-test"], siteTopLevel(dir))));
  writePrecompressedPages(dir);
  return dir;
}

let content: MailContent | undefined;
/** data/'s mail content, read once per process. */
const mailContent = () => (content ??= loadMailContent(resolve(CONTENT_DIR)));

/**
 * A server under test. Mails go to `env.SMTP_URL` (a real test SMTP server) or, without it, into
 * .eml files in the test's folder (`mailDir`).
 */
type TestServerOptions = Partial<
  Pick<
    AppOptions,
    | "rateLimitMax"
    | "trustProxy"
    | "logger"
    | "timeouts"
    | "now"
    | "backupDir"
    | "release"
    | "secureCookie"
    | "limitStatus"
    | "opsStatus"
  >
> & {
  env?: Record<string, string>;
  /** What the built site's privacy texts state (public/privacy-settings.json); none, no record. */
  privacySettings?: PrivacySettings;
};

export async function startTestServer(options: TestServerOptions = {}) {
  const root = mkdtempSync(join(tmpdir(), "server-test-"));
  const databasePath = join(root, "leads.sqlite");
  const mailDir = join(root, "mail");
  const store = new LeadStore(databasePath);
  const mail = mailSetupFromEnv({ MAIL_DIR: mailDir, SITE_URL: "https://zv.test", ...options.env }, mailContent());
  // Loaded here, not at the top: scripts/slow-client.ts uses fakePublicDir outside Jest, without React.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderedCheckPages } = require("./check-pages") as typeof import("./check-pages");
  const publicDir = fakePublicDir(root, renderedCheckPages());
  if (options.privacySettings)
    writeFileSync(join(publicDir, PRIVACY_SETTINGS_FILE), JSON.stringify(options.privacySettings));
  const app = await buildApp({
    publicDir,
    store,
    mail,
    rateLimitMax: options.rateLimitMax ?? 1000,
    rateLimitWindowMs: 60_000,
    trustProxy: options.trustProxy ?? false,
    logger: options.logger,
    timeouts: options.timeouts,
    now: options.now,
    backupDir: options.backupDir,
    release: options.release,
    // The operator's page: OPERATOR_PASSWORD_HASH, BOUNCE_IMAP_URL, REPORT_SCHEDULE … from `env`.
    // The scheduled report stays off unless a test asks for it: a test run on a Monday morning would get one.
    operator: operatorSettingsFromEnv({ REPORT_SCHEDULE: "off", ...options.env }),
    secureCookie: options.secureCookie,
    limitStatus: options.limitStatus,
    opsStatus: options.opsStatus,
  });
  return {
    app,
    store,
    /** The follow-up of this server's database, for the retention and suppression checks. */
    followUp: new FollowUpStore(
      store,
      new Outbox(store.db, options.now),
      followUpSettings(mail.config, mail.content),
      options.now,
    ),
    publicDir,
    databasePath,
    mailDir,
    /** A form post to the forms' action, url-encoded unless `headers` say otherwise. */
    post: (payload: string, headers: Record<string, string> = {}) =>
      app.inject({ method: "POST", url: "/danke-willkommen/", payload, headers: { "content-type": FORM, ...headers } }),
    async close() {
      await app.close();
      store.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A release as the build stamps it (server/releases/stamp.ts), for the pages that show it. */
export const TEST_RELEASE = {
  id: "2026-11-27T10-15-00Z-ab12cd3",
  builtAt: "2026-11-27T10:15:00.000Z",
  commit: "ab12cd3",
  goLivePassed: true,
  unpublishedChanges: [],
};

export const FORM = "application/x-www-form-urlencoded";
export const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The operator's password in the server tests (its hash goes into OPERATOR_PASSWORD_HASH). */
export const OPERATOR_TEST_PASSWORD = "zitronen-betrieb-2026";

/** The operator's login form posted; the server's answer (303 and a session cookie when it took the password). */
export function postOperatorLogin(
  server: Pick<Awaited<ReturnType<typeof startTestServer>>, "app">,
  password = OPERATOR_TEST_PASSWORD,
  next: string = operatorPaths.home,
) {
  return server.app.inject({
    method: "POST",
    url: operatorPaths.login,
    payload: encode({ passwort: password, weiter: next }),
    headers: { "content-type": FORM },
  });
}

/** Logs the operator in; the session cookie (`name=value`) for the next requests. */
export async function operatorSession(server: Parameters<typeof postOperatorLogin>[0]): Promise<string> {
  const answer = await postOperatorLogin(server);
  if (answer.statusCode !== 303) throw new Error(`the operator's login answered ${answer.statusCode}`);
  return String(answer.headers["set-cookie"]).split(";")[0];
}

/** Valid posts of the two forms, as a visitor's browser sends them. */
export const LEAD_POST = {
  "form-name": "lead",
  "bot-field": "",
  name: "Klaus",
  email: "klaus@example.de",
  consent: "ja",
};
export const CONTACT_POST = {
  "form-name": "kontakt",
  "bot-field": "",
  name: "Werner",
  email: "w@example.de",
  message: "Hallo",
};
