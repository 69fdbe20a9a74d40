// How many confirmation mails the lead form may cause: it must not be a mail cannon that anybody
// aims at a stranger's inbox, at one company's mail server, or at the sender's reputation. Over a
// limit the visitor sees the same thank-you page (nobody learns which limit, or whether the
// address is known); nothing is stored or sent, and the operator's log says so (without the
// address). Both hosts count the same way: self-hosted in SQLite (server/follow-up-store.ts), on
// Netlify in Blobs (netlify/follow-up/consent-store.ts).
const HOUR_MS = 60 * 60_000;

/** Confirmation mails per address (as email-key.ts spells it) in any 24 hours. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
export const LIMIT_WINDOW_MS = 24 * HOUR_MS;

/** Confirmation mails to addresses at one domain (as email-key.ts spells it) in any hour. */
export const CONFIRMATIONS_PER_DOMAIN_PER_HOUR = 50;
/** Confirmation mails of the whole site in any hour, unless CONFIRMATIONS_PER_HOUR says otherwise. */
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 300;
export const CEILING_WINDOW_MS = HOUR_MS;

/** Which limit a lead request ran into, for the operator's log. */
export type LimitHit = "address" | "domain" | "ceiling";

/** The operator's log line for each limit (English, no address). */
export const LIMIT_LOG: Record<LimitHit, string> = {
  address: `address had its ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmation mails of the last 24 hours`,
  domain: `domain had its ${CONFIRMATIONS_PER_DOMAIN_PER_HOUR} confirmation mails of the last hour`,
  ceiling: "site reached CONFIRMATIONS_PER_HOUR confirmation mails in the last hour (raise it for a campaign)",
};
