// Wrong passwords slow the next try down, per client and for the whole site (someone guessing
// from many addresses): the first few are free, then each further one doubles the wait. A right
// password ends the client's count. The hosts keep the counts where they can: the self-hosted
// server in memory, Netlify in Blobs (keyed by a keyed hash of the client address).

export interface FailureCount {
  failures: number;
  /** When the last wrong password came (ms). */
  lastAt: number;
}

/** Wrong passwords that cost nothing; from the next one on, the wait doubles from WAIT_BASE_MS. */
export const FREE_FAILURES = 5;
const WAIT_BASE_MS = 15_000;
const MAX_WAIT_MS = 15 * 60_000;
/** A count ends this long after its last wrong password. */
export const FAILURE_MEMORY_MS = 60 * 60_000;
/** Wrong passwords from everyone together before every client has to wait. */
export const SITE_FREE_FAILURES = 50;

export function waitAfter(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(WAIT_BASE_MS * 2 ** (failures - free), MAX_WAIT_MS);
}

/** Milliseconds until a try is taken again; 0 when it may be tried now. */
export function waitFor(count: FailureCount | undefined, now: number, free = FREE_FAILURES): number {
  if (!count || now - count.lastAt > FAILURE_MEMORY_MS) return 0;
  return Math.max(0, count.lastAt + waitAfter(count.failures, free) - now);
}

export function afterFailure(count: FailureCount | undefined, now: number): FailureCount {
  const current = count && now - count.lastAt <= FAILURE_MEMORY_MS ? count.failures : 0;
  return { failures: current + 1, lastAt: now };
}

/** Where a host keeps the counts. */
export interface FailureStore {
  get(key: string): Promise<FailureCount | undefined>;
  set(key: string, count: FailureCount): Promise<void>;
  delete(key: string): Promise<void>;
}

export const SITE_KEY = "site";

/** How long this client must wait before its password is even checked (0: check it now). */
export async function loginWait(store: FailureStore, client: string, now: number): Promise<number> {
  const [own, site] = await Promise.all([store.get(client), store.get(SITE_KEY)]);
  return Math.max(waitFor(own, now), waitFor(site, now, SITE_FREE_FAILURES));
}

export async function recordLogin(store: FailureStore, client: string, ok: boolean, now: number): Promise<void> {
  if (ok) return store.delete(client);
  await store.set(client, afterFailure(await store.get(client), now));
  await store.set(SITE_KEY, afterFailure(await store.get(SITE_KEY), now));
}

/** The self-hosted server's store: one process, so memory is enough (a restart forgets, harmlessly). */
export function memoryFailureStore(): FailureStore {
  const counts = new Map<string, FailureCount>();
  return {
    get: (key) => Promise.resolve(counts.get(key)),
    set: (key, count) => {
      counts.set(key, count);
      // A long-running server forgets old counts rather than collecting every address it ever saw.
      if (counts.size > 10_000)
        for (const [k, c] of counts) if (Date.now() - c.lastAt > FAILURE_MEMORY_MS) counts.delete(k);
      return Promise.resolve();
    },
    delete: (key) => Promise.resolve(void counts.delete(key)),
  };
}
