// What the Netlify follow-up keeps, in Netlify Blobs (no database there). A person's records are
// named by the keyed hash of the address (HMAC under TOKEN_SECRET, src/lib/email-key.ts), a
// token's by its key (SHA-256 of the token, src/follow-up/tokens.ts); no key holds an address:
//   pending/<token key>       an unconfirmed request: address, first name, form time, consent versions
//   used/<token key>          a confirmation link that was used (no personal data), until it expires
//   consent/<hash>            a confirmed opt-in, the answers and the state of the mails it started
//   due/<hash>                a marker: this consent still has a plan mail or webhook call to deliver
//   unsubscribe/<token key>   which consent an unsubscribe link ends
//   proof/<hash>/<ms>-<id>    the proof that survives erasure (versions, times), 3 years
//   erase/<hash>              a marker: delete this person's Netlify Forms submissions (forms-cleanup)
//   webhook/<delivery id>     a lead.erased call still to deliver (lead id and reason only)
//   limit/<hash>              when his last confirmation mails went (src/follow-up/limits.ts), 24 hours
//   domain-limit/<domain hash>/<ms>-<id>  one confirmation mail to an address at that domain, 1 hour
//   ceiling/<ms>-<id>         one confirmation mail of the site, 1 hour
//   counts/<day>/e/<count>/<ms>-<id>, counts/<day>/total   anonymous daily counters of the operator's page (netlify/operator/counters.ts)
//   login/<client hash>       wrong passwords at the operator's login, 1 hour (netlify/operator/)
//   operator/…, reports/…     the operator page's own state: last mail, bounce reading, reports sent
// Reads and writes use strong consistency, so a confirmation or unsubscribe is seen at once.
import { randomUUID } from "crypto";
import { getStore, type Store } from "@netlify/blobs";
import { addressHash, domainOf } from "../../src/lib/email-key";
import { linkToken, tokenKey } from "../../src/follow-up/tokens";
import {
  CEILING_WINDOW_MS,
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  CONFIRMATIONS_PER_DOMAIN_PER_HOUR,
  LIMIT_WINDOW_MS,
  type LimitHit,
} from "../../src/follow-up/limits";
import type { PlanAnswers } from "../../src/lib/plan";
import type { Campaign } from "../../src/operator/campaign";

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
  /** The campaign the plan mail's links carry on, until it is sent (src/operator/campaign.ts). */
  campaign?: Campaign;
}

/** A delivery report said the address cannot be reached (netlify/operator/bounces.ts). */
export interface Undeliverable {
  at: string;
  reason: string;
}

export type DeliveryKind = "plan" | "webhook";

/** What the lead form's post leaves until the person confirms (or 30 days pass). */
export interface PendingRequest {
  email: string;
  name: string;
  /** When the form was posted (the function's own clock). */
  postedAt: string;
  /** The confirmation link works until then. */
  expiresAt: string;
  consentVersion: string;
  marketingVersion?: string;
  undeliverable?: Undeliverable;
}

export interface ConsentRecord {
  email: string;
  name: string;
  form: "lead";
  postedAt: string;
  confirmedAt: string;
  /** Version of the consent text the visitor ticked at the lead form (data/mails.yaml). */
  consentVersion: string;
  /** Version of the optional consent to further mails, when he ticked that box too. */
  marketingVersion?: string;
  /** The plan mail's unsubscribe link is made from it at send time (src/follow-up/tokens.ts). */
  unsubscribeNonce: string;
  /** The key of the confirmation link that made this record (a repeat of that link is "used"). */
  requestKey: string;
  answers: PlanAnswers;
  deliveries: Partial<Record<DeliveryKind, DeliveryState>>;
  undeliverable?: Undeliverable;
}

export type ProofReason = "unsubscribed" | "erased" | "expired";

/** What stays of a person when his data goes: no name, no address. */
export interface ProofRecord {
  consentVersion: string;
  marketingVersion?: string;
  requestedAt: string;
  confirmedAt?: string;
  withdrawnAt?: string;
  endedAt: string;
  reason: ProofReason;
}

/** A lead.erased webhook call still to deliver. */
export interface ErasedCall {
  leadId: string;
  reason: ProofReason;
  state: DeliveryState;
}

export interface Versioned<T> {
  value: T;
  etag: string;
}

/** A confirmation mail's place under every limit, given back when the mail could not be sent. */
export interface ConfirmationSlot {
  hash: string;
  at: number;
  markers: string[];
}

/** When an hourly limit's marker was written: its key ends in <ms>-<uuid>. */
export const markerTime = (key: string) => Number.parseInt(key.slice(key.lastIndexOf("/") + 1), 10);
/** Where the hourly limits keep their markers (the retention job removes old ones). */
export const HOUR_LIMIT_PREFIXES = ["domain-limit/", "ceiling/"];

/** Production and deploy previews never share records. */
export function storeNameFor(deployContext: string | undefined): string {
  return !deployContext || deployContext === "production" ? "follow-up" : `follow-up-${deployContext}`;
}

const pendingKey = (key: string) => `pending/${key}`;
const usedKey = (key: string) => `used/${key}`;
const consentKey = (hash: string) => `consent/${hash}`;
const dueKey = (hash: string) => `due/${hash}`;
const unsubscribeKey = (key: string) => `unsubscribe/${key}`;
const proofPrefix = (hash: string) => `proof/${hash}/`;
const eraseKey = (hash: string) => `erase/${hash}`;
const webhookKey = (id: string) => `webhook/${id}`;
const limitKey = (hash: string) => `limit/${hash}`;

export class ConsentStore {
  private readonly store: Store;

  /** `credentials`: for the operator's commands outside Netlify; functions find theirs in the environment. */
  constructor(
    name: string,
    private readonly secret: string,
    credentials?: { siteID: string; token: string },
  ) {
    this.store = getStore({ name, consistency: "strong", ...credentials });
  }

  /** The keyed hash (HMAC under TOKEN_SECRET) that names a person's records. */
  hashOf(email: string): string {
    return addressHash(this.secret, email);
  }

  async savePending(key: string, request: PendingRequest): Promise<void> {
    await this.store.setJSON(pendingKey(key), request);
  }

  async pending(key: string): Promise<PendingRequest | null> {
    return (await this.store.get(pendingKey(key), { type: "json" })) as PendingRequest | null;
  }

  async dropPending(key: string): Promise<void> {
    await this.store.delete(pendingKey(key));
  }

  /** A used confirmation link answers "used" (410) until it would have expired, then "unknown". */
  async markUsed(key: string, expiresAt: string): Promise<void> {
    await this.store.setJSON(usedKey(key), { expiresAt });
    await this.store.delete(pendingKey(key));
  }

  async isUsed(key: string): Promise<boolean> {
    return (await this.store.get(usedKey(key))) !== null;
  }

  async addProof(hash: string, proof: ProofRecord): Promise<void> {
    // Named by when the data went (the retention job reads it from the key), unique per request.
    await this.store.setJSON(`${proofPrefix(hash)}${Date.parse(proof.endedAt)}-${randomUUID()}`, proof);
  }

  async consentOf(hash: string): Promise<Versioned<ConsentRecord> | null> {
    return this.readVersioned<ConsentRecord>(consentKey(hash));
  }

  /** A record with the ETag of exactly the version read, for a compare-and-set write. */
  private async readVersioned<T>(key: string): Promise<Versioned<T> | null> {
    const entry = await this.store.getWithMetadata(key, { type: "json" });
    if (!entry) return null;
    if (entry.etag) return { value: entry.data as T, etag: entry.etag };
    // The local Blobs server (netlify dev, the tests) answers a read without an ETag, but lists
    // one per entry: a read between two equal listings saw exactly that version.
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await this.listedEtag(key);
      const value = (await this.store.get(key, { type: "json" })) as T | null;
      if (!before || value === null) return null;
      if ((await this.listedEtag(key)) === before) return { value, etag: before };
    }
    throw new Error(`follow-up: ${key.split("/")[0]} record kept changing while it was read`);
  }

  /**
   * Takes a confirmation mail's place under the limits of src/follow-up/limits.ts (per address,
   * per domain, the site's hourly ceiling), or names the first limit it would break; a limit that
   * refuses gives the places already taken back.
   */
  async takeConfirmation(email: string, now: number, perHour: number): Promise<ConfirmationSlot | LimitHit> {
    const hash = this.hashOf(email);
    if (!(await this.takeAddressPlace(hash, now))) return "address";
    const slot: ConfirmationSlot = { hash, at: now, markers: [] };
    // The keyed hash of the domain alone: no address is spelt without an @, so it never equals one's.
    for (const [limit, prefix, most] of [
      ["domain", `domain-limit/${this.hashOf(domainOf(email))}/`, CONFIRMATIONS_PER_DOMAIN_PER_HOUR],
      ["ceiling", "ceiling/", perHour],
    ] as const) {
      const marker = await this.takeHourPlace(prefix, now, most);
      if (!marker) {
        await this.releaseConfirmation(slot);
        return limit;
      }
      slot.markers.push(marker);
    }
    return slot;
  }

  /** Gives back a confirmation mail's places when it could not be sent (Netlify runs the event again). */
  async releaseConfirmation(slot: ConfirmationSlot): Promise<void> {
    for (const marker of slot.markers) await this.store.delete(marker);
    const key = limitKey(slot.hash);
    for (let attempt = 0; attempt < 10; attempt++) {
      const current = await this.readVersioned<{ times: number[] }>(key);
      if (!current) return;
      const times = current.value.times.filter((time) => time !== slot.at);
      if (times.length === 0) return this.store.delete(key);
      if ((await this.store.setJSON(key, { times }, { onlyIfMatch: current.etag })).modified) return;
    }
  }

  /**
   * Counts a confirmation mail for this person (compare-and-set, so parallel posts count each
   * one): false when he had CONFIRMATIONS_PER_ADDRESS_PER_DAY of them in the last 24 hours.
   */
  private async takeAddressPlace(hash: string, now: number): Promise<boolean> {
    const key = limitKey(hash);
    for (let attempt = 0; attempt < 10; attempt++) {
      const current = await this.readVersioned<{ times: number[] }>(key);
      const recent = (current?.value.times ?? []).filter((time) => now - time < LIMIT_WINDOW_MS);
      if (recent.length >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) return false;
      const next = { times: [...recent, now] };
      const result = current
        ? await this.store.setJSON(key, next, { onlyIfMatch: current.etag })
        : await this.store.setJSON(key, next, { onlyIfNew: true });
      if (result.modified) return true;
    }
    return false;
  }

  /**
   * One place under an hourly limit that many writers share: write a marker, then count the
   * markers of the last hour (strong consistency lists every finished write); over the limit the
   * marker goes again. Two posts racing for the last place may both step back, never both pass.
   * Returns the marker's key.
   */
  private async takeHourPlace(prefix: string, now: number, most: number): Promise<string | undefined> {
    const key = `${prefix}${now}-${randomUUID()}`;
    await this.store.setJSON(key, {});
    const { blobs } = await this.store.list({ prefix });
    const recent = blobs.filter((blob) => now - markerTime(blob.key) < CEILING_WINDOW_MS).length;
    if (recent <= most) return key;
    await this.store.delete(key);
    return undefined;
  }

  /** His Netlify Forms submissions go at the next forms-cleanup run (an erasure, or a post over a limit). */
  async markForCleanup(hash: string, now: number): Promise<void> {
    await this.store.setJSON(eraseKey(hash), { since: new Date(now).toISOString() });
  }

  private async listedEtag(key: string): Promise<string | undefined> {
    const { blobs } = await this.store.list({ prefix: key });
    return blobs.find((blob) => blob.key === key)?.etag;
  }

  /**
   * Records a consent once: false when one exists already. The due marker is written first, so a
   * crash in between leaves a marker without a consent (cleaned up later), never a consent whose
   * plan mail nobody delivers; the unsubscribe link's record comes with the consent.
   */
  async createConsent(record: ConsentRecord, now: number): Promise<boolean> {
    const hash = this.hashOf(record.email);
    await this.store.setJSON(dueKey(hash), { since: new Date(now).toISOString() });
    const result = await this.store.setJSON(consentKey(hash), record, { onlyIfNew: true });
    if (result.modified) await this.store.setJSON(unsubscribeKey(this.unsubscribeKeyOf(record)), { hash });
    return result.modified;
  }

  /** The token of the plan mail's unsubscribe link, made from the consent's nonce. */
  unsubscribeToken(record: ConsentRecord): string {
    return linkToken(this.secret, "unsubscribe", record.unsubscribeNonce);
  }

  private unsubscribeKeyOf(record: ConsentRecord): string {
    return tokenKey(this.unsubscribeToken(record));
  }

  /** The consent an unsubscribe link ends, by the link token's key. */
  async unsubscribeTarget(key: string): Promise<string | undefined> {
    const entry = (await this.store.get(unsubscribeKey(key), { type: "json" })) as { hash?: string } | null;
    return entry?.hash;
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

  /**
   * Read-modify-write of any JSON record with compare-and-set (the counters, the operator's state):
   * `change` gets the current value (null when there is none) and returns the new one.
   */
  async updateJSON<T>(key: string, change: (current: T | null) => T, attempts = 10): Promise<T> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const current = await this.readVersioned<T>(key);
      const next = change(current?.value ?? null);
      const result = current
        ? await this.store.setJSON(key, next, { onlyIfMatch: current.etag })
        : await this.store.setJSON(key, next, { onlyIfNew: true });
      if (result.modified) return next;
    }
    throw new Error(`follow-up: ${key.split("/")[0]} record kept changing under ${attempts} attempts to update it`);
  }

  /** Every key under a prefix (all pages of the listing), without reading a value. */
  async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of this.store.list({ prefix, paginate: true }))
      keys.push(...page.blobs.map((blob) => blob.key));
    return keys;
  }

  async getJSON<T>(key: string): Promise<T | null> {
    return (await this.store.get(key, { type: "json" })) as T | null;
  }

  async setJSON(key: string, value: unknown, options: { onlyIfNew?: boolean } = {}): Promise<boolean> {
    return (await this.store.setJSON(key, value, options)).modified;
  }

  /**
   * A delivery report said this address cannot be reached: his consent and unconfirmed requests are
   * marked, and what the consent still had to deliver fails at once. Returns how many records were marked.
   */
  async markUndeliverable(email: string, undeliverable: Undeliverable): Promise<number> {
    const hash = this.hashOf(email);
    let marked = 0;
    const consent = await this.updateConsent(hash, (current) => {
      if (current.undeliverable) return undefined;
      const deliveries = Object.fromEntries(
        Object.entries(current.deliveries).map(([kind, state]) => [
          kind,
          state && !state.sentAt && !state.failedAt && kind === "plan"
            ? {
                dueAt: state.dueAt,
                attempts: state.attempts,
                failedAt: undeliverable.at,
                lastError: `undeliverable: ${undeliverable.reason}`,
              }
            : state,
        ]),
      );
      return { ...current, undeliverable, deliveries };
    });
    if (consent) marked++;
    for (const { key, value } of await this.entries<PendingRequest>("pending/")) {
      if (this.hashOf(value.email) !== hash || value.undeliverable) continue;
      await this.store.setJSON(key, { ...value, undeliverable });
      marked++;
    }
    return marked;
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
   * Ends a consent: the proof record first, then the marker to delete his Forms submissions and,
   * with a webhook, the lead.erased call; then the consent (address, name, answers), its due
   * marker and unsubscribe link go. A crash in between leaves the proof, and repeating the step
   * finishes the erasure.
   */
  async endConsent(
    hash: string,
    reason: ProofReason,
    options: { now: number; withdrawn: boolean; webhook: boolean },
  ): Promise<boolean> {
    const at = new Date(options.now).toISOString();
    const consent = (await this.consentOf(hash))?.value;
    if (!consent) return false;
    await this.addProof(hash, {
      consentVersion: consent.consentVersion,
      ...(consent.marketingVersion ? { marketingVersion: consent.marketingVersion } : {}),
      requestedAt: consent.postedAt,
      confirmedAt: consent.confirmedAt,
      ...(options.withdrawn ? { withdrawnAt: at } : {}),
      endedAt: at,
      reason,
    });
    await this.markForCleanup(hash, options.now);
    if (options.webhook) {
      const id = `zv-erased-${hash.slice(0, 24)}-${options.now}`;
      await this.store.setJSON(webhookKey(id), { leadId: hash, reason, state: { dueAt: at, attempts: 0 } });
    }
    await this.store.delete(consentKey(hash));
    await this.store.delete(dueKey(hash));
    await this.store.delete(unsubscribeKey(this.unsubscribeKeyOf(consent)));
    // His confirmation link no longer says "Schon bestätigt": there is nothing confirmed left.
    await this.store.delete(usedKey(consent.requestKey));
    // A request he made again and did not confirm goes too, leaving its proof like the other.
    if (options.withdrawn) await this.endPendingOf(hash, reason, at);
    return true;
  }

  /** Ends every unconfirmed request of this person with a withdrawn proof; returns how many. */
  private async endPendingOf(hash: string, reason: ProofReason, at: string): Promise<number> {
    let ended = 0;
    for (const { key, value } of await this.entries<PendingRequest>("pending/")) {
      if (this.hashOf(value.email) !== hash) continue;
      await this.endRequest(key, value, { reason, at, withdrawn: true });
      ended++;
    }
    return ended;
  }

  /** Ends one unconfirmed request (under its pending/ key): its proof stays, the request goes. */
  async endRequest(
    key: string,
    request: PendingRequest,
    end: { reason: ProofReason; at: string; withdrawn: boolean },
  ): Promise<void> {
    await this.addProof(this.hashOf(request.email), {
      consentVersion: request.consentVersion,
      ...(request.marketingVersion ? { marketingVersion: request.marketingVersion } : {}),
      requestedAt: request.postedAt,
      ...(end.withdrawn ? { withdrawnAt: end.at } : {}),
      endedAt: end.at,
      reason: end.reason,
    });
    await this.store.delete(key);
  }

  /**
   * An erasure on request (`npm run netlify:erase`): his consent and any unconfirmed request end
   * with a withdrawn proof, and his Netlify Forms submissions are
   * marked for forms-cleanup. Returns what there was to end.
   */
  async erase(
    email: string,
    options: { now: number; webhook: boolean },
  ): Promise<{ consent: boolean; pending: number }> {
    const hash = this.hashOf(email);
    const at = new Date(options.now).toISOString();
    const pending = await this.endPendingOf(hash, "erased", at);
    const consent = await this.endConsent(hash, "erased", { ...options, withdrawn: true });
    await this.markForCleanup(hash, options.now);
    return { consent, pending };
  }

  /** Every stored record under a prefix (whose key `keep` accepts), for the retention job and the operator's page. */
  async entries<T>(
    prefix: string,
    keep: (key: string) => boolean = () => true,
  ): Promise<Array<{ key: string; value: T }>> {
    const blobs = (await this.store.list({ prefix })).blobs.filter(({ key }) => keep(key));
    const values = await Promise.all(blobs.map(({ key }) => this.store.get(key, { type: "json" })));
    return blobs.map(({ key }, index) => ({ key, value: values[index] as T })).filter((entry) => entry.value !== null);
  }

  async delete(key: string): Promise<void> {
    await this.store.delete(key);
  }

  async saveErasedCall(id: string, call: ErasedCall): Promise<void> {
    await this.store.setJSON(webhookKey(id), call);
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
