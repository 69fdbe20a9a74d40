// The optional webhook per confirmed lead: JSON body signed with HMAC-SHA256 (README, "After the form").
import { createHmac } from "crypto";

export const WEBHOOK_SIGNATURE_HEADER = "X-Signature";
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** "sha256=" + hex HMAC-SHA256(secret, body): what the receiver recomputes over the raw body. */
export function signWebhook(secret: string, body: string): string {
  return "sha256=" + createHmac("sha256", secret).update(body).digest("hex");
}

/** Rejects on a network error, a timeout or a non-2xx answer, so the outbox retries. */
export async function postWebhook(
  url: string,
  secret: string,
  payload: object,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body) },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook ${new URL(url).host} answered HTTP ${response.status}`);
}
