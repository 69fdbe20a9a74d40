// One spelling of an e-mail address per person, and what is kept of it after erasure.
// `MÜLLER@BÜCHER.DE`, ` müller@bücher.de ` and `müller@xn--bcher-kva.de` are one person for
// erasure, unsubscribe, proofs and tokens (DESIGN "After the form", point 8); the limits count
// per inbox (mailboxKey), so `otto+1@gmail.com` and `o.t.t.o@gmail.com` are one inbox there.
import { createHmac } from "crypto";
import { domainToASCII } from "url";

/** Trimmed, Unicode-normalised and lower-cased, the domain as punycode (IDN). */
export function emailKey(email: string): string {
  const clean = email.trim().normalize("NFC").toLowerCase();
  const at = clean.lastIndexOf("@");
  if (at < 0) return clean;
  const domain = clean.slice(at + 1);
  return `${clean.slice(0, at)}@${domainToASCII(domain) || domain}`;
}

/** Google delivers both domains into one inbox and ignores dots in the local part. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address ends in, as the limits count it (docs/security.md): emailKey's spelling,
 * the `+tag` removed (`otto+news@web.de` is `otto@web.de`), and for Gmail the dots removed and
 * googlemail.com spelt gmail.com. Only for counting: mail still goes to the address as typed.
 */
export function mailboxKey(email: string): string {
  const key = emailKey(email);
  const at = key.lastIndexOf("@");
  if (at < 0) return key;
  let local = key.slice(0, at);
  let domain = key.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** The domain of the address as emailKey spells it: what the per-domain limit counts by. */
export function domainOf(email: string): string {
  const key = emailKey(email);
  return key.slice(key.lastIndexOf("@") + 1);
}

/**
 * What the proof of consent keep of an address: HMAC-SHA256 under the server's
 * secret (TOKEN_SECRET). Unlike a plain hash, nobody who only holds the stored value can test an
 * address against it; without the secret it cannot be reversed.
 */
export function addressHash(secret: string, email: string): string {
  return createHmac("sha256", secret).update(emailKey(email)).digest("hex");
}
