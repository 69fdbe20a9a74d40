/** @jest-environment node */
// The operator's page on Netlify (netlify/functions/operator.mts and its neighbours) around the real
// function modules, Netlify's local Blobs server, a real SMTP server and a real IMAP server
// (dovecot): a scripted day shows exactly its numbers on the page and in the report mail.
import type { ParsedMail } from "mailparser";
import { startSmtpServer, type TestSmtpServer } from "../../harness/smtp";
import { deliveryReport, startImapServer, type TestImapServer } from "../../harness/imap";
import { SITE, startNetlifyStandIn, type NetlifyStandIn } from "../../harness/netlify-host";
import * as submissionCreated from "../../netlify/functions/submission-created.mts";
import * as confirm from "../../netlify/functions/confirm.mts";
import * as unsubscribe from "../../netlify/functions/unsubscribe.mts";
import * as operator from "../../netlify/functions/operator.mts";
import * as countView from "../../netlify/functions/count-view.mts";
import * as bounces from "../../netlify/functions/bounces.mts";
import { ConsentStore } from "../../netlify/follow-up/consent-store";
import { foldCounts } from "../../netlify/operator/counters";
import { hashPassword } from "../../src/operator/password";
import { FUNNEL_STEPS } from "../../src/operator/funnel";
import { operatorPaths } from "../../src/operator/paths";
import { COUNT_PATH } from "../../src/operator/count-path";
import { submissionCreatedBody } from "../../harness/netlify-api";

// Logins hash with scrypt and the pages read many records: seconds while other suites share the cores.
jest.setTimeout(30_000);

const PASSWORD = "zitronen-betrieb-2026";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const CAMPAIGN = "utm_source=newsletter&utm_campaign=herbst";
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

let smtp: TestSmtpServer;
let imap: TestImapServer;
let netlify: NetlifyStandIn;
let blobs: NetlifyStandIn["blobs"];
let host: NetlifyStandIn["host"];
let api: NetlifyStandIn["api"];
let cookie: string;

function cellsOf(html: string, attribute: string): string[] {
  const start = html.indexOf(attribute);
  if (start < 0) throw new Error(`no ${attribute} in the page`);
  const end = html.indexOf("</tr>", start) > 0 ? html.indexOf("</tr>", start) : html.indexOf("</li>", start);
  return [...html.slice(start, end).matchAll(/<(?:td|span)[^>]*>([^<]*)</g)].map((m) =>
    m[1].replace(/\u00a0/g, " ").trim(),
  );
}

const mailsTo = (address: string, count: number) => smtp.mailsTo(address, count);

function linkIn(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${SITE.url}${path}\\?t=[A-Za-z0-9_-]+(&[^\\s"'<>)\\]]+)?`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0].slice(SITE.url.length);
}

/** Netlify Forms keeps the post (the stand-in of its API), then runs submission-created with its id. */
async function lead(email: string, referrer: string, ip = "203.0.113.7") {
  const submission = api.add(
    "lead",
    { "bot-field": "", name: email.split("@")[0], email, consent: "ja", referrer },
    ip,
  );
  const answer = await host.fetch("/.netlify/functions/submission-created", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(submissionCreatedBody(submission)),
  });
  expect(answer.status).toBe(204);
}

const view = (path: string, query = "", userAgent = BROWSER) =>
  host.fetch(COUNT_PATH, {
    method: "POST",
    headers: { ...FORM, "User-Agent": userAgent },
    body: `p=${encodeURIComponent(path)}${query ? `&${query}` : ""}`,
  });
const page = async (path: string) => (await host.fetch(path, { headers: { cookie } })).text();

beforeAll(async () => {
  // Dieter's plan mail is refused for good by his mail server.
  smtp = await startSmtpServer(0, {
    refuseMail: (mail) => /dieter/.test(mail.to ? JSON.stringify(mail.to) : "") && /Plan/.test(mail.subject ?? ""),
  });
  imap = await startImapServer();
  netlify = await startNetlifyStandIn(
    { "submission-created": submissionCreated, confirm, unsubscribe, operator, "count-view": countView, bounces },
    {
      SMTP_URL: smtp.url,
      TOKEN_SECRET: "operator-netlify-secret-0123456789-abcdef",
      BOUNCE_ADDRESS: "bounces@zv.test",
      BOUNCE_IMAP_URL: imap.url,
      OPERATOR_PASSWORD_HASH: await hashPassword(PASSWORD),
    },
  );
  ({ api, blobs, host } = netlify);
  jest.spyOn(console, "log").mockImplementation(() => undefined);

  // Page views reported by the beacon: 5 of the landing page (3 from the campaign), 2 of another
  // page; a bot's, a missing page's and an oversized one are not counted.
  for (const query of [CAMPAIGN, CAMPAIGN, CAMPAIGN, "", ""]) expect((await view("/", query)).status).toBe(204);
  await view("/agb/");
  await view("/agb/");
  await view("/", "", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
  await view("/gibt-es-nicht/");
  await view("/", `utm_source=${"x".repeat(2000)}`);

  await lead("anton@example.de", `${SITE.url}/?${CAMPAIGN}`);
  await lead("berta@example.net", `${SITE.url}/?${CAMPAIGN}`);
  await lead("carl@example.org", `${SITE.url}/`);
  await lead("dieter@example.com", `${SITE.url}/`);
  const [antonConfirmation] = await mailsTo("anton@example.de", 1);
  const [bertaConfirmation] = await mailsTo("berta@example.net", 1);
  const [carlConfirmation] = await mailsTo("carl@example.org", 1);
  const [dieterConfirmation] = await mailsTo("dieter@example.com", 1);
  expect(new Set(smtp.envelopeFrom)).toEqual(new Set(["bounces@zv.test"]));

  const click = (path: string, body = "") => host.fetch(path, { method: "POST", headers: FORM, body });
  const antonLink = linkIn(antonConfirmation, "/bestaetigen/");
  expect(antonLink).toContain(CAMPAIGN);
  expect((await click(antonLink)).status).toBe(303);
  expect((await click(linkIn(carlConfirmation, "/bestaetigen/"), "aktivitaet=etwas&mag=radfahren")).status).toBe(303);
  expect((await click(linkIn(dieterConfirmation, "/bestaetigen/"))).status).toBe(303);
  const [, antonPlan] = await mailsTo("anton@example.de", 2);
  await mailsTo("carl@example.org", 2);
  const unsubscribeLink = linkIn(antonPlan, "/abmelden/");
  expect(unsubscribeLink).toContain(CAMPAIGN);
  expect((await click(unsubscribeLink)).status).toBe(303);

  imap.deliver(deliveryReport("berta@example.net", String(bertaConfirmation.messageId)));
  expect((await host.fetch("/.netlify/functions/bounces", { method: "POST" })).status).toBe(204);

  const login = await host.fetch(operatorPaths.login, { method: "POST", headers: FORM, body: `passwort=${PASSWORD}` });
  expect(login.status).toBe(303);
  const setCookie = login.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(
    /^betrieb_sitzung=[^;]+; Path=\/betrieb\/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure$/,
  );
  cookie = setCookie.split(";")[0];
}, 90_000);

afterAll(async () => {
  await netlify.stop();
  await smtp.stop();
  await imap.stop();
  jest.restoreAllMocks();
});

const EXPECTED = { landingViews: 5, otherViews: 2, requests: 4, confirmations: 3, plans: 2, unsubscribes: 1 };

it("shows exactly the day's numbers on the page, in total and per campaign", async () => {
  const html = await page(operatorPaths.home);
  for (const { key } of FUNNEL_STEPS) expect(cellsOf(html, `data-step="${key}"`)[0]).toBe(String(EXPECTED[key]));
  expect(cellsOf(html, 'data-campaign="newsletter / herbst"')).toEqual([
    "3",
    "0",
    "2",
    "1",
    "1",
    "1",
    "66,7 %",
    "50 %",
  ]);
  expect(cellsOf(html, 'data-campaign="ohne Kampagne"')).toEqual(["2", "2", "2", "2", "1", "0", "100 %", "100 %"]);
  expect(html).toMatch(/Problem: 1 E-Mail konnte nicht zugestellt werden/);
  expect(html).toContain("Der Mailserver hat die E-Mail abgelehnt (Code 550)");
  expect(html).toMatch(/Hinweis: 1 Adresse ist unzustellbar/);
  expect(html).toContain("1 Rückläufer");
  expect(html).not.toMatch(/<script/i);
});

it("sends the report with the same numbers to NOTIFY_TO", async () => {
  const before = smtp.messages.length;
  const answer = await host.fetch(operatorPaths.report, { method: "POST", headers: { ...FORM, cookie }, body: "" });
  expect(answer.status).toBe(303);
  const [report] = (await smtp.waitForMessages(before + 1)).slice(before);
  expect(report.to).toMatchObject({ text: "betreiber@zv.test" });
  expect(report.subject).toMatch(/^Bericht Zitronen-Vital: .*, 2 Hinweise$/);
  for (const { key, label } of FUNNEL_STEPS)
    expect(cellsOf(String(report.html), `data-step="${key}"`)).toEqual([
      label,
      String(EXPECTED[key]),
      "0",
      `+${EXPECTED[key]}`,
    ]);
  const text = String(report.text).replace(/\s+/g, " ");
  expect(text).toContain("newsletter / herbst: 3 Aufrufe, 2 Anfragen, 1 Bestätigungen, 1 Pläne, 1 Abmeldungen");
  expect(text).toContain("Problem: 1 E-Mail konnte nicht zugestellt werden");
});

it("shows each person's state and answers, exports for Excel, and erases as netlify:erase does", async () => {
  const list = await page(`${operatorPaths.people}?suche=example`);
  expect(cellsOf(list, 'data-person="berta@example.net"')).toContain("unzustellbar");
  expect(cellsOf(list, 'data-person="carl@example.org"')).toContain("Plan gesendet");
  expect(cellsOf(list, 'data-person="dieter@example.com"')).toContain("bestätigt");
  expect(list).not.toContain("anton@example.de");
  expect(await page(`${operatorPaths.people}?suche=anton%40example.de`)).toContain('data-proof="unsubscribed"');
  const carlId = /href="\/betrieb\/personen\/([^/]+)\/"[^>]*>carl</.exec(list)![1];
  expect(await page(operatorPaths.person(carlId))).toContain("Radfahren");

  const bytes = Buffer.from(await (await host.fetch(operatorPaths.export, { headers: { cookie } })).arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.toString("utf8").split("\r\n").filter(Boolean);
  expect(rows[0]).toMatch(/^\uFEFFStatus;Vorname;E-Mail;/);
  expect(
    rows
      .slice(1)
      .map((row) => row.split(";").slice(0, 3).join(";"))
      .sort(),
  ).toEqual(["Plan gesendet;carl;carl@example.org", "bestätigt;dieter;dieter@example.com"]);

  const dieterId = /href="\/betrieb\/personen\/([^/]+)\/"[^>]*>dieter</.exec(list)![1];
  expect(await page(operatorPaths.erase(dieterId))).toContain("Endgültig löschen");
  const erased = await host.fetch(operatorPaths.erase(dieterId), {
    method: "POST",
    headers: { ...FORM, cookie },
    body: "",
  });
  expect(erased.status).toBe(303);
  const stored = await blobs.dump("follow-up");
  expect(JSON.stringify(stored)).not.toContain("dieter@example.com");
  // His Netlify Forms submissions go by their ids at the next forms-cleanup.
  expect(Object.keys(stored).some((key) => key.startsWith("forms-delete/"))).toBe(true);
  expect(await page(`${operatorPaths.people}?suche=dieter%40example.com`)).toContain('data-proof="erased"');
});

it("keeps nothing per visitor: the counters hold days, pages, campaigns and numbers only", async () => {
  const stored = await blobs.dump("follow-up");
  const counters = Object.entries(stored).filter(([key]) => key.startsWith("counts/"));
  expect(counters.length).toBeGreaterThan(0);
  const text = JSON.stringify(counters);
  expect(text).not.toMatch(/203\.0\.113|Mozilla|example\.(de|net|org|com)/);
});

it("folds a finished day's counters into one total, and the page shows the same numbers", async () => {
  const before = await page(operatorPaths.home);
  const store = new ConsentStore("follow-up", String(process.env.TOKEN_SECRET));
  expect(await foldCounts(store, Date.now())).toBe(0); // today is not over
  expect(await foldCounts(store, Date.now() + 26 * 60 * 60_000)).toBe(1);
  const keys = Object.keys(await blobs.dump("follow-up")).filter((key) => key.startsWith("counts/"));
  expect(keys).toEqual([expect.stringMatching(/^counts\/\d{4}-\d{2}-\d{2}\/total$/)]);
  const after = await page(operatorPaths.home);
  for (const { key } of FUNNEL_STEPS)
    expect(cellsOf(after, `data-step="${key}"`)).toEqual(cellsOf(before, `data-step="${key}"`));
  expect(cellsOf(after, 'data-campaign="newsletter / herbst"')).toEqual(
    cellsOf(before, 'data-campaign="newsletter / herbst"'),
  );
});

it("answers every operator URL without a session with the login", async () => {
  for (const path of [operatorPaths.home, operatorPaths.people, operatorPaths.export, operatorPaths.mails]) {
    const answer = await host.fetch(path);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${operatorPaths.login}?weiter=${encodeURIComponent(path)}`);
  }
  const post = await host.fetch(operatorPaths.report, { method: "POST", headers: FORM, body: "" });
  expect(post.status).toBe(401);
  const forged = await host.fetch(operatorPaths.home, { headers: { cookie: "betrieb_sitzung=Fe26.2*1*abc" } });
  expect(forged.status).toBe(303);
  const headers = (await host.fetch(operatorPaths.login)).headers;
  expect(headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(headers.get("cache-control")).toBe("no-store");
});

it("shows the confirmation mails a limit delays and the contact messages held for the digest", async () => {
  // One source's share of the site's hour is 10 (CONFIRMATIONS_PER_HOUR 300 / 30): the 11th waits.
  for (const letter of "abcdefghijk") await lead(`quelle${letter}@firma.example`, `${SITE.url}/`, "198.51.100.99");
  // One sender's 3 contact messages a day go at once; the 4th waits for the hourly digest.
  for (let i = 0; i < 4; i++) {
    const message = { "bot-field": "", name: "Werner", email: "werner@example.de", message: `Frage ${i}` };
    const submission = api.add("kontakt", message, "198.51.100.98");
    await host.fetch("/.netlify/functions/submission-created", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(submissionCreatedBody(submission)),
    });
  }
  const html = await page(operatorPaths.home);
  expect(html).toContain("1 E-Mail wird wegen einer Obergrenze später verschickt");
  expect(html).toContain("1 Kontaktnachricht wird gesammelt zugestellt");
}, 60_000);
