// The transactional outbox: every mail (and webhook) to send is a row, written in the same SQLite
// transaction as the submission it belongs to, so a crash between "stored" and "sent" loses nothing.
// A worker claims due rows with a lease, sends them and marks them sent; a failed send is retried
// with growing delays and marked failed for the operator once it is a day old.
//
// The claim is one UPDATE … WHERE id IN (SELECT … LIMIT n) RETURNING: on PostgreSQL the same
// statement with `FOR UPDATE SKIP LOCKED` in the sub-select lets several processes share the table.
import { prepared } from "./statements";
import type Database from "better-sqlite3";
import { GIVE_UP_AFTER_MS, LEASE_MS, retryDelayMs } from "../src/follow-up/retry";

export type JobKind = "confirmation" | "plan" | "contact" | "webhook" | "report";
export type JobStatus = "queued" | "sent" | "failed";

export interface Job {
  id: number;
  submission_id: number | null;
  kind: JobKind;
  /** What the mail needs beyond the submission row (a token), removed once sent. */
  payload: string | null;
  attempts: number;
  created_at: string;
  due_at: string;
}

export interface JobRow extends Job {
  status: JobStatus;
  last_error: string | null;
  sent_at: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export class Outbox {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {}

  enqueue(kind: JobKind, submissionId: number | null, payload: object | null, dueAt = this.now()): number {
    const created = iso(this.now());
    const result = prepared(
      this.db,
      "INSERT INTO outbox (submission_id, kind, payload, due_at, created_at) VALUES (?, ?, ?, ?, ?)",
    ).run(submissionId, kind, payload ? JSON.stringify(payload) : null, iso(dueAt), created);
    return Number(result.lastInsertRowid);
  }

  /** Takes up to `limit` due rows for `owner` until the lease ends; each claim counts as an attempt. */
  claim(owner: string, limit = 10): Job[] {
    const now = this.now();
    return prepared(
      this.db,
      `UPDATE outbox SET lease_owner = @owner, lease_until = @leaseUntil, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'queued' AND due_at <= @now AND (lease_until IS NULL OR lease_until < @now)
           ORDER BY due_at, id LIMIT @limit
         )
         RETURNING id, submission_id, kind, payload, attempts, created_at, due_at`,
    ).all({ owner, now: iso(now), leaseUntil: iso(now + LEASE_MS), limit }) as Job[];
  }

  /** Sent: the payload (a token) is erased, the row stays as a record without personal data. */
  markSent(id: number, owner: string): void {
    prepared(
      this.db,
      `UPDATE outbox SET status = 'sent', sent_at = ?, payload = NULL, lease_owner = NULL, lease_until = NULL, last_error = NULL
         WHERE id = ? AND lease_owner = ?`,
    ).run(iso(this.now()), id, owner);
  }

  /** A failed try: back in the queue after the retry delay, or failed for good once a day old. */
  markAttemptFailed(
    job: Job,
    owner: string,
    error: string,
    retryBaseMs: number,
    permanent = false,
  ): { status: JobStatus; retryAt?: string } {
    const now = this.now();
    const expired = permanent || now - Date.parse(job.created_at) >= GIVE_UP_AFTER_MS;
    const retryAt = iso(now + retryDelayMs(job.attempts, retryBaseMs));
    prepared(
      this.db,
      `UPDATE outbox SET status = ?, due_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND lease_owner = ?`,
    ).run(expired ? "failed" : "queued", retryAt, error.slice(0, 500), job.id, owner);
    return expired ? { status: "failed" } : { status: "queued", retryAt };
  }
}
