// Group commit: one transaction per form post would make the disk's fsync rate the ceiling of the
// whole server. Writes handed to `run` are instead collected until the event loop has taken in
// every request that is already waiting (setImmediate: no timer, no added delay on an idle server),
// then run in one transaction. Each write runs in its own savepoint, so one that throws is rolled
// back alone.
//
// better-sqlite3 runs on the main thread, so a COMMIT that waited for its fsync
// (synchronous=FULL) held every request meanwhile. The group's COMMIT runs with
// synchronous=NORMAL instead, and the WAL is then synced on libuv's thread pool while the main
// thread takes in the next requests. Each promise settles only after that sync, so no answer is
// sent for a write that a crash or a power cut could still lose: the guarantee of FULL, which
// every other write of the connection keeps. Writes that arrive during a sync wait for it and form
// the next batch (committing them at once and syncing after it measured no faster).
import type Database from "better-sqlite3";
import { open } from "fs/promises";
import { dirname } from "path";

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** More than this many writes wait for the next transaction, so one commit never holds the loop long. */
const MAX_BATCH = 500;

/**
 * Makes a file's written bytes durable (fdatasync), off the main thread. Only for the WAL and its
 * folder, never the database file: closing any descriptor of that file would drop the POSIX locks
 * SQLite holds on it in this process.
 */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * The WAL's durable sync. The first also syncs its folder, as SQLite does at a new WAL's first
 * sync, which a commit with synchronous=NORMAL skips.
 */
function walSync(databasePath: string): () => Promise<void> {
  let folderSynced = false;
  return async () => {
    await syncFile(`${databasePath}-wal`);
    if (!folderSynced) {
      await syncFile(dirname(databasePath));
      folderSynced = true;
    }
  };
}

export class GroupCommit {
  private pending: Pending[] = [];
  private scheduled = false;
  /** While the last batch's WAL sync runs, new writes gather for the next batch. */
  private syncing = false;
  private readonly syncWal: () => Promise<void>;
  private readonly afterSync: (writes: number) => void;
  /** Transactions committed so far (tests: writes handed in together share one). */
  commits = 0;

  /**
   * `syncWal`: makes every committed byte of the WAL durable (tests pass their own to watch it).
   * `afterSync`: runs once each commit's sync has settled, with its number of writes (the server's
   * background checkpoint).
   */
  constructor(
    private readonly db: Database.Database,
    options: { syncWal?: () => Promise<void>; afterSync?: (writes: number) => void } = {},
  ) {
    this.syncWal = options.syncWal ?? (db.memory ? async () => {} : walSync(db.name));
    this.afterSync = options.afterSync ?? (() => {});
  }

  /** Runs `work` inside the next group transaction; resolves with its result once that transaction is durable. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.syncing) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    const outcomes: Outcome[] = [];
    try {
      this.db.pragma("synchronous = NORMAL");
      this.db.transaction(() => {
        for (const { work } of batch) {
          try {
            // A nested better-sqlite3 transaction is a savepoint: a throwing write leaves no trace.
            outcomes.push({ ok: true, value: this.db.transaction(work)() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      // The COMMIT itself failed (disk full, I/O error, a closed database): nothing of the batch is stored.
      for (const { reject } of batch) reject(error);
      if (this.pending.length > 0) this.schedule();
      return;
    } finally {
      if (this.db.open) this.db.pragma("synchronous = FULL");
    }
    this.commits++;
    this.syncing = true;
    this.syncWal()
      .then(
        () =>
          batch.forEach(({ resolve, reject }, i) => {
            const outcome = outcomes[i];
            if (outcome.ok) resolve(outcome.value);
            else reject(outcome.error);
          }),
        // Committed but maybe not on disk: no write of the batch is answered as stored.
        (error: unknown) => batch.forEach(({ reject }) => reject(error)),
      )
      .finally(() => {
        this.syncing = false;
        // The writes that waited for this sync are scheduled first: a hook that fails leaves none behind.
        if (this.pending.length > 0) this.schedule();
        this.afterSync(batch.length);
      });
  }
}
