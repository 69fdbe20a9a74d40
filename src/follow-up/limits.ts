// The limits of the two forms, the same on both hosts (docs/security.md, "Every limit"). The form
// must not be a mail cannon aimed at a stranger's inbox, one organisation's mail server or the
// sender's reputation, and no attacker may make it lose a real person:
// - a lead over a domain, source or site ceiling is stored like any other; only its confirmation
//   mail waits (outbox or Blobs) until the ceilings allow it, oldest first;
// - only a repeat of the same inbox beyond its mails of the day is dropped: he has his mails;
// - a contact message over a limit is kept and reaches the operator in the hourly digest.
// Counting is constant-time: a counter per name and time bucket (server/limit-counters.ts,
// netlify/follow-up/limit-counters.ts), never a scan of the window's requests. The two limits the
// privacy text states (per inbox, per domain) are in src/lib/privacy-numbers.ts.
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, CONFIRMATIONS_PER_DOMAIN_PER_HOUR } from "../lib/privacy-numbers";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A sliding window counted in whole buckets. */
export interface LimitWindow {
  ms: number;
  bucketMs: number;
}
export const HOUR_WINDOW: LimitWindow = { ms: HOUR_MS, bucketMs: 5 * MINUTE_MS };
export const DAY_WINDOW: LimitWindow = { ms: DAY_MS, bucketMs: HOUR_MS };

/** The start of the bucket `now` falls in. */
export const bucketStart = (now: number, window: LimitWindow) => Math.floor(now / window.bucketMs) * window.bucketMs;
/**
 * The first bucket a count includes. Whole buckets from here cover every moment of the last
 * `window.ms` (and up to one bucket more), so a count never lets more through than the limit.
 */
export const windowStart = (now: number, window: LimitWindow) => bucketStart(now, window) - window.ms;
/** When a bucket no longer counts for anything and may go. */
export const bucketExpiry = (start: number, window: LimitWindow) => start + window.bucketMs + window.ms;

/** Confirmation mails of the whole site in any hour, unless CONFIRMATIONS_PER_HOUR says otherwise; beyond: delayed. */
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 300;
/** One source (IP address, IPv6 /64) may take at most this share of the site's hour: 30 sources to fill it. */
export const SOURCES_TO_FILL_CEILING = 30;
export const sourceShare = (confirmationsPerHour: number) =>
  Math.max(1, Math.ceil(confirmationsPerHour / SOURCES_TO_FILL_CEILING));

/** Contact messages mailed at once; the ones beyond wait for the hourly digest. */
export const CONTACT_MAILS_PER_ADDRESS_PER_DAY = 3;
export const CONTACT_MAILS_PER_SOURCE_PER_HOUR = 5;
export const CONTACT_MAILS_PER_HOUR = 30;

/** While mails wait, the operator gets one notice an hour; held contact messages one digest an hour. */
export const OPERATOR_MAIL_EVERY_MS = HOUR_MS;
/** At most this many messages in one digest; the rest come in the next one. */
export const DIGEST_MAX_MESSAGES = 500;

/** The ceilings that delay a confirmation mail (the inbox limit drops instead). */
export type Ceiling = "domain" | "source" | "site";

/**
 * The counters a request is checked against, by name: keyed hashes, never an address or an IP
 * (src/follow-up/limit-keys.ts). No `domain` for a big public provider; no `source` when the host
 * could not tell where a post came from.
 */
export interface LimitNames {
  mailbox: string;
  domain?: string;
  source?: string;
  site: string;
}

/** The current counts of a request's counters (0 for an absent name). */
export interface LimitCounts {
  mailbox: number;
  domain: number;
  source: number;
  site: number;
}

export type LeadDecision = { mail: "now" } | { mail: "later"; ceilings: Ceiling[] } | { mail: "dropped" };

/** The ceilings a confirmation mail would break if it went now. */
export function ceilingsReached(counts: Omit<LimitCounts, "mailbox">, names: LimitNames, perHour: number): Ceiling[] {
  const reached: Ceiling[] = [];
  if (names.domain && counts.domain >= CONFIRMATIONS_PER_DOMAIN_PER_HOUR) reached.push("domain");
  if (names.source && counts.source >= sourceShare(perHour)) reached.push("source");
  if (counts.site >= perHour) reached.push("site");
  return reached;
}

/** What happens to a valid lead request. */
export function leadDecision(counts: LimitCounts, names: LimitNames, perHour: number): LeadDecision {
  if (counts.mailbox >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) return { mail: "dropped" };
  const ceilings = ceilingsReached(counts, names, perHour);
  return ceilings.length === 0 ? { mail: "now" } : { mail: "later", ceilings };
}

/** Whether a contact message is mailed at once or waits for the digest. */
export function contactGoesNow(counts: LimitCounts, names: LimitNames): boolean {
  return (
    counts.mailbox < CONTACT_MAILS_PER_ADDRESS_PER_DAY &&
    (!names.source || counts.source < CONTACT_MAILS_PER_SOURCE_PER_HOUR) &&
    counts.site < CONTACT_MAILS_PER_HOUR
  );
}

/** The window each counter counts in: inboxes per day, everything else per hour. */
export const windowOf = (name: string): LimitWindow => (name.includes("mailbox:") ? DAY_WINDOW : HOUR_WINDOW);

/** Where a count under `name` at `at` goes and what counts with it, on both hosts' counters. */
export function bucketOf(name: string, at: number): { start: number; countsFrom: number; expiresAt: number } {
  const window = windowOf(name);
  const start = bucketStart(at, window);
  return { start, countsFrom: windowStart(at, window), expiresAt: bucketExpiry(start, window) };
}

/** The operator's log line for each outcome (English, no address). */
export const LIMIT_LOG = {
  dropped: `the inbox had its ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmation mails of the last 24 hours: answered as success, not stored, no mail`,
  later: "stored; its confirmation mail waits for a ceiling",
  digest: "stored; over a contact limit, it goes to the operator in the next hourly digest",
} as const;

/** A mail waiting for a ceiling, with the counters it waits for. */
export interface HeldEntry {
  domain?: string;
  source?: string;
}

/**
 * Which held mails may go now, in order (src/follow-up/limits.ts; both hosts). The sources take
 * turns, the one with the fewest mails in the hour first, and each sends its oldest mail that
 * fits: one busy source or domain cannot make a real visitor wait behind its flood, and nobody
 * waits longer than his turn. `held` is oldest first; `counts` holds every counter the entries
 * name, and "site" (it is updated as places are taken).
 */
export function releaseOrder<T extends HeldEntry>(held: T[], counts: Map<string, number>, perHour: number): T[] {
  const count = (name: string | undefined) => (name ? (counts.get(name) ?? 0) : 0);
  const queues = new Map<string, T[]>();
  for (const entry of held) {
    const queue = queues.get(entry.source ?? "") ?? [];
    queue.push(entry);
    queues.set(entry.source ?? "", queue);
  }
  const released: T[] = [];
  let progress = true;
  while (progress && count("site") < perHour) {
    progress = false;
    const turns = [...queues.keys()].sort((a, b) => count(a) - count(b));
    for (const source of turns) {
      const queue = queues.get(source)!;
      const index = queue.findIndex(
        (entry) =>
          ceilingsReached(
            { domain: count(entry.domain), source: count(entry.source), site: count("site") },
            { mailbox: "", domain: entry.domain, source: entry.source, site: "site" },
            perHour,
          ).length === 0,
      );
      if (index < 0) {
        queues.delete(source);
        continue;
      }
      const [entry] = queue.splice(index, 1);
      if (queue.length === 0) queues.delete(source);
      released.push(entry);
      progress = true;
      for (const name of [entry.domain, entry.source, "site"]) if (name) counts.set(name, count(name) + 1);
      if (count("site") >= perHour) break;
    }
  }
  return released;
}
