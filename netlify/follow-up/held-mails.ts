// What waits because of a limit on Netlify (src/follow-up/limits.ts), and how it leaves, the same
// rules as self-hosted (server/held-mails.ts): a confirmation mail over a ceiling waits in
// `held/<ms>-<id>/<domain>/<source>` (the key names the counters it waits for, so the release
// reads only the listing) and goes out as the ceilings allow, the sources taking turns and each
// sending its oldest first; while any wait, the
// operator gets one notice an hour; contact messages over their limits (`digest/<ms>-<id>`) reach
// him in one digest an hour. deliver-due runs all of it every minute.
import { randomUUID } from "crypto";
import { domainOf } from "../../src/follow-up/email-key";
import {
  DIGEST_MAX_MESSAGES,
  OPERATOR_MAIL_EVERY_MS,
  releaseOrder,
  sourceShare,
  type LimitNames,
} from "../../src/follow-up/limits";
import { CONFIRMATIONS_PER_DOMAIN_PER_HOUR } from "../../src/lib/privacy-numbers";
import { countsByName, sourceLabel, type HeldReport } from "../../src/follow-up/held-report";
import { isPermanentFailure, LEASE_MS } from "../../src/follow-up/retry";
import { linkToken } from "../../src/follow-up/tokens";
import { composeMail } from "../../src/mail/compose";
import { messageIdOf } from "../../src/follow-up/outgoing";
import type { DigestMessage } from "../../src/mail/emails/operator-mails";
import { keyTime } from "./consent-store";
import { redactAddresses } from "./redact";
import type { FollowUpRuntime } from "./runtime";
import { sendConfirmationMail } from "./confirmation-mail";
import type { Campaign } from "../../src/operator/campaign";
import { noteMailSent } from "../operator/state";

const HELD = "held/";
const DIGEST = "digest/";
const NONE = "-";
const SEND_AT_ONCE = 5;

/** A confirmation mail waiting for a ceiling; the link is made from the nonce at send time. */
export interface HeldConfirmation {
  pendingKey: string;
  confirmNonce: string;
  /** The "Anfrage löschen" link's nonce (its marker is stored already: request-deletion.ts). */
  deleteNonce: string;
  /** The campaign of the page the form was posted from: it rides on in the link. */
  campaign?: Campaign;
  /** The address's domain, for the operator's notice (by domain). */
  domain: string;
  postedAt: string;
  /** A deliver-due run is sending it, until then. */
  claimedUntil?: string;
}

export interface HeldContact extends DigestMessage {
  submissionId: string;
}

const tagOf = (name: string | undefined) => (name ? name.slice(name.indexOf(":") + 1) : NONE);

/** The counters a held mail waits for, from its key. */
function heldNames(key: string): { stamp: number; domain?: string; source?: string } {
  const [, stamp, domain, source] = key.split("/");
  return {
    stamp: keyTime(stamp),
    ...(domain && domain !== NONE ? { domain: `domain:${domain}` } : {}),
    ...(source && source !== NONE ? { source: `source:${source}` } : {}),
  };
}

export async function holdConfirmation(
  runtime: FollowUpRuntime,
  held: Omit<HeldConfirmation, "domain" | "postedAt"> & { email: string },
  names: LimitNames,
  now: number,
): Promise<void> {
  const key = `${HELD}${now}-${randomUUID()}/${tagOf(names.domain)}/${tagOf(names.source)}`;
  const record: HeldConfirmation = {
    pendingKey: held.pendingKey,
    confirmNonce: held.confirmNonce,
    deleteNonce: held.deleteNonce,
    ...(held.campaign?.utmSource || held.campaign?.utmCampaign ? { campaign: held.campaign } : {}),
    domain: domainOf(held.email),
    postedAt: new Date(now).toISOString(),
  };
  await runtime.store.blobs.setJSON(key, record);
}

export async function holdContact(runtime: FollowUpRuntime, message: HeldContact, now: number): Promise<void> {
  await runtime.store.blobs.setJSON(`${DIGEST}${now}-${randomUUID()}`, message);
}

/** Held keys, oldest first (the key starts with the time). */
async function listed(runtime: FollowUpRuntime, prefix: string) {
  const { blobs } = await runtime.store.blobs.list({ prefix });
  return blobs.sort((a, b) => keyTime(a.key.slice(prefix.length)) - keyTime(b.key.slice(prefix.length)));
}

/**
 * Sends the held confirmation mails that fit under the ceilings now, in the order of
 * releaseOrder (src/follow-up/limits.ts): the sources take turns, each with its oldest mail.
 */
export async function releaseHeld(
  runtime: FollowUpRuntime,
  now: number,
): Promise<{ released: number; waiting: number }> {
  const { counters, config } = runtime;
  const perHour = config.confirmationsPerHour;
  const blobs = await listed(runtime, HELD);
  const held = blobs.map(({ key, etag }) => ({ key, etag, ...heldNames(key) }));
  const names = new Set<string>(["site"]);
  for (const entry of held) for (const name of [entry.domain, entry.source]) if (name) names.add(name);
  const counts = new Map<string, number>();
  const all = [...names];
  for (let i = 0; i < all.length; i += 20)
    await Promise.all(all.slice(i, i + 20).map(async (name) => counts.set(name, await counters.count(name, now))));
  let released = 0;
  const order = releaseOrder(held, counts, perHour);
  // A few at a time: their SMTP conversations overlap on the pooled connections.
  for (let i = 0; i < order.length; i += SEND_AT_ONCE) {
    const sent = await Promise.all(order.slice(i, i + SEND_AT_ONCE).map((entry) => sendHeld(runtime, entry, now)));
    released += sent.filter(Boolean).length;
  }
  return { released, waiting: held.length - released };
}

/** Claims a held mail, takes its places and sends it; false when it did not go (yet). */
async function sendHeld(
  runtime: FollowUpRuntime,
  entry: { key: string; etag?: string; domain?: string; source?: string },
  now: number,
): Promise<boolean> {
  const { counters, config, store, log } = runtime;
  const record = (await store.blobs.get(entry.key, { type: "json" })) as HeldConfirmation | null;
  if (!record || (record.claimedUntil && Date.parse(record.claimedUntil) > now)) return false;
  // Claimed by compare-and-set, so two overlapping runs never both send it.
  const claimed = await store.blobs.setJSON(
    entry.key,
    { ...record, claimedUntil: new Date(now + LEASE_MS).toISOString() },
    entry.etag ? { onlyIfMatch: entry.etag } : {},
  );
  if (!claimed.modified) return false;
  const perHour = config.confirmationsPerHour;
  const places: Array<[string | undefined, number]> = [
    [entry.domain, CONFIRMATIONS_PER_DOMAIN_PER_HOUR],
    [entry.source, sourceShare(perHour)],
    ["site", perHour],
  ];
  // Another function may have taken the last place since the counts were read.
  if (!(await counters.takeAll(places, now))) return false;
  const giveBack = () => Promise.all(places.flatMap(([name]) => (name ? [counters.giveBack(name, now)] : [])));
  const pending = await store.pending(record.pendingKey);
  if (!pending) {
    // Erased or expired meanwhile: nobody to write to.
    await giveBack();
    await store.delete(entry.key);
    return false;
  }
  try {
    await sendConfirmationMail(runtime, {
      pendingKey: record.pendingKey,
      name: pending.name,
      email: pending.email,
      confirmToken: linkToken(runtime.tokenSecret, "confirm", record.confirmNonce),
      deleteToken: linkToken(runtime.tokenSecret, "delete", record.deleteNonce),
      campaign: record.campaign,
      marketing: Boolean(pending.marketingVersion),
    });
    await Promise.all([store.delete(entry.key), noteMailSent(store, now)]);
    return true;
  } catch (error) {
    await giveBack();
    if (isPermanentFailure(error)) {
      await store.delete(entry.key);
      await store.dropPending(record.pendingKey);
    }
    log(`limits: a held confirmation mail was not sent: ${redactAddresses((error as Error).message).slice(0, 300)}`);
    return false;
  }
}

/**
 * Claims one of the operator's hourly mails (compare-and-set on `operator/<kind>`): true when it
 * is due and this run may send it. `undo` gives the claim back after a failed send.
 */
async function claimOperatorMail(runtime: FollowUpRuntime, kind: "notice" | "digest", now: number) {
  const key = `operator/${kind}`;
  const current = await runtime.store.readVersioned<{ sentAt: number }>(key);
  if (current && now - current.value.sentAt < OPERATOR_MAIL_EVERY_MS) return undefined;
  const result = current
    ? await runtime.store.blobs.setJSON(key, { sentAt: now }, { onlyIfMatch: current.etag })
    : await runtime.store.blobs.setJSON(key, { sentAt: now }, { onlyIfNew: true });
  if (!result.modified) return undefined;
  return async () => {
    if (current) await runtime.store.blobs.setJSON(key, current.value);
    else await runtime.store.blobs.delete(key);
  };
}

/** The operator's notice while confirmation mails wait, and the digest of held contact messages, each at most hourly. */
export async function sendOperatorMails(
  runtime: FollowUpRuntime,
  now: number,
): Promise<{ notice: boolean; digest: number }> {
  const { config, content, sender, store } = runtime;
  const messageId = (kind: "notice" | "digest") => messageIdOf(config, kind, now, randomUUID().slice(0, 8));
  let notice = false;
  if ((await store.blobs.list({ prefix: HELD })).blobs.length > 0) {
    const undo = await claimOperatorMail(runtime, "notice", now);
    if (undo) {
      try {
        const report = await heldReport(runtime);
        await sender.send(await composeMail({ type: "limit-notice", report }, content, config), messageId("notice"));
        notice = true;
      } catch (error) {
        await undo();
        throw error;
      }
    }
  }
  let digest = 0;
  const waiting = (await listed(runtime, DIGEST)).slice(0, DIGEST_MAX_MESSAGES);
  if (waiting.length > 0) {
    const undo = await claimOperatorMail(runtime, "digest", now);
    if (undo) {
      try {
        const messages = (
          await Promise.all(
            waiting.map(({ key }) => store.blobs.get(key, { type: "json" }) as Promise<HeldContact | null>),
          )
        ).filter((message): message is HeldContact => message !== null);
        const mail = await composeMail(
          {
            type: "contact-digest",
            messages: messages.map(({ name, email, message, postedAt }) => ({ name, email, message, postedAt })),
          },
          content,
          config,
        );
        await sender.send(mail, messageId("digest"));
        for (const { key } of waiting) await store.delete(key);
        digest = messages.length;
      } catch (error) {
        await undo();
        throw error;
      }
    }
  }
  return { notice, digest };
}

/**
 * What waits because of a limit right now (the same shape as self-hosted): delayed confirmation
 * mails by domain and by source, the oldest, and contact messages held for the digest.
 */
export async function heldReport(runtime: FollowUpRuntime): Promise<HeldReport> {
  const { store } = runtime;
  const held = await listed(runtime, HELD);
  const records = await Promise.all(
    held.map(({ key }) => store.blobs.get(key, { type: "json" }) as Promise<HeldConfirmation | null>),
  );
  const contacts = await listed(runtime, DIGEST);
  const oldestOf = (keys: Array<{ key: string }>, prefix: string) =>
    keys.length > 0 ? new Date(keyTime(keys[0].key.slice(prefix.length))).toISOString() : null;
  return {
    delayedMails: held.length,
    byDomain: countsByName(records.map((record) => record?.domain ?? "unbekannt")),
    bySource: countsByName(held.map(({ key }) => sourceLabel(heldNames(key).source))),
    oldestDelayedSince: oldestOf(held, HELD),
    heldContactMessages: contacts.length,
    oldestContactSince: oldestOf(contacts, DIGEST),
  };
}
