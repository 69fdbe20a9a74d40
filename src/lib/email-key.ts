// One spelling of an e-mail address for matching and hashing: `MÜLLER@BÜCHER.DE` and
// `müller@bücher.de` are the same person for erasure, unsubscribe and the suppression list.
import { createHash } from "crypto";

export function emailKey(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/** What the suppression list keeps of an address after unsubscribing: a SHA-256 hash, never the address. */
export function emailHash(email: string): string {
  return createHash("sha256").update(emailKey(email)).digest("hex");
}
