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
import { WalCheckpointer } from "./wal-checkpointer";
import { clientErrorHandler, DEFAULT_TIMEOUTS, timeoutOptions, type Timeouts } from "./http-limits";
import { privateLogger } from "./log-privacy";
import { MailWorker } from "./mail-worker";
import { HeldMails } from "./held-mails";
import { Outbox } from "./outbox";
import type { MailConfig } from "../src/mail/config";
import type { MailContent } from "../src/mail/content";
import type { MailSender } from "../src/mail/transport";
import { readHeaderRules, securityHeaders } from "./security-headers";
import { badAddressHandler, staticSite } from "./static-site";
import { headersForPath } from "../src/lib/security-headers";
import { BackupSchedule } from "./backup-schedule";
import { closeConnectionsWhileDraining } from "./drain";
import { healthRoute } from "./healthz";
import type { ServedRelease } from "./releases/served";
import { privacySettingsMismatch } from "../src/lib/privacy-settings";
import { operatorSettingsFromEnv } from "../src/operator/settings";
import { BounceReader } from "./bounces";
import { selfHostedOperator } from "./operator-backend";
import { operatorRoutes } from "./operator-routes";
import { limitStatusFromTables, opsStatusFromBuild, type StatusSources } from "./operator-status";
import { PageViewCounter, pageViews } from "./page-views";

declare module "fastify" {
  interface FastifyInstance {
    bounces: BounceReader;
    /** The outbox's worker; `runNow()` sends what is due without waiting for its next poll. */
    mailWorker: MailWorker;
  }
}

export interface AppOptions
  extends
    Pick<ServerConfig, "publicDir" | "rateLimitMax" | "rateLimitWindowMs" | "trustProxy">,
    Partial<Pick<ServerConfig, "operator" | "secureCookie">> {
  /** Where the daily backups go (server/backup-schedule.ts); unset: no backups (tests). */
  backupDir?: string;
  /** The release this server serves, for /healthz and the operator's page. */
  release?: ServedRelease;
  store: LeadStore;
  mail: MailSetup;
  logger?: FastifyServerOptions["logger"];
  /** Origin whose pages may post the forms; default SITE_URL's (see origin-check.ts). */
  siteOrigin?: string;
  /** Waits for slow clients; default DEFAULT_TIMEOUTS (tests shorten them). */
  timeouts?: Partial<Timeouts>;
  /** The follow-up's clock (tests move it past a ceiling's hour); default Date.now. */
  now?: () => number;
  /** Mails held back by a limit (the limits module's count); default: read from the outbox. */
  limitStatus?: StatusSources["limits"];
  /** Backups and the release served; default: `release` and the newest backup in `backupDir`. */
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
  // The privacy policy states PLAN_RETENTION_DAYS as the build read it: the server keeps to that number.
  const mismatch = privacySettingsMismatch(options.publicDir, {
    planRetentionDays: options.mail.config.planRetentionDays,
  });
  if (mismatch) throw new Error(mismatch);
  const siteWideHeaders = headersForPath(readHeaderRules(options.publicDir), "/");
  const app = Fastify({
    logger: privateLogger(options.logger ?? false),
    trustProxy: options.trustProxy,
    // Keep-alive connections are closed on shutdown once their request is answered (server/drain.ts);
    // a request that still arrives meanwhile is answered, not refused with 503.
    forceCloseConnections: "idle",
    return503OnClosing: false,
    ...timeoutOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
    clientErrorHandler: clientErrorHandler(siteWideHeaders),
    frameworkErrors: badAddressHandler(siteWideHeaders),
  });

  closeConnectionsWhileDraining(app);
  await app.register(securityHeaders, { publicDir: options.publicDir });
  await app.register(compress, { threshold: 1024 });
  const { mail, store } = options;
  const now = options.now ?? Date.now;
  const outbox = new Outbox(store.db, now);
  const followUp = new FollowUpStore(store, outbox, followUpSettings(mail.config, mail.content), now);
  const held = new HeldMails(store.db, outbox, followUp.limits, mail.config.confirmationsPerHour, now);
  // Form posts and the mail worker's bookkeeping share commits (one fsync for many writes).
  const checkpointer = store.db.memory
    ? undefined
    : new WalCheckpointer(store.db.name, (message) => app.log.warn({ message }, "background WAL checkpoint failed"));
  const commits = new GroupCommit(store.db, { afterSync: (writes) => checkpointer?.afterCommit(writes) });
  const operatorSettings = options.operator ?? operatorSettingsFromEnv({});
  const views = new PageViewCounter(commits, store.db);
  const bounces = new BounceReader({
    imap: operatorSettings.imap,
    pollMs: operatorSettings.bouncePollMs,
    db: store.db,
    followUp,
    log: app.log,
  });
  const backups = options.backupDir
    ? new BackupSchedule({ db: store.db, dir: options.backupDir, log: app.log, journal: store.erasureJournal })
    : undefined;
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
      ops: options.opsStatus ?? (() => opsStatusFromBuild(options.release, options.backupDir, backups?.lastFailure)),
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
    held,
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
    backups?.start();
    bounces.start();
    done();
  });
  app.addHook("onClose", async () => {
    await bounces.stop();
    await worker.stop();
    await backups?.stop();
    await checkpointer?.stop();
    mail.sender.close();
  });
  healthRoute(app, { db: store.db, release: options.release, backupDir: options.backupDir });

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
  app.decorate("mailWorker", worker);
  return app;
}
