// What goes out to mail servers and to the webhook's receiver, built the same way on both hosts.
// Each id is stable per outbox row (self-hosted) or per record (Netlify): a retry after a crash
// carries the same id, receivers de-duplicate on it, and bounce reading knows our mails by their
// Message-ID (src/operator/bounce-reader.ts, server/bounces.ts, netlify/operator/bounces.ts).
import { mailDomain, type MailConfig } from "../mail/config";
import { postWebhook, type WebhookEvent } from "../mail/webhook";

const PREFIX = "zv";
/** How much of a keyed hash an id carries (Netlify names records by it): enough to tell people apart. */
export const ID_KEY_LENGTH = 24;
export const idKeyOf = (hash: string) => hash.slice(0, ID_KEY_LENGTH);

type IdPart = string | number;
export type MailKind = "confirmation" | "plan" | "contact" | "report" | "notice" | "digest";

/** zv-<parts>: a webhook call's id (its webhook-id header). */
export const webhookIdOf = (...parts: IdPart[]) => [PREFIX, ...parts].join("-");

/** <zv-<kind>-<parts>@<the site's mail domain>>: a mail's Message-ID. */
export const messageIdOf = (config: Pick<MailConfig, "siteUrl">, kind: MailKind, ...parts: IdPart[]) =>
  `<${webhookIdOf(kind, ...parts)}@${mailDomain(config.siteUrl)}>`;

/** Finds one of our Message-IDs in a delivery report's text; group 1 is the id without angle brackets. */
export const OUR_MESSAGE_ID = new RegExp(`Message-ID:\\s*<(${PREFIX}-[A-Za-z0-9._-]+@[A-Za-z0-9.-]+)>`, "i");

/** The kind and parts of one of our Message-IDs (without angle brackets), or undefined for any other. */
export function partsOfMessageId(messageId: string): { kind: string; parts: string[] } | undefined {
  const at = messageId.indexOf("@");
  if (at < 0) return undefined;
  const [prefix, kind, ...parts] = messageId.slice(0, at).split("-");
  return prefix === PREFIX && kind ? { kind, parts } : undefined;
}

/** The person the lead.confirmed call is about: the fields the privacy policy names, on both hosts. */
export interface ConfirmedLead {
  /** The keyed address hash: the same in the lead.erased call of this person. */
  leadId: string;
  name: string;
  email: string;
  confirmedAt: string;
  consentVersion: string | null;
  marketingVersion?: string | null;
}

/** Field by field: a record passed in whole never sends more than these. */
export const leadConfirmed = (lead: ConfirmedLead): WebhookEvent => ({
  type: "lead.confirmed",
  data: {
    leadId: lead.leadId,
    name: lead.name,
    email: lead.email,
    confirmedAt: lead.confirmedAt,
    consentVersion: lead.consentVersion,
    marketingVersion: lead.marketingVersion ?? null,
  },
});

export const leadErased = (leadId: string, reason: "unsubscribed" | "erased" | "expired"): WebhookEvent => ({
  type: "lead.erased",
  data: { leadId, reason },
});

/** Posts one call to LEAD_WEBHOOK_URL; rejects so that the caller retries (src/mail/webhook.ts). */
export async function callWebhook(config: MailConfig, id: string, event: WebhookEvent): Promise<void> {
  if (!config.webhookUrl || !config.webhookSecret) throw new Error("webhook: LEAD_WEBHOOK_URL is not set");
  await postWebhook(config.webhookUrl, config.webhookSecret, id, event);
}
