/** @jest-environment node */
// The operator's page (docs/betrieb-seite.md) on both hosts, written once: the same scripted day
// shows the same numbers on the page and in the report mail; the people, the export and erasing
// behave the same; no URL opens without a session; what a limit holds back is shown. What only one
// host has is tested beside it: operator-page.test.ts (self-hosted), operator-netlify.test.ts.
import {
  CAMPAIGN,
  cellsOf,
  GOOGLEBOT,
  linkIn,
  netlifyOperator,
  selfHostedOperator,
  type OperatorHost,
} from "../../harness/operator-hosts";
import { OPERATOR_TEST_PASSWORD } from "../../harness/server";
import { FUNNEL_STEPS } from "../../src/operator/funnel";
import { operatorPaths } from "../../src/operator/paths";

// Logins hash with scrypt and the pages read many records: seconds while other suites share the cores.
jest.setTimeout(30_000);

const HOSTS = [
  ["self-hosted", selfHostedOperator],
  ["netlify", netlifyOperator],
] as const;

/** The day's funnel: 5 views of the landing page (3 from the campaign), 2 of another page, 4 requests … */
const DAY = { landingViews: 5, otherViews: 2, requests: 4, confirmations: 3, plans: 2, unsubscribes: 1 };

/**
 * Anton and Berta come from the newsletter's campaign, Carl and Dieter without one. Anton, Carl
 * (with his answers) and Dieter confirm; Dieter's plan is refused for good by his mail server;
 * Anton unsubscribes from his plan mail; Berta's confirmation mail comes back as undeliverable.
 */
async function scriptedDay(host: OperatorHost): Promise<void> {
  const { siteUrl } = host;
  for (const query of [CAMPAIGN, CAMPAIGN, CAMPAIGN, "", ""]) await host.view("/", query);
  await host.view("/agb/");
  await host.view("/agb/");
  // Not counted: a bot, a missing page.
  await host.view("/", "", GOOGLEBOT);
  await host.view("/gibt-es-nicht/");

  await host.lead("anton@example.de", `${siteUrl}/?${CAMPAIGN}`);
  await host.lead("berta@example.net", `${siteUrl}/?${CAMPAIGN}`);
  await host.lead("carl@example.org", `${siteUrl}/`);
  await host.lead("dieter@example.com", `${siteUrl}/`);
  const [anton] = await host.smtp.mailsTo("anton@example.de", 1);
  const [berta] = await host.smtp.mailsTo("berta@example.net", 1);
  const [carl] = await host.smtp.mailsTo("carl@example.org", 1);
  const [dieter] = await host.smtp.mailsTo("dieter@example.com", 1);
  // Every mail goes out with the envelope sender (Return-Path) the operator named.
  expect(new Set(host.smtp.envelopeFrom)).toEqual(new Set(["bounces@zv.test"]));

  // His confirmation link carries the campaign on.
  const antonLink = linkIn(anton, siteUrl, "/bestaetigen/");
  expect(antonLink).toContain(CAMPAIGN);
  expect(await host.click(antonLink)).toBe(303);
  expect(await host.click(linkIn(carl, siteUrl, "/bestaetigen/"), "aktivitaet=wenig&mag=garten")).toBe(303);
  expect(await host.click(linkIn(dieter, siteUrl, "/bestaetigen/"))).toBe(303);
  const [, antonPlan] = await host.smtp.mailsTo("anton@example.de", 2);
  await host.smtp.mailsTo("carl@example.org", 2);
  const unsubscribe = linkIn(antonPlan, siteUrl, "/abmelden/");
  expect(unsubscribe).toContain(CAMPAIGN);
  expect(await host.click(unsubscribe)).toBe(303);

  await host.bounce(berta);
  await host.mailsDone();
}

describe.each(HOSTS)("the operator's page on %s, after a scripted day", (_name, start) => {
  let host: OperatorHost;
  const page = async (path: string) => (await host.get(path)).body;
  beforeAll(async () => {
    host = await start();
    await scriptedDay(host);
  }, 90_000);
  afterAll(() => host.stop());

  it("shows exactly the day's numbers on the page, in total and per campaign", async () => {
    const html = await page(operatorPaths.home);
    for (const { key } of FUNNEL_STEPS) expect(cellsOf(html, `data-step="${key}"`)[0]).toBe(String(DAY[key]));
    const campaign = ["3", "0", "2", "1", "1", "1", "66,7 %", "50 %"];
    expect(cellsOf(html, 'data-campaign="newsletter / herbst"')).toEqual(campaign);
    expect(cellsOf(html, 'data-campaign="ohne Kampagne"')).toEqual(["2", "2", "2", "2", "1", "0", "100 %", "100 %"]);
    expect(html).toContain("1 Rückläufer");
    expect(html).toMatch(/Problem: 1 E-Mail konnte nicht zugestellt werden/);
    expect(html).toContain("Der Mailserver hat die E-Mail abgelehnt (Code 550)");
    expect(html).toMatch(/Hinweis: 1 Adresse ist unzustellbar/);
    // Two charts, each followed by its numbers for screen readers; no script anywhere.
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
    expect(html).toContain('<div class="sr-only"><table><caption>Der Weg zum Plan');
    expect(html).not.toMatch(/<script/i);
  });

  it("sends the report with the same numbers to NOTIFY_TO", async () => {
    const before = host.smtp.messages.length;
    expect((await host.post(operatorPaths.report)).status).toBe(303);
    const [report] = (await host.smtp.waitForMessages(before + 1)).slice(before);
    expect(report.to).toMatchObject({ text: "betreiber@zv.test" });
    expect(report.subject).toMatch(/^Bericht Zitronen-Vital: .* bis .*, 2 Hinweise$/);
    // Step, now, before, change.
    for (const { key, label } of FUNNEL_STEPS)
      expect(cellsOf(String(report.html), `data-step="${key}"`)).toEqual([
        label,
        String(DAY[key]),
        "0",
        `+${DAY[key]}`,
      ]);
    const text = String(report.text).replace(/\s+/g, " ");
    expect(text).toContain("newsletter / herbst: 3 Aufrufe, 2 Anfragen, 1 Bestätigungen, 1 Pläne, 1 Abmeldungen");
    expect(text).toContain("ohne Kampagne: 2 Aufrufe, 2 Anfragen, 2 Bestätigungen, 1 Pläne, 0 Abmeldungen");
    expect(text).toContain("Problem: 1 E-Mail konnte nicht zugestellt werden");
    expect(text).toContain("Hinweis: 1 Adresse ist unzustellbar");
    expect(text).toContain("Rückläufer: 1");
    expect(text).toContain(`${host.siteUrl}/betrieb/`);
  });

  it("shows each person's state, consent and answers; an unsubscribed address only as its proof", async () => {
    const list = await page(`${operatorPaths.people}?suche=example`);
    expect(cellsOf(list, 'data-person="berta@example.net"')).toContain("unzustellbar");
    expect(cellsOf(list, 'data-person="carl@example.org"')).toContain("Plan gesendet");
    expect(cellsOf(list, 'data-person="dieter@example.com"')).toContain("bestätigt");
    expect(list).not.toContain("anton@example.de");
    expect(await page(`${operatorPaths.people}?suche=anton%40example.de`)).toContain('data-proof="unsubscribed"');
    const carlId = /href="\/betrieb\/personen\/([^/]+)\/"[^>]*>carl</.exec(list)![1];
    const carl = await page(operatorPaths.person(carlId));
    expect(carl).toContain("Wenig – ich sitze die meiste Zeit");
    expect(carl).toContain("Gartenarbeit");
    expect(carl).toMatch(/Einwilligung \(Fassung\)<\/dt><dd>\d{4}-\d{2}-\d{2}/);
    const unreachable = await page(`${operatorPaths.people}?status=unzustellbar`);
    expect(unreachable).toContain("berta@example.net");
    expect(unreachable).not.toContain("carl@example.org");
  });

  it("exports for German Excel: BOM, semicolons, local times, status and plan-sent columns, confirmed only by default", async () => {
    const bytes = await host.download(operatorPaths.export);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.toString("utf8").split("\r\n").filter(Boolean);
    expect(header).toBe(
      "\uFEFFStatus;Vorname;E-Mail;Angefragt am;Bestätigt am;Plan gesendet;Plan gesendet am;Einwilligung (Fassung);Weitere E-Mails (Fassung);Unzustellbar seit",
    );
    expect(rows.map((row) => row.split(";").slice(0, 3).join(";")).sort()).toEqual([
      "Plan gesendet;carl;carl@example.org",
      "bestätigt;dieter;dieter@example.com",
    ]);
    expect(rows.find((row) => row.includes("carl"))).toMatch(
      /^Plan gesendet;carl;carl@example\.org;\d\d\.\d\d\.\d{4}, \d\d:\d\d;\d\d\.\d\d\.\d{4}, \d\d:\d\d;ja;/,
    );
    const everyone = (await host.download(`${operatorPaths.export}?alle=1`)).toString("utf8");
    expect(everyone.split("\r\n").filter(Boolean)).toHaveLength(4);
    expect(everyone).toContain("unzustellbar;berta;berta@example.net;");
  });

  it("lists the failed mail with its reason in German", async () => {
    const mails = await page(operatorPaths.mails);
    expect(mails).toContain('data-kind="plan"');
    expect(mails).toContain("Der Mailserver hat die E-Mail abgelehnt (Code 550)");
    expect(mails).toContain("Adresse unzustellbar");
  });

  it("erases a person after a confirmation step, as the erase command does; no byte of him stays, no count changes", async () => {
    const list = await page(`${operatorPaths.people}?suche=dieter`);
    const id = /href="\/betrieb\/personen\/([^/]+)\/"/.exec(list)![1];
    expect(await page(operatorPaths.erase(id))).toContain("Endgültig löschen");
    expect(await host.storedText()).toContain("dieter@example.com");
    const erased = await host.post(operatorPaths.erase(id));
    expect(erased.status).toBe(303);
    expect(erased.location).toBe(`${operatorPaths.people}?geloescht=1`);
    expect(await host.storedText()).not.toContain("dieter@example.com");
    expect(await page(`${operatorPaths.people}?suche=dieter%40example.com`)).toContain('data-proof="erased"');
    expect(cellsOf(await page(operatorPaths.home), 'data-step="plans"')[0]).toBe("2");
  });

  it("redirects every page without a session to the login, and answers 401 to anything else", async () => {
    for (const path of [
      operatorPaths.home,
      operatorPaths.people,
      operatorPaths.mails,
      operatorPaths.export,
      operatorPaths.person("1"),
      operatorPaths.erase("1"),
      "/betrieb/gibt-es-nicht/",
    ]) {
      const answer = await host.get(path, false);
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`${operatorPaths.login}?weiter=${encodeURIComponent(path)}`);
    }
    for (const path of [operatorPaths.erase("1"), operatorPaths.report, operatorPaths.logout])
      expect((await host.post(path, false)).status).toBe(401);
    // A forged cookie is no session.
    expect((await host.get(operatorPaths.home, "betrieb_sitzung=Fe26.2*1*abc")).status).toBe(303);
    // The login page is never cached and runs nothing.
    const login = await host.get(operatorPaths.login, false);
    expect(login.headers["cache-control"]).toBe("no-store");
    expect(login.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("sets an HttpOnly, Secure, SameSite=Strict cookie for /betrieb/ only; a wrong password gets none", async () => {
    const answer = await host.logIn(OPERATOR_TEST_PASSWORD);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(operatorPaths.home);
    expect(answer.setCookie).toMatch(/^betrieb_sitzung=[^;]+;/);
    for (const attribute of [/; Path=\/betrieb\//, /; HttpOnly/, /; Secure/, /; SameSite=Strict/])
      expect(answer.setCookie).toMatch(attribute);
    const wrong = await host.logIn("falsch");
    expect(wrong.status).toBe(401);
    expect(wrong.setCookie).toBe("");
  });
});

describe.each(HOSTS)("the limits on the operator's page on %s", (_name, start) => {
  it("shows the confirmation mails a limit delays and the contact messages held for the digest", async () => {
    const host = await start({ CONFIRMATIONS_PER_HOUR: "2" });
    try {
      // Every post comes from one source here, whose share of the site's 2 an hour is 1: two wait.
      for (let i = 0; i < 3; i++) await host.lead(`paul@firma-${i}.example`, `${host.siteUrl}/`);
      // One sender's 3 contact messages a day go at once; the 4th waits for the hourly digest.
      for (let i = 0; i < 4; i++)
        await host.contact({ name: "Werner", email: "werner@example.de", message: `Frage ${i}` });
      const html = (await host.get(operatorPaths.home)).body;
      expect(html).toContain("2 E-Mails werden wegen einer Obergrenze später verschickt");
      expect(html).toContain("1 Kontaktnachricht wird gesammelt zugestellt");
      // Whose confirmation mail waits is in the full export, as waiting for his confirmation.
      const everyone = (await host.download(`${operatorPaths.export}?alle=1`)).toString("utf8");
      expect(everyone).toContain("wartet auf Bestätigung;paul;paul@firma-2.example;");
    } finally {
      await host.stop();
    }
  }, 60_000);
});
