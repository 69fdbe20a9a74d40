// Facts of the follow-up after the lead form (docs/follow-up.md), shared by the
// Gatsby pages, the self-hosted server, the Netlify functions and the tests.

/** Query parameter that carries a confirmation or unsubscribe token: /bestaetigen/?t=TOKEN. */
export const TOKEN_PARAM = "t";

/** A confirmation link is valid this long (the confirmation mail says so). */
export const CONFIRM_TOKEN_DAYS = 7;

/** RFC 8058: the body a mail client POSTs to the List-Unsubscribe URL. */
export const ONE_CLICK_FIELD = "List-Unsubscribe";
export const ONE_CLICK_VALUE = "One-Click";
export const ONE_CLICK_BODY = `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`;

/** Optional fields of the lead form: where the visitor came from (landing URL, no cookies). */
export const UTM_FIELDS = ["utm_source", "utm_campaign"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export const UTM_MAX_LENGTH = 100;
