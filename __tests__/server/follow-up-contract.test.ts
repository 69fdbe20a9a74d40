/**
 * @jest-environment node
 * @slow 90
 */
// One contract, two hosts: the follow-up after the lead form answers the same on the self-hosted
// server and on the Netlify functions (src/follow-up/links.ts): the same statuses, pages, mails
// and stored records. Each row runs against both hosts (harness/follow-up-hosts.ts).
import type { ParsedMail } from "mailparser";
import { leadsAtOnce, linksIn, netlify, selfHosted, type HostUnderTest } from "../../harness/follow-up-hosts";
import { loadMailContent } from "../../src/mail/content";
import { ONE_CLICK_BODY } from "../../src/follow-up/facts";
import { eventually } from "../../harness/eventually";
import { rawHeader } from "../../harness/smtp";
import { CONFIRMATIONS_PER_DOMAIN_PER_HOUR } from "../../src/lib/privacy-numbers";

jest.setTimeout(30_000);
/**
 * The tests that post a ceiling's worth of requests one after another (50 and more): a few seconds
 * alone, much longer while other builds share the two cores. Their own bound, so a loaded machine
 * does not fail them and a hang still does (the whole flood: flood-limits.test.ts).
 */
const FLOOD_TIMEOUT_MS = 120_000;

const content = loadMailContent("data");
const LEAD = { name: "Klaus", email: "klaus@example.de", consent: "ja" };
/** NOTIFY_TO of both test hosts. */
const OPERATOR = "betreiber@zv.test";
/** Long enough for a mail a host sends at once to arrive: the wait before checking that none came. */
const QUIET_MS = 300;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));
const sortProofs = <T extends { confirmed: boolean }>(proofs: T[]) =>
  [...proofs].sort((a, b) => Number(a.confirmed) - Number(b.confirmed));

describe.each([
  ["self-hosted", selfHosted],
  ["netlify", netlify],
])("the follow-up on %s", (_name, start) => {
  let host: HostUnderTest;
  beforeEach(async () => {
    host = await start();
  });
  afterEach(() => host.stop());

  const mailsTo = (email: string, count: number) => host.smtp.mailsTo(email, count);
  /** Waits for `count` mails in all, then a little longer: exactly that many must have come. */
  const exactlyMails = async (count: number) => {
    await host.smtp.waitForMessages(count, 15_000);
    await quiet();
    expect(host.smtp.messages).toHaveLength(count);
  };
  const pathIn = (mail: ParsedMail, path: string) => {
    const link = linksIn(mail, host.siteUrl).find((url) => url.startsWith(`${path}?t=`));
    if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
    return link;
  };
  async function confirmation(email = LEAD.email, extra: Record<string, string> = {}) {
    await host.lead({ ...LEAD, email, ...extra });
    const [mail] = await mailsTo(email, 1);
    return mail;
  }
  async function planMail(email = LEAD.email) {
    const confirmPath = pathIn(await confirmation(email), "/bestaetigen/");
    const confirmed = await host.post(confirmPath, "aktivitaet=regelmaessig&tageszeit=abends");
    expect(confirmed.status).toBe(303);
    const [, plan] = await mailsTo(email, 2);
    return { confirmPath, plan };
  }

  it("sends the confirmation mail with an opaque link: no address or name in any URL", async () => {
    const mail = await confirmation();
    expect(mail.subject).toBe("Zitronen-Vital: Bitte bestätigen Sie Ihre E-Mail-Adresse");
    const links = linksIn(mail, host.siteUrl);
    expect(links.some((url) => /^\/bestaetigen\/\?t=[A-Za-z0-9_-]{43}$/.test(url))).toBe(true);
    for (const url of links) {
      const decoded = decodeURIComponent(url) + Buffer.from(url.split("t=")[1] ?? "", "base64url").toString("latin1");
      expect([url, /klaus/i.test(decoded)]).toEqual([url, false]);
    }
    expect(await host.stateOf(LEAD.email)).toBe("pending");
  });

  it("a mail scanner's GET of every link of every mail changes nothing; a person's POST confirms with the answers and sends the plan at once", async () => {
    const mail = await confirmation();
    for (const url of linksIn(mail, host.siteUrl)) {
      expect([url, (await host.get(url)).status]).toEqual([url, 200]);
    }
    expect(await host.stateOf(LEAD.email)).toBe("pending");
    expect(host.smtp.messages).toHaveLength(1);

    const confirmed = await host.post(
      pathIn(mail, "/bestaetigen/"),
      "aktivitaet=regelmaessig&tageszeit=abends&mag=radfahren&mag=garten&haushalt=eins&ohne=fisch",
    );
    expect(confirmed.status).toBe(303);
    const answers = "aktivitaet=regelmaessig&tageszeit=abends&mag=radfahren%2Cgarten&haushalt=eins&ohne=fisch";
    // On both hosts the answers ride in the fragment, never in a query a log or a Referer would keep.
    expect(confirmed.headers.location).toBe(`/plan-unterwegs/#${answers}`);
    expect(await host.stateOf(LEAD.email)).toBe("confirmed");
    const [, plan] = await mailsTo(LEAD.email, 2);
    expect(plan.subject).toBe("Ihr 4-Wochen-Plan, Klaus");
    // His answers shape the plan and reach the printable page's link.
    expect(linksIn(plan, host.siteUrl)).toContain(`/mein-plan/#${answers}`);
    expect(linksIn(plan, host.siteUrl).filter((link) => link.includes("?") && link.includes("aktivitaet"))).toEqual([]);
    const text = String(plan.text).replace(/\s+/g, " ");
    expect(text).toContain("Radfahren");
    expect(text).toContain("Mengen für 1 Person");
    expect(text).not.toContain("Lachs");
    expect(rawHeader(plan, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    for (const url of linksIn(plan, host.siteUrl)) expect((await host.get(url)).status).toBe(200);
    expect(await host.stateOf(LEAD.email)).toBe("confirmed");
  });

  it("a used confirmation link answers 303 'Schon bestätigt' and changes nothing", async () => {
    const { confirmPath } = await planMail();
    const again = await host.post(confirmPath, "aktivitaet=wenig");
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe("/schon-bestaetigt/");
    await quiet();
    expect(host.smtp.messages).toHaveLength(2);
  });

  it("a used confirmation link is announced on arrival: its GET answers the 'Schon bestätigt' page, a fresh one the questions", async () => {
    const mail = await confirmation();
    const confirmPath = pathIn(mail, "/bestaetigen/");
    const fresh = await host.get(confirmPath);
    expect([fresh.status, fresh.body]).toEqual([200, "<h1>confirm</h1>"]);
    expect(fresh.headers["cache-control"]).toBe("no-store");
    expect(await host.stateOf(LEAD.email)).toBe("pending");
    expect((await host.post(confirmPath)).status).toBe(303);
    const used = await host.get(confirmPath);
    expect([used.status, used.body]).toEqual([200, "<h1>alreadyConfirmed</h1>"]);
    expect(used.headers["cache-control"]).toBe("no-store");
    expect(used.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // A forged or missing token is the page with the questions; its button then says what is wrong.
    for (const path of ["/bestaetigen/", `/bestaetigen/?t=${"A".repeat(43)}`])
      expect((await host.get(path)).body).toBe("<h1>confirm</h1>");
  });

  it("the confirmation mail repeats the consents he ticked: the health-data consent, further mails only if ticked", async () => {
    const flat = (text: string) => text.replace(/\s+/g, " ");
    const one = flat(String((await confirmation("eins@example.de")).text));
    const both = flat(String((await confirmation("zwei@example.de", { marketing: "ja" })).text));
    expect(one).toContain("Im Formular haben Sie dieses Kästchen angekreuzt:");
    expect(one).toContain("um mir den kostenlosen Plan per E-Mail zu senden");
    expect(one).not.toContain("einmal im Monat");
    expect(both).toContain("Im Formular haben Sie diese beiden Kästchen angekreuzt:");
    expect(both).toContain("um mir den kostenlosen Plan per E-Mail zu senden");
    expect(both).toContain("höchstens einmal im Monat eine E-Mail mit Tipps");
  });

  it("the confirmation mail's 'Anfrage löschen': GET is the page, the button deletes the request and leaves a withdrawn proof", async () => {
    const mail = await confirmation();
    const deletePath = pathIn(mail, "/anfrage-loeschen/");
    expect((await host.get(deletePath)).status).toBe(200);
    expect(await host.stateOf(LEAD.email)).toBe("pending");
    const answer = await host.post(deletePath);
    expect([answer.status, answer.headers.location]).toEqual([303, "/anfrage-geloescht/"]);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(await host.stateOf(LEAD.email)).toBeUndefined();
    expect(await host.proofs()).toEqual([
      { withdrawn: true, confirmed: false, consentVersion: content.texts.consent.version },
    ]);
    const stored = await host.storedText();
    for (const trace of ["klaus@example.de", "Klaus"]) expect([trace, stored.includes(trace)]).toEqual([trace, false]);
    // The same link again says the same; his confirmation link is spent.
    expect((await host.post(deletePath)).headers.location).toBe("/anfrage-geloescht/");
    expect((await host.post(pathIn(mail, "/bestaetigen/"))).status).toBe(400);
    expect(host.smtp.messages).toHaveLength(1);
  });

  it("'Anfrage löschen' after confirming erases the confirmed person too; from another site's page it is refused", async () => {
    const mail = await confirmation();
    const deletePath = pathIn(mail, "/anfrage-loeschen/");
    expect((await host.post(pathIn(mail, "/bestaetigen/"))).status).toBe(303);
    await mailsTo(LEAD.email, 2);
    expect((await host.post(deletePath, "", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await host.stateOf(LEAD.email)).toBe("confirmed");
    expect((await host.post(deletePath)).headers.location).toBe("/anfrage-geloescht/");
    expect(await host.stateOf(LEAD.email)).toBeUndefined();
    expect(await host.proofs()).toEqual([
      { withdrawn: true, confirmed: true, consentVersion: content.texts.consent.version },
    ]);
  });

  it("refuses forged, malformed, missing and wrong-purpose tokens with 400 and the invalid-link page", async () => {
    const confirmPath = pathIn(await confirmation(), "/bestaetigen/");
    const token = confirmPath.split("t=")[1];
    const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    for (const path of [
      `/bestaetigen/?t=${forged}`,
      "/bestaetigen/",
      "/bestaetigen/?t=kaputt",
      "/bestaetigen/?t=%00%ff",
      `/abmelden/?t=${token}`,
      `/anfrage-loeschen/?t=${token}`,
      "/abmelden/?t=<script>",
    ]) {
      const answer = await host.post(path);
      expect([path, answer.status, answer.body]).toEqual([path, 400, host.invalidLinkPage]);
    }
    expect(await host.stateOf(LEAD.email)).toBe("pending");
  });

  it("refuses a confirmation posted from another site's page with 403; the site's own page may post", async () => {
    // (Safari before 16.4 sends no Sec-Fetch-Site and, from a no-referrer page, Origin null: allowed.)
    const confirmPath = pathIn(await confirmation(), "/bestaetigen/");
    const foreign: Array<Record<string, string>> = [
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://boese.example" },
      { Origin: "null", "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const answer = await host.post(confirmPath, "", headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toContain("Formular von fremder Seite");
    }
    expect(await host.stateOf(LEAD.email)).toBe("pending");
    // What a browser sends from the site's own /bestaetigen/ page (sent with no-referrer): Origin null.
    expect((await host.post(confirmPath, "", { Origin: "null", "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
  });

  it("every answer to a link is never cached, never leaks its URL and carries the site's security headers", async () => {
    const { confirmPath, plan } = await planMail();
    const answers = [
      await host.post(confirmPath),
      await host.post("/bestaetigen/?t=kaputt"),
      await host.post(pathIn(plan, "/abmelden/")),
    ];
    for (const answer of answers) {
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      // The site's own security headers, on the functions' answers too.
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("the unsubscribe page's button answers 303 to the goodbye page", async () => {
    const { plan } = await planMail();
    const answer = await host.post(pathIn(plan, "/abmelden/"));
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/abgemeldet/");
  });

  it.each([
    ["url-encoded", ONE_CLICK_BODY, "application/x-www-form-urlencoded"],
    [
      "multipart",
      `--zv\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--zv--\r\n`,
      "multipart/form-data; boundary=zv",
    ],
  ])("RFC 8058 one-click (%s) answers 200 'Abgemeldet.', from any origin", async (_kind, body, type) => {
    const { plan } = await planMail();
    const unsubscribe = /^<[^>]+?(\/abmelden\/\?t=[A-Za-z0-9_-]+)>$/.exec(rawHeader(plan, "list-unsubscribe")!)![1];
    const answer = await host.post(unsubscribe, body, { "Content-Type": type, Origin: "https://mail.example" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body).toBe("Abgemeldet.\n");
  });

  it("after unsubscribing no byte of the name, the address or the answers is kept, only a withdrawn proof; the address gets no more mail", async () => {
    const { confirmPath, plan } = await planMail();
    // He asked again meanwhile and did not confirm that request: it goes too.
    await host.lead({ ...LEAD, name: "Klaus" });
    await mailsTo(LEAD.email, 3);
    const unsubscribePath = pathIn(plan, "/abmelden/");
    expect((await host.post(unsubscribePath, ONE_CLICK_BODY)).status).toBe(200);

    const stored = await host.storedText();
    for (const trace of ["klaus@example.de", "Klaus", "regelmaessig"])
      expect([trace, stored.includes(trace)]).toEqual([trace, false]);
    expect(await host.stateOf(LEAD.email)).toBeUndefined();
    const version = content.texts.consent.version;
    expect(sortProofs(await host.proofs())).toEqual([
      { withdrawn: true, confirmed: false, consentVersion: version },
      { withdrawn: true, confirmed: true, consentVersion: version },
    ]);
    // The proof's key is the keyed hash, not a plain one anybody could compute.
    expect(stored).toContain(host.hashOf("KLAUS@example.de "));

    // His links are spent: confirming is refused, unsubscribing again just says he is out.
    expect((await host.post(confirmPath)).status).toBe(400);
    expect((await host.post(unsubscribePath, ONE_CLICK_BODY)).body).toBe("Abgemeldet.\n");
    expect((await host.post(unsubscribePath)).headers.location).toBe("/abgemeldet/");
    expect(host.smtp.messages).toHaveLength(3);
  });

  it("after unsubscribing, a new request from the form starts a new double opt-in", async () => {
    const { plan } = await planMail();
    expect((await host.post(pathIn(plan, "/abmelden/"), ONE_CLICK_BODY)).status).toBe(200);
    await host.lead({ ...LEAD, email: "KLAUS@Example.de" });
    const again = (await mailsTo(LEAD.email, 3))[2];
    expect(again.subject).toBe("Zitronen-Vital: Bitte bestätigen Sie Ihre E-Mail-Adresse");
    // Nothing but that request until his click.
    expect(await host.stateOf(LEAD.email)).toBe("pending");
    await quiet();
    expect(host.smtp.messages).toHaveLength(3);
    expect((await host.post(pathIn(again, "/bestaetigen/"))).headers.location).toMatch(/^\/plan-unterwegs\//);
    await mailsTo(LEAD.email, 4);
  });

  it("a confirmed person who asks again gets a new confirmation mail and, after his click, his plan again", async () => {
    await planMail();
    await host.lead(LEAD);
    const second = (await mailsTo(LEAD.email, 3))[2];
    expect(second.subject).toBe("Zitronen-Vital: Bitte bestätigen Sie Ihre E-Mail-Adresse");
    const confirmed = await host.post(pathIn(second, "/bestaetigen/"), "aktivitaet=wenig");
    expect(confirmed.status).toBe(303);
    const plan = (await mailsTo(LEAD.email, 4))[3];
    expect(linksIn(plan, host.siteUrl)).toContain("/mein-plan/#aktivitaet=wenig");
    expect((await host.post(pathIn(second, "/bestaetigen/"))).headers.location).toBe("/schon-bestaetigt/");
  });

  it.each([
    ["a display name", { email: "Scan<scan@corp.example>" }],
    ["a trailing comma", { email: "scan@corp.example," }],
    ["a quoted local part", { email: '"scan"@corp.example' }],
    ["a trailing dot", { email: "scan@corp.example." }],
    ["a phishing name", { name: "Ihr Konto wird gesperrt! https://evil.example/login" }],
    ["a name with @", { name: "klaus@example.de" }],
    ["a direction override", { name: "Klaus\u202Eeid.knab" }],
  ])("refuses a lead with %s: nothing stored, nothing mailed", async (_case, fields) => {
    await host.lead({ ...LEAD, ...fields });
    await quiet();
    expect(host.smtp.messages).toHaveLength(0);
    expect(await host.stateOf("scan@corp.example")).toBeUndefined();
    expect(await host.stateOf(LEAD.email)).toBeUndefined();
  });

  it("one address is one person: every spelling counts against its three confirmation mails a day", async () => {
    for (const spelling of [" MÜLLER@BÜCHER.DE ", "müller@xn--bcher-kva.de", "Müller@Bücher.de", "müller@bücher.de"])
      await host.lead({ ...LEAD, email: spelling });
    await exactlyMails(3);
  });

  it("one inbox is one inbox: ten +tag and dot variants of one Gmail address get 3 mails a day, each to the address as typed", async () => {
    const variants = [
      "otto@gmail.com",
      "otto+1@gmail.com",
      "o.t.t.o@gmail.com",
      "OTTO+news@googlemail.com",
      "ot.to+2@gmail.com",
      "otto+3@googlemail.com",
      "o.tto@gmail.com",
      "otto+x.y@gmail.com",
      "ott.o@googlemail.com",
      "otto+10@gmail.com",
    ];
    // From ten different sources: only the inbox limit can stop them.
    for (const [i, email] of variants.entries()) await host.lead({ ...LEAD, email }, `198.51.100.${i + 1}`);
    await exactlyMails(3);
    expect(host.smtp.messages.map((mail) => JSON.stringify(mail.to).toLowerCase())).toEqual(
      variants.slice(0, 3).map((email) => expect.stringContaining(email.toLowerCase())),
    );
    // Another inbox at the same provider is not affected.
    await confirmation("otto.mueller@gmail.com");
  });

  it("a flood of posts to one address sends it three confirmation mails a day, no more", async () => {
    for (let i = 0; i < 10; i++) await host.lead({ ...LEAD, email: i % 2 ? "FLUT@example.de" : "flut@example.de" });
    await mailsTo("flut@example.de", 3);
    await quiet();
    expect(host.smtp.messages).toHaveLength(3);
    // Another address is not affected.
    await confirmation("ruhig@example.de");
  });

  const toVisitors = () => host.smtp.messages.filter((mail) => !JSON.stringify(mail.to).includes(OPERATOR));
  const toOperator = () => host.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(OPERATOR));
  const visitorMails = async (count: number) => {
    await eventually(
      () => `${count} mails to visitors, got ${toVisitors().length}`,
      () => toVisitors().length >= count,
      {
        timeoutMs: 60_000,
      },
    );
    await quiet();
    expect(toVisitors()).toHaveLength(count);
  };
  const operatorMails = (count: number) =>
    eventually(
      () => `${count} mails to the operator, got ${toOperator().length}`,
      () => toOperator().length >= count,
    );

  it(
    `a flood of addresses at one company's domain: ${CONFIRMATIONS_PER_DOMAIN_PER_HOUR} mails go at once, every other request is stored and its mail goes in the next hour`,
    async () => {
      const flood = CONFIRMATIONS_PER_DOMAIN_PER_HOUR + 5;
      await leadsAtOnce(host, flood, (i) => ({
        fields: { ...LEAD, email: `person-${i}@Firma.example` },
        source: `198.51.100.${(i % 200) + 1}`,
      }));
      await visitorMails(CONFIRMATIONS_PER_DOMAIN_PER_HOUR);
      expect(await host.storedLeads()).toBe(flood);
      expect(await host.stateOf(`person-${flood - 1}@firma.example`)).toBe("pending");
      expect(await host.heldReport()).toMatchObject({
        delayedMails: 5,
        byDomain: [{ name: "firma.example", count: 5 }],
      });
      // Another domain is not affected.
      await confirmation("ruhig@example.de");

      host.advance(65 * 60_000);
      await host.runScheduled();
      await visitorMails(flood + 1);
      expect((await host.heldReport()).delayedMails).toBe(0);
    },
    FLOOD_TIMEOUT_MS,
  );

  it(
    "a big public provider is not one domain: 60 addresses at web.de all get their mail at once",
    async () => {
      await leadsAtOnce(host, 60, (i) => ({
        fields: { ...LEAD, email: `mann-${i}@web.de` },
        source: `198.51.100.${i + 1}`,
      }));
      await visitorMails(60);
    },
    FLOOD_TIMEOUT_MS,
  );

  it("the site's ceiling (CONFIRMATIONS_PER_HOUR) delays the mails beyond it, and one source gets only its share", async () => {
    await host.stop();
    host = await start({ CONFIRMATIONS_PER_HOUR: "4" });
    // One source: its share of 4 an hour is 1.
    for (let i = 0; i < 3; i++) await host.lead({ ...LEAD, email: `eins-${i}@domain-${i}.example` }, "203.0.113.50");
    // Others from their own sources, until the site's 4 are gone.
    for (let i = 0; i < 5; i++)
      await host.lead({ ...LEAD, email: `person@quelle-${i}.example` }, `198.51.100.${i + 1}`);
    await visitorMails(4);
    expect(await host.storedLeads()).toBe(8);
    const report = await host.heldReport();
    expect(report.delayedMails).toBe(4);
    expect(report.bySource[0]).toEqual({ name: expect.stringMatching(/^[0-9a-f]{8}$/), count: 2 });

    // The next hour, oldest first: one of the busy source's two (its share), and the other two.
    host.advance(65 * 60_000);
    await host.runScheduled();
    await visitorMails(7);
    host.advance(65 * 60_000);
    await host.runScheduled();
    await visitorMails(8);
  });

  it(
    "while mails wait, the operator gets one notice an hour with the counts by domain and source",
    async () => {
      await leadsAtOnce(host, CONFIRMATIONS_PER_DOMAIN_PER_HOUR + 3, (i) => ({
        fields: { ...LEAD, email: `p${i}@firma.example` },
        source: `198.51.100.${(i % 200) + 1}`,
      }));
      host.advance(5 * 60_000);
      await host.runScheduled();
      await operatorMails(1);
      const [notice] = toOperator();
      expect(notice.subject).toBe("Zitronen-Vital: 3 Bestätigungsmails warten auf eine Grenze");
      const text = String(notice.text).replace(/\s+/g, " ");
      expect(text).toContain("firma.example: 3");
      expect(text).toMatch(/Quelle [0-9a-f]{8}: 1/);
      expect(text).toContain("Niemand geht verloren");
      // Not again within the hour.
      host.advance(10 * 60_000);
      await host.runScheduled();
      expect(toOperator()).toHaveLength(1);
    },
    FLOOD_TIMEOUT_MS,
  );

  it(`contact messages over their limits are kept and reach the operator in one digest`, async () => {
    const message = (i: number) => ({ name: "Werner", email: `werner${i}@example.de`, message: `Frage Nummer ${i}` });
    for (let i = 0; i < 8; i++) await host.contact(message(i), "203.0.113.9");
    await operatorMails(5);
    await quiet();
    expect(toOperator()).toHaveLength(5);
    expect(await host.heldReport()).toMatchObject({ heldContactMessages: 3 });

    host.advance(5 * 60_000);
    await host.runScheduled();
    await operatorMails(6);
    const digest = toOperator()[5];
    expect(digest.subject).toBe("Zitronen-Vital: 3 Nachrichten über das Kontaktformular (Sammelmail)");
    for (const i of [5, 6, 7]) expect(digest.text).toContain(`Frage Nummer ${i}`);
    expect(digest.text).toContain("werner7@example.de");
    expect(await host.heldReport()).toMatchObject({ heldContactMessages: 0 });
  });

  it("answers a lead post the same whatever the address: new, confirmed, unsubscribed or over its limit", async () => {
    await planMail("drin@example.de");
    const { plan } = await planMail("weg@example.de");
    await host.post(pathIn(plan, "/abmelden/"), ONE_CLICK_BODY);
    for (let i = 0; i < 3; i++) await host.lead({ ...LEAD, email: "voll@example.de" });
    const answers = [];
    for (const email of ["neu@example.de", "drin@example.de", "weg@example.de", "voll@example.de"]) {
      const { status, headers, body } = await host.lead({ ...LEAD, email });
      answers.push({ status, location: headers.location, body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it("refuses a lead without the consent box: nothing stored, nothing mailed", async () => {
    await host.lead({ name: "Klaus", email: LEAD.email });
    await host.lead({ name: "Klaus", email: LEAD.email, consent: "nein" });
    await quiet();
    expect(host.smtp.messages).toHaveLength(0);
    expect(await host.stateOf(LEAD.email)).toBeUndefined();
  });
});
