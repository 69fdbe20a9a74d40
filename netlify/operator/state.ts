// The operator page's own small records in Blobs (no personal data): when the last mail went out,
// the last reading of the bounce mailbox, which reports were sent.
import type { ConsentStore } from "../follow-up/consent-store";

const LAST_MAIL = "operator/last-mail-sent";
const BOUNCE_READING = "operator/bounce-reading";

/** Remembers the last successful mail (shown under "Was Aufmerksamkeit braucht"); never fails a send. */
export async function noteMailSent(store: ConsentStore, now: number): Promise<void> {
  await store.setJSON(LAST_MAIL, { at: new Date(now).toISOString() }).catch(() => undefined);
}

export async function lastMailSent(store: ConsentStore): Promise<string | null> {
  return (await store.getJSON<{ at: string }>(LAST_MAIL))?.at ?? null;
}

export interface BounceReading {
  lastReadAt?: string;
  error?: string;
}

export const saveBounceReading = (store: ConsentStore, reading: BounceReading) =>
  store.setJSON(BOUNCE_READING, reading);
export const bounceReading = async (store: ConsentStore) => (await store.getJSON<BounceReading>(BOUNCE_READING)) ?? {};

/** Marks a report period as sent; false when it was sent before (another run came first). */
export const claimReport = (store: ConsentStore, key: string, now: number) =>
  store.setJSON(`reports/${key}`, { at: new Date(now).toISOString() }, { onlyIfNew: true });
export const releaseReport = (store: ConsentStore, key: string) => store.delete(`reports/${key}`);
