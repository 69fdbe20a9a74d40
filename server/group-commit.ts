// Group commit: with synchronous=FULL every COMMIT waits for an fsync, and better-sqlite3 waits on
// the main thread, so one transaction per form post makes the disk's fsync rate the ceiling of the
// whole server. Writes handed to `run` are instead collected until the event loop has taken in
// every request that is already waiting (setImmediate: no timer, no added delay on an idle server),
// then run in one transaction with one fsync. Each write runs in its own savepoint, so one that
// throws is rolled back alone; each promise settles only after the COMMIT has returned, so no
// answer is sent for a write that a crash could still lose.
import type Database from "better-sqlite3";

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** More than this many writes wait for the next transaction, so one commit never holds the loop long. */
const MAX_BATCH = 500;

export class GroupCommit {
  private pending: Pending[] = [];
  private scheduled = false;
  /** Transactions committed so far (for the benchmark and tests: writes per commit). */
  commits = 0;
  writes = 0;

  constructor(private readonly db: Database.Database) {}

  /** Runs `work` inside the next group transaction; resolves with its result once that transaction is durable. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending.splice(0, MAX_BATCH);
    if (this.pending.length > 0) this.schedule();
    if (batch.length === 0) return;
    const outcomes: Outcome[] = [];
    try {
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
      // The COMMIT itself failed (disk full, I/O error): nothing of the batch is stored.
      for (const { reject } of batch) reject(error);
      return;
    }
    this.commits++;
    this.writes += batch.length;
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}
