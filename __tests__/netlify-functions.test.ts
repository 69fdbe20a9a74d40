/** @jest-environment node */
// What only the Netlify follow-up has, offline: the real function modules behind a small HTTP
// stand-in for Netlify, Netlify's documented submission-created payload, a real SMTP server and the
// local Blobs server of @netlify/blobs. What both hosts share (links, statuses, erasure) is the
// contract in follow-up-contract.test.ts.
import { createServer } from "http";
import type { AddressInfo } from "net";
import type { ParsedMail } from "mailparser";
import { startRejectingSmtpServer, startSmtpServer, type TestSmtpServer } from "./helpers/smtp";
import { startWebhookReceiver } from "./helpers/webhook-receiver";
import {
  functionRoot,
  INVALID_LINK_PAGE,
  netlifyContext,
  SITE,
  startBlobs,
  startNetlifyHost,
  type FunctionModule,
} from "./helpers/netlify-host";
import * as submissionCreated from "../netlify/functions/submission-created";
import * as confirm from "../netlify/functions/confirm";
import * as unsubscribe from "../netlify/functions/unsubscribe";
import * as deliverDueFunction from "../netlify/functions/deliver-due";
import * as formsCleanup from "../netlify/functions/forms-cleanup";
import * as retention from "../netlify/functions/retention";
import { enforceRetention } from "../netlify/follow-up/retention";
import { linkPost } from "../netlify/follow-up/links";
import { run as eraseCli } from "../netlify/erase-cli";
import { followUpRuntime, resetFollowUpRuntime } from "../netlify/follow-up/runtime";
import { deliverDue } from "../netlify/follow-up/scheduled";
import { addressHash } from "../src/lib/email-key";
import { ONE_CLICK_BODY } from "../src/lib/follow-up";
import { pathOf } from "../src/lib/routes";
import { loadMailContent } from "../src/mail/content";

jest.setTimeout(30_000);

const functions: Record<string, FunctionModule> = {
  "submission-created": submissionCreated,
  confirm,
  unsubscribe,
  "deliver-due": deliverDueFunction,
  "forms-cleanup": formsCleanup,
  retention,
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
  expect(answer.status).toBe(204);
  const mails = await smtp.waitForMessages(before + 1);
  return linkIn(mails[mails.length - 1], pathOf("confirm"));
}

const consentOf = async (email: string) => {
  const record = (await blobs.dump(STORE))[`consent/${emailHash(email)}`];
  return record ? JSON.parse(record) : undefined;
};

/** A person who confirmed, with his plan mail, and the one-click path of its unsubscribe link. */
async function confirmedLead(email = "heinz@example.de", name = "Heinz", extra: Record<string, string> = {}) {
  const before = smtp.messages.length;
  const confirmPath = await leadConfirmation(email, name, extra);
  expect((await post(confirmPath)).status).toBe(303);
  const plan = (await smtp.waitForMessages(before + 2))[before + 1];
  const unsubscribePath = rawHeader(plan, "List-Unsubscribe")!.slice(`<${SITE.url}`.length, -1);
  return { confirmPath, plan, unsubscribePath };
}

const keys = async () => Object.keys(await blobs.dump(STORE)).sort();

describe("Netlify follow-up: submission-created", () => {
  it("answers every caller the same, whatever the address: no membership oracle; the outcome goes to the log only", async () => {
    const { unsubscribePath } = await confirmedLead("drin@example.de", "Drin");
    await confirmedLead("weg@example.de", "Weg");
    await post(rawHeader(smtp.messages[3], "List-Unsubscribe")!.slice(`<${SITE.url}`.length, -1), ONE_CLICK_BODY);
    expect(unsubscribePath).toMatch(/^\/abmelden\/\?t=/);
    const answers = [];
    for (const email of ["neu@example.de", "drin@example.de", "weg@example.de", "keine-adresse"]) {
      const answer = await submit("lead", { name: "X", email });
      answers.push([answer.status, await answer.text()]);
    }
    expect(answers).toEqual(Array(4).fill([204, ""]));
    const logged = operatorLog.mock.calls.flat().join("\n");
    expect(logged).toContain('submission-created: "lead": confirmation-sent');
    expect(logged).toContain('submission-created: "lead": invalid');
    expect(logged).not.toMatch(/drin@|weg@|neu@/);
  });

  it("mails a contact message to NOTIFY_TO with Reply-To = the sender, and stores nothing about him", async () => {
    const answer = await submit("kontakt", {
      name: "Fritz Weber",
      email: "fritz@example.de",
      message: "Gilt das Angebot auch für Frauen?",
    });
    expect(answer.status).toBe(204);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.to).toMatchObject({ text: "betreiber@zv.test" });
    expect(mail.replyTo).toMatchObject({ text: "fritz@example.de" });
    expect(mail.text).toContain("Gilt das Angebot auch für Frauen?");
    // Nothing about the sender: only the day's anonymous count and when the last mail went out.
    const stored = await blobs.dump(STORE);
    expect(Object.keys(stored).every((key) => key.startsWith("counts/") || key === "operator/last-mail-sent")).toBe(
      true,
    );
    expect(JSON.stringify(stored)).not.toMatch(/fritz|example\.de|Frauen/i);
  });

  it("reads the form from the hidden form-name field when form_name is missing (as netlify dev sends it)", async () => {
    const event = submissionEvent("lead", { name: "Heinz", email: "heinz@example.de" });
    delete (event.payload as Partial<typeof event.payload>).form_name;
    await host.fetch("/.netlify/functions/submission-created", { method: "POST", body: JSON.stringify(event) });
    await smtp.waitForMessages(1);
    expect(operatorLog.mock.calls.flat()).toContain('submission-created: "lead": confirmation-sent');
  });

  it("sends nothing for a filled honeypot or an invalid submission, and logs a forged form name as one escaped line", async () => {
    const event = submissionEvent("lead", { name: "Bot", email: "bot@example.de" });
    event.payload.data["bot-field"] = "http://spam.example";
    await host.fetch("/.netlify/functions/submission-created", { method: "POST", body: JSON.stringify(event) });
    await submit("lead", { name: "Kein", email: "keine-adresse" });
    const forged = submissionEvent("lead", { name: "Heinz", email: "heinz@example.de" });
    (forged.payload as { form_name: string }).form_name = "lead\nsubmission-created: kontakt: contact-sent";
    await host.fetch("/.netlify/functions/submission-created", { method: "POST", body: JSON.stringify(forged) });
    expect(smtp.messages).toHaveLength(0);
    const lines = operatorLog.mock.calls.flat().join("\n").split("\n");
    expect(lines).toContain('submission-created: "lead": spam');
    expect(lines.filter((line) => line.startsWith("submission-created: kontakt"))).toEqual([]);
  });

  it("keeps a pending request under its token's key with the versions he ticked, on its own clock", async () => {
    await leadConfirmation("karl@example.de", "Karl", { marketing: "ja" });
    const [pending] = Object.entries(await blobs.dump(STORE)).filter(([key]) => key.startsWith("pending/"));
    expect(pending[0]).toMatch(/^pending\/[0-9a-f]{64}$/);
    const request = JSON.parse(pending[1]);
    expect(request).toMatchObject({
      email: "karl@example.de",
      name: "Karl",
      consentVersion: content.texts.consent.version,
      marketingVersion: content.texts.marketingConsent.version,
    });
    // submissionEvent's created_at says something else; the function uses its own clock.
    expect(Math.abs(Date.parse(request.postedAt) - Date.now())).toBeLessThan(10_000);
  });
  it("a post over a limit is stored nowhere, and its Netlify Forms copy is marked for the next forms-cleanup", async () => {
    for (let i = 0; i < 4; i++)
      expect((await submit("lead", { name: "Flut", email: "flut@example.de" })).status).toBe(204);
    expect(smtp.messages).toHaveLength(3);
    expect(operatorLog.mock.calls.flat().join("\n")).toContain('submission-created: "lead": over the address limit');
    expect(await keys()).toContain(`erase/${emailHash("flut@example.de")}`);
  });
});

describe("Netlify follow-up: links", () => {
  it("refuses a confirmation link after its 7 days with 410, and keeps the request for the retention job", async () => {
    const confirmPath = await leadConfirmation();
    const runtime = followUpRuntime(netlifyContext());
    const eightDays = Date.now() + 8 * 24 * 60 * 60 * 1000;
    const answer = await linkPost(
      "confirm",
      new Request(`${SITE.url}${confirmPath}`, { method: "POST", headers: FORM }),
      runtime,
      undefined,
      eightDays,
    );
    expect(answer.status).toBe(410);
    expect(await answer.text()).toBe(INVALID_LINK_PAGE);
    expect(await consentOf("heinz@example.de")).toBeUndefined();
  });
});

describe("Netlify follow-up: erasure on request (npm run netlify:erase)", () => {
  it("ends his consent and his unconfirmed request with withdrawn proofs, and marks his Forms submissions", async () => {
    await confirmedLead();
    await leadConfirmation("heinz@example.de", "Heinz");
    await leadConfirmation("andere@example.de", "Andere");
    const output: string[] = [];
    expect(await eraseCli(["--email", " HEINZ@Example.de "], process.env, (line) => output.push(line))).toBe(0);
    expect(output[0]).toMatch(
      /^Erased the consent and 1 unconfirmed request\(s\) of HEINZ@Example\.de; a withdrawn proof/,
    );
    const stored = await blobs.dump(STORE);
    expect(JSON.stringify(stored)).not.toMatch(/heinz/i);
    expect(JSON.stringify(stored)).toContain("andere@example.de");
    const proofs = Object.entries(stored).filter(([key]) => key.startsWith(`proof/${emailHash("heinz@example.de")}/`));
    expect(proofs.map(([, value]) => JSON.parse(value).withdrawnAt)).toEqual([expect.any(String), expect.any(String)]);
    expect(Object.keys(stored)).toContain(`erase/${emailHash("heinz@example.de")}`);
  });

  it("says what it needs, in English, instead of erasing nothing", async () => {
    const output: string[] = [];
    expect(await eraseCli([], process.env, (line) => output.push(line))).toBe(2);
    expect(
      await eraseCli(["--email", "x@example.de"], { ...process.env, TOKEN_SECRET: "kurz" }, (line) =>
        output.push(line),
      ),
    ).toBe(2);
    const outside = { ...process.env, NETLIFY_BLOBS_CONTEXT: "", SITE_ID: "", NETLIFY_API_TOKEN: "" };
    expect(await eraseCli(["--email", "x@example.de"], outside, (line) => output.push(line))).toBe(2);
    expect(output.join("\n")).toMatch(
      /needs --email[\s\S]*TOKEN_SECRET must be[\s\S]*SITE_ID and NETLIFY_API_TOKEN are needed/,
    );
  });
});

describe("Netlify follow-up: webhook", () => {
  it("posts lead.confirmed signed the Standard Webhooks way, retrying until 2xx, and lead.erased after an unsubscribe", async () => {
    const hookSecret = "h".repeat(40);
    // The first call fails: the delivery is retried.
    const receiver = await startWebhookReceiver(hookSecret, (call) => (call === 1 ? 503 : 204));
    const { received, verify } = receiver;
    Object.assign(process.env, { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: hookSecret });
    resetFollowUpRuntime();
    try {
      const { unsubscribePath } = await confirmedLead("karl@example.de", "Karl");
      const runtime = followUpRuntime(netlifyContext());
      const now = Date.now();
      expect(await deliverDue(runtime, now)).toMatchObject({ "retry-later": 1 });
      expect(await deliverDue(runtime, now + 60_000)).toMatchObject({ sent: 1 });
      expect(received).toHaveLength(2);
      expect(received[1].headers["webhook-id"]).toBe(received[0].headers["webhook-id"]);
      expect(verify(1)).toMatchObject({
        type: "lead.confirmed",
        data: { leadId: emailHash("karl@example.de"), name: "Karl", email: "karl@example.de", marketingVersion: null },
      });

      expect((await post(unsubscribePath, ONE_CLICK_BODY)).status).toBe(200);
      expect(await deliverDue(runtime, Date.now())).toMatchObject({ sent: 1 });
      expect(verify(2)).toEqual({
        type: "lead.erased",
        timestamp: expect.any(String),
        data: { leadId: emailHash("karl@example.de"), reason: "unsubscribed" },
      });
      expect((await keys()).filter((key) => key.startsWith("webhook/"))).toEqual([]);
    } finally {
      await receiver.stop();
    }
  });
});

describe("Netlify follow-up: SMTP outages", () => {
  it("a failed confirmation mail makes submission-created fail loudly and keeps nothing", async () => {
    await smtp.stop();
    const answer = await submit("lead", { name: "Heinz", email: "heinz@example.de" });
    expect(answer.status).toBe(500);
    expect(await blobs.dump(STORE)).toEqual({});
  });

  /** SMTP_URL pointed at a server that answers every recipient with this code. */
  async function rejectingSmtp(code: number) {
    const rejecting = await startRejectingSmtpServer(code);
    process.env.SMTP_URL = rejecting.url;
    resetFollowUpRuntime();
    return () => rejecting.stop();
  }

  it("a recipient the SMTP server defers (4xx) fails the function, so Netlify retries, without the address in the error", async () => {
    const stop = await rejectingSmtp(451);
    try {
      const answer = await submit("lead", { name: "Heinz", email: "heinz@example.de" });
      expect(answer.status).toBe(500);
      const error = await answer.text();
      expect(error).toContain("Recipient address rejected");
      expect(error).toContain("<address>");
      expect(error).not.toContain("heinz@example.de");
      expect(await blobs.dump(STORE)).toEqual({});
    } finally {
      await stop();
    }
  });

  it("a recipient the SMTP server refuses for good (5xx) is not retried: the event ends, nothing is kept, the log says why", async () => {
    const stop = await rejectingSmtp(550);
    try {
      const answer = await submit("lead", { name: "Heinz", email: "heinz@example.de" });
      expect(answer.status).toBe(204);
      expect(await blobs.dump(STORE)).toEqual({});
      const logged = operatorLog.mock.calls.flat().join("\n");
      expect(logged).toContain('submission-created: "lead": refused-by-smtp');
      expect(logged).not.toContain("heinz@");
    } finally {
      await stop();
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
    expect(plan.subject).toBe("Ihr 4-Wochen-Plan, Heinz");
    expect(smtp.messages).toHaveLength(1);
    expect((await consentOf("heinz@example.de")).deliveries.plan.sentAt).toEqual(expect.any(String));
  });
});

describe("Netlify follow-up: duplicates after a crash", () => {
  it("a plan mail sent again (a 451 after its DATA, as after a crash before the sent mark) carries the same Message-ID", async () => {
    await smtp.stop();
    smtp = await startSmtpServer(0, { deferOnce: /4-Wochen-Plan/ });
    process.env.SMTP_URL = smtp.url;
    resetFollowUpRuntime();
    expect((await post(await leadConfirmation(), "")).status).toBe(303);
    const waiting = await consentOf("heinz@example.de");
    expect(smtp.deferred).toHaveLength(1);
    await deliverDue(followUpRuntime(netlifyContext()), Date.parse(waiting.deliveries.plan.retryAt));
    const [, plan] = await smtp.waitForMessages(2);
    expect(plan.messageId).toMatch(/^<zv-plan-[0-9a-f]{24}-\d+@/);
    expect(plan.messageId).toBe(smtp.deferred[0].messageId);
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

describe("Netlify follow-up: retention (hourly)", () => {
  const DAY = 24 * 60 * 60 * 1000;

  it("ends an unconfirmed request after 30 days with a proof record, and used-link markers once expired", async () => {
    await leadConfirmation("alt@example.de", "Alt");
    const { confirmPath } = await confirmedLead("neu@example.de", "Neu");
    const runtime = followUpRuntime(netlifyContext());
    // The used link's marker goes once the link would have expired (7 days), the two addresses' mail
    // counts after a day, the two mails' domain and ceiling markers after an hour, the request after 30.
    expect(await enforceRetention(runtime, Date.now() + 29 * DAY)).toMatchObject({ unconfirmed: 0, markers: 7 });
    expect(await enforceRetention(runtime, Date.now() + 31 * DAY)).toMatchObject({ unconfirmed: 1 });
    const stored = await blobs.dump(STORE);
    expect(JSON.stringify(stored)).not.toContain("alt@example.de");
    const proofs = Object.entries(stored).filter(([key]) => key.startsWith(`proof/${emailHash("alt@example.de")}/`));
    expect(proofs.map(([, value]) => JSON.parse(value))).toEqual([
      expect.objectContaining({ reason: "expired", consentVersion: content.texts.consent.version }),
    ]);
    expect(JSON.parse(proofs[0][1]).confirmedAt).toBeUndefined();
    // The used link is now simply unknown.
    expect((await post(confirmPath)).status).toBe(400);
  });

  it("ends a lead without the consent to further mails PLAN_RETENTION_DAYS after the plan; keeps one who ticked it", async () => {
    await confirmedLead("nur-plan@example.de", "Nur");
    await confirmedLead("mehr@example.de", "Mehr", { marketing: "ja" });
    const runtime = followUpRuntime(netlifyContext());
    expect(await enforceRetention(runtime, Date.now() + 29 * DAY)).toMatchObject({ afterPlan: 0 });
    expect(await enforceRetention(runtime, Date.now() + 31 * DAY)).toMatchObject({ afterPlan: 1 });
    const all = await keys();
    expect(all).toContain(`consent/${emailHash("mehr@example.de")}`);
    expect(all).not.toContain(`consent/${emailHash("nur-plan@example.de")}`);
    expect(all).toContain(`erase/${emailHash("nur-plan@example.de")}`);
    expect(JSON.stringify(await blobs.dump(STORE))).not.toContain("nur-plan@");
  });

  it("deletes proof records three years after the data went", async () => {
    const { unsubscribePath } = await confirmedLead();
    await post(unsubscribePath, ONE_CLICK_BODY);
    const runtime = followUpRuntime(netlifyContext());
    expect(await enforceRetention(runtime, Date.now() + 3 * 365 * DAY - DAY)).toMatchObject({ proofs: 0 });
    expect((await keys()).filter((key) => key.startsWith("proof/"))).toHaveLength(1);
    expect(await enforceRetention(runtime, Date.now() + 3 * 365 * DAY + DAY)).toMatchObject({ proofs: 1 });
    expect((await keys()).filter((key) => key.startsWith("proof/"))).toEqual([]);
  });

  it("runs as an hourly scheduled function", async () => {
    expect(retention.config).toEqual({ schedule: "@hourly" });
    expect((await host.fetch("/.netlify/functions/retention", { method: "POST" })).status).toBe(204);
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
      const { unsubscribePath } = await confirmedLead();
      expect((await post(unsubscribePath, ONE_CLICK_BODY)).status).toBe(200);

      expect((await host.fetch("/.netlify/functions/forms-cleanup", { method: "POST" })).status).toBe(204);
      expect(api.submissions.map((s) => s.id).filter((id) => id.startsWith("s"))).toEqual(["s3"]);
      expect(api.submissions).toHaveLength(121);
      expect((await keys()).filter((key) => key.startsWith("erase/"))).toEqual([]);
      expect(operatorLog.mock.calls.flat()).toContain(
        "forms-cleanup: deleted 2 submission(s) of unsubscribed people, 1 older than 30 days",
      );
    } finally {
      api.stop();
    }
  });

  it("without NETLIFY_API_TOKEN keeps the markers and tells the operator", async () => {
    const { unsubscribePath } = await confirmedLead();
    await post(unsubscribePath, ONE_CLICK_BODY);
    await host.fetch("/.netlify/functions/forms-cleanup", { method: "POST" });
    expect(Object.keys(await blobs.dump(STORE))).toContain(`erase/${emailHash("heinz@example.de")}`);
    expect(operatorLog.mock.calls.flat().join("\n")).toContain("NETLIFY_API_TOKEN is not set");
  });
});
