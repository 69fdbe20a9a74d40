// The operator's page on both hosts, for the contract test (__tests__/server/operator-contract.test.ts):
// the self-hosted server in process, or the Netlify functions around Netlify's local Blobs server,
// each with a real SMTP server and a real IMAP server (dovecot) for the bounces. The same scripted
// day goes through either, so the same numbers must come out on the page and in the report mail.
import type { ParsedMail } from "mailparser";
import { eventually } from "./eventually";
import { recipientsOf, startSmtpServer, type TestSmtpServer } from "./smtp";
import { deliveryReport, startImapServer, type TestImapServer } from "./imap";
import { encode, FORM, OPERATOR_TEST_PASSWORD, operatorSession, postOperatorLogin, startTestServer } from "./server";
import { postNetlifyForm, SITE, startNetlifyStandIn, type NetlifyStandIn } from "./netlify-host";
import { databaseText, NETLIFY_STORE } from "./follow-up-hosts";
import * as submissionCreated from "../netlify/functions/submission-created.mts";
import * as confirm from "../netlify/functions/confirm.mts";
import * as unsubscribe from "../netlify/functions/unsubscribe.mts";
import * as operator from "../netlify/functions/operator.mts";
import * as countView from "../netlify/functions/count-view.mts";
import * as bounces from "../netlify/functions/bounces.mts";
import { hashPassword } from "../src/operator/password";
import { operatorPaths } from "../src/operator/paths";
import { COUNT_PATH } from "../src/operator/count-path";

export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
export const CAMPAIGN = "utm_source=newsletter&utm_campaign=herbst";

/** An answer as the operator's browser sees it. */
export interface OperatorAnswer {
  status: number;
  location: string | undefined;
  headers: Record<string, string>;
  body: string;
}

export interface OperatorHost {
  name: "self-hosted" | "netlify";
  smtp: TestSmtpServer;
  siteUrl: string;
  /**
   * A page shown by a browser (or by `userAgent`), with `query`: counted as the host counts views
   * (self-hosted: the server sees the request; Netlify: the page's beacon reports it).
   */
  view(path: string, query?: string, userAgent?: string): Promise<void>;
  /** The lead form posted from the page `referrer`, from the visitor's `ip`. */
  lead(email: string, referrer: string, ip?: string): Promise<void>;
  contact(fields: Record<string, string>, ip?: string): Promise<void>;
  /** A person's click on a button of a link's page (confirm, unsubscribe): the answer's status. */
  click(path: string, body?: string): Promise<number>;
  /** A delivery report for `mail` arrives in the bounce mailbox, and the host reads it. */
  bounce(mail: ParsedMail): Promise<void>;
  /** Until every queued mail is sent or has failed for good. */
  mailsDone(): Promise<void>;
  /** The login form posted with `password`: the answer and its Set-Cookie header. */
  logIn(password: string): Promise<OperatorAnswer & { setCookie: string }>;
  /** The operator, logged in (`session` true), a stranger without a session (false) or with this cookie. */
  get(path: string, session?: boolean | string): Promise<OperatorAnswer>;
  post(path: string, session?: boolean | string): Promise<OperatorAnswer>;
  download(path: string): Promise<Buffer>;
  /** Everything the host keeps about people, as text. */
  storedText(): Promise<string>;
  stop(): Promise<void>;
}

/** The texts of the cells (td, span) of the row or list item with `attribute`, e.g. data-step="requests". */
export function cellsOf(html: string, attribute: string): string[] {
  const start = html.indexOf(attribute);
  if (start < 0) throw new Error(`no ${attribute} in the page`);
  const end = html.indexOf("</tr>", start) > 0 ? html.indexOf("</tr>", start) : html.indexOf("</li>", start);
  return [...html.slice(start, end).matchAll(/<(?:td|span)[^>]*>([^<]*)</g)].map((m) =>
    m[1].replace(/\u00a0/g, " ").trim(),
  );
}

/** The path and query of the first link to `path` in a mail's text. */
export function linkIn(mail: ParsedMail, siteUrl: string, path: string): string {
  const match = new RegExp(`${siteUrl}${path}\\?t=[A-Za-z0-9_-]+(&[^\\s"'<>)\\]]+)?`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0].replace(/&amp;/g, "&").slice(siteUrl.length);
}

/** The header for `session` (see OperatorHost.get): the operator's cookie, none, or the one given. */
const cookieFor = (session: boolean | string, operatorCookie: string): Record<string, string> =>
  session === false ? {} : { cookie: session === true ? operatorCookie : session };

/** Dieter's plan mail is refused for good by his mail server (550). */
const refuseDietersPlan = (mail: ParsedMail) =>
  /dieter/.test(mail.to ? JSON.stringify(mail.to) : "") && /Plan/.test(mail.subject ?? "");

/** The password's hash (scrypt: made once, not for every host). */
let passwordHash: Promise<string> | undefined;

/** Settings for both hosts (the same variable names); `env` adds to them. */
const settings = async (imap: TestImapServer, smtp: TestSmtpServer, env: Record<string, string>) => ({
  SMTP_URL: smtp.url,
  TOKEN_SECRET: "operator-contract-secret-0123456789-abcd",
  NOTIFY_TO: "betreiber@zv.test",
  BOUNCE_ADDRESS: "bounces@zv.test",
  BOUNCE_IMAP_URL: imap.url,
  BOUNCE_POLL_SECONDS: "3600",
  OPERATOR_PASSWORD_HASH: await (passwordHash ??= hashPassword(OPERATOR_TEST_PASSWORD)),
  MAIL_RETRY_SECONDS: "1",
  ...env,
});

export async function selfHostedOperator(env: Record<string, string> = {}): Promise<OperatorHost> {
  const smtp = await startSmtpServer(0, { refuseMail: refuseDietersPlan });
  const imap = await startImapServer();
  // Secure cookies, as behind the HTTPS proxy in production.
  const server = await startTestServer({ env: await settings(imap, smtp, env), secureCookie: true });
  await server.app.ready();
  const siteUrl = "https://zv.test";
  const cookie = await operatorSession(server);
  const answer = (response: Awaited<ReturnType<typeof server.app.inject>>): OperatorAnswer => ({
    status: response.statusCode,
    location: response.headers.location === undefined ? undefined : String(response.headers.location),
    headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
    body: response.body,
  });
  const post = (url: string, body = "", headers: Record<string, string> = {}, remoteAddress?: string) =>
    server.app.inject({
      method: "POST",
      url,
      payload: body,
      headers: { "content-type": FORM, ...headers },
      remoteAddress,
    });
  return {
    name: "self-hosted",
    smtp,
    siteUrl,
    async view(path, query = "", userAgent = BROWSER) {
      await server.app.inject({ url: `${path}${query ? `?${query}` : ""}`, headers: { "user-agent": userAgent } });
    },
    async lead(email, referrer, ip) {
      const body = encode({ "form-name": "lead", "bot-field": "", name: email.split("@")[0], email, consent: "ja" });
      expect((await post("/danke-willkommen/", body, { referer: referrer }, ip)).statusCode).toBe(303);
    },
    async contact(fields, ip) {
      expect(
        (await post("/danke-willkommen/", encode({ "form-name": "kontakt", "bot-field": "", ...fields }), {}, ip))
          .statusCode,
      ).toBe(303);
    },
    click: async (path, body = "") => (await post(path, body)).statusCode,
    async logIn(password) {
      const response = await postOperatorLogin(server, password);
      return { ...answer(response), setCookie: String(response.headers["set-cookie"] ?? "") };
    },
    async bounce(mail) {
      imap.deliver(deliveryReport(recipientsOf(mail)[0], String(mail.messageId)));
      await server.app.bounces.readNow();
    },
    mailsDone: async () => {
      await eventually(
        "every queued mail sent or failed",
        () => !server.store.db.prepare("SELECT 1 FROM outbox WHERE status = 'queued'").get(),
      );
    },
    get: async (path, session = true) =>
      answer(await server.app.inject({ url: path, headers: cookieFor(session, cookie) })),
    post: async (path, session = true) => answer(await post(path, "", cookieFor(session, cookie))),
    download: async (path) => (await server.app.inject({ url: path, headers: { cookie } })).rawPayload,
    storedText: async () => databaseText(server.databasePath),
    async stop() {
      await server.close();
      await smtp.stop();
      await imap.stop();
    },
  };
}

/** Netlify's host with its Blobs, for what only Netlify keeps (operator-netlify.test.ts). */
export type NetlifyOperatorHost = OperatorHost & { blobs: NetlifyStandIn["blobs"] };

export async function netlifyOperator(env: Record<string, string> = {}): Promise<NetlifyOperatorHost> {
  const smtp = await startSmtpServer(0, { refuseMail: refuseDietersPlan });
  const imap = await startImapServer();
  const netlify = await startNetlifyStandIn(
    { "submission-created": submissionCreated, confirm, unsubscribe, operator, "count-view": countView, bounces },
    await settings(imap, smtp, env),
  );
  const { blobs, host } = netlify;
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  const postLogin = (password: string) =>
    host.fetch(operatorPaths.login, {
      method: "POST",
      headers: { "Content-Type": FORM },
      body: encode({ passwort: password, weiter: operatorPaths.home }),
    });
  const login = await postLogin(OPERATOR_TEST_PASSWORD);
  if (login.status !== 303) throw new Error(`the operator's login answered ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const answer = async (response: Response): Promise<OperatorAnswer> => ({
    status: response.status,
    location: response.headers.get("location") ?? undefined,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  });
  const submit = async (form: string, fields: Record<string, string>, ip?: string) =>
    expect((await postNetlifyForm(netlify, form, fields, ip)).status).toBe(204);
  return {
    name: "netlify",
    smtp,
    blobs,
    siteUrl: SITE.url,
    async view(path, query = "", userAgent = BROWSER) {
      await host.fetch(COUNT_PATH, {
        method: "POST",
        headers: { "Content-Type": FORM, "User-Agent": userAgent },
        body: `p=${encodeURIComponent(path)}${query ? `&${query}` : ""}`,
      });
    },
    lead: (email, referrer, ip) => submit("lead", { name: email.split("@")[0], email, consent: "ja", referrer }, ip),
    contact: (fields, ip) => submit("kontakt", fields, ip),
    click: async (path, body = "") =>
      (await host.fetch(path, { method: "POST", headers: { "Content-Type": FORM }, body })).status,
    async logIn(password) {
      const response = await postLogin(password);
      const setCookie = response.headers.get("set-cookie") ?? "";
      return { ...(await answer(response)), setCookie };
    },
    async bounce(mail) {
      imap.deliver(deliveryReport(recipientsOf(mail)[0], String(mail.messageId)));
      expect((await host.fetch("/.netlify/functions/bounces", { method: "POST" })).status).toBe(204);
    },
    // Each function sends its mails before it answers.
    mailsDone: async () => undefined,
    get: async (path, session = true) => answer(await host.fetch(path, { headers: cookieFor(session, cookie) })),
    post: async (path, session = true) =>
      answer(
        await host.fetch(path, {
          method: "POST",
          headers: { "Content-Type": FORM, ...cookieFor(session, cookie) },
          body: "",
        }),
      ),
    download: async (path) => Buffer.from(await (await host.fetch(path, { headers: { cookie } })).arrayBuffer()),
    storedText: async () => JSON.stringify(await blobs.dump(NETLIFY_STORE)),
    async stop() {
      await netlify.stop();
      await smtp.stop();
      await imap.stop();
      log.mockRestore();
    },
  };
}
