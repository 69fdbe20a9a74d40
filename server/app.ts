// The self-hosted server: the static site plus the form endpoint, with the security headers of
// public/_headers (the same file Netlify reads), compression and structured logs.
import Fastify, { type FastifyServerOptions } from "fastify";
import compress from "@fastify/compress";
import type { ServerConfig } from "./config";
import { LeadStore } from "./database";
import { FollowUpStore, followUpSettings } from "./follow-up-store";
import { followUpRoutes } from "./follow-up-routes";
import { formRoute, readCheckPages } from "./form-route";
import { GroupCommit } from "./group-commit";
import { clientErrorHandler, DEFAULT_TIMEOUTS, timeoutOptions, type Timeouts } from "./http-limits";
import { privateLogger } from "./log-privacy";
import { MailWorker } from "./mail-worker";
import { Outbox } from "./outbox";
import type { MailConfig } from "../src/mail/config";
import type { MailContent } from "../src/mail/content";
import type { MailSender } from "../src/mail/transport";
import { readHeaderRules, securityHeaders } from "./security-headers";
import { badAddressHandler, staticSite } from "./static-site";
import { headersForPath } from "../src/lib/security-headers";
import { operatorSettingsFromEnv } from "../src/operator/settings";
import { BounceReader } from "./bounces";
import { selfHostedOperator } from "./operator-backend";
import { operatorRoutes } from "./operator-routes";
import { limitStatusFromTables, opsStatusFromBuild, type StatusSources } from "./operator-status";
import { PageViewCounter, pageViews } from "./page-views";

declare module "fastify" {
  interface FastifyInstance {
    bounces: BounceReader;
  }
}

export interface AppOptions
  extends
    Pick<ServerConfig, "publicDir" | "rateLimitMax" | "rateLimitWindowMs" | "trustProxy">,
    Partial<Pick<ServerConfig, "operator" | "secureCookie">> {
  store: LeadStore;
  mail: MailSetup;
  logger?: FastifyServerOptions["logger"];
  /** Origin whose pages may post the forms; default SITE_URL's (see origin-check.ts). */
  siteOrigin?: string;
  /** Waits for slow clients; default DEFAULT_TIMEOUTS (tests shorten them). */
  timeouts?: Partial<Timeouts>;
  /** Mails held back by a limit (the limits module's count); default: read from the outbox. */
  limitStatus?: StatusSources["limits"];
  /** Backups and the release served (the operations module's report); default: the build stamp. */
  opsStatus?: StatusSources["ops"];
}

/** What the follow-up needs to send mails; the app closes the sender when it stops. */
export interface MailSetup {
  content: MailContent;
  config: MailConfig;
  sender: MailSender;
  /** Delay before the first retry of a failed send (MAIL_RETRY_SECONDS). */
  retryBaseMs: number;
}

export async function buildApp(options: AppOptions) {
  const siteWideHeaders = headersForPath(readHeaderRules(options.publicDir), "/");
  const app = Fastify({
    logger: privateLogger(options.logger ?? false),
    trustProxy: options.trustProxy,
    // Keep-alive connections are closed on shutdown once their request is answered.
    forceCloseConnections: "idle",
    ...timeoutOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
    clientErrorHandler: clientErrorHandler(siteWideHeaders),
    frameworkErrors: badAddressHandler(siteWideHeaders),
  });

  await app.register(securityHeaders, { publicDir: options.publicDir });
  await app.register(compress, { threshold: 1024 });
  const { mail, store } = options;
  const outbox = new Outbox(store.db);
  const followUp = new FollowUpStore(store, outbox, followUpSettings(mail.config, mail.content));
  // Form posts and the mail worker's bookkeeping share commits (one fsync for many writes).
  const commits = new GroupCommit(store.db);
  const operatorSettings = options.operator ?? operatorSettingsFromEnv({});
  const views = new PageViewCounter(commits, store.db);
  const bounces = new BounceReader({
    imap: operatorSettings.imap,
    pollMs: operatorSettings.bouncePollMs,
    db: store.db,
    followUp,
    log: app.log,
  });
  let kickWorker = () => {};
  const operator = selfHostedOperator({
    db: store.db,
    followUp,
    outbox,
    settings: operatorSettings,
    brand: mail.content.site.brand,
    notifyTo: mail.config.notifyTo,
    sources: {
      limits: options.limitStatus ?? limitStatusFromTables,
      ops: options.opsStatus ?? (() => opsStatusFromBuild()),
      bounceReading: () => bounces.status(),
      webhookConfigured: Boolean(mail.config.webhookUrl),
      planRetentionDays: mail.config.planRetentionDays,
    },
    onQueued: () => kickWorker(),
    flushViews: () => views.flush(),
  });
  const worker = new MailWorker({
    ...mail,
    db: store.db,
    outbox,
    followUp,
    commits,
    log: app.log,
    reportMail: (payload) => operator.reportMail(payload),
    onTick: () => operator.queueDueReport(),
  });
  kickWorker = () => worker.kick();
  const adopted = followUp.adoptLegacyLeads();
  if (adopted > 0)
    app.log.info({ leads: adopted }, "queued confirmation mails for leads stored before the follow-up existed");
  app.addHook("onReady", (done) => {
    worker.start();
    bounces.start();
    done();
  });
  app.addHook("onClose", async () => {
    await bounces.stop();
    await worker.stop();
    mail.sender.close();
  });

  const siteOrigin = options.siteOrigin ?? new URL(mail.config.siteUrl).origin;
  await app.register(followUpRoutes, {
    followUp,
    publicDir: options.publicDir,
    siteOrigin,
    onQueued: () => worker.kick(),
  });
  await app.register(formRoute, {
    followUp,
    commits,
    onQueued: () => worker.kick(),
    rateLimitMax: options.rateLimitMax,
    rateLimitWindowMs: options.rateLimitWindowMs,
    siteOrigin,
    checkPages: readCheckPages(options.publicDir),
  });
  await app.register(operatorRoutes, {
    backend: operator.backend,
    secret: store.secret,
    secureCookie: options.secureCookie ?? false,
    siteOrigin,
  });
  await app.register(pageViews, { counter: views });
  await app.register(staticSite, { publicDir: options.publicDir });
  // The bounce reader, so a test (or a later admin command) can read the mailbox now.
  app.decorate("bounces", bounces);
  return app;
}
