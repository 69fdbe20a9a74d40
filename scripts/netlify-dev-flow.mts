// The Netlify host under Netlify's own runtime, in every `npm test`: `netlify dev --offline` serves
// the built site with the functions of netlify/functions (ES modules), its Blobs sandbox and its
// routing, with a real SMTP server and a stand-in for Netlify Forms and its API started here.
// Netlify Forms is the one part netlify dev cannot play: its own form handler hands a post to
// submission-created without a submission id, so nothing could be checked against Netlify's API
// (the function ignores such a call, as it must ignore a forged one). The stand-in takes the
// visitor's post as Netlify Forms does (keeps it, with the visitor's ip), answers with the page,
// and calls submission-created with the documented body; the function reads the submission
// back from the stand-in API (NETLIFY_API_URL).
//
//   npm run test:netlify-dev      (needs a build; netlify-cli: NETLIFY_CLI, else bin/test-packages.mjs's cache)
//
// Exit code 1 on any failure. The steps: the lead form in Chromium → confirmation mail; a GET and a
// browser with JavaScript that open the link change nothing; without scripts the answers and the
// button confirm, the plan mail arrives with List-Unsubscribe; one-click unsubscribe; a new request
// after it starts a new opt-in; forged events and netlify dev's own id-less form call change
// nothing; a flood from one source delays its mails beyond its share of the site's hour (the
// operator's notice says so), while a real visitor from his own connection is mailed at once.
// netlify dev starts every function call afresh (seconds each on a busy machine), so the flood is
// small here: CONFIRMATIONS_PER_HOUR=30 gives one source a share of one. The 1,000-post flood
// runs against the same functions in __tests__/server/flood-limits.test.ts.
import { spawn } from "child_process";
import { randomBytes } from "crypto";
import { existsSync, rmSync } from "fs";
import { createServer, type IncomingMessage, type ServerResponse } from "http";
import type { ParsedMail } from "mailparser";
import { chromium, type Browser } from "playwright-core";
import { launchOptions } from "../harness/browser.mjs";
import { startSmtpServer } from "../harness/smtp";
import { startNetlifyApi, submissionCreatedBody } from "../harness/netlify-api";
import { netlifyCli } from "../bin/test-packages.mjs";
import { freePorts } from "../harness/server-process";
import { sourceShare } from "../src/follow-up/limits";

const STARTUP_MS = 120_000;
const SITE_ID = "netlify-dev-site";
const OPERATOR = "betreiber@zitronen-vital.de";
const CONFIRMATIONS_PER_HOUR = 30;

function check(condition: unknown, message: string): void {
  if (!condition) throw new Error(`netlify-dev-flow: ${message}`);
  console.log(`ok: ${message}`);
}

async function waitFor<T>(what: string, test: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() > end) throw new Error(`netlify-dev-flow: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync("public/index.html")) throw new Error("netlify-dev-flow: no build in public/; run npm run build first");
const cli = netlifyCli();
if (!existsSync(cli) && !process.env.NETLIFY_CLI)
  throw new Error(`netlify-dev-flow: no netlify-cli at ${cli}: npm test installs it (bin/test-packages.mjs)`);

// netlify dev keeps its Blobs sandbox in .netlify/blobs-serve between runs: each run starts empty.
rmSync(".netlify/blobs-serve", { recursive: true, force: true });
const smtp = await startSmtpServer();
const api = await startNetlifyApi(SITE_ID);
const [devPort, formsPort] = await freePorts(2);
const dev = `http://localhost:${devPort}`;
/** Where the visitor's browser goes: Netlify's edge with Forms in front of the site. */
const base = `http://localhost:${formsPort}`;

/** Netlify Forms' part: a form post is kept (with the visitor's ip) and submission-created runs for it. */
const forms = createServer((req, res) => void handle(req, res));
async function handle(req: IncomingMessage, res: ServerResponse) {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const fields = Object.fromEntries(new URLSearchParams(body.toString()));
    const formName = fields["form-name"];
    if (req.method === "POST" && (formName === "lead" || formName === "kontakt")) {
      const ip = String(req.headers["x-test-client-ip"] ?? req.socket.remoteAddress ?? "");
      const submission = api.add(formName, fields, ip);
      const event = await fetch(`${dev}/.netlify/functions/submission-created`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(submissionCreatedBody(submission)),
      });
      if (event.status >= 500) console.error(`submission-created answered ${event.status}: ${await event.text()}`);
      // Netlify answers a form post with the action's page.
      const page = await fetch(`${dev}${req.url}`);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(await page.text());
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(`${dev}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
      redirect: "manual",
    });
    const out = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    res.writeHead(502).end(String(error));
  }
}
await new Promise<void>((resolve) => forms.listen(formsPort, "127.0.0.1", resolve));

const started = Date.now();
// --internal-disable-edge-functions: without it netlify dev downloads the Deno runtime for Edge
// Functions even with --offline and stops with "fetch failed" (this site has no edge functions).
const args = [
  "dev",
  "--offline",
  "--dir",
  "public",
  "--port",
  String(devPort),
  "--internal-disable-edge-functions",
  "--skip-gitignore",
];
const child = spawn(cli, args, {
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    BROWSER: "none",
    NETLIFY_TELEMETRY_DISABLED: "1",
    SMTP_URL: smtp.url,
    TOKEN_SECRET: randomBytes(48).toString("base64"),
    SITE_URL: base,
    MAIL_FROM: "Zitronen-Vital <plan@zitronen-vital.de>",
    NOTIFY_TO: OPERATOR,
    NETLIFY_API_TOKEN: api.token,
    NETLIFY_API_URL: api.url,
    SITE_ID,
    CONFIRMATIONS_PER_HOUR: String(CONFIRMATIONS_PER_HOUR),
    // netlify-cli parses the functions' whole dependency tree at its start (nft), and a sixth of
    // its time went to collecting short-lived objects: a larger young generation (64 MB
    // semi-spaces) cut its CPU from 55 to 49 seconds. tsc, ESLint, Gatsby and Jest gained nothing
    // from it, so it is set only here.
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--max-semi-space-size=64"].filter(Boolean).join(" "),
  },
});
let log = "";
child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));

const to = (mail: ParsedMail) => JSON.stringify(mail.to).toLowerCase();
const mailsTo = (address: string) => smtp.messages.filter((mail) => to(mail).includes(address));
const mailLink = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`${base.replace(/[.:/]/g, "\\$&")}(${path}\\?t=[\\w-]+)`).exec(mail.text ?? "");
  if (!match) throw new Error(`netlify-dev-flow: no ${path} link in "${mail.subject}"`);
  return match[1];
};
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

let browser: Browser | undefined;
let failed = false;
try {
  await waitFor(
    "netlify dev",
    () =>
      fetch(`${dev}/`).then(
        (r) => r.ok,
        () => false,
      ),
    STARTUP_MS,
  );
  console.log(`netlify dev ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  check(!/CommonJS/i.test(log), "netlify dev loads every function as an ES module (no legacy CommonJS warning)");
  browser = await chromium.launch(launchOptions());
  const page = await browser.newPage();

  /** The browser's posts reach Forms from this client address (each step its own connection). */
  const leadForm = async (name: string, email: string, clientIp: string) => {
    await page.setExtraHTTPHeaders({ "x-test-client-ip": clientIp });
    await page.goto(`${base}/`);
    await page.waitForLoadState("networkidle");
    await page.fill('form[name="lead"] input[name="name"]', name);
    await page.fill('form[name="lead"] input[name="email"]', email);
    await page.check('form[name="lead"] input[name="consent"]');
    await page.click('form[name="lead"] button[type="submit"]');
    await page.waitForURL(/\/danke-willkommen\/(#an=.*)?$/);
  };

  await leadForm("Heinz", "heinz@example.de", "192.0.2.1");
  const confirmation = await waitFor("the confirmation mail", () => mailsTo("heinz@example.de")[0]);
  check(
    api.submissions.length === 1 && confirmation.to && to(confirmation).includes("heinz@example.de"),
    "the lead form's post is kept by Forms, and submission-created, after asking the API, mails the confirmation",
  );
  const confirmPath = mailLink(confirmation, "/bestaetigen/");

  const get = await fetch(base + confirmPath);
  check(get.status === 200 && smtp.messages.length === 1, "a plain GET of the link is the static page");

  // A mail scanner: the link opened in a browser with JavaScript on, nothing clicked.
  await page.goto(base + confirmPath);
  await sleep(1500);
  check(smtp.messages.length === 1, "a browser with JavaScript on that opens the link confirms nothing");

  const noScript = await browser.newPage({ javaScriptEnabled: false });
  await noScript.goto(base + confirmPath);
  await noScript.check('input[name="aktivitaet"][value="wenig"]');
  await noScript.check('input[name="tageszeit"][value="abends"]');
  await noScript.click("form button[type=submit]");
  await noScript.waitForURL(/\/plan-unterwegs\/#aktivitaet=wenig&tageszeit=abends$/);
  check(true, "without scripts the button confirms and lands on /plan-unterwegs/ with the answers in the fragment");
  const plan = await waitFor("the plan mail", () => mailsTo("heinz@example.de")[1]);
  check(plan.subject?.includes("Heinz"), "the click sends the plan mail at once");
  const unsubscribeLine = plan.headerLines.find((header) => header.key === "list-unsubscribe")?.line ?? "";
  const unsubscribeUrl = /<([^>]+)>/.exec(unsubscribeLine.replace(/\r\n\s+/g, ""))?.[1] ?? "";
  check(new URL(unsubscribeUrl).pathname === "/abmelden/", "the plan mail carries List-Unsubscribe to /abmelden/");
  const oneClick = await post(unsubscribeUrl, { "List-Unsubscribe": "One-Click" });
  check(oneClick.status === 200, "RFC 8058 one-click unsubscribe answers 200");

  await leadForm("Heinz", "heinz@example.de", "192.0.2.2");
  const again = await waitFor("a new confirmation mail", () => mailsTo("heinz@example.de")[2]);
  check(
    again.subject?.includes("Bitte bestätigen"),
    "after the unsubscribe a new request starts a new double opt-in (a new confirmation mail)",
  );

  // Forged: the documented body naming an address, with an id Netlify does not hold; and a post
  // straight to netlify dev, whose own form handler calls the function without any id.
  const before = smtp.messages.length;
  const forged = submissionCreatedBody({ ...api.submissions[0], id: "64a1b2c3d4e5f6a7b8c9d0e1" });
  forged.payload.data = { ...forged.payload.data, email: "opfer@example.de", name: "Opfer" };
  for (let i = 0; i < 3; i++) {
    const answer = await fetch(`${dev}/.netlify/functions/submission-created`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(forged),
    });
    if (answer.status !== 204) throw new Error(`netlify-dev-flow: a forged call answered ${answer.status}`);
  }
  await post(`${dev}/danke-willkommen/`, {
    "form-name": "lead",
    name: "Opfer",
    email: "opfer@example.de",
    consent: "ja",
  });
  await sleep(2000);
  check(
    smtp.messages.length === before && api.deleted.length === 0,
    "forged submission-created calls and netlify dev's id-less form call mail nothing and delete nothing",
  );

  // A flood from one source, then a real visitor from his own connection.
  const share = sourceShare(CONFIRMATIONS_PER_HOUR);
  const flood = share + 3;
  for (let i = 0; i < flood; i++) {
    const answer = await post(
      `${base}/danke-willkommen/`,
      { "form-name": "lead", "bot-field": "", name: "Flut", email: `p${i}@firma.example`, consent: "ja" },
      { "x-test-client-ip": "198.51.100.1" },
    );
    if (answer.status !== 200) throw new Error(`netlify-dev-flow: flood post ${i} answered ${answer.status}`);
  }
  await post(
    `${base}/danke-willkommen/`,
    { "form-name": "lead", "bot-field": "", name: "Karl", email: "karl.schmidt@web.de", consent: "ja" },
    { "x-test-client-ip": "192.0.2.10" },
  );
  await waitFor("the real visitor's mail", () => mailsTo("karl.schmidt@web.de")[0]);
  const atFirma = () => smtp.messages.filter((mail) => to(mail).includes("@firma.example")).length;
  await sleep(1000);
  check(
    atFirma() === share,
    `a flood of ${flood} from one source: ${share} mailed at once (its share), the real visitor from his own connection too`,
  );
  const scheduled = await fetch(`${dev}/.netlify/functions/deliver-due`, { method: "POST" });
  check(scheduled.ok, "deliver-due runs (as the scheduler would)");
  const notice = await waitFor("the operator's notice", () => mailsTo(OPERATOR)[0]);
  const noticeText = String(notice.text).replace(/\s+/g, " ");
  check(
    // netlify dev's deploy context is "dev", not production: subjects carry "[Vorschau] ".
    notice.subject?.endsWith("Zitronen-Vital: 3 Bestätigungsmails warten auf eine Grenze") &&
      noticeText.includes("firma.example: 3"),
    `the 3 mails over the source's share wait (stored, not lost), and the operator's notice says so ("${notice.subject}")`,
  );
  console.log(
    `figures: stored ${api.submissions.length} submissions in Forms, mailed ${smtp.messages.length} (1 to the operator), ` +
      `delayed 3, dropped 0`,
  );
  console.log(`netlify-dev-flow: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  failed = true;
  console.error((error as Error).message);
  console.error("--- netlify dev output ---\n" + log.slice(-4000));
} finally {
  await browser?.close();
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  forms.close();
  await smtp.stop();
  await api.stop();
}
process.exit(failed ? 1 : 0);
