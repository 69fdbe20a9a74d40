// Netlify's submission-created event, acted on only for a submission Netlify Forms holds: the
// event names it by its id, and the function reads the submission from Netlify's API (with
// NETLIFY_API_TOKEN). Anyone can call the function's URL with the documented body; a forged call
// names an id Netlify does not hold (or none) and causes nothing. The data comes from the API,
// never from the event's body, and each submission is acted on once.
// A lead without the consent box is refused; a valid one is kept as a pending request (Blobs,
// under its token's key) and gets the confirmation mail now, or later when a ceiling is reached
// (src/follow-up/limits.ts: a limit delays, it never discards). A contact message is mailed to
// the operator with Reply-To = the sender, or over its limits waits for his hourly digest. A
// failed SMTP send throws, so the function fails loudly and Netlify runs it again.
import {
  CHECKBOX_VALUE,
  HONEYPOT_FIELD,
  FORM_NAME_FIELD,
  forms,
  isFormName,
  normalize,
  validate,
} from "../../src/lib/forms";
import { CONFIRM_TOKEN_DAYS } from "../../src/follow-up/facts";
import { isPermanentFailure } from "../../src/follow-up/retry";
import {
  contactGoesNow,
  CONTACT_MAILS_PER_HOUR,
  leadDecision,
  CONTACT_MAILS_PER_SOURCE_PER_HOUR,
  sourceShare,
  type LimitNames,
} from "../../src/follow-up/limits";
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, CONFIRMATIONS_PER_DOMAIN_PER_HOUR } from "../../src/lib/privacy-numbers";
import { limitNames } from "../../src/follow-up/limit-keys";
import { linkToken, newNonce, tokenKey } from "../../src/follow-up/tokens";
import { messageIdOf } from "../../src/follow-up/outgoing";
import { composeMail } from "../../src/mail/compose";
import { isSubmissionId, type NetlifySubmission } from "./forms-api";
import { holdConfirmation, holdContact } from "./held-mails";
import { sendConfirmationMail } from "./confirmation-mail";
import type { FollowUpRuntime } from "./runtime";
import { createDeleteLink, dropDeleteLink } from "./request-deletion";
import { recordConsentTexts } from "./consent-texts";
import { campaignOfUrl } from "../../src/operator/campaign";
import { countQuietly } from "../operator/counters";
import { noteMailSent } from "../operator/state";

/** The parts of Netlify's event body this function reads: only the submission's id is trusted, as a question to the API. */
export interface SubmissionEvent {
  id?: unknown;
  form_name?: unknown;
  data?: Record<string, unknown>;
}

/** For the operator's log only: the caller's answer is the same whatever happened to the address. */
export type SubmissionOutcome =
  | "not held by Netlify"
  | "handled before"
  | "confirmation-sent"
  | "confirmation delayed by a ceiling"
  | "dropped: the inbox had its confirmation mails of the day"
  | "contact-sent"
  | "contact held for the digest"
  | "spam"
  | "invalid"
  | "refused-by-smtp";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const DAY_MS = 24 * 60 * 60 * 1000;

/** Netlify sends form_name; the hidden form-name field says the same. */
export function formNameOf(payload: { form_name?: unknown; data?: Record<string, unknown> }): unknown {
  return payload.form_name ?? payload.data?.[FORM_NAME_FIELD];
}

export async function handleSubmission(
  event: SubmissionEvent,
  runtime: FollowUpRuntime,
  now = runtime.now(),
): Promise<{ form: unknown; outcome: SubmissionOutcome }> {
  const { forms: api, store } = runtime;
  if (!api)
    throw new Error(
      "submission-created: NETLIFY_API_TOKEN (and SITE_ID) must be set: the function acts only on submissions it can check with Netlify's API",
    );
  if (!isSubmissionId(event.id)) return { form: formNameOf(event), outcome: "not held by Netlify" };
  const [submission, handled] = await Promise.all([api.get(event.id), store.wasHandled(event.id)]);
  if (!submission) return { form: formNameOf(event), outcome: "not held by Netlify" };
  const form = formNameOf(submission);
  if (handled) return { form, outcome: "handled before" };
  const outcome = await act(submission, runtime, now);
  await store.markHandled(submission.id, now);
  return { form, outcome };
}

async function act(submission: NetlifySubmission, runtime: FollowUpRuntime, now: number): Promise<SubmissionOutcome> {
  const data = submission.data ?? {};
  const formName = formNameOf(submission);
  if (text(data[HONEYPOT_FIELD]) !== "") return "spam";
  if (!isFormName(formName)) return "invalid";
  const form = forms[formName];
  const values = normalize(form, Object.fromEntries(form.fields.map((field) => [field.name, text(data[field.name])])));
  if (Object.keys(validate(form, values)).length > 0) return "invalid";
  // The ip Netlify Forms recorded with the post: counted only as a keyed hash.
  const names = limitNames(runtime.tokenSecret, formName, values.email ?? "", data.ip);
  // His submission goes from Netlify Forms by its id when he unsubscribes or is erased.
  await runtime.store.rememberSubmission(runtime.store.hashOf(values.email ?? ""), submission.id, now);
  const post = { submission, values, names, runtime, now };
  return formName === "kontakt" ? contact(post) : lead(post);
}

/** A valid post of one form, with the names its limits count it by. */
interface ValidPost {
  submission: NetlifySubmission;
  values: Record<string, string | undefined>;
  names: LimitNames;
  runtime: FollowUpRuntime;
  now: number;
}

async function contact({ submission, values, names, runtime, now }: ValidPost): Promise<SubmissionOutcome> {
  const { counters, config, content, sender, store } = runtime;
  const { name = "", email = "", message = "" } = values;
  const { counts, seen } = await counters.read(names, now);
  await counters.take(names.mailbox, now, Infinity, seen);
  const places: Array<[string | undefined, number]> = [
    [names.source, CONTACT_MAILS_PER_SOURCE_PER_HOUR],
    [names.site, CONTACT_MAILS_PER_HOUR],
  ];
  if (!contactGoesNow(counts, names) || !(await counters.takeAll(places, now, seen))) {
    await holdContact(
      runtime,
      { name, email, message, postedAt: new Date(now).toISOString(), submissionId: submission.id },
      now,
    );
    await countQuietly(store, { step: "contact", at: now }, runtime.log);
    return "contact held for the digest";
  }
  try {
    const mail = await composeMail({ type: "contact", name, email, message }, content, config);
    await sender.send(mail, messageIdOf(config, "contact", submission.id));
  } catch (error) {
    for (const [place] of places) if (place) await counters.giveBack(place, now);
    await counters.giveBack(names.mailbox, now);
    throw error;
  }
  await Promise.all([noteMailSent(store, now), countQuietly(store, { step: "contact", at: now }, runtime.log)]);
  return "contact-sent";
}

async function lead({ submission, values, names, runtime, now }: ValidPost): Promise<SubmissionOutcome> {
  const { counters, config, content, store, tokenSecret } = runtime;
  const { name = "", email = "" } = values;
  const places: Array<[string | undefined, number]> = [
    [names.domain, CONFIRMATIONS_PER_DOMAIN_PER_HOUR],
    [names.source, sourceShare(config.confirmationsPerHour)],
    [names.site, config.confirmationsPerHour],
  ];
  // Read first (cheap), then take the places with compare-and-set, the inbox's and the ceilings'
  // at once: a flood whose ceilings are full costs no write there.
  const { counts, seen } = await counters.read(names, now);
  const [inboxPlace, goesNow] = await Promise.all([
    counts.mailbox < CONFIRMATIONS_PER_ADDRESS_PER_DAY &&
      counters.take(names.mailbox, now, CONFIRMATIONS_PER_ADDRESS_PER_DAY, seen),
    leadDecision(counts, names, config.confirmationsPerHour).mail === "now" && counters.takeAll(places, now, seen),
  ]);
  // Only a repeat of an inbox that had its mails of the day is dropped (he has his mails); its
  // Netlify Forms copy goes at the next forms-cleanup.
  if (!inboxPlace) {
    if (goesNow) for (const [place] of places) if (place) await counters.giveBack(place, now);
    await store.markFormsDelete([submission.id], now);
    return "dropped: the inbox had its confirmation mails of the day";
  }
  await recordConsentTexts(runtime);
  const marketing = values.marketing === CHECKBOX_VALUE;
  const nonce = newNonce();
  const token = linkToken(tokenSecret, "confirm", nonce);
  const key = tokenKey(token);
  const saved = store.savePending(key, {
    email,
    name,
    postedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CONFIRM_TOKEN_DAYS * DAY_MS).toISOString(),
    consentVersion: content.texts.consent.version,
    ...(marketing ? { marketingVersion: content.texts.marketingConsent.version } : {}),
    submissionId: submission.id,
  });
  const deleteNonce = newNonce();
  const deleteToken = await createDeleteLink(runtime, email, deleteNonce);
  // The page the form was posted from (Netlify Forms' referrer): its utm values ride on in the links.
  const data = submission.data ?? {};
  const campaign = campaignOfUrl(typeof data.referrer === "string" ? data.referrer : undefined);
  // An address that unsubscribed before starts a new double opt-in like any other.
  if (!goesNow) {
    await Promise.all([
      saved,
      holdConfirmation(runtime, { pendingKey: key, confirmNonce: nonce, deleteNonce, email, campaign }, names, now),
      countQuietly(store, { step: "request", campaign, at: now }, runtime.log),
    ]);
    return "confirmation delayed by a ceiling";
  }
  await saved;
  try {
    await sendConfirmationMail(runtime, {
      pendingKey: key,
      name,
      email,
      confirmToken: token,
      deleteToken,
      campaign,
      marketing,
    });
  } catch (error) {
    await store.dropPending(key);
    await dropDeleteLink(runtime, deleteToken);
    for (const [place] of places) if (place) await counters.giveBack(place, now);
    await counters.giveBack(names.mailbox, now);
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
