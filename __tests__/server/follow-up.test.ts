/** @jest-environment node */
// The follow-up on the self-hosted server, against a real SMTP server: double opt-in, the plan
// mail, one-click unsubscribe with erasure, contact mails to the operator, the signed webhook,
// bad tokens and the retention rules.
import { existsSync, readdirSync, readFileSync, statSync } from "fs";
import { join } from "path";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { parseHTML } from "linkedom";

const mailText = (to: AddressObject | AddressObject[] | undefined) => (Array.isArray(to) ? to[0] : to)?.text;
import { encode, FORM, INVALID_LINK_PAGE, startTestServer } from "../../harness/server";
import { rawHeader, startRejectingSmtpServer, startSmtpServer, type TestSmtpServer } from "../../harness/smtp";
import { startWebhookReceiver } from "../../harness/webhook-receiver";
import { eventually } from "../../harness/eventually";
import { ONE_CLICK_BODY } from "../../src/follow-up/facts";

jest.setTimeout(30_000);

type Server = Awaited<ReturnType<typeof startTestServer>>;
let smtp: TestSmtpServer | undefined;
/** The SMTP server of the running test (started by start()). */
const mailbox = () => smtp!;
let server: Server;

async function start(env: Record<string, string> = {}) {
  const started = await startSmtpServer();
  smtp = started;
  server = await startTestServer({ env: { SMTP_URL: started.url, NOTIFY_TO: "betreiber@zv.test", ...env } });
}
afterEach(async () => {
  await server?.close();
  await smtp?.stop();
  smtp = undefined;
});

const lead = (email = "klaus@example.de", extra: Record<string, string> = {}) =>
  server.app.inject({
    method: "POST",
    url: "/danke-willkommen/",
    headers: { "content-type": FORM },
    payload: encode({ "form-name": "lead", "bot-field": "", name: "Klaus", email, consent: "ja", ...extra }),
  });

const post = (url: string, payload = "", contentType = FORM) =>
  server.app.inject({ method: "POST", url, headers: { "content-type": contentType }, payload });

function linkIn(mail: ParsedMail, path: string): string {
  const match = new RegExp(`https://zv\\.test(${path}\\?t=[A-Za-z0-9_-]+)`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return match[1];
}

const row = (email: string) =>
  server.store.db.prepare("SELECT * FROM submissions WHERE email = ?").get(email) as
    Record<string, string | null> | undefined;
const queuedMails = () =>
  server.store.db.prepare("SELECT COUNT(*) FROM outbox WHERE status = 'queued'").pluck().get() as number;

async function confirmedLead(email = "klaus@example.de") {
  const before = mailbox().messages.length;
  await lead(email);
  const confirmation = (await mailbox().waitForMessages(before + 1))[before];
  const confirmPath = linkIn(confirmation, "/bestaetigen/");
  const confirmed = await post(confirmPath);
  return { confirmPath, confirmed, token: confirmPath.split("t=")[1] };
}

async function planFor(email: string) {
  const before = mailbox().messages.length;
  const lead = await confirmedLead(email);
  const plan = (await mailbox().waitForMessages(before + 2))[before + 1];
  return { ...lead, plan };
}

describe("consent at the form", () => {
  it("refuses a lead without the consent box: 422, the German message, every value kept, nothing stored or mailed", async () => {
    await start();
    const refused = await server.app.inject({
      method: "POST",
      url: "/danke-willkommen/",
      headers: { "content-type": FORM },
      payload: encode({
        "form-name": "lead",
        "bot-field": "",
        name: "Klaus",
        email: "klaus@example.de",
        marketing: "ja",
      }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("Bitte setzen Sie das Häkchen bei der Einwilligung");
    const { document } = parseHTML(refused.body);
    expect(document.getElementById("lead-name")?.getAttribute("value")).toBe("Klaus");
    expect(document.getElementById("lead-marketing")?.hasAttribute("checked")).toBe(true);
    const consent = document.getElementById("lead-consent")!;
    expect([consent.hasAttribute("checked"), consent.getAttribute("aria-invalid")]).toEqual([false, "true"]);
    expect(refused.body).toContain("Ja, ich willige ein");
    const json = await server.app.inject({
      method: "POST",
      url: "/danke-willkommen/",
      headers: { "content-type": FORM, accept: "application/json" },
      payload: encode({
        "form-name": "lead",
        "bot-field": "",
        name: "Klaus",
        email: "klaus@example.de",
        consent: "nein",
      }),
    });
    expect(json.statusCode).toBe(422);
    expect(JSON.parse(json.body).errors).toEqual({
      consent: "Bitte setzen Sie das Häkchen bei der Einwilligung – ohne sie dürfen wir Ihnen den Plan nicht senden.",
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(row("klaus@example.de")).toBeUndefined();
    expect(mailbox().messages).toHaveLength(0);
  });

  it("stores the versions of the texts he ticked: the consent always, further mails only when ticked", async () => {
    await start();
    await lead("mit@example.de", { marketing: "ja" });
    await lead("ohne@example.de");
    const { texts } = (await import("../../src/mail/content")).loadMailContent("data");
    expect(row("mit@example.de")).toMatchObject({
      consent_version: texts.consent.version,
      marketing_version: texts.marketingConsent.version,
    });
    expect(row("ohne@example.de")).toMatchObject({ consent_version: texts.consent.version, marketing_version: null });
  });

  it("the confirmation mail greets without the unverified name, names the brand, repeats the consent and has Reply-To", async () => {
    await start({ REPLY_TO: "antwort@zv.test" });
    await lead();
    const [confirmation] = await mailbox().waitForMessages(1);
    expect(confirmation.subject).toBe("Zitronen-Vital: Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(confirmation.text).toMatch(/^Guten Tag,/m);
    expect(confirmation.text).not.toContain("Klaus");
    expect(confirmation.text).toContain("widerrufen");
    expect(confirmation.html).toContain('href="https://zv.test/datenschutz/"');
    expect(confirmation.replyTo).toMatchObject({ text: "antwort@zv.test" });
  });
});

describe("double opt-in", () => {
  it("sends a confirmation mail; a GET confirms nothing, a person's POST confirms with the answers and the plan goes out at once", async () => {
    await start();
    const landing = await server.app.inject({
      method: "POST",
      url: "/danke-willkommen/",
      headers: { "content-type": FORM, referer: "https://zv.test/?utm_source=zeitung&utm_campaign=herbst" },
      payload: encode({
        "form-name": "lead",
        "bot-field": "",
        name: "Klaus",
        email: "klaus@example.de",
        consent: "ja",
      }),
    });
    expect(landing.statusCode).toBe(303);

    const [confirmation] = await mailbox().waitForMessages(1);
    expect(confirmation.to).toMatchObject({ text: "klaus@example.de" });
    const confirmPath = linkIn(confirmation, "/bestaetigen/");

    await server.app.inject({ method: "GET", url: confirmPath });
    await server.app.inject({ method: "HEAD", url: confirmPath });
    // The campaign is counted for the day, never stored with the person.
    expect(row("klaus@example.de")).toMatchObject({ status: "pending", confirmed_at: null, utm_source: null });
    expect(server.store.db.prepare("SELECT step, utm_source, utm_campaign, n FROM counts").all()).toEqual([
      { step: "request", utm_source: "zeitung", utm_campaign: "herbst", n: 1 },
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox().messages).toHaveLength(1);

    // A checkbox group posts its field once per ticked box.
    const confirmed = await post(confirmPath, "aktivitaet=wenig&tageszeit=abends&mag=garten&mag=gehen&grenzen=gelenke");
    expect(confirmed.statusCode).toBe(303);
    // The answers ride in the fragment: no log line and no Referer of the next page carries them.
    expect(confirmed.headers.location).toBe(
      "/plan-unterwegs/#aktivitaet=wenig&tageszeit=abends&mag=gehen%2Cgarten&grenzen=gelenke",
    );
    const stored = row("klaus@example.de")!;
    expect(stored).toMatchObject({
      status: "confirmed",
      plan_answers: '{"aktivitaet":"wenig","tageszeit":"abends","mag":"gehen,garten","grenzen":"gelenke"}',
    });
    expect(Date.parse(stored.confirmed_at!)).toBeGreaterThanOrEqual(Date.parse(stored.created_at!));
    expect(stored.consent_version).toMatch(/\S/);

    const [, plan] = await mailbox().waitForMessages(2);
    expect(plan.subject).toContain("Klaus");
    for (const day of ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"])
      expect(plan.text).toContain(day);
    // His answers shape it: garden work, evening times, the knees (their variants are on the printed plan).
    const text = String(plan.text).replace(/\s+/g, " ");
    expect(text).toContain("Gartenarbeit in Bewegung");
    expect(text).toContain("Wann: Am frühen Abend, vor dem Abendessen");
    expect(text).toMatch(/Angepasst an: Knie oder Hüfte, [^.]*abends/);
    // The confirmation link carries the campaign on (counted per day), never a name or an address;
    // this test confirmed through the link without it, so the plan's links carry none.
    expect(confirmation.text).toContain("&utm_source=zeitung&utm_campaign=herbst");
    const unsubscribe = rawHeader(plan, "list-unsubscribe")!;
    expect(unsubscribe).toMatch(/^<https:\/\/zv\.test\/abmelden\/\?t=[A-Za-z0-9_-]+>$/);
    expect(rawHeader(plan, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("without answers the plan goes out at once with the default times", async () => {
    await start();
    await confirmedLead();
    const [, plan] = await mailbox().waitForMessages(2, 10_000);
    expect(plan.subject).toContain("Klaus");
    expect(row("klaus@example.de")).toMatchObject({ status: "confirmed", plan_answers: null });
  });
});

describe("unsubscribe", () => {
  it("works with one RFC 8058 click, erases the person, keeps a keyed proof record and refuses a second confirmation", async () => {
    await start();
    const { confirmPath } = await confirmedLead();
    const [, plan] = await mailbox().waitForMessages(2);
    const unsubscribePath = rawHeader(plan, "list-unsubscribe")!.slice("<https://zv.test".length, -1);

    const boundary = "----zv";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const oneClick = await post(unsubscribePath, multipart, `multipart/form-data; boundary=${boundary}`);
    expect(oneClick.statusCode).toBe(200);

    const db = server.store.db;
    expect(row("klaus@example.de")).toBeUndefined();
    expect(db.prepare("SELECT COUNT(*) FROM tokens").pluck().get()).toBe(0);
    expect(db.prepare("SELECT COUNT(*) FROM outbox").pluck().get()).toBe(0);
    // What stays: the proof (keyed hash, consent versions, times of request, confirmation and
    // withdrawal), which cannot be tested against an address without the server's secret.
    const proof = db.prepare("SELECT * FROM proofs").get() as Record<string, string | null>;
    expect(proof).toMatchObject({ reason: "unsubscribed", consent_version: expect.any(String) });
    for (const time of ["requested_at", "confirmed_at", "withdrawn_at"])
      expect(proof[time]).toEqual(expect.any(String));
    expect(proof.address_hash).toMatch(/^[0-9a-f]{64}$/);
    const { createHash } = await import("crypto");
    expect(proof.address_hash).not.toBe(createHash("sha256").update("klaus@example.de").digest("hex"));
    expect(proof.address_hash).toBe(server.store.addressHash("KLAUS@example.de "));

    // No byte of the name, the address or the answers is left in the database file or its WAL.
    for (const file of [server.databasePath, `${server.databasePath}-wal`]) {
      if (!existsSync(file)) continue;
      const bytes = readFileSync(file);
      for (const trace of ["klaus@example.de", "Klaus"])
        expect([file, trace, bytes.includes(trace)]).toEqual([file, trace, false]);
    }

    // The same address on the form again starts a new double opt-in: one request, one confirmation mail.
    const mailsBefore = mailbox().messages.length;
    expect((await lead("KLAUS@Example.de")).statusCode).toBe(303);
    await mailbox().waitForMessages(mailsBefore + 1);
    expect(db.prepare("SELECT status FROM submissions").pluck().all()).toEqual(["pending"]);

    const again = await post(confirmPath);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(INVALID_LINK_PAGE);
    // Unsubscribing again is not an error: he is out already.
    expect((await post(unsubscribePath, ONE_CLICK_BODY)).body).toBe("Abgemeldet.\n");
  });
});

describe("bad links", () => {
  beforeEach(() => start());

  // Used, forged, missing and cross-site links: the contract (follow-up-contract.test.ts).
  it("refuses an expired token with 410", async () => {
    await lead();
    const [confirmation] = await mailbox().waitForMessages(1);
    server.store.db.prepare("UPDATE tokens SET expires_at = ?").run(new Date(Date.now() - 1000).toISOString());
    const expired = await post(linkIn(confirmation, "/bestaetigen/"));
    expect(expired.statusCode).toBe(410);
    expect(row("klaus@example.de")!.status).toBe("pending");
  });

  it("has no second step: /bestaetigt/ takes no posts", async () => {
    await lead();
    const [confirmation] = await mailbox().waitForMessages(1);
    const token = linkIn(confirmation, "/bestaetigen/").split("t=")[1];
    expect((await post(`/bestaetigt/?t=${token}`, encode({ aktivitaet: "wenig" }))).statusCode).toBe(404);
    expect(row("klaus@example.de")!.status).toBe("pending");
  });
});

describe("operator", () => {
  it("mails each contact message to NOTIFY_TO with Reply-To set to the sender", async () => {
    await start();
    const payload = encode({
      "form-name": "kontakt",
      "bot-field": "",
      name: "Werner",
      email: "werner@example.de",
      message: "Gibt es den Plan auch gedruckt?",
    });
    expect((await post("/danke-willkommen/", payload)).statusCode).toBe(303);
    const [notice] = await mailbox().waitForMessages(1);
    expect(notice.to).toMatchObject({ text: "betreiber@zv.test" });
    expect(notice.replyTo).toMatchObject({ text: "werner@example.de" });
    expect(notice.text).toContain("Gibt es den Plan auch gedruckt?");
  });

  it("tells the webhook lead.confirmed and, on unsubscribe, lead.erased with the same lead id, signed the Standard Webhooks way", async () => {
    const secret = "s".repeat(40);
    const hook = await startWebhookReceiver(secret);
    const { received, verify } = hook;
    try {
      await start({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: secret });
      await confirmedLead("hook@example.de");
      const [, plan] = await mailbox().waitForMessages(2);
      await eventually("the webhook's lead.confirmed", () => received.length >= 1);
      const confirmed = verify(0);
      expect(confirmed).toMatchObject({ type: "lead.confirmed", data: { email: "hook@example.de", name: "Klaus" } });
      expect(Object.keys(confirmed.data).sort()).toEqual(
        ["confirmedAt", "consentVersion", "email", "leadId", "marketingVersion", "name"].sort(),
      );

      const unsubscribePath = rawHeader(plan, "list-unsubscribe")!.slice("<https://zv.test".length, -1);
      expect((await post(unsubscribePath, ONE_CLICK_BODY)).statusCode).toBe(200);
      await eventually("the webhook's lead.erased", () => received.length >= 2);
      const erased = verify(1);
      expect(erased).toEqual({
        type: "lead.erased",
        timestamp: expect.any(String),
        data: { leadId: confirmed.data.leadId, reason: "unsubscribed" },
      });
      expect(received[1].body).not.toContain("hook@example.de");
    } finally {
      await hook.stop();
    }
  });

  it.each([
    [{ LEAD_WEBHOOK_URL: "http://hooks.example.de/leads", LEAD_WEBHOOK_SECRET: "s".repeat(40) }, /https/],
    [{ LEAD_WEBHOOK_URL: "https://hooks.example.de/leads", LEAD_WEBHOOK_SECRET: "kurz" }, /at least 32/],
  ])("refuses to start with an unsafe webhook: %p", async (env, message) => {
    await expect(startTestServer({ env })).rejects.toThrow(message);
  });
});

describe("permanent failures", () => {
  it.each([
    [550, "failed", 1],
    [451, "queued", 1],
  ])("an SMTP %i for the recipient leaves the mail %s after %i attempt", async (code, status, attempts) => {
    const rejecting = await startRejectingSmtpServer(code);
    try {
      server = await startTestServer({ env: { SMTP_URL: rejecting.url, MAIL_RETRY_SECONDS: "600" } });
      await lead("weg@example.de");
      const row = () =>
        server.store.db
          .prepare("SELECT status, attempts, payload IS NOT NULL AS nonce FROM outbox WHERE kind = 'confirmation'")
          .get() as { status: string; attempts: number; nonce: number };
      await eventually("the first attempt", () => row().attempts > 0);
      await new Promise((r) => setTimeout(r, 300));
      // A row failed for good keeps no link nonce: with the key file beside the database it would
      // still confirm; a row that will be retried needs it.
      expect(row()).toEqual({ status, attempts, nonce: status === "failed" ? 0 : 1 });
    } finally {
      await rejecting.stop();
    }
  });
});

describe("duplicates after a crash", () => {
  it("a mail sent again (a 451 after its DATA, as after a crash before the sent mark) carries the same Message-ID", async () => {
    const deferring = await startSmtpServer(0, { deferOnce: /Bitte bestätigen/ });
    try {
      server = await startTestServer({ env: { SMTP_URL: deferring.url, MAIL_RETRY_SECONDS: "1" } });
      await lead("doppelt@example.de");
      const [again] = await deferring.waitForMessages(1, 15_000);
      expect(deferring.deferred).toHaveLength(1);
      expect(again.messageId).toMatch(/^<zv-confirmation-\d+-\d+@/);
      expect(again.messageId).toBe(deferring.deferred[0].messageId);
    } finally {
      await deferring.stop();
    }
  });
});

describe("without SMTP_URL", () => {
  const emlFiles = () => (existsSync(server.mailDir) ? readdirSync(server.mailDir) : []);
  async function waitForFiles(count: number) {
    await eventually(`${count} mail files`, () => emlFiles().length >= count);
    return emlFiles();
  }

  it("writes each mail as an .eml file that only the server's user can read", async () => {
    server = await startTestServer();
    expect((await lead("eml@example.de")).statusCode).toBe(303);
    const files = await waitForFiles(1);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = join(server.mailDir, files[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file, "utf8");
    expect(eml).toMatch(/^To: eml@example\.de$/m);
    expect(eml).toContain("/bestaetigen/?t=");
  });

  it("erasure reaches the mail files: after an unsubscribe no file names the person", async () => {
    server = await startTestServer();
    const parsed = async (name: string) => simpleParser(readFileSync(join(server.mailDir, name)));
    await lead("weg@example.de");
    await lead("bleibt@example.de");
    const mails = await Promise.all((await waitForFiles(2)).map(parsed));
    const confirmation = mails.find(
      (mail) => mail.text?.includes("/bestaetigen/") && mailText(mail.to) === "weg@example.de",
    )!;
    expect((await post(linkIn(confirmation, "/bestaetigen/"))).statusCode).toBe(303);
    await waitForFiles(3);
    const plan = (await Promise.all(emlFiles().map(parsed))).find((mail) => mail.text?.includes("/abmelden/"))!;
    expect((await post(linkIn(plan, "/abmelden/"), ONE_CLICK_BODY)).statusCode).toBe(200);
    const left = emlFiles().map((name) => readFileSync(join(server.mailDir, name), "utf8"));
    expect(left).toHaveLength(1);
    expect(left[0]).toContain("bleibt@example.de");
    expect(left.join("")).not.toMatch(/weg@example\.de/i);
  });
});

describe("retention", () => {
  const DAY = 24 * 3600_000;
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  const purge = () => server.followUp.purgeExpired();

  it("erases unconfirmed leads after 30 days, with their tokens and mails, leaving a proof record", async () => {
    await start();
    await lead("alt@example.de");
    await mailbox().waitForMessages(1);
    await confirmedLead("neu@example.de");
    const db = server.store.db;
    db.prepare("UPDATE submissions SET created_at = ? WHERE email = 'alt@example.de'").run(ago(31));
    expect(purge()).toEqual({ leads: 1, contacts: 0, proofs: 0 });
    expect(row("alt@example.de")).toBeUndefined();
    expect(row("neu@example.de")).toMatchObject({ status: "confirmed" });
    expect(db.prepare("SELECT reason, confirmed_at, withdrawn_at FROM proofs").all()).toEqual([
      { reason: "expired", confirmed_at: null, withdrawn_at: null },
    ]);
  });

  it("erases a confirmed lead without the second consent PLAN_RETENTION_DAYS after the plan, keeps one who ticked it", async () => {
    await start({ PLAN_RETENTION_DAYS: "30" });
    await confirmedLead("nur-plan@example.de");
    await lead("mehr@example.de", { marketing: "ja" });
    const [, , confirmation] = await mailbox().waitForMessages(3);
    await post(linkIn(confirmation, "/bestaetigen/"));
    await mailbox().waitForMessages(4);
    await eventually("every queued mail sent", () => !queuedMails());
    const db = server.store.db;
    // Counted from the plan mail, not from the confirmation.
    db.prepare("UPDATE submissions SET confirmed_at = ?").run(ago(40));
    db.prepare("UPDATE outbox SET sent_at = ? WHERE kind = 'plan'").run(ago(29));
    expect(purge().leads).toBe(0);
    db.prepare("UPDATE outbox SET sent_at = ? WHERE kind = 'plan'").run(ago(31));
    expect(purge().leads).toBe(1);
    expect(row("nur-plan@example.de")).toBeUndefined();
    expect(row("mehr@example.de")).toMatchObject({ status: "confirmed" });
    // His proof: versions and times, no address; not withdrawn, so a new request is welcome.
    const proof = db.prepare("SELECT * FROM proofs").get() as Record<string, string | null>;
    expect(proof).toMatchObject({ reason: "expired", withdrawn_at: null, marketing_version: null });
    expect(proof.confirmed_at).toEqual(expect.any(String));
    expect(JSON.stringify(proof)).not.toContain("nur-plan");
  });

  it("erases a lead who ticked further mails two years after the last contact (his plan mail), leaving a proof", async () => {
    await start();
    await lead("mehr@example.de", { marketing: "ja" });
    const [confirmation] = await mailbox().waitForMessages(1);
    await post(linkIn(confirmation, "/bestaetigen/"));
    await mailbox().waitForMessages(2);
    await eventually("every queued mail sent", () => !queuedMails());
    const db = server.store.db;
    db.prepare("UPDATE outbox SET sent_at = ? WHERE kind = 'plan'").run(ago(2 * 365 - 1));
    expect(purge().leads).toBe(0);
    db.prepare("UPDATE outbox SET sent_at = ? WHERE kind = 'plan'").run(ago(2 * 365 + 1));
    expect(purge().leads).toBe(1);
    expect(row("mehr@example.de")).toBeUndefined();
    expect(db.prepare("SELECT reason, withdrawn_at, marketing_version FROM proofs").get()).toEqual({
      reason: "expired",
      withdrawn_at: null,
      marketing_version: expect.any(String),
    });
  });

  it("keeps proof records three years, then they go too", async () => {
    await start();
    const { plan } = await planFor("drei@example.de");
    const unsubscribePath = rawHeader(plan, "list-unsubscribe")!.slice("<https://zv.test".length, -1);
    await post(unsubscribePath, ONE_CLICK_BODY);
    const db = server.store.db;
    db.prepare("UPDATE proofs SET ended_at = ?").run(ago(3 * 365 - 1));
    expect(purge().proofs).toBe(0);
    expect(db.prepare("SELECT COUNT(*) FROM proofs WHERE withdrawn_at IS NOT NULL").pluck().get()).toBe(1);
    db.prepare("UPDATE proofs SET ended_at = ?").run(ago(3 * 365 + 1));
    expect(purge().proofs).toBe(1);
    expect(db.prepare("SELECT COUNT(*) FROM proofs").pluck().get()).toBe(0);
  });
});

describe("the privacy policy's retention period", () => {
  it("is the server's: a PLAN_RETENTION_DAYS other than the one the built policy states stops the start", async () => {
    const smtpServer = await startSmtpServer();
    try {
      await expect(
        startTestServer({
          env: { SMTP_URL: smtpServer.url, PLAN_RETENTION_DAYS: "60" },
          privacySettings: { planRetentionDays: 30 },
        }),
      ).rejects.toThrow(
        "PLAN_RETENTION_DAYS is 60, but the privacy policy was built saying 30 days: set the same value for the build and the server",
      );
      const agreeing = await startTestServer({
        env: { SMTP_URL: smtpServer.url, PLAN_RETENTION_DAYS: "60" },
        privacySettings: { planRetentionDays: 60 },
      });
      await agreeing.close();
    } finally {
      await smtpServer.stop();
    }
  });
});
