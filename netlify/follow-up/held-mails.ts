// What waits because of a limit on Netlify (src/follow-up/limits.ts), and how it leaves, the same
// rules as self-hosted (server/held-mails.ts): a confirmation mail over a ceiling waits in
// `held/<ms>-<id>/<domain>/<source>` (the key names the counters it waits for, so the release
// reads only the listing) and goes out oldest first as the ceilings allow; while any wait, the
// operator gets one notice an hour; contact messages over their limits (`digest/<ms>-<id>`) reach
// him in one digest an hour. deliver-due runs all of it every minute.
import { randomUUID } from "crypto";
import { domainOf } from "../../src/lib/email-key";
import {
  ceilingsReached,
  CONFIRMATIONS_PER_DOMAIN_PER_HOUR,
  DIGEST_MAX_MESSAGES,
  OPERATOR_MAIL_EVERY_MS,
  sourceShare,
  type LimitNames,
} from "../../src/follow-up/limits";
import { countsByName, sourceLabel, type HeldReport } from "../../src/follow-up/held-report";
import { isPermanentFailure, LEASE_MS } from "../../src/follow-up/retry";
import { linkToken } from "../../src/follow-up/tokens";
import { composeMail, urls } from "../../src/mail/compose";
import { mailDomain } from "../../src/mail/config";
import type { DigestMessage } from "../../src/mail/emails/operator-mails";
import { keyTime } from "./consent-store";
import { redactAddresses } from "./redact";
import type { FollowUpRuntime } from "./runtime";

const HELD = "held/";
const DIGEST = "digest/";
const NONE = "-";

/** A confirmation mail waiting for a ceiling; the link is made from the nonce at send time. */
export interface HeldConfirmation {
  pendingKey: string;
  confirmNonce: string;
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
 * Sends held confirmation mails, oldest first, as far as the ceilings allow; one whose domain or
 * source is still at its ceiling waits and the next one is looked at.
 */
export async function releaseHeld(runtime: FollowUpRuntime, now: number): Promise<{ released: number; waiting: number }> {
  const { counters, config, store, log } = runtime;
  const perHour = config.confirmationsPerHour;
  const blobs = await listed(runtime, HELD);
  const counts = new Map<string, number>();
  const countOf = async (name: string | undefined) => {
    if (!name) return 0;
    if (!counts.has(name)) counts.set(name, await counters.count(name, now));
    return counts.get(name)!;
  };
  let released = 0;
  for (const { key, etag } of blobs) {
    if ((await countOf("site")) >= perHour) break;
    const names = heldNames(key);
    const current = { domain: await countOf(names.domain), source: await countOf(names.source), site: await countOf("site") };
    if (ceilingsReached(current, { mailbox: "", ...names, site: "site" }, perHour).length > 0) continue;
    const record = (await store.blobs.get(key, { type: "json" })) as HeldConfirmation | null;
    if (!record || (record.claimedUntil && Date.parse(record.claimedUntil) > now)) continue;
    // Claim it (compare-and-set), so two overlapping runs never both send it.
    const claimed = await store.blobs.setJSON(
      key,
      { ...record, claimedUntil: new Date(now + LEASE_MS).toISOString() },
      etag ? { onlyIfMatch: etag } : {},
    );
    if (!claimed.modified) continue;
    const places: Array<[string | undefined, number]> = [
      [names.domain, CONFIRMATIONS_PER_DOMAIN_PER_HOUR],
      [names.source, sourceShare(perHour)],
      ["site", perHour],
    ];
    if (!(await counters.takeAll(places, now))) {
      counts.clear();
      continue;
    }
    for (const [name] of places) if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    const pending = await store.pending(record.pendingKey);
    if (!pending) {
      // Erased or expired meanwhile: nobody to write to.
      for (const [name] of places) if (name) await counters.giveBack(name, now);
      await store.delete(key);
      continue;
    }
    try {
      const token = linkToken(runtime.tokenSecret, "confirm", record.confirmNonce);
      const mail = await composeMail(
        { type: "confirmation", name: pending.name, email: pending.email, confirmUrl: urls.confirm(config, token) },
        runtime.content,
        config,
      );
      await runtime.sender.send(mail, `<zv-confirmation-${record.pendingKey.slice(0, 24)}@${mailDomain(config.siteUrl)}>`);
      await store.delete(key);
      released++;
    } catch (error) {
      for (const [name] of places) if (name) await counters.giveBack(name, now);
      if (isPermanentFailure(error)) {
        await store.delete(key);
        await store.dropPending(record.pendingKey);
      }
      log(`limits: a held confirmation mail was not sent: ${redactAddresses((error as Error).message).slice(0, 300)}`);
    }
  }
  return { released, waiting: blobs.length - released };
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
export async function sendOperatorMails(runtime: FollowUpRuntime, now: number): Promise<{ notice: boolean; digest: number }> {
  const { config, content, sender, store } = runtime;
  const messageId = (kind: string) => `<zv-${kind}-${now}-${randomUUID().slice(0, 8)}@${mailDomain(config.siteUrl)}>`;
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
          await Promise.all(waiting.map(({ key }) => store.blobs.get(key, { type: "json" }) as Promise<HeldContact | null>))
        ).filter((message): message is HeldContact => message !== null);
        const mail = await composeMail(
          { type: "contact-digest", messages: messages.map(({ name, email, message, postedAt }) => ({ name, email, message, postedAt })) },
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
