// The two hosts of the follow-up behind one interface, so one contract table runs against both
// (__tests__/server/follow-up-contract.test.ts): the self-hosted server (Fastify, SQLite, a real SMTP
// server) and the Netlify functions (a local Blobs server, the same SMTP server).
import { existsSync, readFileSync } from "fs";
import type { ParsedMail } from "mailparser";
import { startSmtpServer, type TestSmtpServer } from "./smtp";
import { encode, FORM, INVALID_LINK_PAGE as SELF_INVALID_PAGE, startTestServer } from "./server";
import {
  INVALID_LINK_PAGE as NETLIFY_INVALID_PAGE,
  netlifyContext,
  postNetlifyForm,
  SITE,
  startNetlifyStandIn,
  type FunctionModule,
} from "./netlify-host";
import * as submissionCreated from "../netlify/functions/submission-created.mts";
import * as confirm from "../netlify/functions/confirm.mts";
import * as unsubscribe from "../netlify/functions/unsubscribe.mts";
import * as deliverDue from "../netlify/functions/deliver-due.mts";
import * as deleteRequest from "../netlify/functions/delete-request.mts";
import * as confirmPage from "../netlify/functions/confirm-page.mts";
import { followUpRuntime } from "../netlify/follow-up/runtime";
import type { PendingRequest } from "../netlify/follow-up/consent-store";
import { heldReport as netlifyHeldReport } from "../netlify/follow-up/held-mails";
import { deliverDue as netlifyDeliverDue } from "../netlify/follow-up/scheduled";
import { heldReport as selfHostedHeldReport } from "../server/held-mails";
import { addressHash } from "../src/follow-up/email-key";
import type { HeldReport } from "../src/follow-up/held-report";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface HostUnderTest {
  name: string;
  smtp: TestSmtpServer;
  /** The origin that mail links point at. */
  siteUrl: string;
  invalidLinkPage: string;
  /**
   * A visitor's post of the lead form from `source` (an IP address; Netlify: Forms keeps it and
   * hands it to submission-created); the host's answer.
   */
  lead(fields: Record<string, string>, source?: string): Promise<Answer>;
  /** A visitor's post of the contact form. */
  contact(fields: Record<string, string>, source?: string): Promise<Answer>;
  /** Moves the host's clock on (past a ceiling's hour). */
  advance(ms: number): void;
  /** What the host does every minute or so on its own (self-hosted: the mail worker; Netlify: deliver-due). */
  runScheduled(): Promise<void>;
  /** What waits because of a limit (the hosts' exported report). */
  heldReport(): Promise<HeldReport>;
  /** Lead requests stored (pending or confirmed). */
  storedLeads(): Promise<number>;
  get(path: string): Promise<Answer>;
  post(path: string, body?: string, headers?: Record<string, string>): Promise<Answer>;
  /** Everything the host keeps about people (database file and WAL, or every blob), as text. */
  storedText(): Promise<string>;
  /** The person's state: waiting for the click, confirmed, or gone. */
  stateOf(email: string): Promise<"pending" | "confirmed" | undefined>;
  /** The proof records (no address in them), as the contract sees them. */
  proofs(): Promise<Array<{ withdrawn: boolean; confirmed: boolean; consentVersion: string }>>;
  /** The keyed hash the host keeps of an address. */
  hashOf(email: string): string;
  stop(): Promise<void>;
}

/** The database file and its WAL as text: every byte the self-hosted server keeps. */
export function databaseText(databasePath: string): string {
  const files = [databasePath, `${databasePath}-wal`].filter((file) => existsSync(file));
  return files.map((file) => readFileSync(file).toString("latin1")).join("\n");
}

export const SECRET = "contract-test-secret-0123456789-abcdefgh";

const record = (headers: Headers | Record<string, unknown>): Record<string, string> =>
  headers instanceof Headers
    ? Object.fromEntries(headers)
    : Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));

/** `env`: more settings for the host (the same variable names on both). */
export async function selfHosted(env: Record<string, string> = {}): Promise<HostUnderTest> {
  const smtp = await startSmtpServer();
  let offset = 0;
  const server = await startTestServer({
    env: { SMTP_URL: smtp.url, TOKEN_SECRET: SECRET, NOTIFY_TO: "betreiber@zv.test", ...env },
    now: () => Date.now() + offset,
  });
  const inject = async (
    method: "GET" | "POST",
    url: string,
    payload = "",
    headers: Record<string, string> = {},
    remoteAddress = "127.0.0.1",
  ) => {
    const answer = await server.app.inject({
      method,
      url,
      payload: method === "POST" ? payload : undefined,
      headers: method === "POST" ? { "content-type": FORM, ...headers } : headers,
      remoteAddress,
    });
    return { status: answer.statusCode, headers: record(answer.headers), body: answer.body };
  };
  const postForm = async (form: string, fields: Record<string, string>, source?: string) => {
    const body = encode({ "form-name": form, "bot-field": "", ...fields });
    const answer = await inject("POST", "/danke-willkommen/", body, {}, source);
    if (answer.status >= 500) throw new Error(`${form} post answered ${answer.status}`);
    return answer;
  };
  return {
    name: "self-hosted",
    smtp,
    siteUrl: "https://zv.test",
    invalidLinkPage: SELF_INVALID_PAGE,
    lead: (fields, source) => postForm("lead", fields, source),
    contact: (fields, source) => postForm("kontakt", fields, source),
    advance(ms) {
      offset += ms;
    },
    // The worker's round: held mails that fit the turned hour are released and sent.
    runScheduled: () => server.app.mailWorker.runNow(),
    heldReport: async () => selfHostedHeldReport(server.store.db),
    storedLeads: async () => server.store.list("lead").length,
    get: (path) => inject("GET", path),
    post: (path, body = "", headers = {}) => inject("POST", path, body, headers),
    storedText: async () => databaseText(server.databasePath),
    async stateOf(email) {
      const row = server.store.db
        .prepare("SELECT status FROM submissions WHERE email_key = ?")
        .get(email.toLowerCase()) as { status: "pending" | "confirmed" } | undefined;
      return row?.status;
    },
    async proofs() {
      const rows = server.store.db.prepare("SELECT * FROM proofs").all() as Array<Record<string, string | null>>;
      return rows.map((row) => ({
        withdrawn: row.withdrawn_at !== null,
        confirmed: row.confirmed_at !== null,
        consentVersion: row.consent_version ?? "",
      }));
    },
    hashOf: (email) => server.store.addressHash(email),
    async stop() {
      await server.close();
      await smtp.stop();
    },
  };
}

const NETLIFY_FUNCTIONS: Record<string, FunctionModule> = {
  "submission-created": submissionCreated,
  confirm,
  unsubscribe,
  "deliver-due": deliverDue,
  "delete-request": deleteRequest,
  "confirm-page": confirmPage,
};
export const NETLIFY_STORE = "follow-up";

export async function netlify(env: Record<string, string> = {}): Promise<HostUnderTest> {
  const smtp = await startSmtpServer();
  const netlify = await startNetlifyStandIn(NETLIFY_FUNCTIONS, {
    SMTP_URL: smtp.url,
    TOKEN_SECRET: SECRET,
    ...env,
  });
  const { blobs, host } = netlify;
  // The functions' runtime, made now so that the test's clock can be set on it.
  const runtime = followUpRuntime(netlifyContext());
  let offset = 0;
  runtime.now = () => Date.now() + offset;
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  const call = async (path: string, init: RequestInit) => {
    const response = await host.fetch(path, init);
    return { status: response.status, headers: record(response.headers), body: await response.text() };
  };
  /** The records under a prefix (only those: a flood leaves thousands of others). */
  const entries = async <T>(prefix: string) => (await runtime.store.entries<T>(prefix)).map(({ value }) => value);
  const count = async (prefix: string) => (await runtime.store.blobs.list({ prefix })).blobs.length;
  const hashOf = (email: string) => addressHash(SECRET, email);
  const postForm = async (form: string, fields: Record<string, string>, source?: string) => {
    const response = await postNetlifyForm(netlify, form, fields, source);
    const answer = { status: response.status, headers: record(response.headers), body: await response.text() };
    if (answer.status >= 500) throw new Error(`submission-created answered ${answer.status}: ${answer.body}`);
    return answer;
  };
  return {
    name: "netlify",
    smtp,
    siteUrl: SITE.url,
    invalidLinkPage: NETLIFY_INVALID_PAGE,
    lead: (fields, source) => postForm("lead", fields, source),
    contact: (fields, source) => postForm("kontakt", fields, source),
    advance(ms) {
      offset += ms;
    },
    async runScheduled() {
      await netlifyDeliverDue(runtime);
    },
    heldReport: () => netlifyHeldReport(runtime),
    async storedLeads() {
      return (await count("pending/")) + (await count("consent/"));
    },
    get: (path) => call(path, { method: "GET" }),
    post: (path, body = "", headers = {}) =>
      call(path, { method: "POST", headers: { "Content-Type": FORM, ...headers }, body }),
    async storedText() {
      return JSON.stringify(await blobs.dump(NETLIFY_STORE));
    },
    async stateOf(email) {
      if (await runtime.store.blobs.get(`consent/${hashOf(email)}`)) return "confirmed";
      const pending = await entries<PendingRequest>("pending/");
      return pending.some((request) => request.email.toLowerCase() === email.toLowerCase()) ? "pending" : undefined;
    },
    async proofs() {
      const proofs = await entries<{ withdrawnAt?: string; confirmedAt?: string; consentVersion: string }>("proof/");
      return proofs.map((proof) => ({
        withdrawn: Boolean(proof.withdrawnAt),
        confirmed: Boolean(proof.confirmedAt),
        consentVersion: proof.consentVersion,
      }));
    },
    hashOf,
    async stop() {
      await netlify.stop();
      await smtp.stop();
      log.mockRestore();
    },
  };
}

/**
 * Posts `count` leads, `parallel` at a time, as Netlify runs submission-created for many posts at
 * once and the own server takes many connections; `post(i)` is the i-th post's fields and source.
 */
export async function leadsAtOnce(
  host: HostUnderTest,
  count: number,
  post: (i: number) => { fields: Record<string, string>; source: string },
  parallel = 8,
): Promise<void> {
  for (let i = 0; i < count; i += parallel)
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, (_, k) => {
        const { fields, source } = post(i + k);
        return host.lead(fields, source);
      }),
    );
}

/** Every link to the site in a mail (text and HTML parts), as a mail scanner collects them. */
export function linksIn(mail: ParsedMail, siteUrl: string): string[] {
  const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const found = `${mail.text ?? ""} ${typeof mail.html === "string" ? mail.html : ""}`.match(
    new RegExp(`${escaped}/[^\\s"'<>)]*`, "g"),
  );
  return [...new Set((found ?? []).map((url) => url.replace(/&amp;/g, "&").slice(siteUrl.length)))];
}
