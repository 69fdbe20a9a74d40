// Netlify's submission-created event: one verified form post of the site. A lead gets the
// confirmation mail (its link carries a signed token, nothing is stored yet); a contact message is
// mailed to the operator with Reply-To = the sender. A failed SMTP send throws, so the function
// fails loudly and Netlify runs it again; nothing is recorded before that.
import {
  CHECKBOX_VALUE,
  HONEYPOT_FIELD,
  FORM_NAME_FIELD,
  forms,
  isFormName,
  normalize,
  validate,
} from "../../src/lib/forms";
import { UTM_MAX_LENGTH } from "../../src/lib/follow-up";
import { mailDomain } from "../../src/mail/config";
import { composeMail, urls, type MailEvent } from "../../src/mail/compose";
import { signToken } from "../../src/mail/signed-token";
import type { FollowUpRuntime } from "./runtime";

/** The parts of Netlify's payload this function reads (payload.data holds every form field). */
export interface SubmissionPayload {
  id?: string;
  form_name?: string;
  created_at?: string;
  data?: Record<string, unknown>;
}

export type SubmissionOutcome =
  "confirmation-sent" | "contact-sent" | "spam" | "invalid" | "suppressed" | "already-confirmed";

const text = (value: unknown) => (typeof value === "string" ? value : "");

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
  const postedAt =
    payload.created_at && !Number.isNaN(Date.parse(payload.created_at))
      ? payload.created_at
      : new Date(now).toISOString();
  // Stable per submission: Netlify's retry of this event sends a recognisable duplicate at worst.
  const messageId = (kind: string) =>
    `<zv-${kind}-${payload.id ?? store.hashOf(email).slice(0, 24)}-${Date.parse(postedAt)}@${mailDomain(config.siteUrl)}>`;

  if (formName === "kontakt") {
    const mail = await composeMail({ type: "contact", name, email, message }, content, config);
    await sender.send(mail, messageId("contact"));
    return "contact-sent";
  }

  if (await store.isSuppressed(email)) return "suppressed";
  if (await store.consentOf(store.hashOf(email))) return "already-confirmed";
  // The hidden utm fields are optional and, like every posted value, untrusted: trimmed and cut.
  const utm = (value: unknown) => text(value).trim().slice(0, UTM_MAX_LENGTH) || undefined;
  const campaign = { utmSource: utm(data.utm_source), utmCampaign: utm(data.utm_campaign) };
  const consent = content.texts;
  const token = signToken(
    tokenSecret,
    {
      purpose: "confirm",
      email,
      name,
      postedAt,
      consentVersion: consent.consent.version,
      ...(values.marketing === CHECKBOX_VALUE ? { marketingVersion: consent.marketingConsent.version } : {}),
      campaign,
    },
    now,
  );
  const event: MailEvent = { type: "confirmation", name, email, confirmUrl: urls.confirm(config, token) };
  await sender.send(await composeMail(event, content, config), messageId("confirmation"));
  return "confirmation-sent";
}
