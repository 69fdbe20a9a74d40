// Netlify's submission-created event: one verified form post of the site. A lead without the
// consent box is refused; a valid one is kept as a pending request (Blobs, under its token's key)
// and gets the confirmation mail with an opaque link; a contact message is mailed to the operator
// with Reply-To = the sender. A failed SMTP send throws, so the function fails loudly and Netlify
// runs it again; the pending request of the failed try is removed first.
import { randomUUID } from "crypto";
import {
  CHECKBOX_VALUE,
  HONEYPOT_FIELD,
  FORM_NAME_FIELD,
  forms,
  isFormName,
  normalize,
  validate,
} from "../../src/lib/forms";
import { CONFIRM_TOKEN_DAYS } from "../../src/lib/follow-up";
import { isPermanentFailure } from "../../src/follow-up/retry";
import type { LimitHit } from "../../src/follow-up/limits";
import { linkToken, newNonce, tokenKey } from "../../src/follow-up/tokens";
import { mailDomain } from "../../src/mail/config";
import { composeMail, urls, type MailEvent } from "../../src/mail/compose";
import type { FollowUpRuntime } from "./runtime";
import { campaignOfUrl } from "../../src/operator/campaign";
import { countQuietly } from "../operator/counters";
import { noteMailSent } from "../operator/state";

/** The parts of Netlify's payload this function reads (payload.data holds every form field). */
export interface SubmissionPayload {
  form_name?: string;
  data?: Record<string, unknown>;
}

/** For the operator's log only: the caller's answer is the same whatever happened to the address. */
export type SubmissionOutcome =
  "confirmation-sent" | "contact-sent" | "spam" | "invalid" | `over the ${LimitHit} limit` | "refused-by-smtp";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const DAY_MS = 24 * 60 * 60 * 1000;

/** Netlify sends form_name; `netlify dev` leaves it out, and the hidden form-name field says the same. */
export function formNameOf(payload: SubmissionPayload): unknown {
  return payload.form_name ?? payload.data?.[FORM_NAME_FIELD];
}

export async function handleSubmission(
  payload: SubmissionPayload,
  runtime: FollowUpRuntime,
  now = Date.now(),
): Promise<SubmissionOutcome> {
  const data = payload.data ?? {};
  const formName = formNameOf(payload);
  if (text(data[HONEYPOT_FIELD]) !== "") return "spam";
  if (!isFormName(formName)) return "invalid";
  const form = forms[formName];
  const values = normalize(form, Object.fromEntries(form.fields.map((field) => [field.name, text(data[field.name])])));
  if (Object.keys(validate(form, values)).length > 0) return "invalid";
  const { name = "", email = "", message = "" } = values;
  const { config, content, sender, store, tokenSecret } = runtime;
  // Our own id and clock: the payload's id and created_at are whatever the poster sent.
  const messageId = (kind: string) => `<zv-${kind}-${randomUUID()}@${mailDomain(config.siteUrl)}>`;

  if (formName === "kontakt") {
    const mail = await composeMail({ type: "contact", name, email, message }, content, config);
    await sender.send(mail, messageId("contact"));
    await Promise.all([noteMailSent(store, now), countQuietly(store, { step: "contact", at: now }, runtime.log)]);
    return "contact-sent";
  }

  // An address that unsubscribed before starts a new double opt-in like any other (within the limits).
  const slot = await store.takeConfirmation(email, now, config.confirmationsPerHour);
  if (typeof slot === "string") {
    // Nothing is stored or sent; Netlify Forms kept the post, so it goes at the next forms-cleanup.
    await store.markForCleanup(store.hashOf(email), now);
    return `over the ${slot} limit`;
  }
  const token = linkToken(tokenSecret, "confirm", newNonce());
  const key = tokenKey(token);
  await store.savePending(key, {
    email,
    name,
    postedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CONFIRM_TOKEN_DAYS * DAY_MS).toISOString(),
    consentVersion: content.texts.consent.version,
    ...(values.marketing === CHECKBOX_VALUE ? { marketingVersion: content.texts.marketingConsent.version } : {}),
  });
  // The page the form was posted from (Netlify Forms' referrer): its utm values ride on in the link.
  const campaign = campaignOfUrl(typeof data.referrer === "string" ? data.referrer : undefined);
  const event: MailEvent = { type: "confirmation", name, email, confirmUrl: urls.confirm(config, token, campaign) };
  try {
    await sender.send(await composeMail(event, content, config), messageId("confirmation"));
  } catch (error) {
    await store.dropPending(key);
    await store.releaseConfirmation(slot);
    // A refused address (SMTP 5xx) is refused on every retry of the event: log it, do not repeat.
    if (isPermanentFailure(error)) return "refused-by-smtp";
    throw error;
  }
  await Promise.all([
    noteMailSent(store, now),
    countQuietly(store, { step: "request", campaign, at: now }, runtime.log),
  ]);
  return "confirmation-sent";
}
