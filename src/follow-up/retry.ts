// How both hosts retry a mail or webhook call that failed: the first retry soon, then doubling
// delays, at most an hour apart; given up and marked failed for the operator after a day.

/** Longer than the longest SMTP conversation (src/mail/transport.ts): a crashed sender's claim comes back after it. */
export const LEASE_MS = 2 * 60_000;
/** A mail that could not be sent for a day is marked failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * An SMTP 5xx answer (e.g. 550 no such mailbox, 501 a malformed address) says the same on every
 * try: such a mail fails at once instead of being retried for a day. 4xx and network errors are
 * temporary.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Delay before the next try after `attempts` failed ones: base, 2×, 4× … at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}
