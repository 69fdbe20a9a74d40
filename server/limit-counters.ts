// The limits' counters on the self-hosted server (src/follow-up/limits.ts): one row per counter
// name and time bucket. A count reads at most 25 rows through the primary key, so checking a
// limit costs the same with 10 or 100,000 requests in the window (an earlier version counted
// the hour's lead rows with `email_key LIKE '%@domain'`: each post scanned more than the one
// before). Names are keyed hashes (src/follow-up/limit-keys.ts); rows go once they no longer count.
import type Database from "better-sqlite3";
import { prepared } from "./statements";
import { bucketOf, type LimitCounts, type LimitNames } from "../src/follow-up/limits";

export class LimitCounters {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
  ) {}

  /** How many were counted under `name` in its window (0 for no name). */
  count(name: string | undefined): number {
    if (!name) return 0;
    return prepared(this.db, "SELECT COALESCE(SUM(count), 0) FROM limit_counts WHERE name = ? AND bucket >= ?")
      .pluck()
      .get(name, bucketOf(name, this.now()).countsFrom) as number;
  }

  counts(names: LimitNames): LimitCounts {
    return {
      mailbox: this.count(names.mailbox),
      domain: this.count(names.domain),
      source: this.count(names.source),
      site: this.count(names.site),
    };
  }

  /** Counts one more under each name (undefined names are skipped). */
  add(...names: Array<string | undefined>): void {
    const now = this.now();
    for (const name of names) {
      if (!name) continue;
      const bucket = bucketOf(name, now);
      prepared(
        this.db,
        `INSERT INTO limit_counts (name, bucket, count, expires_at) VALUES (?, ?, 1, ?)
           ON CONFLICT (name, bucket) DO UPDATE SET count = count + 1`,
      ).run(name, bucket.start, bucket.expiresAt);
    }
  }

  /** Removes the buckets that no longer count (hourly, with the retention rules). */
  purge(): number {
    return prepared(this.db, "DELETE FROM limit_counts WHERE expires_at < ?").run(this.now()).changes;
  }
}
