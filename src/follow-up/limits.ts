// How many confirmation mails one address may get: the lead form must not be a mail cannon that
// anybody aims at a stranger's inbox. Over the limit the visitor sees the same thank-you page;
// nothing is stored or sent, and the operator's log says so (without the address).

/** Confirmation mails per address (as email-key.ts spells it) in any 24 hours. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
export const LIMIT_WINDOW_MS = 24 * 60 * 60_000;
