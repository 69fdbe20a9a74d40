/**
 * @jest-environment node
 * @slow 40
 */
// What only the Netlify follow-up has, offline: the real function modules behind a small HTTP
// stand-in for Netlify, Netlify's documented submission-created payload, a real SMTP server and the
// local Blobs server of @netlify/blobs. What both hosts share (links, statuses, erasure) is the
// contract in follow-up-contract.test.ts.
import { writeFileSync } from "fs";
import { join } from "path";
import { getStore } from "@netlify/blobs";
import type { ParsedMail } from "mailparser";
import { startRejectingSmtpServer, startSmtpServer, type TestSmtpServer } from "../../harness/smtp";
import { startWebhookReceiver } from "../../harness/webhook-receiver";
import { submissionCreatedBody } from "../../harness/netlify-api";
import {
  INVALID_LINK_PAGE,
  netlifyContext,
  SITE,
  startNetlifyStandIn,
  type FunctionModule,
  type NetlifyStandIn,
} from "../../harness/netlify-host";
import * as submissionCreated from "../../netlify/functions/submission-created.mts";
import * as confirm from "../../netlify/functions/confirm.mts";
import * as unsubscribe from "../../netlify/functions/unsubscribe.mts";
import * as deliverDueFunction from "../../netlify/functions/deliver-due.mts";
import * as formsCleanup from "../../netlify/functions/forms-cleanup.mts";
import * as retention from "../../netlify/functions/retention.mts";
import * as confirmPage from "../../netlify/functions/confirm-page.mts";
import { enforceRetention, enforceRetentionEverywhere } from "../../netlify/follow-up/retention";
import { linkPost } from "../../netlify/follow-up/links";
import { run as eraseCli } from "../../netlify/erase-cli";
import { followUpRuntime, resetFollowUpRuntime } from "../../netlify/follow-up/runtime";
import { deliverDue } from "../../netlify/follow-up/scheduled";
import { addressHash } from "../../src/follow-up/email-key";
import { ONE_CLICK_BODY } from "../../src/follow-up/facts";
import { pathOf } from "../../src/lib/routes";
import { loadMailContent } from "../../src/mail/content";

jest.setTimeout(30_000);

const functions: Record<string, FunctionModule> = {
  "submission-created": submissionCreated,
  confirm,
  unsubscribe,
  "deliver-due": deliverDueFunction,
  "forms-cleanup": formsCleanup,
  retention,
  "confirm-page": confirmPage,
};
const SECRET = "netlify-test-secret-0123456789-abcdefgh";
const emailHash = (email: string) => addressHash(SECRET, email);
const STORE = "follow-up";
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const content = loadMailContent("data");

let smtp: TestSmtpServer;
let netlify: NetlifyStandIn;
let api: NetlifyStandIn["api"];
let blobs: NetlifyStandIn["blobs"];
let host: NetlifyStandIn["host"];
let root: NetlifyStandIn["root"];
let deployContext = "production";
let operatorLog: jest.SpyInstance;

beforeEach(async () => {
  smtp = await startSmtpServer();
  deployContext = "production";
  netlify = await startNetlifyStandIn(functions, { SMTP_URL: smtp.url, TOKEN_SECRET: SECRET }, (background) =>
    netlifyContext(deployContext, undefined, background),
  );
  ({ api, blobs, host, root } = netlify);
  operatorLog = jest.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  await netlify.stop();
  await smtp.stop();
  operatorLog.mockRestore();
});

/** What Netlify Forms keeps of a visitor's post (the stand-in API holds it from now on). */
function held(formName: "lead" | "kontakt", fields: Record<string, string>) {
  return api.add(formName, { "bot-field": "", ...(formName === "lead" ? { consent: "ja" } : {}), ...fields });
}

/** Netlify's event for a submission it holds: the documented body, with the submission's id. */
const sendEvent = (body: unknown) =>
  host.fetch("/.netlify/functions/submission-created", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** A visitor posts a form: Netlify Forms keeps it and runs submission-created for it. */
const submit = (formName: "lead" | "kontakt", fields: Record<string, string>) =>
  sendEvent(submissionCreatedBody(held(formName, fields)));

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
/**
 * What is kept apart from the limits' counters (a mail that did not go gives its places back) and
 * the note of whose the submission is (its id under a keyed hash, for deleting it when he leaves).
 */
const keptBesidesCounters = async () =>
  Object.fromEntries(
    Object.entries(await blobs.dump(STORE)).filter(([key]) => !/^(?:count|submissions-of|consent-text)\//.test(key)),
  );
const formsCleanupRun = async () => (await host.fetch("/.netlify/functions/forms-cleanup", { method: "POST" })).status;

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
    // Nothing about the sender: the limits' counters, the marker that this submission was acted on,
    // its id under his keyed hash (so it goes from Netlify Forms when he leaves), the day's
    // anonymous count and when the last mail went out.
    const stored = await blobs.dump(STORE);
    expect(JSON.stringify(stored)).not.toMatch(/fritz|Weber|example\.de|Frauen/i);
    expect(
      Object.keys(stored).filter(
        (key) => !/^(?:count|counts|handled|submissions-of)\//.test(key) && key !== "operator/last-mail-sent",
      ),
    ).toEqual([]);
  });

  it("reads the form from the hidden form-name field when the submission has no form_name", async () => {
    const submission = held("lead", { name: "Heinz", email: "heinz@example.de" });
    delete (submission as Partial<typeof submission>).form_name;
    await sendEvent(submissionCreatedBody(submission));
    await smtp.waitForMessages(1);
    expect(operatorLog.mock.calls.flat()).toContain('submission-created: "lead": confirmation-sent');
  });

  it("sends nothing for a filled honeypot or an invalid submission, and logs a forged form name as one escaped line", async () => {
    await submit("lead", { name: "Bot", email: "bot@example.de", "bot-field": "http://spam.example" });
    await submit("lead", { name: "Kein", email: "keine-adresse" });
    const forged = submissionCreatedBody(held("lead", { name: "Heinz", email: "heinz@example.de" }));
    forged.payload.id = "000000000000000000000000";
    forged.payload.form_name = "lead\nsubmission-created: kontakt: contact-sent";
    await sendEvent(forged);
    expect(smtp.messages).toHaveLength(0);
    const lines = operatorLog.mock.calls.flat().join("\n").split("\n");
    expect(lines).toContain('submission-created: "lead": spam');
    expect(lines).toContain('submission-created: "lead": invalid');
    // The form name the caller claims, cut to 40 characters and JSON-escaped: one line.
    expect(lines).toContain('submission-created: "lead\\nsubmission-created: kontakt: contac": not held by Netlify');
    expect(lines.filter((line) => line.startsWith("submission-created: kontakt"))).toEqual([]);
  });

  it("a forged call (the documented body, any address) stores nothing, mails nothing and deletes nothing", async () => {
    // A real person's request, mailed and waiting for his click; Netlify Forms holds it.
    const real = held("lead", { name: "Heinz", email: "heinz@example.de" });
    await sendEvent(submissionCreatedBody(real));
    await smtp.waitForMessages(1);
    const before = await blobs.dump(STORE);
    // Forged calls: his address with an id Netlify does not hold, none at all, another form's
    // contact message, and a flood of them; then his own submission's event again (a replay).
    const forgedLead = submissionCreatedBody({ ...real, id: "64a1b2c3d4e5f6a7b8c9d0e1" });
    const noId = submissionCreatedBody(real) as { payload: Partial<typeof real> };
    delete noId.payload.id;
    const forgedContact = submissionCreatedBody({
      ...real,
      id: "64a1b2c3d4e5f6a7b8c9d0e2",
      form_name: "kontakt",
      data: { "form-name": "kontakt", name: "Heinz", email: "heinz@example.de", message: "Spam" },
    });
    for (const body of [forgedLead, noId, forgedContact, ...Array(30).fill(forgedLead), submissionCreatedBody(real)])
      expect((await sendEvent(body)).status).toBe(204);
    expect(await blobs.dump(STORE)).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    // Nothing is marked for deletion; his submission stays in Netlify Forms.
    expect((await keys()).filter((key) => key.startsWith("forms-delete/"))).toEqual([]);
    expect(await formsCleanupRun()).toBe(204);
    expect(api.submissions.map((submission) => submission.id)).toEqual([real.id]);
    expect(api.deleted).toEqual([]);
    const logged = operatorLog.mock.calls.flat().join("\n");
    expect(logged).toContain('submission-created: "lead": not held by Netlify');
    expect(logged).toContain('submission-created: "lead": handled before');
  });

  it("without NETLIFY_API_TOKEN it acts on nothing and fails loudly, so Netlify retries and the operator sees why", async () => {
    delete process.env.NETLIFY_API_TOKEN;
    resetFollowUpRuntime();
    const answer = await submit("lead", { name: "Heinz", email: "heinz@example.de" });
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain("NETLIFY_API_TOKEN");
    expect(await blobs.dump(STORE)).toEqual({});
    expect(smtp.messages).toHaveLength(0);
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
  it("a repeat beyond the inbox's three mails a day is dropped, and only its own Netlify Forms copy is marked, by id", async () => {
    const ids: string[] = [];
    for (const email of ["flut@example.de", "flut+2@example.de", "FLUT@example.de", "flut+4@example.de"]) {
      const submission = held("lead", { name: "Flut", email });
      ids.push(submission.id);
      expect((await sendEvent(submissionCreatedBody(submission))).status).toBe(204);
    }
    expect(smtp.messages).toHaveLength(3);
    expect(operatorLog.mock.calls.flat().join("\n")).toContain(
      'submission-created: "lead": dropped: the inbox had its confirmation mails of the day',
    );
    expect((await keys()).filter((key) => key.startsWith("forms-delete/"))).toEqual([`forms-delete/${ids[3]}`]);
  });
});

describe("Netlify follow-up: links", () => {
  it("'Anfrage löschen' counts with the unsubscribes, for the campaign its link carries on", async () => {
    const before = smtp.messages.length;
    const referrer = `${SITE.url}/?utm_source=zeitung&utm_campaign=herbst`;
    expect((await submit("lead", { name: "Karl", email: "karl@example.de", referrer })).status).toBe(204);
    const mails = await smtp.waitForMessages(before + 1);
    const deletePath = new RegExp(`${pathOf("deleteRequest")}\\?t=[A-Za-z0-9_&=%+-]+`).exec(
      mails.at(-1)!.text ?? "",
    )![0];
    expect(deletePath).toContain("&utm_source=zeitung&utm_campaign=herbst");
    const request = new Request(`${SITE.url}${deletePath}`, { method: "POST", headers: FORM });
    expect((await linkPost("deleteRequest", request, followUpRuntime(netlifyContext()))).status).toBe(303);
    const counted = (await keys())
      .filter((key) => key.startsWith("counts/"))
      .map((key) => Buffer.from(key.split("/")[3], "base64url").toString());
    expect(counted.filter((name) => name.startsWith("unsubscribed"))).toEqual([
      expect.stringMatching(/^unsubscribed\W+zeitung\W+herbst$/),
    ]);
  });

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
  it("ends his consent and his unconfirmed request with withdrawn proofs, and marks his Forms submissions by id", async () => {
    await confirmedLead();
    await leadConfirmation("heinz@example.de", "Heinz");
    await leadConfirmation("andere@example.de", "Andere");
    await submit("kontakt", { name: "Heinz", email: "Heinz@example.de", message: "Eine Frage" });
    const his = api.submissions.filter((s) => /heinz/i.test(String(s.email))).map((s) => s.id);
    expect(his).toHaveLength(3);
    const output: string[] = [];
    const env = { ...process.env, SITE_ID: SITE.id };
    expect(await eraseCli(["--email", " HEINZ@Example.de "], env, (line) => output.push(line))).toBe(0);
    expect(output[0]).toMatch(
      /^Erased the consent and 1 unconfirmed request\(s\) of HEINZ@Example\.de; a withdrawn proof/,
    );
    const stored = await blobs.dump(STORE);
    expect(JSON.stringify(stored)).not.toMatch(/heinz/i);
    expect(JSON.stringify(stored)).toContain("andere@example.de");
    const proofs = Object.entries(stored).filter(([key]) => key.startsWith(`proof/${emailHash("heinz@example.de")}/`));
    expect(proofs.map(([, value]) => JSON.parse(value).withdrawnAt)).toEqual([expect.any(String), expect.any(String)]);
    expect(
      Object.keys(stored)
        .filter((key) => key.startsWith("forms-delete/"))
        .sort(),
    ).toEqual(his.map((id) => `forms-delete/${id}`).sort());
    expect(await formsCleanupRun()).toBe(204);
    expect(api.submissions.map((s) => s.email)).toEqual(["andere@example.de"]);
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
    expect(await keptBesidesCounters()).toEqual({});
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
      expect(await keptBesidesCounters()).toEqual({});
    } finally {
      await stop();
    }
  });

  it("a recipient the SMTP server refuses for good (5xx) is not retried: the event ends, nothing is kept, the log says why", async () => {
    const stop = await rejectingSmtp(550);
    try {
      const answer = await submit("lead", { name: "Heinz", email: "heinz@example.de" });
      expect(answer.status).toBe(204);
      // Only the note that the submission was acted on: a repeat of the event does nothing.
      expect(Object.keys(await keptBesidesCounters())).toEqual([`handled/${api.submissions[0].id}`]);
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

describe("Netlify follow-up: what the privacy policy and the consent texts promise", () => {
  it("refuses to run with a PLAN_RETENTION_DAYS other than the one the built privacy policy states", async () => {
    writeFileSync(join(root.root, "public", "privacy-settings.json"), JSON.stringify({ planRetentionDays: 30 }));
    process.env.PLAN_RETENTION_DAYS = "60";
    resetFollowUpRuntime();
    const answer = await submit("lead", { name: "Heinz", email: "heinz@example.de" });
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain(
      "Netlify follow-up: PLAN_RETENTION_DAYS is 60, but the privacy policy was built saying 30 days",
    );
    expect(smtp.messages).toHaveLength(0);
    process.env.PLAN_RETENTION_DAYS = "30";
    resetFollowUpRuntime();
    expect((await submit("lead", { name: "Heinz", email: "heinz@example.de" })).status).toBe(204);
  });

  it("keeps each consent version's words in Blobs beside the proofs, and says so loudly when a text changes under its version", async () => {
    await leadConfirmation();
    const stored = await blobs.dump(STORE);
    const file = `consent-text/consent-${content.texts.consent.version}.txt`;
    expect(stored[file]).toContain("Ja, ich willige ein, dass Zitronen-Vital GmbH");
    // Words on record that differ from the current text under the same version (the editor and the
    // build refuse such a change; a hand edit deployed without a build check could slip through).
    await getStore({ name: STORE, consistency: "strong" }).set(file, "Andere Worte.\n");
    resetFollowUpRuntime();
    await leadConfirmation("zwei@example.de", "Zwei");
    expect(operatorLog.mock.calls.flat().join("\n")).toContain(
      `follow-up: CONSENT TEXT CHANGED under version ${content.texts.consent.version}`,
    );
    expect((await blobs.dump(STORE))[file]).toBe("Andere Worte.\n");
  });

  it("serves the confirmation page even without its settings: a visitor never meets an error there", async () => {
    delete process.env.TOKEN_SECRET;
    resetFollowUpRuntime();
    const answer = await host.fetch(`/bestaetigen/?t=${"A".repeat(43)}`);
    expect([answer.status, await answer.text()]).toEqual([200, "<h1>confirm</h1>"]);
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
    // The used link's marker goes once the link would have expired (7 days); the limits' counters
    // (two inboxes, one domain, one source, the site) once they no longer count; after 30 days the
    // notes that two submissions were acted on and whose the unconfirmed one was, with the request
    // (the confirmed lead's goes when his consent ends, marking it for deletion), and the two
    // confirmation mails' "Anfrage löschen" markers once nothing of either person is left (the
    // confirmed lead's data goes PLAN_RETENTION_DAYS after his plan).
    expect(await enforceRetention(runtime, Date.now() + 29 * DAY)).toMatchObject({ unconfirmed: 0, markers: 6 });
    expect(await enforceRetention(runtime, Date.now() + 31 * DAY)).toMatchObject({
      unconfirmed: 1,
      afterPlan: 1,
      markers: 5,
    });
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
    // His Netlify Forms submission goes too, by its id.
    const his = api.submissions.find((submission) => submission.email === "nur-plan@example.de")!;
    expect(all).toContain(`forms-delete/${his.id}`);
    expect(JSON.stringify(await blobs.dump(STORE))).not.toContain("nur-plan@");
    // The one who ticked it: two years after the last contact (his plan mail), with a proof record.
    expect(await enforceRetention(runtime, Date.now() + 2 * 365 * DAY - DAY)).toMatchObject({ afterLastContact: 0 });
    expect(await enforceRetention(runtime, Date.now() + 2 * 365 * DAY + DAY)).toMatchObject({ afterLastContact: 1 });
    expect(await keys()).not.toContain(`consent/${emailHash("mehr@example.de")}`);
    const stored = await blobs.dump(STORE);
    expect(JSON.stringify(stored)).not.toContain("mehr@");
    // Nothing of them is left, so neither are their "Anfrage löschen" links' markers.
    expect(Object.keys(stored).filter((key) => key.startsWith("delete/"))).toEqual([]);
  });

  it("looks after the deploy previews' stores too: Netlify runs scheduled functions only in production", async () => {
    deployContext = "deploy-preview";
    expect((await submit("lead", { name: "Vorschau", email: "vorschau@example.de" })).status).toBe(204);
    await smtp.waitForMessages(1);
    deployContext = "production";
    resetFollowUpRuntime();
    const runtime = followUpRuntime(netlifyContext());
    const counts = await enforceRetentionEverywhere(runtime, Date.now() + 31 * DAY);
    expect(counts["follow-up-deploy-preview"]).toMatchObject({ unconfirmed: 1 });
    expect(JSON.stringify(await blobs.dump("follow-up-deploy-preview"))).not.toContain("vorschau@");
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
    const answer = await host.fetch("/.netlify/functions/retention", { method: "POST" });
    expect(answer.status === 204 ? "" : await answer.text()).toBe("");
  });
});

describe("Netlify follow-up: Netlify Forms cleanup", () => {
  const DAY = 24 * 60 * 60 * 1000;

  it("deletes, by id, the submissions of people who unsubscribed and all older than 30 days, hourly", async () => {
    const old = api.add("lead", { name: "Otto", email: "otto@example.de" }, undefined, new Date(Date.now() - 31 * DAY));
    const recent = api.add(
      "lead",
      { name: "Karl", email: "karl@example.de" },
      undefined,
      new Date(Date.now() - 29 * DAY),
    );
    for (let i = 0; i < 120; i++)
      api.add("lead", { email: `n${i}@example.de` }, undefined, new Date(Date.now() - 3 * DAY));
    const { unsubscribePath } = await confirmedLead();
    await submit("kontakt", { name: "Heinz", email: "HEINZ@example.de", message: "Hallo" });
    const his = api.submissions.filter((submission) => /heinz/i.test(String(submission.email))).map((s) => s.id);
    // A submission with his address that the site never acted on (Netlify kept it as spam, say) goes after 30 days.
    const other = held("kontakt", { name: "Heinz", email: "heinz@example.de", message: "Nicht von ihm" });
    expect((await post(unsubscribePath, ONE_CLICK_BODY)).status).toBe(200);

    expect(await formsCleanupRun()).toBe(204);
    expect(api.deleted.sort()).toEqual([...his, old.id].sort());
    expect(api.submissions.map((submission) => submission.id)).toEqual(expect.arrayContaining([recent.id, other.id]));
    expect(api.submissions).toHaveLength(122);
    expect((await keys()).filter((key) => key.startsWith("forms-delete/"))).toEqual([]);
    expect(operatorLog.mock.calls.flat()).toContain(
      "forms-cleanup: deleted 2 submission(s) of unsubscribed or erased people and dropped repeats, 1 older than 30 days",
    );
  });

  it("without NETLIFY_API_TOKEN keeps the markers and tells the operator", async () => {
    const { unsubscribePath } = await confirmedLead();
    await post(unsubscribePath, ONE_CLICK_BODY);
    delete process.env.NETLIFY_API_TOKEN;
    resetFollowUpRuntime();
    await host.fetch("/.netlify/functions/forms-cleanup", { method: "POST" });
    expect((await keys()).filter((key) => key.startsWith("forms-delete/"))).toHaveLength(1);
    expect(operatorLog.mock.calls.flat().join("\n")).toContain("NETLIFY_API_TOKEN is not set");
  });
});
