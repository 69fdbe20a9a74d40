// Facts of the follow-up after the lead form (docs/follow-up.md), shared by the
// Gatsby pages, the self-hosted server, the Netlify functions and the tests.

/** Query parameter that carries a confirmation or unsubscribe token: /bestaetigen/?t=TOKEN. */
export const TOKEN_PARAM = "t";

/** A confirmation link is valid this long (the confirmation mail says so). */
export const CONFIRM_TOKEN_DAYS = 7;

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

/** RFC 8058: the body a mail client POSTs to the List-Unsubscribe URL. */
export const ONE_CLICK_FIELD = "List-Unsubscribe";
export const ONE_CLICK_VALUE = "One-Click";
export const ONE_CLICK_BODY = `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`;

/** Optional fields of the lead form: where the visitor came from (landing URL, no cookies). */
export const UTM_FIELDS = ["utm_source", "utm_campaign"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export const UTM_MAX_LENGTH = 100;
