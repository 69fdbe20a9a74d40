// The optional webhook (LEAD_WEBHOOK_URL): `lead.confirmed` when a person confirms, `lead.erased`
// when his data goes (unsubscribe, `leads -- delete`, retention), so the receiver can erase too.
// Signed the Standard Webhooks way (standardwebhooks.com), which receivers already verify with
// ready libraries: webhook-id (the same on every retry, for de-duplication), webhook-timestamp
// (seconds; a receiver refuses old ones, so a recorded call cannot be replayed) and
// webhook-signature "v1,<base64 HMAC-SHA256(secret, id.timestamp.body)>".
import { createHmac } from "crypto";

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A guessable secret would let anyone forge calls: at least this many characters. */
export const WEBHOOK_SECRET_MIN_LENGTH = 32;
const SECRET_PREFIX = "whsec_";

/** What the privacy policy says the receiver gets, and nothing more. */
export type WebhookEvent =
  | {
      type: "lead.confirmed";
      data: {
        /** The keyed address hash: the same in the lead.erased event of this person. */
        leadId: string;
        name: string;
        email: string;
        confirmedAt: string;
        consentVersion: string | null;
        marketingVersion: string | null;
      };
    }
  | { type: "lead.erased"; data: { leadId: string; reason: "unsubscribed" | "erased" | "expired" } };

/** The key: a Standard Webhooks secret "whsec_<base64>", or any other string taken as its bytes. */
function secretBytes(secret: string): Buffer {
  return secret.startsWith(SECRET_PREFIX)
    ? Buffer.from(secret.slice(SECRET_PREFIX.length), "base64")
    : Buffer.from(secret);
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac("sha256", secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** Rejects on a network error, a timeout or a non-2xx answer, so the caller retries. */
export async function postWebhook(
  url: string,
  secret: string,
  deliveryId: string,
  event: WebhookEvent,
  now = Date.now(),
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  const timestamp = Math.floor(now / 1000);
  const body = JSON.stringify({ type: event.type, timestamp: new Date(now).toISOString(), data: event.data });
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "webhook-id": deliveryId,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(secret, deliveryId, timestamp, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook ${new URL(url).host} answered HTTP ${response.status}`);
}
