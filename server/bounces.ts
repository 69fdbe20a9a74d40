// Reads the bounce mailbox (BOUNCE_IMAP_URL) every few minutes inside the server process and marks
// the addresses a delivery report calls unreachable (src/operator/bounce-reader.ts). A report
// counts only when its Message-ID is one of our outbox rows sent to exactly that address.
import type Database from "better-sqlite3";
import type { FastifyBaseLogger } from "fastify";
import { emailKey } from "../src/follow-up/email-key";
import { partsOfMessageId } from "../src/follow-up/outgoing";
import { bounceReason, readBounces, type DeliveryReport } from "../src/operator/bounce-reader";
import type { ImapSettings } from "../src/operator/settings";
import type { OperatorStatus } from "../src/operator/status";
import type { FollowUpStore } from "./follow-up-store";
import { prepared } from "./statements";

/** A person's mails: their Message-ID names the outbox row and when it was queued (server/mail-worker.ts). */
const PERSONAL_KINDS = new Set(["confirmation", "plan", "contact"]);
const DIGITS = /^\d{1,20}$/;

/** True when the Message-ID names an outbox row of ours that went to this address. */
export function isOurMailTo(db: Database.Database, report: DeliveryReport): boolean {
  const id = partsOfMessageId(report.messageId);
  if (!id || !PERSONAL_KINDS.has(id.kind) || id.parts.length !== 2 || !id.parts.every((part) => DIGITS.test(part)))
    return false;
  const [rowId, queuedAt] = id.parts.map(Number);
  const row = prepared(
    db,
    "SELECT o.created_at, s.email FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE o.id = ?",
  ).get(rowId) as { created_at: string; email: string } | undefined;
  return (
    row !== undefined && Date.parse(row.created_at) === queuedAt && emailKey(row.email) === emailKey(report.recipient)
  );
}

export class BounceReader {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private last: { lastReadAt?: string; error?: string } = {};
  private stopped = false;

  constructor(
    private readonly options: {
      imap: ImapSettings | undefined;
      pollMs: number;
      db: Database.Database;
      followUp: FollowUpStore;
      log: FastifyBaseLogger;
    },
  ) {}

  status(): OperatorStatus["bounceReading"] {
    return this.options.imap ? { configured: true, ...this.last } : { configured: false };
  }

  start(): void {
    if (!this.options.imap) return;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.readNow().finally(() => {
        this.running = undefined;
        this.schedule(this.options.pollMs);
      });
    }, delayMs);
  }

  /** One reading of the mailbox; never throws (the outcome shows on the operator's page). */
  async readNow(): Promise<void> {
    const { imap, db, followUp, log } = this.options;
    if (!imap) return;
    try {
      const result = await readBounces(imap, (report) => {
        if (!isOurMailTo(db, report)) return Promise.resolve(false);
        return Promise.resolve(followUp.markUndeliverable(report.recipient, bounceReason(report)) > 0);
      });
      this.last = { lastReadAt: new Date().toISOString() };
      if (result.reports > 0) log.info(result, "bounces: delivery reports read, addresses marked undeliverable");
    } catch (error) {
      const message = (error as Error).message;
      this.last = { ...this.last, error: message.slice(0, 200) };
      log.warn({ error: message }, "bounces: the mailbox could not be read");
    }
  }
}
