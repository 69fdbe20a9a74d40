// What waits because of a limit, in the same shape on both hosts (server/held-mails.ts,
// netlify/follow-up/held-mails.ts): the operator's hourly notice mail shows it, and the operator's
// page can call the hosts' `heldReport` (docs/security.md, "What the operator sees").

export interface HeldCount {
  /** A domain as emailKey spells it, or a source's label (the first 8 hex digits of its keyed hash). */
  name: string;
  count: number;
}

export interface HeldReport {
  /** Confirmation mails waiting for a ceiling (domain, source or site). */
  delayedMails: number;
  /** The delayed mails by the domain of their address, most first. */
  byDomain: HeldCount[];
  /** The delayed mails by the source they were posted from, most first (no IP address, only a label). */
  bySource: HeldCount[];
  /** When the longest-waiting delayed mail's request was posted (ISO time), or null. */
  oldestDelayedSince: string | null;
  /** Contact messages over their limits, waiting for the operator's hourly digest. */
  heldContactMessages: number;
  oldestContactSince: string | null;
}

/** A source as the operator sees it: a label that tells sources apart and says nothing about the IP. */
export const sourceLabel = (keyedName: string | null | undefined) =>
  keyedName ? keyedName.slice(keyedName.indexOf(":") + 1, keyedName.indexOf(":") + 9) : "unbekannt";

/** Counts by name, most first (at most `top` of them; the rest are summed up by the caller's total). */
export function countsByName(names: Iterable<string>, top = 20): HeldCount[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, top);
}
