/** @jest-environment node */
// The operator's page /betrieb/ on the self-hosted server (docs/betrieb-seite.md), against a real
// SMTP server and a real IMAP server (dovecot): a scripted day shows exactly its numbers on the
// page and in the report mail; the login guards every URL; erasing does what `leads -- delete` does.
import type { ParsedMail } from "mailparser";
import { eventually } from "../../harness/eventually";
import {
  encode,
  OPERATOR_TEST_PASSWORD as PASSWORD,
  operatorSession,
  postOperatorLogin,
  startTestServer,
} from "../../harness/server";
import { startSmtpServer, type TestSmtpServer } from "../../harness/smtp";
import { deliveryReport, startImapServer, type TestImapServer } from "../../harness/imap";
import { hashPassword } from "../../src/operator/password";
import { FUNNEL_STEPS } from "../../src/operator/funnel";
import { operatorPaths } from "../../src/operator/paths";

// Logins hash with scrypt and the pages read many records: seconds while other suites share the cores.
jest.setTimeout(30_000);

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CAMPAIGN = "?utm_source=newsletter&utm_campaign=herbst";
const SITE = "https://zv.test";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let hash: string;
beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
});

/** The text of the element with `attribute` (e.g. data-step="requests") up to its closing tag, without tags. */
function cellsOf(html: string, attribute: string): string[] {
  const start = html.indexOf(attribute);
  if (start < 0) throw new Error(`no ${attribute} in the page`);
  const row = html.slice(
    start,
    html.indexOf("</tr>", start) > 0 ? html.indexOf("</tr>", start) : html.indexOf("</li>", start),
  );
  return [...row.matchAll(/<(?:td|span)[^>]*>([^<]*)</g)].map((m) => m[1].replace(/\u00a0/g, " ").trim());
}

function linkIn(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${SITE}${path}\\?t=[A-Za-z0-9_-]+(&[^\\s"'<>)\\]]+)?`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0].replace(/&amp;/g, "&").slice(SITE.length);
}

describe("a scripted day on the self-hosted server", () => {
  let smtp: TestSmtpServer;
  let imap: TestImapServer;
  let server: Server;
  let cookie: string;
  const mailsTo = (address: string, count: number) => smtp.mailsTo(address, count);
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url, headers: { cookie, ...headers } });
  const lead = (email: string, referer: string) =>
    server.post(encode({ "form-name": "lead", "bot-field": "", name: email.split("@")[0], email, consent: "ja" }), {
      referer,
    });
  const click = (url: string, body = "") =>
    server.app.inject({
      method: "POST",
      url,
      payload: body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  beforeAll(async () => {
    smtp = await startSmtpServer(0, { refuseAddress: /^dieter@/ });
    imap = await startImapServer();
    server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        TOKEN_SECRET: "operator-test-secret-0123456789-abcdef",
        NOTIFY_TO: "betreiber@zv.test",
        BOUNCE_ADDRESS: "bounces@zv.test",
        BOUNCE_IMAP_URL: imap.url,
        BOUNCE_POLL_SECONDS: "3600",
        OPERATOR_PASSWORD_HASH: hash,
        MAIL_RETRY_SECONDS: "1",
      },
    });
    await server.app.ready();

    // Page views: 5 of the landing page (3 from the campaign), 2 of another page; 2 by a bot, not counted.
    for (const query of [CAMPAIGN, CAMPAIGN, CAMPAIGN, "", ""])
      expect((await server.app.inject({ url: `/${query}`, headers: { "user-agent": BROWSER } })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await server.app.inject({ url: "/agb/", headers: { "user-agent": BROWSER } });
    for (let i = 0; i < 2; i++) await server.app.inject({ url: "/", headers: { "user-agent": GOOGLEBOT } });

    // Requests: Anton and Berta from the campaign, Carl and Dieter without; Dieter's address is refused.
    await lead("anton@example.de", `${SITE}/${CAMPAIGN}`);
    await lead("berta@example.net", `${SITE}/${CAMPAIGN}`);
    await lead("carl@example.org", `${SITE}/`);
    await lead("dieter@example.com", `${SITE}/`);
    const [antonConfirmation] = await mailsTo("anton@example.de", 1);
    const [carlConfirmation] = await mailsTo("carl@example.org", 1);
    const [bertaConfirmation] = await mailsTo("berta@example.net", 1);
    // Every mail goes out with the envelope sender (Return-Path) the operator named.
    expect(new Set(smtp.envelopeFrom)).toEqual(new Set(["bounces@zv.test"]));

    // Confirmations: Anton (his link carries the campaign on) and Carl, with an answer.
    const antonLink = linkIn(antonConfirmation, "/bestaetigen/");
    expect(antonLink).toContain("utm_source=newsletter&utm_campaign=herbst");
    expect((await click(antonLink)).statusCode).toBe(303);
    expect((await click(linkIn(carlConfirmation, "/bestaetigen/"), "aktivitaet=wenig&mag=garten")).statusCode).toBe(
      303,
    );
    const [, antonPlan] = await mailsTo("anton@example.de", 2);
    await mailsTo("carl@example.org", 2);

    // Anton unsubscribes from his plan mail (its link carries the campaign too).
    const unsubscribe = linkIn(antonPlan, "/abmelden/");
    expect(unsubscribe).toContain("utm_campaign=herbst");
    expect((await click(unsubscribe)).statusCode).toBe(303);

    // Berta's mail comes back: a delivery report in the bounce mailbox, read from IMAP.
    imap.deliver(deliveryReport("berta@example.net", String(bertaConfirmation.messageId)));
    await server.app.bounces.readNow();
    // Dieter's confirmation was refused for good (550).
    await eventually("Dieter's mail to fail", () =>
      server.store.db.prepare("SELECT 1 FROM outbox WHERE status = 'failed'").get(),
    );
    cookie = await operatorSession(server);
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await smtp.stop();
    await imap.stop();
  });

  it("shows exactly the day's numbers on the page, in total and per campaign", async () => {
    const page = (await get(operatorPaths.home)).body;
    const expected = { landingViews: 5, otherViews: 2, requests: 4, confirmations: 2, plans: 2, unsubscribes: 1 };
    for (const { key } of FUNNEL_STEPS) expect(cellsOf(page, `data-step="${key}"`)[0]).toBe(String(expected[key]));
    expect(cellsOf(page, 'data-campaign="newsletter / herbst"')).toEqual([
      "3",
      "0",
      "2",
      "1",
      "1",
      "1",
      "66,7 %",
      "50 %",
    ]);
    expect(cellsOf(page, 'data-campaign="ohne Kampagne"')).toEqual(["2", "2", "2", "1", "1", "0", "100 %", "50 %"]);
    expect(page).toContain("1 Rückläufer");
    expect(page).toMatch(/Problem: 1 E-Mail konnte nicht zugestellt werden/);
    expect(page).toContain("Der Mailserver hat die E-Mail abgelehnt (Code 550)");
    expect(page).toMatch(/Hinweis: 1 Adresse ist unzustellbar/);
    // Two charts, each followed by its numbers for screen readers; no script anywhere.
    expect(page.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
    expect(page).toContain('<div class="sr-only"><table><caption>Der Weg zum Plan');
    expect(page).not.toMatch(/<script/i);
  });

  it("sends the report with the same numbers to NOTIFY_TO", async () => {
    const before = smtp.messages.length;
    const answer = await server.app.inject({
      method: "POST",
      url: operatorPaths.report,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(answer.statusCode).toBe(303);
    const [report] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(report.to).toMatchObject({ text: "betreiber@zv.test" });
    expect(report.subject).toMatch(/^Bericht Zitronen-Vital: .* bis .*, 2 Hinweise$/);
    const html = String(report.html);
    const expected = { landingViews: 5, otherViews: 2, requests: 4, confirmations: 2, plans: 2, unsubscribes: 1 };
    // Step, now, before, change.
    for (const { key, label } of FUNNEL_STEPS)
      expect(cellsOf(html, `data-step="${key}"`)).toEqual([label, String(expected[key]), "0", `+${expected[key]}`]);
    const text = String(report.text).replace(/\s+/g, " ");
    expect(text).toContain("newsletter / herbst: 3 Aufrufe, 2 Anfragen, 1 Bestätigungen, 1 Pläne, 1 Abmeldungen");
    expect(text).toContain("ohne Kampagne: 2 Aufrufe, 2 Anfragen, 1 Bestätigungen, 1 Pläne, 0 Abmeldungen");
    expect(text).toContain("Problem: 1 E-Mail konnte nicht zugestellt werden");
    expect(text).toContain("Hinweis: 1 Adresse ist unzustellbar");
    expect(text).toContain("Rückläufer: 1");
    expect(text).toContain(`${SITE}/betrieb/`);
  });

  it("shows each person's state, consent and answers; an unsubscribed address only as its proof", async () => {
    const list = (await get(`${operatorPaths.people}?suche=example`)).body;
    expect(cellsOf(list, 'data-person="berta@example.net"')).toContain("unzustellbar");
    expect(cellsOf(list, 'data-person="carl@example.org"')).toContain("Plan gesendet");
    expect(cellsOf(list, 'data-person="dieter@example.com"')).toContain("wartet auf Bestätigung");
    expect(list).not.toContain("anton@example.de");
    const anton = (await get(`${operatorPaths.people}?suche=anton%40example.de`)).body;
    expect(anton).toContain('data-proof="unsubscribed"');
    const carlId = /href="\/betrieb\/personen\/(\d+)\/"[^>]*>carl</.exec(list)![1];
    const carl = (await get(operatorPaths.person(carlId))).body;
    expect(carl).toContain("Wenig – ich sitze die meiste Zeit");
    expect(carl).toContain("Gartenarbeit");
    expect(carl).toMatch(/Einwilligung \(Fassung\)<\/dt><dd>\d{4}-\d{2}-\d{2}/);
    const unreachable = (await get(`${operatorPaths.people}?status=unzustellbar`)).body;
    expect(unreachable).toContain("berta@example.net");
    expect(unreachable).not.toContain("carl@example.org");
  });

  it("exports for German Excel: BOM, semicolons, local times, status and plan-sent columns, confirmed only by default", async () => {
    const confirmed = await get(operatorPaths.export);
    expect(confirmed.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(confirmed.headers["content-disposition"]).toMatch(
      /^attachment; filename="bestaetigte-kontakte-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = confirmed.body.split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFStatus;Vorname;E-Mail;Angefragt am;Bestätigt am;Plan gesendet;Plan gesendet am;Einwilligung (Fassung);Weitere E-Mails (Fassung);Unzustellbar seit",
    );
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Plan gesendet;carl;carl@example\.org;\d\d\.\d\d\.\d{4}, \d\d:\d\d;\d\d\.\d\d\.\d{4}, \d\d:\d\d;ja;/,
    );
    const everyone = (await get(`${operatorPaths.export}?alle=1`)).body;
    expect(everyone.split("\r\n").filter(Boolean)).toHaveLength(4);
    expect(everyone).toContain("unzustellbar;berta;berta@example.net;");
    expect(everyone).toContain("wartet auf Bestätigung;dieter;dieter@example.com;");
  });

  it("lists the failed mail with its reason in German", async () => {
    const mails = (await get(operatorPaths.mails)).body;
    expect(mails).toContain('data-kind="confirmation"');
    expect(mails).toContain("Der Mailserver hat die E-Mail abgelehnt (Code 550)");
    expect(mails).toContain("Adresse unzustellbar");
  });

  it("erases a person after a confirmation step, as `leads -- delete` does", async () => {
    const list = (await get(`${operatorPaths.people}?suche=carl`)).body;
    const id = /href="\/betrieb\/personen\/(\d+)\/"/.exec(list)![1];
    const confirm = await get(operatorPaths.erase(id));
    expect(confirm.body).toContain("Endgültig löschen");
    expect(
      server.store.db.prepare("SELECT COUNT(*) AS n FROM submissions WHERE email = ?").get("carl@example.org"),
    ).toEqual({ n: 1 });
    const erased = await server.app.inject({
      method: "POST",
      url: operatorPaths.erase(id),
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(erased.statusCode).toBe(303);
    expect(erased.headers.location).toBe(`${operatorPaths.people}?geloescht=1`);
    expect(
      server.store.db.prepare("SELECT COUNT(*) AS n FROM submissions WHERE email = ?").get("carl@example.org"),
    ).toEqual({ n: 0 });
    const proof = server.store.db
      .prepare("SELECT reason, withdrawn_at FROM proofs WHERE address_hash = ?")
      .get(server.store.addressHash("carl@example.org")) as { reason: string; withdrawn_at: string | null };
    expect(proof.reason).toBe("erased");
    expect(proof.withdrawn_at).not.toBeNull();
    // Erasing changes no count of the day.
    expect(cellsOf((await get(operatorPaths.home)).body, 'data-step="plans"')[0]).toBe("2");
  });
  it("counts a page the browser revalidates (304), not a bot, a prefetch, a HEAD or a missing page", async () => {
    const first = await server.app.inject({ url: "/agb/", headers: { "user-agent": BROWSER } });
    const again = await server.app.inject({
      url: "/agb/",
      headers: { "user-agent": BROWSER, "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await server.app.inject({ url: "/agb/", headers: { "user-agent": BROWSER, "sec-purpose": "prefetch" } });
    await server.app.inject({ method: "HEAD", url: "/agb/", headers: { "user-agent": BROWSER } });
    await server.app.inject({ url: "/gibt-es-nicht/", headers: { "user-agent": BROWSER } });
    await server.app.inject({ url: "/agb/", headers: { "user-agent": "curl/8.5.0" } });
    expect(cellsOf((await get(operatorPaths.home)).body, 'data-step="otherViews"')[0]).toBe("4");
  });
});

describe("the login", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { OPERATOR_PASSWORD_HASH: hash }, secureCookie: true });
  });
  afterAll(() => server.close());

  it("redirects every page without a session to the login, and answers 401 to anything else", async () => {
    for (const url of [
      operatorPaths.home,
      operatorPaths.people,
      operatorPaths.mails,
      operatorPaths.export,
      operatorPaths.person("1"),
      operatorPaths.erase("1"),
      "/betrieb/gibt-es-nicht/",
    ]) {
      const answer = await server.app.inject({ url });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`${operatorPaths.login}?weiter=${encodeURIComponent(url)}`);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    for (const url of [operatorPaths.erase("1"), operatorPaths.report, operatorPaths.logout]) {
      const answer = await server.app.inject({
        method: "POST",
        url,
        payload: "",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(answer.statusCode).toBe(401);
    }
    // A forged cookie is no session.
    const forged = await server.app.inject({ url: operatorPaths.home, headers: { cookie: "betrieb_sitzung=AAAA;" } });
    expect(forged.statusCode).toBe(303);
  });

  it("sets an HttpOnly, Secure, SameSite=Strict cookie for /betrieb/ only, and none for visitors", async () => {
    const answer = await postOperatorLogin(server, PASSWORD, operatorPaths.people);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(operatorPaths.people);
    const cookie = String(answer.headers["set-cookie"]);
    expect(cookie).toMatch(/^betrieb_sitzung=[^;]+;/);
    expect(cookie).toMatch(/; Path=\/betrieb\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const page = await server.app.inject({ url: operatorPaths.people, headers: { cookie: cookie.split(";")[0] } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    const visitor = await server.app.inject({ url: "/" });
    expect(visitor.headers["set-cookie"]).toBeUndefined();
    expect(visitor.body).not.toContain("betrieb");
  });

  it("slows down ten wrong passwords: after five, each try waits, even with the right password", async () => {
    const statuses: number[] = [];
    const tryPassword = (passwort: string) =>
      server.app.inject({
        method: "POST",
        url: operatorPaths.login,
        payload: encode({ passwort }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: "198.51.100.7",
      });
    for (let i = 0; i < 10; i++) statuses.push((await tryPassword(`falsch-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const blocked = await tryPassword(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.body).toContain("Zu viele falsche Passwörter");
    // Another client is not held up by this one's guesses.
    const other = await server.app.inject({
      method: "POST",
      url: operatorPaths.login,
      payload: encode({ passwort: PASSWORD }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: "203.0.113.9",
    });
    expect(other.statusCode).toBe(303);
  });
});

describe("the limits on the operator's page", () => {
  it("shows the confirmation mails a limit delays and the contact messages held for the digest", async () => {
    const server = await startTestServer({ env: { OPERATOR_PASSWORD_HASH: hash, CONFIRMATIONS_PER_HOUR: "2" } });
    try {
      // Every post comes from one client here, whose share of the site's 2 an hour is 1: two wait.
      for (let i = 0; i < 3; i++)
        await server.post(
          encode({
            "form-name": "lead",
            "bot-field": "",
            name: "Paul",
            email: `paul@firma-${i}.example`,
            consent: "ja",
          }),
        );
      // One sender's 3 contact messages a day go at once; the 4th waits for the hourly digest.
      for (let i = 0; i < 4; i++)
        await server.post(
          encode({
            "form-name": "kontakt",
            "bot-field": "",
            name: "Werner",
            email: "werner@example.de",
            message: `Frage ${i}`,
          }),
        );
      const cookie = await operatorSession(server);
      const html = (await server.app.inject({ url: operatorPaths.home, headers: { cookie } })).body;
      expect(html).toContain("2 E-Mails werden wegen einer Obergrenze später verschickt");
      expect(html).toContain("1 Kontaktnachricht wird gesammelt zugestellt");
    } finally {
      await server.close();
    }
  });
});
