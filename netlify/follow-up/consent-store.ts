// What the Netlify follow-up keeps, in Netlify Blobs (no database there). A person's records are
// named by the keyed hash of the address (HMAC under TOKEN_SECRET, src/follow-up/email-key.ts), a
// token's by its key (SHA-256 of the token, src/follow-up/tokens.ts); no key holds an address:
//   pending/<token key>       an unconfirmed request: address, first name, form time, consent versions
//   used/<token key>          a confirmation link that was used (no personal data), until it expires
//   consent/<hash>            a confirmed opt-in, the answers and the state of the mails it started
//   due/<hash>                a marker: this consent still has a plan mail or webhook call to deliver
//   unsubscribe/<token key>   which consent an unsubscribe link ends
//   delete/<token key>        whose records the confirmation mail's "Anfrage löschen" link ends
//   consent-text/<kind>-<version>.txt  each consent version's words as the form showed them (no personal data)
//   proof/<hash>/<ms>-<id>    the proof that survives erasure (versions, times), 3 years
//   forms-delete/<submission id>  a marker: delete this Netlify Forms submission (forms-cleanup)
//   handled/<submission id>   a submission this site acted on already (a repeated event does nothing), 30 days
//   submissions-of/<hash>/<submission id>  his Netlify Forms submissions, deleted by id when he leaves, 30 days
//   webhook/<delivery id>     a lead.erased call still to deliver (lead id and reason only)
//   count/<kind>/<keyed hash> a limit's counter per time bucket (limit-counters.ts), 1 hour or 1 day
//   held/<ms>-<id>/<domain>/<source>  a confirmation mail waiting for a ceiling (held-mails.ts)
//   digest/<ms>-<id>          a contact message over its limits, for the operator's hourly digest
//   operator/notice, operator/digest  when the operator's notice and digest last went
//   counts/<day>/e/<count>/<ms>-<id>, counts/<day>/total   anonymous daily counters of the operator's page (netlify/operator/counters.ts)
//   login/<client hash>       wrong passwords at the operator's login, 1 hour (netlify/operator/)
//   operator/…, reports/…     the operator page's own state: last mail, bounce reading, reports sent
// Reads and writes use strong consistency, so a confirmation or unsubscribe is seen at once.
import { randomUUID } from "crypto";
import { getStore, type Store } from "@netlify/blobs";
import { addressHash } from "../../src/follow-up/email-key";
import { linkToken, tokenKey } from "../../src/follow-up/tokens";
import { idKeyOf, webhookIdOf } from "../../src/follow-up/outgoing";
import type { StoredPlanAnswers } from "../../src/lib/plan";
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
  /** The Netlify Forms submission it came from: deleted by its id when the request ends. */
  submissionId?: string;
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
  answers: StoredPlanAnswers;
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

/** When a record named <ms>-<uuid> was written. */
export const keyTime = (name: string) => Number.parseInt(name, 10);

/** Production and deploy previews never share records. */
export function storeNameFor(deployContext: string | undefined): string {
  return !deployContext || deployContext === "production" ? "follow-up" : `follow-up-${deployContext}`;
}

const pendingKey = (key: string) => `pending/${key}`;
const usedKey = (key: string) => `used/${key}`;
const consentKey = (hash: string) => `consent/${hash}`;
const dueKey = (hash: string) => `due/${hash}`;
const unsubscribeKey = (key: string) => `unsubscribe/${key}`;
const deleteLinkKey = (key: string) => `delete/${key}`;
const proofPrefix = (hash: string) => `proof/${hash}/`;
const FORMS_DELETE = "forms-delete/";
const SUBMISSIONS_OF = "submissions-of/";
const HANDLED = "handled/";
const webhookKey = (id: string) => `webhook/${id}`;

export class ConsentStore {
  /** The Blobs store itself, for the limits' counters and the held mails (limit-counters.ts, held-mails.ts). */
  readonly blobs: Store;
  private readonly store: Store;
  /** Whether this Blobs server sends the ETag with a read (Netlify does; the local server does not). */
  private etagsOnRead: boolean | undefined;

  /** `credentials`: for the operator's commands outside Netlify; functions find theirs in the environment. */
  constructor(
    name: string,
    private readonly secret: string,
    credentials?: { siteID: string; token: string },
  ) {
    this.store = getStore({ name, consistency: "strong", ...credentials });
    this.blobs = this.store;
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

  /**
   * A record with an ETag for a compare-and-set write: the ETag of the version read, or of an
   * older one (then the write fails and is repeated); never of a version newer than the one read.
   */
  async readVersioned<T>(key: string): Promise<Versioned<T> | null> {
    if (this.etagsOnRead !== false) {
      const entry = await this.store.getWithMetadata(key, { type: "json" });
      if (entry?.etag) {
        this.etagsOnRead = true;
        return { value: entry.data as T, etag: entry.etag };
      }
      if (!entry) return null;
      this.etagsOnRead = false;
    }
    // The local Blobs server (netlify dev, the tests) answers a read without an ETag, but lists
    // one per entry. Listed before the read: a write in between makes that ETag stale, so a
    // compare-and-set with it fails and is repeated; it never overwrites a version unseen.
    const etag = await this.listedEtag(key);
    if (!etag) return null;
    const value = (await this.store.get(key, { type: "json" })) as T | null;
    return value !== null ? { value, etag } : null;
  }

  /** These Netlify Forms submissions go at the next forms-cleanup run, by their ids. */
  async markFormsDelete(ids: Array<string | undefined>, now: number): Promise<void> {
    for (const id of ids)
      if (id)
        await this.store.setJSON(`${FORMS_DELETE}${encodeURIComponent(id)}`, { since: new Date(now).toISOString() });
  }

  /** Ids of the Netlify Forms submissions still to delete. */
  async formsToDelete(): Promise<string[]> {
    const { blobs } = await this.store.list({ prefix: FORMS_DELETE });
    return blobs.map(({ key }) => decodeURIComponent(key.slice(FORMS_DELETE.length)));
  }

  async formsDeleted(id: string): Promise<void> {
    await this.store.delete(`${FORMS_DELETE}${encodeURIComponent(id)}`);
  }

  /** Notes a Netlify Forms submission of this person (a request or a contact message), for its deletion when he leaves. */
  async rememberSubmission(hash: string, id: string, now: number): Promise<void> {
    await this.store.setJSON(`${SUBMISSIONS_OF}${hash}/${encodeURIComponent(id)}`, { at: now });
  }

  /** Marks every noted Forms submission of this person for forms-cleanup, by id. */
  private async markSubmissionsForDelete(hash: string, now: number): Promise<void> {
    const { blobs } = await this.store.list({ prefix: `${SUBMISSIONS_OF}${hash}/` });
    await this.markFormsDelete(
      blobs.map(({ key }) => decodeURIComponent(key.slice(key.lastIndexOf("/") + 1))),
      now,
    );
    for (const { key } of blobs) await this.store.delete(key);
  }

  /** Whether this site acted on the submission already: Netlify may run an event twice, a replay may come. */
  async wasHandled(id: string): Promise<boolean> {
    return (await this.store.get(`${HANDLED}${encodeURIComponent(id)}`)) !== null;
  }

  async markHandled(id: string, now: number): Promise<void> {
    await this.store.setJSON(`${HANDLED}${encodeURIComponent(id)}`, { at: now });
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

  /** A consent version's words as the form showed them (netlify/follow-up/consent-texts.ts), kept beside the proofs. */
  async consentText(file: string): Promise<string | null> {
    return this.store.get(`consent-text/${file}`, { type: "text" });
  }

  async saveConsentText(file: string, text: string): Promise<void> {
    await this.store.set(`consent-text/${file}`, text, { onlyIfNew: true });
  }

  /** The confirmation mail's "Anfrage löschen" link ends this person's records (netlify/follow-up/request-deletion.ts). */
  async saveDeleteLink(key: string, hash: string): Promise<void> {
    await this.store.setJSON(deleteLinkKey(key), { hash });
  }

  async deleteLinkTarget(key: string): Promise<string | undefined> {
    const entry = (await this.store.get(deleteLinkKey(key), { type: "json" })) as { hash?: string } | null;
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
    await this.markSubmissionsForDelete(hash, options.now);
    if (options.webhook) {
      const id = webhookIdOf("erased", idKeyOf(hash), options.now);
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
    await this.markFormsDelete([request.submissionId], Date.parse(end.at));
    await this.store.delete(key);
  }

  /**
   * An erasure on request (`npm run netlify:erase`): his consent and any unconfirmed request end
   * with a withdrawn proof, and the Netlify Forms submissions they came from are marked for
   * forms-cleanup. Returns what there was to end.
   */
  async erase(
    email: string,
    options: { now: number; webhook: boolean },
  ): Promise<{ consent: boolean; pending: number }> {
    return this.eraseHash(this.hashOf(email), options);
  }

  /** The erasure of `erase`, for the person behind a keyed address hash (a delete link knows only that). */
  async eraseHash(
    hash: string,
    options: { now: number; webhook: boolean },
  ): Promise<{ consent: boolean; pending: number }> {
    const at = new Date(options.now).toISOString();
    const pending = await this.endPendingOf(hash, "erased", at);
    const consent = await this.endConsent(hash, "erased", { ...options, withdrawn: true });
    await this.markSubmissionsForDelete(hash, options.now);
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
}
