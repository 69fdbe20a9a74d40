// What the Netlify follow-up keeps, in Netlify Blobs (no database there), every key named by the
// SHA-256 of the normalised address (src/lib/email-key.ts), never by the address itself:
//   consent/<hash>     the proof of a confirmed opt-in and the state of the mails it started
//   due/<hash>         a marker: this consent still has a plan mail or webhook call to deliver
//   suppressed/<hash>  the suppression list: all that is left of a person after unsubscribing
//   erase/<hash>       a marker: delete this person's Netlify Forms submissions (forms-cleanup)
// Unconfirmed leads are not stored here at all: the confirmation token carries them.
// Reads and writes use strong consistency, so a confirmation or unsubscribe is seen at once.
import { getStore, type Store } from "@netlify/blobs";
import { addressHash } from "../../src/lib/email-key";
import type { PlanAnswers } from "../../src/lib/plan";
import type { Campaign } from "../../src/mail/signed-token";

/** One thing to deliver after the confirmation: the plan mail or the webhook call. */
export interface DeliveryState {
  dueAt: string;
  attempts: number;
  /** Next try not before (after a failed one). */
  retryAt?: string;
  /** Someone is delivering it right now, until then (a crashed run's claim runs out). */
  claimedUntil?: string;
  sentAt?: string;
  /** Given up after GIVE_UP_AFTER_MS; the operator finds the error in the function log. */
  failedAt?: string;
  lastError?: string;
}

export type DeliveryKind = "plan" | "webhook";

export interface ConsentRecord {
  email: string;
  name: string;
  form: "lead";
  /** When the lead form was posted (Netlify's created_at). */
  postedAt: string;
  confirmedAt: string;
  /** Version of the consent text the visitor ticked at the lead form (data/mails.yaml). */
  consentVersion: string;
  /** Version of the optional consent to further mails, when he ticked that box too. */
  marketingVersion?: string;
  /** utm_source / utm_campaign of the landing URL, when there were any. */
  campaign?: Campaign;
  answers: PlanAnswers;
  deliveries: Partial<Record<DeliveryKind, DeliveryState>>;
}

export interface Versioned<T> {
  value: T;
  etag: string;
}

/** Production and deploy previews never share records or the suppression list. */
export function storeNameFor(deployContext: string | undefined): string {
  return !deployContext || deployContext === "production" ? "follow-up" : `follow-up-${deployContext}`;
}

const consentKey = (hash: string) => `consent/${hash}`;
const dueKey = (hash: string) => `due/${hash}`;
const suppressedKey = (hash: string) => `suppressed/${hash}`;
const eraseKey = (hash: string) => `erase/${hash}`;

export class ConsentStore {
  private readonly store: Store;

  constructor(
    name: string,
    private readonly secret: string,
  ) {
    this.store = getStore({ name, consistency: "strong" });
  }

  /** The keyed hash (HMAC under TOKEN_SECRET) that names a person's records. */
  hashOf(email: string): string {
    return addressHash(this.secret, email);
  }

  async isSuppressed(email: string): Promise<boolean> {
    return (await this.store.get(suppressedKey(this.hashOf(email)))) !== null;
  }

  async consentOf(hash: string): Promise<Versioned<ConsentRecord> | null> {
    const key = consentKey(hash);
    const entry = await this.store.getWithMetadata(key, { type: "json" });
    if (!entry) return null;
    if (entry.etag) return { value: entry.data as ConsentRecord, etag: entry.etag };
    // The local Blobs server (netlify dev, the tests) answers a read without an ETag, but lists
    // one per entry: a read between two equal listings saw exactly that version.
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await this.listedEtag(key);
      const value = (await this.store.get(key, { type: "json" })) as ConsentRecord | null;
      if (!before || value === null) return null;
      if ((await this.listedEtag(key)) === before) return { value, etag: before };
    }
    throw new Error("follow-up: consent record kept changing while it was read");
  }

  private async listedEtag(key: string): Promise<string | undefined> {
    const { blobs } = await this.store.list({ prefix: key });
    return blobs.find((blob) => blob.key === key)?.etag;
  }

  /**
   * Records a consent once: false when one exists already (the link was used). The due marker is
   * written first, so a crash in between leaves a marker without a consent (cleaned up later),
   * never a consent whose plan mail nobody delivers.
   */
  async createConsent(record: ConsentRecord, now: number): Promise<boolean> {
    const hash = this.hashOf(record.email);
    await this.store.setJSON(dueKey(hash), { since: new Date(now).toISOString() });
    const result = await this.store.setJSON(consentKey(hash), record, { onlyIfNew: true });
    return result.modified;
  }

  /**
   * Read-modify-write with compare-and-set on the blob's ETag, repeated when another writer came
   * first. `change` sees the current record and returns the new one, or undefined to leave it.
   * Resolves to the record written, or undefined (no record, or `change` declined).
   */
  async updateConsent(
    hash: string,
    change: (record: ConsentRecord) => ConsentRecord | undefined,
  ): Promise<ConsentRecord | undefined> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.consentOf(hash);
      if (!current) return undefined;
      const next = change(current.value);
      if (!next) return undefined;
      const result = await this.store.setJSON(consentKey(hash), next, { onlyIfMatch: current.etag });
      if (result.modified) return next;
    }
    throw new Error("follow-up: consent record kept changing under five attempts to update it");
  }

  /** Hashes of every consent with something left to deliver. */
  async dueHashes(): Promise<Array<{ hash: string; since: string | undefined }>> {
    const { blobs } = await this.store.list({ prefix: "due/" });
    return Promise.all(
      blobs.map(async ({ key }) => {
        const marker = (await this.store.get(key, { type: "json" })) as { since?: string } | null;
        return { hash: key.slice("due/".length), since: marker?.since };
      }),
    );
  }

  async clearDue(hash: string): Promise<void> {
    await this.store.delete(dueKey(hash));
  }

  /**
   * Unsubscribe: the hash goes on the suppression list first, then the consent record (address,
   * name, answers) and its marker are deleted. A crash in between leaves the person suppressed,
   * and repeating the unsubscribe finishes the erasure.
   */
  async unsubscribe(email: string, now: number): Promise<void> {
    const hash = this.hashOf(email);
    await this.store.setJSON(suppressedKey(hash), { since: new Date(now).toISOString() });
    await this.store.setJSON(eraseKey(hash), { since: new Date(now).toISOString() });
    await this.store.delete(consentKey(hash));
    await this.store.delete(dueKey(hash));
  }

  /** Hashes of people whose Netlify Forms submissions are still to be deleted. */
  async erasureHashes(): Promise<string[]> {
    const { blobs } = await this.store.list({ prefix: "erase/" });
    return blobs.map(({ key }) => key.slice("erase/".length));
  }

  async erasureDone(hash: string): Promise<void> {
    await this.store.delete(eraseKey(hash));
  }
}
