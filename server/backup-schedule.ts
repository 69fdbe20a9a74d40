// The running server's daily backup (server/backups.ts): checked every few minutes, made once the
// newest backup is BACKUP_INTERVAL_HOURS old. A failed backup is logged and tried again at the next
// check (the operator's page shows the failure); /healthz and the go-live check warn once none is recent.
import type { FastifyBaseLogger } from "fastify";
import type Database from "better-sqlite3";
import { backupDue, makeBackup } from "./backups";
import type { ErasureJournal } from "./erasure-journal";

const CHECK_EVERY_MS = 5 * 60 * 1000;

export interface BackupFailure {
  at: string;
  error: string;
}

export class BackupSchedule {
  /** The last attempt's failure, until a backup succeeds (for the operator's page). */
  lastFailure: BackupFailure | undefined;
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly options: {
      db: Database.Database;
      dir: string;
      log: FastifyBaseLogger;
      journal?: ErasureJournal;
    },
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runIfDue(), CHECK_EVERY_MS);
    this.timer.unref();
    // The first check soon after start, not during it: a restart must answer requests first.
    this.first = setTimeout(() => void this.runIfDue(), 10_000);
    this.first.unref();
  }

  async runIfDue(): Promise<void> {
    if (this.running || !this.timer || !backupDue(this.options.dir)) return;
    this.running = (async () => {
      try {
        const file = await makeBackup(this.options.db, this.options.dir);
        this.options.journal?.prune();
        this.lastFailure = undefined;
        this.options.log.info({ file }, "database backed up");
      } catch (error) {
        this.lastFailure = { at: new Date().toISOString(), error: (error as Error).message };
        this.options.log.error({ err: error }, "database backup failed");
      }
    })();
    await this.running;
    this.running = undefined;
  }

  /** Stops checking and waits for a backup in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.first);
    this.timer = this.first = undefined;
    await this.running;
  }
}
