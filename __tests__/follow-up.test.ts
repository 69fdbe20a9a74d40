/** @jest-environment node */
// The follow-up on the self-hosted server, against a real SMTP server: double opt-in, the plan
// mail, one-click unsubscribe with erasure, contact mails to the operator, the signed webhook,
// bad tokens and the retention rules.
import { existsSync, readdirSync, readFileSync, statSync } from "fs";
import { createServer, type IncomingMessage } from "http";
import { join } from "path";
import type { AddressInfo } from "net";
import type { ParsedMail } from "mailparser";
import { encode, FORM, INVALID_LINK_PAGE, startTestServer } from "./helpers/server";
import { rawHeader, startSmtpServer, type TestSmtpServer } from "./helpers/smtp";
import { signWebhook } from "../src/mail/webhook";
import { ONE_CLICK_BODY } from "../src/lib/follow-up";

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

async function confirmedLead(email = "klaus@example.de") {
  const before = mailbox().messages.length;
  await lead(email);
  const confirmation = (await mailbox().waitForMessages(before + 1))[before];
  const confirmPath = linkIn(confirmation, "/bestaetigen/");
  const confirmed = await post(confirmPath);
  return { confirmPath, confirmed, token: confirmPath.split("t=")[1] };
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
    expect(refused.body).toContain('value="Klaus"');
    expect(refused.body).toMatch(/<input id="marketing" name="marketing" type="checkbox" value="ja" checked>/);
    expect(refused.body).toMatch(
      /<input id="consent" name="consent" type="checkbox" value="ja" required aria-invalid="true"/,
    );
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
    const { texts } = (await import("../src/mail/content")).loadMailContent("data");
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
    expect((await lead("klaus@example.de", { utm_source: "zeitung", utm_campaign: "herbst" })).statusCode).toBe(303);

    const [confirmation] = await mailbox().waitForMessages(1);
    expect(confirmation.to).toMatchObject({ text: "klaus@example.de" });
    const confirmPath = linkIn(confirmation, "/bestaetigen/");

    await server.app.inject({ method: "GET", url: confirmPath });
    await server.app.inject({ method: "HEAD", url: confirmPath });
    expect(row("klaus@example.de")).toMatchObject({
      status: "pending",
      confirmed_at: null,
      utm_source: "zeitung",
      utm_campaign: "herbst",
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox().messages).toHaveLength(1);

    const confirmed = await post(confirmPath, encode({ aktivitaet: "wenig", tageszeit: "abends" }));
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/plan-unterwegs/");
    const stored = row("klaus@example.de")!;
    expect(stored).toMatchObject({ status: "confirmed", activity: "wenig", day_time: "abends" });
    expect(Date.parse(stored.confirmed_at!)).toBeGreaterThanOrEqual(Date.parse(stored.created_at!));
    expect(stored.consent_version).toMatch(/\S/);

    const [, plan] = await mailbox().waitForMessages(2);
    expect(plan.subject).toContain("Klaus");
    for (const day of ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"])
      expect(plan.text).toContain(day);
    const unsubscribe = rawHeader(plan, "list-unsubscribe")!;
    expect(unsubscribe).toMatch(/^<https:\/\/zv\.test\/abmelden\/\?t=[A-Za-z0-9_-]+>$/);
    expect(rawHeader(plan, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("without answers the plan goes out at once with the default times", async () => {
    await start();
    await confirmedLead();
    const [, plan] = await mailbox().waitForMessages(2, 10_000);
    expect(plan.subject).toContain("Klaus");
    expect(row("klaus@example.de")).toMatchObject({ activity: null, day_time: null });
  });
});

describe("unsubscribe", () => {
  it("works with one RFC 8058 click, erases the person, keeps a hash and refuses a second confirmation", async () => {
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
    expect(db.prepare("SELECT COUNT(*) FROM suppressions").pluck().get()).toBe(1);

    // No byte of the address is left in the database file or its WAL.
    for (const file of [server.databasePath, `${server.databasePath}-wal`]) {
      if (existsSync(file)) expect(readFileSync(file).includes("klaus@example.de")).toBe(false);
    }

    // The suppression holds: the same address on the form again is answered, but not stored or mailed.
    const mailsBefore = mailbox().messages.length;
    expect((await lead("KLAUS@Example.de")).statusCode).toBe(303);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailbox().messages).toHaveLength(mailsBefore);
    expect(db.prepare("SELECT COUNT(*) FROM submissions").pluck().get()).toBe(0);

    const again = await post(confirmPath);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(INVALID_LINK_PAGE);
    expect((await post(unsubscribePath, ONE_CLICK_BODY)).statusCode).toBe(400);
  });

  it("a browser's form post to the unsubscribe page is redirected to the goodbye page", async () => {
    await start();
    await confirmedLead();
    const [, plan] = await mailbox().waitForMessages(2);
    const unsubscribePath = rawHeader(plan, "list-unsubscribe")!.slice("<https://zv.test".length, -1);
    const answer = await post(unsubscribePath);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/abgemeldet/");
  });
});

describe("bad links", () => {
  beforeEach(() => start());

  it("refuses a used token with 410 and the friendly page", async () => {
    const { confirmPath, confirmed } = await confirmedLead();
    expect(confirmed.statusCode).toBe(303);
    const reused = await post(confirmPath);
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toBe(INVALID_LINK_PAGE);
  });

  it("refuses an expired token with 410", async () => {
    await lead();
    const [confirmation] = await mailbox().waitForMessages(1);
    server.store.db.prepare("UPDATE tokens SET expires_at = ?").run(new Date(Date.now() - 1000).toISOString());
    const expired = await post(linkIn(confirmation, "/bestaetigen/"));
    expect(expired.statusCode).toBe(410);
    expect(row("klaus@example.de")!.status).toBe("pending");
  });

  it("refuses tampered, unknown and missing tokens with 400, never 5xx", async () => {
    await lead();
    const [confirmation] = await mailbox().waitForMessages(1);
    const path = linkIn(confirmation, "/bestaetigen/");
    const last = path.at(-1) === "A" ? "B" : "A";
    for (const url of [
      path.slice(0, -1) + last,
      "/bestaetigen/?t=" + "x".repeat(32),
      "/bestaetigen/",
      "/bestaetigen/?t=%00%ff",
      "/abmelden/?t=<script>",
    ]) {
      const answer = await post(url);
      expect([url, answer.statusCode]).toEqual([url, 400]);
      expect(answer.body).toBe(INVALID_LINK_PAGE);
    }
    expect(row("klaus@example.de")!.status).toBe("pending");
  });

  it("refuses a confirmation posted from another site's page with 403", async () => {
    await lead();
    const [confirmation] = await mailbox().waitForMessages(1);
    const path = linkIn(confirmation, "/bestaetigen/");
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://boese.example" }]) {
      const answer = await server.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": FORM, ...headers },
        payload: "",
      });
      expect(answer.statusCode).toBe(403);
    }
    expect(row("klaus@example.de")!.status).toBe("pending");
    expect((await post(path)).statusCode).toBe(303);
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

  it("posts each confirmed lead to the webhook, signed with HMAC-SHA256", async () => {
    const received: Array<{ body: string; signature: string }> = [];
    const hook = createServer((request: IncomingMessage, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received.push({ body, signature: String(request.headers["x-signature"]) });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`;
      await start({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: "geheim" });
      await confirmedLead("hook@example.de");
      for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(received).toHaveLength(1);
      expect(received[0].signature).toBe(signWebhook("geheim", received[0].body));
      expect(JSON.parse(received[0].body)).toMatchObject({
        event: "lead.confirmed",
        email: "hook@example.de",
        name: "Klaus",
      });
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});

describe("without SMTP_URL", () => {
  it("writes each mail as an .eml file that only the server's user can read", async () => {
    server = await startTestServer();
    expect((await lead("eml@example.de")).statusCode).toBe(303);
    let files: string[] = [];
    for (let i = 0; i < 50 && files.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      files = existsSync(server.mailDir) ? readdirSync(server.mailDir) : [];
    }
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = join(server.mailDir, files[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file, "utf8");
    expect(eml).toMatch(/^To: eml@example\.de$/m);
    expect(eml).toContain("/bestaetigen/?t=");
  });
});

describe("retention", () => {
  it("erases unconfirmed leads after 30 days, with their tokens and mails", async () => {
    await start();
    await lead("alt@example.de");
    await mailbox().waitForMessages(1);
    await confirmedLead("neu@example.de");
    const db = server.store.db;
    db.prepare("UPDATE submissions SET created_at = ?").run(new Date(Date.now() - 31 * 24 * 3600_000).toISOString());
    const { FollowUpStore } = await import("../server/follow-up-store");
    const { Outbox } = await import("../server/outbox");
    const purged = new FollowUpStore(server.store, new Outbox(db), {
      webhook: false,
      consentVersion: "t",
      marketingVersion: "m",
    }).purgeExpired();
    expect(purged).toEqual({ leads: 1, contacts: 0 });
    expect(row("alt@example.de")).toBeUndefined();
    expect(row("neu@example.de")).toMatchObject({ status: "confirmed" });
  });
});
