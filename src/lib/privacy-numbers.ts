// The numbers the privacy policy, the consents and the mails state: how long a lead's data is kept
// and how many confirmation mails one inbox or one organisation gets. The texts read them through
// placeholders (placeholders.ts); both hosts enforce them (src/follow-up/limits.ts, the erasure).

/** Unconfirmed leads and their tokens are erased after this many days (the mail says so). */
export const UNCONFIRMED_RETENTION_DAYS = 30;

/**
 * Name, address and answers of a lead without the consent to further mails go this many days
 * after the plan mail (PLAN_RETENTION_DAYS): long enough to answer his questions about the plan.
 */
export const DEFAULT_PLAN_RETENTION_DAYS = 30;

/**
 * Name, address and answers of a lead who also agreed to further mails go this many years after
 * the last contact (his plan mail): the marketing consent says so, and the software sends him
 * nothing more itself (docs/launch.md).
 */
export const MARKETING_RETENTION_YEARS = 2;

/** A proof record (keyed address hash, consent versions, times) is kept this long after the data went. */
export const PROOF_RETENTION_YEARS = 3;

/** Confirmation mails to one inbox (src/follow-up/email-key.ts mailboxKey) in any 24 hours; a request beyond is dropped. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** Confirmation mails to one organisation's domain in any hour (big public providers are exempt); beyond: delayed. */
export const CONFIRMATIONS_PER_DOMAIN_PER_HOUR = 50;
