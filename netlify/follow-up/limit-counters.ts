// The limits' counters on Netlify (src/follow-up/limits.ts): one blob per counter name,
// `count/<kind>/<keyed hash>`, holding a count per time bucket. Reading a limit is one read,
// taking a place one compare-and-set write on the blob's ETag (repeated when another function
// came first), whatever the number of requests in the window: the cost of a limit does not grow
// with a flood. A post reads its counters once (`read`): its takes start their compare-and-set from
// those versions instead of reading each counter again; a version another function has changed
// since only makes the first write fail and the take read anew. Old buckets are dropped on every
// write; the retention job removes idle blobs.
import { randomInt } from "crypto";
import { bucketExpiry, bucketOf, windowOf, type LimitCounts, type LimitNames } from "../../src/follow-up/limits";
import type { ConsentStore, Versioned } from "./consent-store";

interface Buckets {
  /** Bucket start (ms) → count. */
  buckets: Record<string, number>;
}

/** Counter name → the version a post read (null: the counter did not exist). */
export type SeenCounters = ReadonlyMap<string, Versioned<Buckets> | null>;

const ATTEMPTS = 20;
export const COUNTER_PREFIX = "count/";
/**
 * `mailbox:ab12…` → `count/mailbox/a/b/ab12…`, `site` → `count/site`. Spread over folders: the
 * local Blobs server (tests, netlify dev) lists one key by reading every sibling of its folders.
 */
export const counterKey = (name: string) => {
  const [kind, hash] = name.split(":");
  return hash ? `${COUNTER_PREFIX}${kind}/${hash[0]}/${hash[1]}/${hash}` : `${COUNTER_PREFIX}${kind}`;
};
/** The counter's name back from its key. */
const nameOfKey = (key: string) => {
  const parts = key.slice(COUNTER_PREFIX.length).split("/");
  return parts.length > 1 ? `${parts[0]}:${parts[parts.length - 1]}` : parts[0];
};

const sum = (buckets: Buckets | null, from: number) =>
  Object.entries(buckets?.buckets ?? {}).reduce((total, [start, n]) => (Number(start) >= from ? total + n : total), 0);

/** Whether a counter blob still counts for anything at `now` (the retention job removes it otherwise). */
export function counterLive(key: string, value: Buckets, now: number): boolean {
  const window = windowOf(nameOfKey(key));
  return Object.keys(value.buckets).some((start) => bucketExpiry(Number(start), window) >= now);
}

export class BlobCounters {
  constructor(private readonly store: ConsentStore) {}

  async count(name: string | undefined, now: number): Promise<number> {
    if (!name) return 0;
    const value = (await this.store.blobs.get(counterKey(name), { type: "json" })) as Buckets | null;
    return sum(value, bucketOf(name, now).countsFrom);
  }

  /** A post's counters, read once with their versions: the counts, and what its takes start from. */
  async read(names: LimitNames, now: number): Promise<{ counts: LimitCounts; seen: SeenCounters }> {
    const seen = new Map<string, Versioned<Buckets> | null>();
    const countOf = async (name: string | undefined) => {
      if (!name) return 0;
      const current = await this.store.readVersioned<Buckets>(counterKey(name));
      seen.set(name, current);
      return sum(current?.value ?? null, bucketOf(name, now).countsFrom);
    };
    const [mailbox, domain, source, site] = await Promise.all(
      [names.mailbox, names.domain, names.source, names.site].map(countOf),
    );
    return { counts: { mailbox, domain, source, site }, seen };
  }

  /**
   * Counts one more under `name` if fewer than `most` were counted in its window; false when it
   * was full. `most` Infinity always counts. `seen`: the post's read of its counters.
   */
  async take(name: string, now: number, most = Infinity, seen?: SeenCounters): Promise<boolean> {
    return this.change(name, now, (value, from) => (sum(value, from) >= most ? undefined : 1), seen);
  }

  /** Gives a place back (the mail it was taken for did not go). */
  async giveBack(name: string, takenAt: number): Promise<void> {
    await this.change(name, takenAt, () => -1);
  }

  /** Takes a place under each [name, most], all or none (at once); false when one was full. */
  async takeAll(places: Array<[string | undefined, number]>, now: number, seen?: SeenCounters): Promise<boolean> {
    const wanted = places.filter((place): place is [string, number] => place[0] !== undefined);
    const taken = await Promise.all(wanted.map(([name, most]) => this.take(name, now, most, seen)));
    if (taken.every(Boolean)) return true;
    await Promise.all(wanted.filter((_, i) => taken[i]).map(([name]) => this.giveBack(name, now)));
    return false;
  }

  /** Read-modify-write with compare-and-set; `delta` says by how much, or undefined to leave it. */
  private async change(
    name: string,
    at: number,
    delta: (value: Buckets | null, from: number) => number | undefined,
    seen?: SeenCounters,
  ): Promise<boolean> {
    const key = counterKey(name);
    const { start, countsFrom: from } = bucketOf(name, at);
    const bucket = String(start);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const current =
        attempt === 0 && seen?.has(name) ? (seen.get(name) ?? null) : await this.store.readVersioned<Buckets>(key);
      const by = delta(current?.value ?? null, from);
      if (by === undefined) return false;
      const buckets = Object.fromEntries(
        Object.entries(current?.value.buckets ?? {}).filter(([start]) => Number(start) >= from),
      );
      buckets[bucket] = Math.max(0, (buckets[bucket] ?? 0) + by);
      const result = current
        ? await this.store.blobs.setJSON(key, { buckets }, { onlyIfMatch: current.etag })
        : await this.store.blobs.setJSON(key, { buckets }, { onlyIfNew: true });
      if (result.modified) return true;
      // Another function wrote in between: read again after a short, random pause.
      await new Promise((resolve) => setTimeout(resolve, randomInt(5, 25 + attempt * 10)));
    }
    throw new Error(`limits: counter ${key.split("/")[1]} kept changing under ${ATTEMPTS} attempts`);
  }
}
