// What waits because of a limit on the self-hosted server (src/follow-up/limits.ts), and how it
// leaves: held confirmation mails are released as the ceilings allow, the sources taking turns
// and each sending its oldest first; while any
// wait, the operator gets one notice an hour; contact messages over their limits reach him in one
// digest an hour. The mail worker calls `release` and `queueOperatorMails` whenever a ceiling's
// time bucket has turned (counts only fall then), inside its group commits.
import type Database from "better-sqlite3";
import { domainOf } from "../src/follow-up/email-key";
import { DIGEST_MAX_MESSAGES, OPERATOR_MAIL_EVERY_MS, releaseOrder } from "../src/follow-up/limits";
import { countsByName, sourceLabel, type HeldReport } from "../src/follow-up/held-report";
import type { LimitCounters } from "./limit-counters";
import type { Outbox } from "./outbox";
import { prepared } from "./statements";

interface HeldRow {
  id: number;
  held_domain: string | null;
  held_source: string | null;
}

/** What a digest job carries: the contact messages' outbox rows it holds. */
export interface DigestPayload {
  contactJobs: number[];
}

const iso = (ms: number) => new Date(ms).toISOString();

export class HeldMails {
  constructor(
    private readonly db: Database.Database,
    private readonly outbox: Outbox,
    private readonly limits: LimitCounters,
    private readonly confirmationsPerHour: number,
    private readonly now: () => number,
  ) {}

  /**
   * Releases the held confirmation mails that fit under the ceilings now, in the order of
   * releaseOrder (src/follow-up/limits.ts): the sources take turns, each with its oldest mail.
   * Returns how many were released.
   */
  release(): number {
    const perHour = this.confirmationsPerHour;
    const counts = new Map<string, number>([["site", this.limits.count("site")]]);
    if (counts.get("site")! >= perHour) return 0;
    const held = (
      prepared(
        this.db,
        "SELECT id, held_domain, held_source FROM outbox WHERE status = 'held' ORDER BY due_at, id",
      ).all() as HeldRow[]
    ).map((row) => ({ id: row.id, domain: row.held_domain ?? undefined, source: row.held_source ?? undefined }));
    for (const entry of held)
      for (const name of [entry.domain, entry.source])
        if (name && !counts.has(name)) counts.set(name, this.limits.count(name));
    const released = releaseOrder(held, counts, perHour);
    for (const entry of released) {
      this.limits.add(entry.domain, entry.source, "site");
      prepared(
        this.db,
        `UPDATE outbox SET status = 'queued', due_at = ?, held_domain = NULL, held_source = NULL
           WHERE id = ? AND status = 'held'`,
      ).run(iso(this.now()), entry.id);
    }
    return released.length;
  }

  /**
   * Queues the operator's notice while confirmation mails are held, and the digest of held
   * contact messages, each at most once an hour. Returns what was queued.
   */
  queueOperatorMails(): { notice: boolean; digest: number } {
    const now = this.now();
    const due = (kind: "notice" | "digest") => {
      const last = prepared(this.db, "SELECT sent_at FROM operator_mails WHERE kind = ?").pluck().get(kind) as
        number | undefined;
      return last === undefined || now - last >= OPERATOR_MAIL_EVERY_MS;
    };
    const mark = (kind: "notice" | "digest") =>
      prepared(
        this.db,
        "INSERT INTO operator_mails (kind, sent_at) VALUES (?, ?) ON CONFLICT (kind) DO UPDATE SET sent_at = excluded.sent_at",
      ).run(kind, now);

    let notice = false;
    const anyHeld = prepared(this.db, "SELECT 1 FROM outbox WHERE status = 'held' LIMIT 1").get() !== undefined;
    if (anyHeld && due("notice")) {
      this.outbox.enqueue("notice", null, heldReport(this.db));
      mark("notice");
      notice = true;
    }

    let digest = 0;
    if (due("digest")) {
      const contactJobs = prepared(
        this.db,
        "SELECT id FROM outbox WHERE status = 'digest' AND payload IS NULL ORDER BY due_at, id LIMIT ?",
      )
        .pluck()
        .all(DIGEST_MAX_MESSAGES) as number[];
      if (contactJobs.length > 0) {
        const digestJob = this.outbox.enqueue("digest", null, { contactJobs } satisfies DigestPayload);
        const mine = JSON.stringify({ digest: digestJob });
        for (const id of contactJobs) prepared(this.db, "UPDATE outbox SET payload = ? WHERE id = ?").run(mine, id);
        mark("digest");
        digest = contactJobs.length;
      }
    }
    return { notice, digest };
  }

  /** The digest went out: its messages are delivered. Failed for good: they wait for the next digest. */
  digestDone(digestJob: number, sent: boolean): void {
    const mine = JSON.stringify({ digest: digestJob });
    if (sent)
      prepared(
        this.db,
        "UPDATE outbox SET status = 'sent', sent_at = ?, payload = NULL WHERE status = 'digest' AND payload = ?",
      ).run(iso(this.now()), mine);
    else prepared(this.db, "UPDATE outbox SET payload = NULL WHERE status = 'digest' AND payload = ?").run(mine);
  }
}

/**
 * What waits because of a limit right now: delayed confirmation mails (by domain, by source, the
 * oldest) and contact messages held for the digest. For the notice mail and the operator's page.
 */
export function heldReport(db: Database.Database): HeldReport {
  const held = prepared(
    db,
    `SELECT o.held_source AS source, s.email AS email, s.created_at AS createdAt
       FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE o.status = 'held' ORDER BY o.due_at, o.id`,
  ).all() as Array<{ source: string | null; email: string; createdAt: string }>;
  const contacts = prepared(
    db,
    `SELECT COUNT(*) AS count, MIN(s.created_at) AS oldest
       FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE o.status = 'digest'`,
  ).get() as { count: number; oldest: string | null };
  return {
    delayedMails: held.length,
    byDomain: countsByName(held.map((row) => domainOf(row.email))),
    bySource: countsByName(held.map((row) => sourceLabel(row.source))),
    oldestDelayedSince: held.reduce<string | null>(
      (oldest, row) => (!oldest || row.createdAt < oldest ? row.createdAt : oldest),
      null,
    ),
    heldContactMessages: contacts.count,
    oldestContactSince: contacts.oldest,
  };
}
