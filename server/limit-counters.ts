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

  /** How many were counted under `name` in its window. */
  count(name: string): number {
    return prepared(this.db, "SELECT COALESCE(SUM(count), 0) FROM limit_counts WHERE name = ? AND bucket >= ?")
      .pluck()
      .get(name, bucketOf(name, this.now()).countsFrom) as number;
  }

  counts(names: LimitNames): LimitCounts {
    const count = (name: string | undefined) => (name ? this.count(name) : 0);
    return {
      mailbox: count(names.mailbox),
      domain: count(names.domain),
      source: count(names.source),
      site: count(names.site),
    };
  }

  /** Counts one more under each name (undefined names are skipped), in one statement. */
  add(...names: Array<string | undefined>): void {
    const now = this.now();
    const counted = names.filter((name): name is string => Boolean(name));
    if (counted.length === 0) return;
    const parameters = counted.flatMap((name) => {
      const bucket = bucketOf(name, now);
      return [name, bucket.start, bucket.expiresAt];
    });
    prepared(
      this.db,
      `INSERT INTO limit_counts (name, bucket, count, expires_at) VALUES ${counted.map(() => "(?, ?, 1, ?)").join(", ")}
         ON CONFLICT (name, bucket) DO UPDATE SET count = count + 1`,
    ).run(...parameters);
  }

  /** Removes the buckets that no longer count (hourly, with the retention rules). */
  purge(): number {
    return prepared(this.db, "DELETE FROM limit_counts WHERE expires_at < ?").run(this.now()).changes;
  }
}
