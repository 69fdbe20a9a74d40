/** @jest-environment node */
// The Netlify follow-up, offline: the real function modules behind a small HTTP stand-in for
// Netlify, Netlify's documented submission-created payload, a real SMTP server and the local
// Blobs server of @netlify/blobs. The same story as self-hosted: confirmation mail → a GET
// confirms nothing → the POST confirms → plan mail → one-click unsubscribe → suppression holds.
import { createServer } from "http";
import type { AddressInfo } from "net";
import type { ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { startSmtpServer, type TestSmtpServer } from "./helpers/smtp";
import {
  functionRoot,
  INVALID_LINK_PAGE,
  netlifyContext,
  SITE,
  STATIC_PAGE,
  startBlobs,
  startNetlifyHost,
  type FunctionModule,
} from "./helpers/netlify-host";
import * as submissionCreated from "../netlify/functions/submission-created";
import * as confirm from "../netlify/functions/confirm";
import * as unsubscribe from "../netlify/functions/unsubscribe";
import * as deliverDueFunction from "../netlify/functions/deliver-due";
import * as formsCleanup from "../netlify/functions/forms-cleanup";
import { followUpRuntime, resetFollowUpRuntime } from "../netlify/follow-up/runtime";
import { deliverDue } from "../netlify/follow-up/scheduled";
import { addressHash } from "../src/lib/email-key";
import { ONE_CLICK_BODY } from "../src/lib/follow-up";
import { startingMinutes } from "../src/lib/plan";
import { pathOf } from "../src/lib/routes";
import { loadMailContent } from "../src/mail/content";
import { signToken } from "../src/mail/signed-token";
import { Webhook } from "standardwebhooks";

jest.setTimeout(30_000);

const functions: Record<string, FunctionModule> = {
  "submission-created": submissionCreated,
  confirm,
  unsubscribe,
  "deliver-due": deliverDueFunction,
  "forms-cleanup": formsCleanup,
};
const SECRET = "netlify-test-secret-0123456789-abcdefgh";
const emailHash = (email: string) => addressHash(SECRET, email);
const STORE = "follow-up";
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const content = loadMailContent("data");

let smtp: TestSmtpServer;
let blobs: Awaited<ReturnType<typeof startBlobs>>;
let host: Awaited<ReturnType<typeof startNetlifyHost>>;
let root: ReturnType<typeof functionRoot>;
let deployContext = "production";
const savedEnv = { ...process.env };
let operatorLog: jest.SpyInstance;

beforeEach(async () => {
  smtp = await startSmtpServer();
  blobs = await startBlobs();
  root = functionRoot();
  deployContext = "production";
  Object.assign(process.env, {
    LAMBDA_TASK_ROOT: root.root,
    URL: SITE.url,
    SMTP_URL: smtp.url,
    TOKEN_SECRET: SECRET,
    NOTIFY_TO: "betreiber@zv.test",
  });
  resetFollowUpRuntime();
  operatorLog = jest.spyOn(console, "log").mockImplementation(() => undefined);
  host = await startNetlifyHost(functions, (background) => netlifyContext(deployContext, undefined, background));
});

afterEach(async () => {
  resetFollowUpRuntime();
  await host.stop();
  await smtp.stop();
  await blobs.stop();
  root.remove();
  operatorLog.mockRestore();
  process.env = { ...savedEnv };
});

let submissionNumber = 0;

/** The body Netlify POSTs to submission-created (docs: "Trigger functions on events", Forms payload). */
function submissionEvent(formName: "lead" | "kontakt", fields: Record<string, string>) {
  submissionNumber++;
  const data = {
    "form-name": formName,
    "bot-field": "",
    ...(formName === "lead" ? { consent: "ja" } : {}),
    ...fields,
    ip: "203.0.113.7",
    user_agent: "Mozilla/5.0",
    referrer: `${SITE.url}/`,
  };
  return {
    payload: {
      number: submissionNumber,
      title: null,
      email: fields.email,
      name: fields.name,
      first_name: fields.name,
      last_name: null,
      company: null,
      summary: `<strong>${fields.name}</strong>`,
      body: fields.message ?? null,
      data,
      created_at: new Date().toISOString(),
      human_fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k[0].toUpperCase() + k.slice(1), v])),
      ordered_human_fields: Object.entries(fields).map(([name, value]) => ({ title: name, name, value })),
      id: `64a1b2c3d4e5f6a7b8c9d0e${submissionNumber}`,
      form_id: `form-${formName}`,
      site_url: SITE.url,
      form_name: formName,
    },
  };
}

const submit = (formName: "lead" | "kontakt", fields: Record<string, string>) =>
  host.fetch("/.netlify/functions/submission-created", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(submissionEvent(formName, fields)),
  });

const post = (path: string, body = "", headers: Record<string, string> = FORM) =>
  host.fetch(path, { method: "POST", headers, body });

function linkIn(mail: ParsedMail, path: string, base = SITE.url): string {
  const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = new RegExp(`${escaped}(${path}\\?t=[A-Za-z0-9_-]+)`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link to ${base} in mail "${mail.subject}"`);
  return match[1];
}

/** A header as sent, unfolded (mailparser files the List-* headers under "list"). */
function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(name.length + 1)
    .replace(/\r\n[ \t]+/g, " ")
    .trim();
}

async function leadConfirmation(email = "heinz@example.de", name = "Heinz", extra: Record<string, string> = {}) {
  const before = smtp.messages.length;
  const answer = await submit("lead", { name, email, ...extra });
  expect(answer.status).toBe(200);
  const mails = await smtp.waitForMessages(before + 1);
  return linkIn(mails[mails.length - 1], pathOf("confirm"));
}

const consentOf = async (email: string) => {
  const record = (await blobs.dump(STORE))[`consent/${emailHash(email)}`];
  return record ? JSON.parse(record) : undefined;
};

describe("Netlify follow-up: the whole story", () => {
  it("confirmation mail → GET confirms nothing → POST confirms → plan mail → one-click unsubscribe → suppression holds", async () => {
    const confirmPath = await leadConfirmation();
    const [confirmation] = smtp.messages;
    expect(confirmation.to).toMatchObject({ text: "heinz@example.de" });
    expect(confirmation.subject).toBe("Zitronen-Vital: Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(confirmation.text).toMatch(/^Guten Tag,/m);
    // Nothing is stored for an unconfirmed lead: the token carries it.
    expect(await blobs.dump(STORE)).toEqual({});

    // A mail scanner's GET (and HEAD) gets the static page and changes nothing.
    const get = await host.fetch(confirmPath);
    expect(get.status).toBe(200);
    expect(await get.text()).toBe(STATIC_PAGE);
    await host.fetch(confirmPath, { method: "HEAD" });
    expect(await blobs.dump(STORE)).toEqual({});

    // A person's click: confirms with the optional answers; the plan goes out at once.
    const confirmed = await post(confirmPath, "aktivitaet=wenig&tageszeit=morgens");
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(pathOf("planOnTheWay"));
    const consent = await consentOf("heinz@example.de");
    expect(consent).toMatchObject({
      email: "heinz@example.de",
      name: "Heinz",
      form: "lead",
      consentVersion: content.texts.consent.version,
    });
    expect(Date.parse(consent.confirmedAt)).toBeGreaterThanOrEqual(Date.parse(consent.postedAt));
    expect(consent.answers).toEqual({ activity: "wenig", dayTime: "morgens" });

    // Single use.
    const again = await post(confirmPath);
    expect(again.status).toBe(410);
    expect(await again.text()).toBe(INVALID_LINK_PAGE);

    const [, plan] = await smtp.waitForMessages(2);
    expect(plan.to).toMatchObject({ text: "heinz@example.de" });
    expect(plan.subject).toBe("Ihr persönlicher Gesundheitsplan, Heinz");
    expect(content.days).toHaveLength(6);
    for (const day of content.days) {
      expect(plan.text).toContain(day.day);
      expect(plan.text).toContain(day.title);
    }
    const shortest = Math.min(...content.days.map((day) => day.minutes));
    expect(plan.text).toContain(`${startingMinutes(shortest, "wenig")}`);
    const listUnsubscribe = rawHeader(plan, "List-Unsubscribe")!;
    expect(listUnsubscribe).toMatch(new RegExp(`^<${SITE.url.replace(/\./g, "\\.")}/abmelden/\\?t=[A-Za-z0-9_-]+>$`));
    expect(rawHeader(plan, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect((await consentOf("heinz@example.de")).answers).toEqual({ activity: "wenig", dayTime: "morgens" });

    // The scheduled run finds the plan sent, sends nothing more and clears the marker.
    const scheduled = await host.fetch("/.netlify/functions/deliver-due", { method: "POST" });
    expect(scheduled.status).toBe(204);
    expect(smtp.messages).toHaveLength(2);
    expect(Object.keys(await blobs.dump(STORE))).toEqual([`consent/${emailHash("heinz@example.de")}`]);

    // RFC 8058 one-click, as a mail provider sends it.
    const unsubscribePath = listUnsubscribe.slice(`<${SITE.url}`.length, -1);
    const oneClick = await post(unsubscribePath, ONE_CLICK_BODY);
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await oneClick.text()).toBe("Abgemeldet.\n");

    // All that is left: the hash on the suppression list (and a marker to delete the Forms
    // submissions, also by hash). No name, no address.
    const kept = await blobs.dump(STORE);
    expect(Object.keys(kept).sort()).toEqual([
      `erase/${emailHash("heinz@example.de")}`,
      `suppressed/${emailHash("heinz@example.de")}`,
    ]);
    expect(JSON.stringify(kept)).not.toMatch(/heinz/i);

    // Suppression holds: a new form post gets no mail, the old confirmation link is refused.
    expect(await (await submit("lead", { name: "Heinz", email: "HEINZ@example.de " })).text()).toBe("suppressed");
    const refused = await post(confirmPath);
    expect(refused.status).toBe(410);
    expect(await refused.text()).toBe(INVALID_LINK_PAGE);
    await host.fetch("/.netlify/functions/deliver-due", { method: "POST" });
    expect(smtp.messages).toHaveLength(2);

    // The operator's log tells what happened, without names or addresses.
    const logged = operatorLog.mock.calls.flat().join("\n");
    expect(logged).toContain("submission-created: lead: confirmation-sent");
    expect(logged).toContain("follow-up: plan delivered");
    expect(logged).not.toMatch(/heinz/i);
  });

  it("without answers the plan goes out at once with the default times", async () => {
    const confirmPath = await leadConfirmation("karl@example.de", "Karl");
    expect((await post(confirmPath)).status).toBe(303);
    const [, plan] = await smtp.waitForMessages(2);
    expect(plan.subject).toBe("Ihr persönlicher Gesundheitsplan, Karl");
    expect((await consentOf("karl@example.de")).answers).toEqual({});
    const runtime = followUpRuntime(netlifyContext());
    expect((await deliverDue(runtime, Date.now() + 3_600_000)).sent).toBe(0);
    expect(smtp.messages).toHaveLength(2);
  });

  it("posts each confirmed lead to LEAD_WEBHOOK_URL, signed the Standard Webhooks way, retrying until it answers 2xx", async () => {
    const received: Array<{ body: string; headers: Record<string, string> }> = [];
    let failFirst = true;
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const headers = Object.fromEntries(
          ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [name, String(req.headers[name])]),
        );
        received.push({ body, headers });
        res.writeHead(failFirst ? 503 : 204).end();
        failFirst = false;
      });
    });
    await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
    const hookSecret = "h".repeat(40);
    Object.assign(process.env, {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`,
      LEAD_WEBHOOK_SECRET: hookSecret,
    });
    resetFollowUpRuntime();
    try {
      const confirmPath = await leadConfirmation("karl@example.de", "Karl");
      expect((await post(confirmPath)).status).toBe(303);
      const record = await consentOf("karl@example.de");
      const runtime = followUpRuntime(netlifyContext());
      const confirmedAt = Date.parse(record.confirmedAt);
      expect(await deliverDue(runtime, confirmedAt)).toMatchObject({ "retry-later": 1 });
      expect(await deliverDue(runtime, confirmedAt + 60_000)).toMatchObject({ sent: 1 });
      expect(received).toHaveLength(2);
      // The retry carries the same delivery id: the receiver de-duplicates on it.
      expect(received[1].headers["webhook-id"]).toBe(received[0].headers["webhook-id"]);
      const payload = new Webhook(Buffer.from(hookSecret).toString("base64")).verify(
        received[1].body,
        received[1].headers,
      );
      expect(payload).toEqual({
        type: "lead.confirmed",
        timestamp: expect.any(String),
        data: {
          leadId: emailHash("karl@example.de"),
          name: "Karl",
          email: "karl@example.de",
          confirmedAt: record.confirmedAt,
          consentVersion: content.texts.consent.version,
          marketingVersion: null,
        },
      });
    } finally {
      receiver.close();
    }
  });

  it("a browser's unsubscribe form post is redirected to the goodbye page", async () => {
    const token = signToken(SECRET, {
      purpose: "unsubscribe",
      email: "otto@example.de",
      name: "",
      postedAt: new Date().toISOString(),
    });
    const answer = await post(`${pathOf("unsubscribe")}?t=${token}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(pathOf("unsubscribed"));
    // Multipart one-click (some providers) gets the plain 200 too.
    const boundary = "----zv";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const oneClick = await post(`${pathOf("unsubscribe")}?t=${token}`, multipart, {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(oneClick.status).toBe(200);
    expect(Object.keys(await blobs.dump(STORE)).sort()).toEqual([
      `erase/${emailHash("otto@example.de")}`,
      `suppressed/${emailHash("otto@example.de")}`,
    ]);
  });
});

describe("Netlify follow-up: contact form, spam and bad input", () => {
  it("mails a contact message to NOTIFY_TO with Reply-To = the sender, and stores nothing", async () => {
    const answer = await submit("kontakt", {
      name: "Fritz Weber",
      email: "fritz@example.de",
      message: "Gilt das Angebot auch für Frauen?",
    });
    expect(await answer.text()).toBe("contact-sent");
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.to).toMatchObject({ text: "betreiber@zv.test" });
    expect(mail.replyTo).toMatchObject({ text: "fritz@example.de" });
    expect(mail.text).toContain("Gilt das Angebot auch für Frauen?");
    expect(await blobs.dump(STORE)).toEqual({});
  });

  it("reads the form from the hidden form-name field when form_name is missing (as netlify dev sends it)", async () => {
    const event = submissionEvent("lead", { name: "Heinz", email: "heinz@example.de" });
    delete (event.payload as Partial<typeof event.payload>).form_name;
    const answer = await host.fetch("/.netlify/functions/submission-created", {
      method: "POST",
      body: JSON.stringify(event),
    });
    expect(await answer.text()).toBe("confirmation-sent");
    expect(operatorLog.mock.calls.flat()).toContain("submission-created: lead: confirmation-sent");
  });

  it("sends nothing for a filled honeypot or an invalid submission", async () => {
    const event = submissionEvent("lead", { name: "Bot", email: "bot@example.de" });
    event.payload.data["bot-field"] = "http://spam.example";
    const spam = await host.fetch("/.netlify/functions/submission-created", {
      method: "POST",
      body: JSON.stringify(event),
    });
    expect(await spam.text()).toBe("spam");
    expect(await (await submit("lead", { name: "Kein", email: "keine-adresse" })).text()).toBe("invalid");
    expect(smtp.messages).toHaveLength(0);
  });

  it("refuses a lead without the consent box and sends nothing; the versions he ticked travel to the consent record", async () => {
    expect(await (await submit("lead", { name: "Heinz", email: "heinz@example.de", consent: "" })).text()).toBe(
      "invalid",
    );
    expect(smtp.messages).toHaveLength(0);
    const confirmPath = await leadConfirmation("karl@example.de", "Karl", { marketing: "ja" });
    expect((await post(confirmPath)).status).toBe(303);
    expect(await consentOf("karl@example.de")).toMatchObject({
      consentVersion: content.texts.consent.version,
      marketingVersion: content.texts.marketingConsent.version,
    });
    const plainPath = await leadConfirmation("otto@example.de", "Otto");
    expect((await post(plainPath)).status).toBe(303);
    expect((await consentOf("otto@example.de")).marketingVersion).toBeUndefined();
  });

  it("refuses a confirmation posted from another site's page (403), but takes one-click unsubscribes from anywhere", async () => {
    const confirmPath = await leadConfirmation();
    const foreign: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const refused = await post(confirmPath, "", { ...FORM, ...headers });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain("Formular von fremder Seite");
    }
    expect(await blobs.dump(STORE)).toEqual({});
    // The site's own pages (the deploy's address) may post.
    expect((await post(confirmPath, "", { ...FORM, Origin: SITE.url, "Sec-Fetch-Site": "same-origin" })).status).toBe(
      303,
    );
    const token = signToken(SECRET, {
      purpose: "unsubscribe",
      email: "heinz@example.de",
      name: "",
      postedAt: new Date().toISOString(),
    });
    expect(
      (await post(`${pathOf("unsubscribe")}?t=${token}`, ONE_CLICK_BODY, { ...FORM, Origin: "https://mail.example" }))
        .status,
    ).toBe(200);
  });

  it("answers bad links with the invalid-link page: 400 unknown/tampered/missing, 410 expired", async () => {
    const confirmPath = await leadConfirmation();
    const tampered = confirmPath.slice(0, -3) + (confirmPath.endsWith("AAA") ? "BBB" : "AAA");
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const expired = signToken(
      SECRET,
      { purpose: "confirm", email: "alt@example.de", name: "Alt", postedAt: "2026-01-01T00:00:00Z" },
      eightDaysAgo,
    );
    const unsubscribeToken = signToken(SECRET, {
      purpose: "unsubscribe",
      email: "heinz@example.de",
      name: "",
      postedAt: "2026-01-01T00:00:00Z",
    });
    const cases: Array<[string, number]> = [
      [tampered, 400],
      [pathOf("confirm"), 400],
      [`${pathOf("confirm")}?t=kaputt`, 400],
      [`${pathOf("confirm")}?t=${unsubscribeToken}`, 400],
      [`${pathOf("confirm")}?t=${expired}`, 410],
      [`${pathOf("unsubscribe")}?t=${confirmPath.split("t=")[1]}`, 400],
    ];
    for (const [path, status] of cases) {
      const answer = await post(path);
      expect([path, answer.status]).toEqual([path, status]);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await answer.text()).toBe(INVALID_LINK_PAGE);
    }
    expect(await blobs.dump(STORE)).toEqual({});
  });
});

describe("Netlify follow-up: SMTP outages", () => {
  it("a failed confirmation mail makes submission-created fail loudly and records nothing", async () => {
    await smtp.stop();
    const answer = await submit("lead", { name: "Heinz", email: "heinz@example.de" });
    expect(answer.status).toBe(500);
    expect(await blobs.dump(STORE)).toEqual({});
  });

  it("a recipient the SMTP server rejects fails the function without the address in the error", async () => {
    const rejecting = new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((done) => rejecting.listen(0, "127.0.0.1", done));
    const port = (rejecting as unknown as { server: { address(): AddressInfo } }).server.address().port;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetFollowUpRuntime();
    try {
      const answer = await submit("lead", { name: "Heinz", email: "heinz@example.de" });
      expect(answer.status).toBe(500);
      const error = await answer.text();
      expect(error).toContain("Recipient address rejected");
      expect(error).toContain("<address>");
      expect(error).not.toContain("heinz@example.de");
      expect(await blobs.dump(STORE)).toEqual({});
    } finally {
      await new Promise<void>((done) => rejecting.close(() => done()));
    }
  });

  it("a failed plan mail keeps the consent, answers the visitor, and the scheduled run delivers it once SMTP is back", async () => {
    const confirmPath = await leadConfirmation();
    const port = smtp.port;
    await smtp.stop();

    const answered = await post(confirmPath, "aktivitaet=etwas");
    expect(answered.status).toBe(303);
    const waiting = await consentOf("heinz@example.de");
    expect(waiting.deliveries.plan).toMatchObject({
      attempts: 1,
      lastError: expect.any(String),
      retryAt: expect.any(String),
    });
    expect(waiting.deliveries.plan.sentAt).toBeUndefined();

    smtp = await startSmtpServer(port);
    const runtime = followUpRuntime(netlifyContext());
    expect((await deliverDue(runtime, Date.parse(waiting.deliveries.plan.retryAt))).sent).toBe(1);
    expect((await deliverDue(runtime, Date.parse(waiting.deliveries.plan.retryAt) + 3_600_000)).sent).toBe(0);
    const [plan] = await smtp.waitForMessages(1);
    expect(plan.subject).toBe("Ihr persönlicher Gesundheitsplan, Heinz");
    expect(smtp.messages).toHaveLength(1);
    expect((await consentOf("heinz@example.de")).deliveries.plan.sentAt).toEqual(expect.any(String));
  });
});

describe("Netlify follow-up: deploy previews", () => {
  it("links to the preview's own address and marks the subject as a preview, in a store of its own", async () => {
    deployContext = "deploy-preview";
    const deployId = netlifyContext(deployContext).deploy.id;
    await submit("lead", { name: "Heinz", email: "heinz@example.de" });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.subject).toBe("[Vorschau] Zitronen-Vital: Bitte bestätigen Sie Ihre E-Mail-Adresse");
    const confirmPath = linkIn(mail, pathOf("confirm"), `https://${deployId}--${SITE.name}.netlify.app`);
    expect((await post(confirmPath)).status).toBe(303);
    expect(await blobs.dump(STORE)).toEqual({});
    expect(Object.keys(await blobs.dump("follow-up-deploy-preview"))).toContain(
      `consent/${emailHash("heinz@example.de")}`,
    );
  });
});

describe("Netlify follow-up: Netlify Forms cleanup", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

  /** Netlify's submissions API, as far as forms-cleanup uses it, in memory. */
  async function startFakeNetlifyApi(
    submissions: Array<{ id: string; created_at: string; email: string; data: Record<string, string> }>,
  ) {
    const server = createServer((req, res) => {
      if (req.headers.authorization !== "Bearer api-token") return void res.writeHead(401).end();
      const url = new URL(req.url ?? "/", "http://api");
      if (req.method === "GET" && url.pathname === `/api/v1/sites/${SITE.id}/submissions`) {
        const page = Number(url.searchParams.get("page"));
        const perPage = Number(url.searchParams.get("per_page"));
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify(submissions.slice((page - 1) * perPage, page * perPage)));
        return;
      }
      const id = /^\/api\/v1\/submissions\/(.+)$/.exec(url.pathname)?.[1];
      if (req.method === "DELETE" && id) {
        submissions.splice(
          submissions.findIndex((s) => s.id === id),
          1,
        );
        return void res.writeHead(204).end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
      submissions,
      stop: () => server.close(),
    };
  }

  it("deletes the submissions of people who unsubscribed and all older than 30 days, hourly", async () => {
    const api = await startFakeNetlifyApi([
      {
        id: "s1",
        created_at: ago(1),
        email: "heinz@example.de",
        data: { "form-name": "lead", name: "Heinz", email: "heinz@example.de" },
      },
      {
        id: "s2",
        created_at: ago(2),
        email: "HEINZ@example.de",
        data: { "form-name": "kontakt", name: "Heinz", email: "HEINZ@example.de", message: "Hallo" },
      },
      {
        id: "s3",
        created_at: ago(29),
        email: "karl@example.de",
        data: { "form-name": "lead", name: "Karl", email: "karl@example.de" },
      },
      {
        id: "s4",
        created_at: ago(31),
        email: "otto@example.de",
        data: { "form-name": "lead", name: "Otto", email: "otto@example.de" },
      },
      ...Array.from({ length: 120 }, (_, i) => ({
        id: `n${i}`,
        created_at: ago(3),
        email: `n${i}@example.de`,
        data: { "form-name": "lead", email: `n${i}@example.de` },
      })),
    ]);
    Object.assign(process.env, { NETLIFY_API_TOKEN: "api-token", NETLIFY_API_URL: api.url });
    try {
      const token = signToken(SECRET, {
        purpose: "unsubscribe",
        email: "heinz@example.de",
        name: "",
        postedAt: ago(1),
      });
      expect((await post(`${pathOf("unsubscribe")}?t=${token}`, ONE_CLICK_BODY)).status).toBe(200);

      expect((await host.fetch("/.netlify/functions/forms-cleanup", { method: "POST" })).status).toBe(204);
      expect(api.submissions.map((s) => s.id).filter((id) => id.startsWith("s"))).toEqual(["s3"]);
      expect(api.submissions).toHaveLength(121);
      expect(Object.keys(await blobs.dump(STORE))).toEqual([`suppressed/${emailHash("heinz@example.de")}`]);
      expect(operatorLog.mock.calls.flat()).toContain(
        "forms-cleanup: deleted 2 submission(s) of unsubscribed people, 1 older than 30 days",
      );
    } finally {
      api.stop();
    }
  });

  it("without NETLIFY_API_TOKEN keeps the markers and tells the operator", async () => {
    const token = signToken(SECRET, { purpose: "unsubscribe", email: "heinz@example.de", name: "", postedAt: ago(1) });
    await post(`${pathOf("unsubscribe")}?t=${token}`, ONE_CLICK_BODY);
    await host.fetch("/.netlify/functions/forms-cleanup", { method: "POST" });
    expect(Object.keys(await blobs.dump(STORE))).toContain(`erase/${emailHash("heinz@example.de")}`);
    expect(operatorLog.mock.calls.flat().join("\n")).toContain("NETLIFY_API_TOKEN is not set");
  });
});
