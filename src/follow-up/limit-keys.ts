// The names of a request's limit counters (src/follow-up/limits.ts): keyed hashes (HMAC under
// TOKEN_SECRET) of the inbox, the domain and the source, so neither the database nor Blobs keep
// an address or an IP address for counting; without the secret none can be tested against them.
import { createHmac } from "crypto";
import { domainOf, mailboxKey } from "./email-key";
import type { LimitNames } from "./limits";
import { isPublicMailProvider } from "./public-providers";
import { sourceOf } from "./source";

export type LimitForm = "lead" | "kontakt";

/** A stable, short keyed hash: 128 bits, enough to tell inboxes, domains and sources apart. */
export function keyedName(secret: string, kind: string, value: string): string {
  return `${kind}:${createHmac("sha256", secret).update(`${kind}\n${value}`).digest("hex").slice(0, 32)}`;
}

/** The counters of a request of `form` by `email`, posted from `ip` (undefined when unknown). */
export function limitNames(secret: string, form: LimitForm, email: string, ip: unknown): LimitNames {
  const prefix = form === "lead" ? "" : "contact-";
  const domain = domainOf(email);
  const source = sourceOf(ip);
  return {
    mailbox: keyedName(secret, `${prefix}mailbox`, mailboxKey(email)),
    // A contact message is counted per inbox, source and site only: no organisation gets mail from it.
    ...(form === "lead" && !isPublicMailProvider(domain) ? { domain: keyedName(secret, "domain", domain) } : {}),
    ...(source ? { source: keyedName(secret, `${prefix}source`, source) } : {}),
    site: `${prefix}site`,
  };
}
