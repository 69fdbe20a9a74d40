// GET /healthz for monitors (docs/betrieb.md, "Überwachung"): whether the database takes writes,
// how the outbox stands, which release is served and how old the newest backup is. Counts and
// times only, no personal data. 503 when the database cannot be written (the site cannot take a
// lead then); every other problem is named in `warnings` with status "warn" and 200, so that a
// monitor that only reads the status code does not report a delayed mail as a site that is down.
import type { FastifyInstance } from "fastify";
import type Database from "better-sqlite3";
import { lastBackup, BACKUP_OVERDUE_HOURS } from "./backups";
import type { ServedRelease } from "./releases/served";

export const HEALTH_PATH = "/healthz";
/** A due mail still unsent this long after its time means sending is stuck (SMTP down, refused). */
export const OUTBOX_OVERDUE_SECONDS = 15 * 60;

interface OutboxState {
  queued: number;
  failed: number;
  oldestQueuedSeconds: number | null;
  overdueSeconds: number | null;
}

function outboxState(db: Database.Database, now: number): OutboxState {
  const row = db
    .prepare(
      `SELECT
         COUNT(*) FILTER (WHERE status = 'queued') AS queued,
         COUNT(*) FILTER (WHERE status = 'failed') AS failed,
         MIN(created_at) FILTER (WHERE status = 'queued') AS oldest,
         MIN(due_at) FILTER (WHERE status = 'queued') AS due
       FROM outbox WHERE status != 'sent'`,
    )
    .get() as { queued: number; failed: number; oldest: string | null; due: string | null };
  const seconds = (iso: string | null) =>
    iso === null ? null : Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  return {
    queued: row.queued,
    failed: row.failed,
    oldestQueuedSeconds: seconds(row.oldest),
    overdueSeconds: seconds(row.due),
  };
}

function databaseWritable(db: Database.Database): string | undefined {
  try {
    // Takes the write lock and gives it back: proves the file can be written now, writes nothing.
    db.exec("BEGIN IMMEDIATE; ROLLBACK;");
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export function healthRoute(
  app: FastifyInstance,
  options: { db: Database.Database; release: ServedRelease | undefined; backupDir: string | undefined },
): void {
  app.get(HEALTH_PATH, async (_request, reply) => {
    const now = Date.now();
    const databaseError = databaseWritable(options.db);
    const outbox = outboxState(options.db, now);
    const backup = options.backupDir ? lastBackup(options.backupDir, now) : undefined;
    const warnings = [
      ...(outbox.overdueSeconds !== null && outbox.overdueSeconds > OUTBOX_OVERDUE_SECONDS
        ? [`outbox: a mail is ${outbox.overdueSeconds} s past its time`]
        : []),
      ...(outbox.failed > 0 ? [`outbox: ${outbox.failed} mail(s) failed for good`] : []),
      ...(options.backupDir && (!backup || backup.overdue)
        ? [`backup: none in the last ${BACKUP_OVERDUE_HOURS} hours`]
        : []),
    ];
    const release = options.release;
    void reply
      .code(databaseError ? 503 : 200)
      .header("Cache-Control", "no-store")
      .send({
        status: databaseError ? "failing" : warnings.length > 0 ? "warn" : "ok",
        database: databaseError ? `not writable: ${databaseError}` : "writable",
        outbox,
        release: release ? { id: release.id, builtAt: release.builtAt, commit: release.commit } : null,
        backup: backup ? { at: backup.at.toISOString(), ageHours: Math.round(backup.ageHours * 10) / 10 } : null,
        warnings,
      });
  });
}
