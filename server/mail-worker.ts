// Sends what the outbox holds, inside the server process: claims due rows with a lease, turns each
// into a mail (src/mail/compose.ts) or a webhook call, and records the outcome. A failed send goes
// back into the queue with a growing delay; the worker stops with the server (onClose).
import { prepared } from "./statements";
import { randomUUID } from "crypto";
import { setImmediate as nextTurn } from "timers/promises";
import { hostname } from "os";
import type { FastifyBaseLogger } from "fastify";
import type Database from "better-sqlite3";
import { composeMail, urls, type MailEvent } from "../src/mail/compose";
import type { MailConfig } from "../src/mail/config";
import type { MailContent } from "../src/mail/content";
import type { MailSender } from "../src/mail/transport";
import { callWebhook, leadConfirmed, leadErased, messageIdOf, webhookIdOf } from "../src/follow-up/outgoing";
import { planAnswersFromStore } from "../src/lib/plan";
import type { FollowUpStore } from "./follow-up-store";
import type { Submission } from "./database";
import type { GroupCommit } from "./group-commit";
import { isPermanentFailure } from "../src/follow-up/retry";
import type { Job, Outbox } from "./outbox";
import type { DigestPayload, HeldMails } from "./held-mails";
import { bucketStart, HOUR_WINDOW } from "../src/follow-up/limits";
import type { HeldReport } from "../src/follow-up/held-report";
import type { LinkPayload } from "./follow-up-store";
import { addCounts } from "./counters";
import { INTAKE_BUSY_MS, MAX_PAUSE_MS, SHARE_WHILE_INTAKE_BUSY } from "./mail-pace";

export interface MailWorkerOptions {
  db: Database.Database;
  outbox: Outbox;
  followUp: FollowUpStore;
  /** Mails waiting for a limit: released as the ceilings allow, and the operator's notice and digest. */
  held: HeldMails;
  /** Claims and sent marks join the form posts' commits instead of paying one fsync each. */
  commits: GroupCommit;
  sender: MailSender;
  content: MailContent;
  config: MailConfig;
  log: FastifyBaseLogger;
  /** Delay before the first retry; later ones double (server/outbox.ts). */
  retryBaseMs: number;
  /** How often the worker looks for due rows when nothing woke it. */
  pollMs?: number;
  /** The operator's report mail of a queued `report` row, made at send time (server/operator-report.ts). */
  reportMail?: (payload: unknown) => Promise<MailEvent>;
  /** Runs with every round, e.g. to queue the weekly report when it is due (server/operator-report.ts). */
  onTick?: () => void;
}

const PURGE_EVERY_MS = 60 * 60_000;

export class MailWorker {
  /** Written into claimed rows: which process holds the lease. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** The last mail being rendered: the next one waits for it (compose). */
  private composing: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private lastPurge = 0;
  private lastKick = 0;
  /** The ceilings' time bucket of the last release: counts only fall when it turns. */
  private releasedInBucket: number | undefined;
  private endPause: (() => void) | undefined;

  constructor(private readonly options: MailWorkerOptions) {}

  start(): void {
    this.schedule(0);
  }

  /** Something was queued: look now instead of at the next poll. */
  kick(): void {
    if (this.stopped) return;
    this.lastKick = Date.now();
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Waits for the mail being sent right now (bounded by the SMTP timeouts), then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.endPause?.();
    await this.running;
  }

  /**
   * Waits for the round under way, then runs one now; resolves when its mails are sent. Never two
   * rounds at once: a round another caller started meanwhile is waited for too.
   */
  async runNow(): Promise<void> {
    while (this.running) await this.running;
    if (this.stopped) return;
    clearTimeout(this.timer);
    await this.round();
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.round(), delayMs);
  }

  private round(): Promise<void> {
    this.running = this.tick().finally(() => {
      this.running = undefined;
      const next = this.again ? 0 : (this.options.pollMs ?? 1000);
      this.again = false;
      this.schedule(next);
    });
    return this.running;
  }

  private async tick(): Promise<void> {
    const { outbox, followUp, commits, log } = this.options;
    try {
      if (Date.now() - this.lastPurge >= PURGE_EVERY_MS) {
        this.lastPurge = Date.now();
        const purged = followUp.purgeExpired();
        if (purged.leads + purged.contacts > 0)
          log.info(purged, "retention: erased unconfirmed leads and old contact messages");
      }
      await this.releaseHeld();
      this.options.onTick?.();
      // How long the previous batch of this round took; the first batch of a round never waits.
      let previousMs: number | undefined;
      for (;;) {
        if (this.stopped) return;
        const jobs = await commits.run(() => outbox.claim(this.owner));
        if (jobs.length === 0) return;
        if (previousMs !== undefined && Date.now() - this.lastKick < INTAKE_BUSY_MS) {
          await this.pause(previousMs * (1 / SHARE_WHILE_INTAKE_BUSY - 1));
        }
        const started = performance.now();
        // The claimed mails go out together: their SMTP conversations overlap on the pooled
        // connections and their sent marks share one commit instead of one fsync each.
        const outcomes = await Promise.allSettled(jobs.map((job) => this.deliver(job)));
        previousMs = performance.now() - started;
        const failed = outcomes.find((outcome) => outcome.status === "rejected");
        if (failed) throw failed.reason;
      }
    } catch (error) {
      // The database itself failed (disk full, locked): log it and try again at the next poll.
      log.error({ err: error }, "mail worker: could not read the outbox");
    }
  }

  /**
   * Once per time bucket of the ceilings (5 minutes; counts only fall when it turns): held
   * confirmation mails that now fit go into the queue, oldest first, and the operator's notice
   * and digest are queued when due.
   */
  private async releaseHeld(): Promise<void> {
    const { commits, held, followUp, log } = this.options;
    const bucket = bucketStart(followUp.now(), HOUR_WINDOW);
    if (bucket === this.releasedInBucket) return;
    this.releasedInBucket = bucket;
    const released = await commits.run(() => held.release());
    const queued = await commits.run(() => held.queueOperatorMails());
    if (released > 0) log.info({ released }, "limits: held confirmation mails released, oldest first");
    if (queued.notice) log.warn("limits: confirmation mails are waiting; the operator's hourly notice is queued");
    if (queued.digest > 0) log.info({ messages: queued.digest }, "limits: contact digest queued for the operator");
  }

  /** Waits, but returns at once when the worker is stopped. */
  private pause(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endPause?.(), Math.min(ms, MAX_PAUSE_MS));
      this.endPause = () => {
        clearTimeout(timer);
        this.endPause = undefined;
        resolve();
      };
    });
  }

  private async deliver(job: Job): Promise<void> {
    const { outbox, commits, log, retryBaseMs } = this.options;
    const submission = this.submission(job);
    // Erased meanwhile: its outbox rows went with it. Only a lead.erased call and a report have no submission.
    if (!submission && job.submission_id !== null) return;
    if (submission?.undeliverable_at) {
      // A delivery report said this address cannot be reached: nothing more goes to it.
      await commits.run(() =>
        outbox.markAttemptFailed(
          job,
          this.owner,
          `undeliverable: ${submission.undeliverable_reason ?? ""}`,
          retryBaseMs,
          true,
        ),
      );
      log.info({ job: job.id, kind: job.kind }, "mail not sent: the address is marked undeliverable");
      return;
    }
    try {
      const file = await this.send(job, submission);
      await commits.run(() => {
        outbox.markSent(job.id, this.owner);
        if (job.kind === "digest") this.options.held.digestDone(job.id, true);
        // A plan sent is counted for the campaign its links carry (the payload goes with the send).
        if (job.kind === "plan")
          addCounts(this.options.db, [{ step: "plan", campaign: this.payloadOf(job).campaign, at: Date.now() }]);
      });
      log.info(
        { job: job.id, kind: job.kind, attempts: job.attempts, ...(file ? { file } : {}) },
        file ? `mail written to ${file}` : "mail sent",
      );
    } catch (error) {
      const { status, retryAt } = await commits.run(() => {
        const outcome = outbox.markAttemptFailed(
          job,
          this.owner,
          describe(error),
          retryBaseMs,
          isPermanentFailure(error),
        );
        if (job.kind === "digest" && outcome.status === "failed") this.options.held.digestDone(job.id, false);
        return outcome;
      });
      const fields = { job: job.id, kind: job.kind, attempts: job.attempts, error: errorCode(error), retryAt };
      if (status === "failed")
        log.error(
          fields,
          "mail failed for good (refused by the SMTP server, or 24 hours of tries): see `npm run leads -- outbox`",
        );
      else log.warn(fields, "mail not sent, will retry");
    }
  }

  private async send(job: Job, submission: Submission | undefined): Promise<string | undefined> {
    const { config, sender, followUp } = this.options;
    const payload = this.payloadOf(job) as LinkPayload & {
      event?: "lead.erased";
      leadId?: string;
      reason?: "unsubscribed" | "erased" | "expired";
    };
    if (job.kind === "report") {
      if (!this.options.reportMail) throw new Error("no report composer configured");
      const mail = await this.compose(await this.options.reportMail(payload));
      return (await sender.send(mail, messageIdOf(config, "report", job.id, Date.parse(job.created_at)))).file;
    }
    if (job.kind === "webhook") {
      // The same id on every retry of this row: receivers de-duplicate on it.
      const event = submission
        ? leadConfirmed({
            leadId: followUp.leadId(submission.email),
            name: submission.name,
            email: submission.email,
            confirmedAt: submission.confirmed_at ?? "",
            consentVersion: submission.consent_version,
            marketingVersion: submission.marketing_version,
          })
        : leadErased(payload.leadId ?? "", payload.reason ?? "erased");
      await callWebhook(config, webhookIdOf(job.id, Date.parse(job.created_at)), event);
      return undefined;
    }
    const messageId = messageIdOf(config, job.kind, job.id, Date.parse(job.created_at));
    if (job.kind === "notice" || job.kind === "digest") {
      const event: MailEvent =
        job.kind === "notice"
          ? { type: "limit-notice", report: JSON.parse(job.payload ?? "{}") as HeldReport }
          : { type: "contact-digest", messages: this.digestMessages(JSON.parse(job.payload ?? "{}") as DigestPayload) };
      if (event.type === "contact-digest" && event.messages.length === 0) return undefined;
      return (await sender.send(await this.compose(event), messageId)).file;
    }
    if (!submission) return undefined;
    const event = this.eventOf(job, submission, payload);
    const mail = await this.compose(event);
    // Stable per outbox row: a retry after a crash carries the same Message-ID, so it is recognisable.
    return (await sender.send(mail, messageId)).file;
  }

  /**
   * Renders one mail at a time, each in a turn of the event loop of its own. Rendered together, a
   * batch of ten mails held every request of a rush for about 50 ms; now no longer than one mail.
   */
  private compose(event: MailEvent): ReturnType<typeof composeMail> {
    const { content, config } = this.options;
    const mail = this.composing.then(() => nextTurn()).then(() => composeMail(event, content, config));
    this.composing = mail.catch(() => undefined);
    return mail;
  }

  /** The digest's messages, oldest first; one erased meanwhile is no longer there. */
  private digestMessages(payload: DigestPayload) {
    const statement = prepared(
      this.options.db,
      `SELECT s.name, s.email, s.message, s.created_at FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE o.id = ?`,
    );
    return (payload.contactJobs ?? []).flatMap((id) => {
      const row = statement.get(id) as
        { name: string; email: string; message: string | null; created_at: string } | undefined;
      return row ? [{ name: row.name, email: row.email, message: row.message ?? "", postedAt: row.created_at }] : [];
    });
  }

  private payloadOf(job: Job): LinkPayload {
    return job.payload ? (JSON.parse(job.payload) as LinkPayload) : {};
  }

  private eventOf(job: Job, s: Submission, payload: LinkPayload): MailEvent {
    const { config, followUp } = this.options;
    switch (job.kind) {
      case "confirmation":
        return {
          type: "confirmation",
          name: s.name,
          email: s.email,
          confirmUrl: urls.confirm(config, followUp.linkToken("confirm", payload.confirmNonce!), payload.campaign),
          // Rows queued before the link existed have no nonce: that mail names the e-mail address instead.
          deleteUrl: payload.deleteNonce
            ? urls.deleteRequest(config, followUp.linkToken("delete", payload.deleteNonce), payload.campaign)
            : undefined,
          marketing: s.marketing_version !== null,
        };
      case "plan":
        return {
          type: "plan",
          name: s.name,
          email: s.email,
          answers: planAnswersFromStore(s.plan_answers),
          unsubscribeUrl: urls.unsubscribe(
            config,
            followUp.linkToken("unsubscribe", payload.unsubscribeNonce!),
            payload.campaign,
          ),
        };
      default:
        return { type: "contact", name: s.name, email: s.email, message: s.message ?? "" };
    }
  }

  private submission(job: Job): Submission | undefined {
    if (job.submission_id === null) return undefined;
    return prepared(this.options.db, "SELECT * FROM submissions WHERE id = ?").get(job.submission_id) as
      Submission | undefined;
  }
}

/** Stored with the row for the operator (the database holds the address anyway). */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Logged: a code, never the message (SMTP errors quote recipient addresses). */
function errorCode(error: unknown): string {
  const e = error as { code?: string; responseCode?: number };
  return [e.code, e.responseCode].filter(Boolean).join(" ") || "unknown";
}
