// The follow-up in a real browser against `netlify dev --offline`: Netlify's own local server with
// the built site (public/), the functions of netlify/functions, its Blobs sandbox and its form
// handler, plus a real SMTP server started here. Opt-in, not part of `npm test` (README, "Netlify
// mode": netlify-cli is not a dependency and CI has no time left for it).
//
//   NETLIFY_CLI=/path/to/netlify npm run test:netlify-dev     (default: `netlify` on PATH)
//
// Needs a build (run it under the public/ lock) and Debian's Chromium. Exit code 1 on any failure.
import { spawn } from "child_process";
import { randomBytes } from "crypto";
import { existsSync } from "fs";
import { createServer } from "net";
import { simpleParser } from "mailparser";
import { chromium } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { launchOptions } from "../__tests__/helpers/browser.mjs";

const STARTUP_MS = 90_000;
const cli = process.env.NETLIFY_CLI || "netlify";

function check(condition, message) {
  if (!condition) throw new Error(`netlify-dev-flow: ${message}`);
  console.log(`ok: ${message}`);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startSmtp() {
  const mails = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => (mails.push(mail), callback()), callback);
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { mails, port: server.server.address().port, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function waitFor(what, test, timeoutMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() > end) throw new Error(`netlify-dev-flow: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

if (!existsSync("public/index.html")) throw new Error("netlify-dev-flow: no build in public/; run npm run build first");
const smtp = await startSmtp();
const port = await freePort();
const base = `http://localhost:${port}`;
const started = Date.now();
// --internal-disable-edge-functions: without it netlify dev downloads the Deno runtime for Edge
// Functions even with --offline and stops with "fetch failed" (this site has no edge functions).
const args = [
  "dev",
  "--offline",
  "--dir",
  "public",
  "--port",
  String(port),
  "--internal-disable-edge-functions",
  "--skip-gitignore",
];
const dev = spawn(cli, args, {
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    BROWSER: "none",
    NETLIFY_TELEMETRY_DISABLED: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    TOKEN_SECRET: randomBytes(48).toString("base64"),
    SITE_URL: base,
    MAIL_FROM: "Zitronen-Vital <plan@zitronen-vital.de>",
  },
});
let log = "";
dev.stdout.on("data", (chunk) => (log += chunk));
dev.stderr.on("data", (chunk) => (log += chunk));

const mailLink = (mail, path) => {
  const match = new RegExp(`${base.replace(/[.:/]/g, "\\$&")}(${path}\\?t=[A-Za-z0-9_-]+)`).exec(mail.text ?? "");
  if (!match) throw new Error(`netlify-dev-flow: no ${path} link in "${mail.subject}"`);
  return match[1];
};

let browser;
let failed = false;
try {
  await waitFor(
    "netlify dev",
    () =>
      fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      ),
    STARTUP_MS,
  );
  console.log(`netlify dev ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  browser = await chromium.launch(launchOptions());
  const page = await browser.newPage();

  await page.goto(`${base}/`);
  await page.waitForLoadState("networkidle");
  await page.fill('form[name="lead"] input[name="name"]', "Heinz");
  await page.fill('form[name="lead"] input[name="email"]', "heinz@example.de");
  await page.check('form[name="lead"] input[name="consent"]');
  await page.click('form[name="lead"] button[type="submit"]');
  await page.waitForURL(/\/danke-willkommen\/(#an=.*)?$/);
  const confirmation = await waitFor("the confirmation mail", () => smtp.mails[0], 15_000);
  check(
    confirmation.to.text === "heinz@example.de",
    "the lead form's post reaches submission-created, which mails the confirmation",
  );
  const confirmPath = mailLink(confirmation, "/bestaetigen/");

  const get = await fetch(base + confirmPath);
  check(get.status === 200 && smtp.mails.length === 1, "a plain GET of the link is the static page");

  // A mail scanner: the link opened in a browser with JavaScript on, nothing clicked.
  await page.goto(base + confirmPath);
  await page.waitForTimeout(1500);
  check(smtp.mails.length === 1, "a browser with JavaScript on that opens the link confirms nothing");

  const noScript = await browser.newPage({ javaScriptEnabled: false });
  await noScript.goto(base + confirmPath);
  await noScript.check('input[name="aktivitaet"][value="wenig"]');
  await noScript.check('input[name="tageszeit"][value="abends"]');
  await noScript.click("form button[type=submit]");
  await noScript.waitForURL(/\/plan-unterwegs\/$/);
  const plan = await waitFor("the plan mail", () => smtp.mails[1], 15_000);
  check(plan.subject.includes("Heinz"), "the click confirms with the answers and sends the plan mail at once");
  const unsubscribeLine = plan.headerLines.find((header) => header.key === "list-unsubscribe")?.line ?? "";
  const unsubscribePath = new URL(/<([^>]+)>/.exec(unsubscribeLine.replace(/\r\n\s+/g, ""))[1]).pathname;
  check(unsubscribePath === "/abmelden/", "the plan mail carries List-Unsubscribe to /abmelden/");

  const unsubscribeUrl = /<([^>]+)>/.exec(unsubscribeLine.replace(/\r\n\s+/g, ""))[1];
  const oneClick = await fetch(unsubscribeUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  check(oneClick.status === 200, "RFC 8058 one-click unsubscribe answers 200");

  await page.goto(`${base}/`);
  await page.waitForLoadState("networkidle");
  await page.fill('form[name="lead"] input[name="name"]', "Heinz");
  await page.fill('form[name="lead"] input[name="email"]', "heinz@example.de");
  await page.check('form[name="lead"] input[name="consent"]');
  await page.click('form[name="lead"] button[type="submit"]');
  await page.waitForURL(/\/danke-willkommen\/(#an=.*)?$/);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  check(smtp.mails.length === 2, "after the unsubscribe a new form post gets no mail (suppression list)");
  console.log(`netlify-dev-flow: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  failed = true;
  console.error(error.message);
  console.error("--- netlify dev output ---\n" + log.slice(-4000));
} finally {
  await browser?.close();
  try {
    process.kill(-dev.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await smtp.stop();
}
process.exit(failed ? 1 : 0);
