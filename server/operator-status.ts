// The facts of "Was Aufmerksamkeit braucht" on the self-hosted server, from its tables, plus the
// two interfaces other parts fill in: limitStatus (mails held back by a limit) and opsStatus
// (backups, the release served: opsStatusFromBuild). Each is one function the app can be given another of.
import type Database from "better-sqlite3";
import type { BackupFailure } from "./backup-schedule";
import { lastBackup } from "./backups";
import type { ServedRelease } from "./releases/served";
import { prepared } from "./statements";
import { PROOF_RETENTION_YEARS, UNCONFIRMED_RETENTION_DAYS } from "../src/lib/privacy-numbers";
import type { LimitStatus, MailKind, MailTrouble, OperatorStatus, OpsStatus } from "../src/operator/status";

const DAY_MS = 24 * 60 * 60_000;
/** The retention job runs hourly; a record this much past its time means it did not run. */
const RETENTION_SLACK_MS = 2 * 60 * 60_000;
/** A mail that failed is shown this long (its person's data usually goes sooner). */
const SHOWN_FOR_MS = 30 * DAY_MS;

interface OutboxRow {
  kind: MailKind;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  due_at: string;
}

/**
 * What the limits hold back (docs/security.md): confirmation mails waiting for a ceiling (outbox
 * status 'held') and contact messages waiting for the operator's hourly digest ('digest').
 */
export function limitStatusFromTables(db: Database.Database): LimitStatus {
  const counts = prepared(
    db,
    `SELECT COUNT(*) FILTER (WHERE status = 'held') AS held, COUNT(*) FILTER (WHERE status = 'digest') AS digest
       FROM outbox WHERE status IN ('held', 'digest')`,
  ).get() as { held: number; digest: number };
  return { delayedMails: counts.held, heldContactMessages: counts.digest };
}

/**
 * The release this server serves (server/releases/served.ts: a folder of var/releases, or the
 * build in the project folder) and the newest backup in BACKUP_DIR (server/backups.ts). Without
 * a backup folder (the tests' servers) backups are not known; with one and no backup in it, the
 * backup is overdue. `failure`: the last attempt's, until one succeeds (server/backup-schedule.ts).
 */
export function opsStatusFromBuild(
  release: ServedRelease | undefined,
  backupDir: string | undefined,
  failure?: BackupFailure,
  now = Date.now(),
): OpsStatus {
  const last = backupDir ? lastBackup(backupDir, now) : undefined;
  return {
    backup: !backupDir
      ? "unknown"
      : { lastAt: last ? last.at.toISOString() : null, overdue: last?.overdue ?? true, failure },
    release: release
      ? { name: release.id ? `Version ${release.id}` : "Build im Projektordner", at: release.builtAt }
      : "unknown",
  };
}

export interface StatusSources {
  limits: (db: Database.Database, now: number) => LimitStatus;
  ops: () => OpsStatus;
  /** The bounce mailbox: off, or the last reading's outcome (server/bounces.ts). */
  bounceReading: () => OperatorStatus["bounceReading"];
  webhookConfigured: boolean;
  planRetentionDays: number;
}

const trouble = (row: OutboxRow): MailTrouble => ({
  kind: row.kind,
  error: row.last_error ?? "",
  at: row.status === "failed" ? row.due_at : row.created_at,
  attempts: row.attempts,
});

export function operatorStatus(db: Database.Database, sources: StatusSources, now = Date.now()): OperatorStatus {
  const iso = (ms: number) => new Date(ms).toISOString();
  const rows = prepared(
    db,
    `SELECT kind, status, attempts, last_error, created_at, due_at FROM outbox
       WHERE (status = 'failed' OR (status = 'queued' AND attempts > 0 AND last_error IS NOT NULL)) AND created_at > ?
       ORDER BY created_at DESC LIMIT 500`,
  ).all(iso(now - SHOWN_FOR_MS)) as OutboxRow[];
  const failed = rows.filter((r) => r.status === "failed").map(trouble);
  const waiting = rows.filter((r) => r.status === "queued").map(trouble);
  const lastSent = prepared(db, "SELECT MAX(sent_at) AS at FROM outbox WHERE status = 'sent'").get() as {
    at: string | null;
  };
  const undeliverable = prepared(
    db,
    "SELECT COUNT(DISTINCT email_key) AS n FROM submissions WHERE undeliverable_at IS NOT NULL",
  ).get() as { n: number };
  const late = (ms: number) => iso(now - ms - RETENTION_SLACK_MS);
  const overdue = prepared(
    db,
    `SELECT
       (SELECT COUNT(*) FROM submissions WHERE form = 'lead' AND status = 'pending' AND created_at < @unconfirmed)
     + (SELECT COUNT(*) FROM submissions WHERE form = 'kontakt' AND created_at < @unconfirmed
          AND NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.submission_id = submissions.id AND outbox.status = 'queued'))
     + (SELECT COUNT(*) FROM submissions WHERE form = 'lead' AND status = 'confirmed' AND marketing_version IS NULL
          AND EXISTS (SELECT 1 FROM outbox WHERE outbox.submission_id = submissions.id AND outbox.kind = 'plan'
                        AND outbox.status = 'sent' AND outbox.sent_at < @plan))
     + (SELECT COUNT(*) FROM proofs WHERE ended_at < @proof) AS n`,
  ).get({
    unconfirmed: late(UNCONFIRMED_RETENTION_DAYS * DAY_MS),
    plan: late(sources.planRetentionDays * DAY_MS),
    proof: late(PROOF_RETENTION_YEARS * 365 * DAY_MS),
  }) as { n: number };
  return {
    failed: failed.filter((t) => t.kind !== "webhook"),
    waiting: waiting.filter((t) => t.kind !== "webhook"),
    limits: sources.limits(db, now),
    undeliverable: undeliverable.n,
    bounceReading: sources.bounceReading(),
    webhook: {
      configured: sources.webhookConfigured,
      failing: [...failed, ...waiting].filter((t) => t.kind === "webhook"),
    },
    lastMailSentAt: lastSent.at,
    retentionOverdue: overdue.n,
    ops: sources.ops(),
  };
}
