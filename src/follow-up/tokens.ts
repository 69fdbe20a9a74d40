// The link tokens of the mails, the same on both hosts: opaque (no address or name in any URL),
// 128 random bits plus a 128-bit HMAC under TOKEN_SECRET that binds them to their purpose. A
// forged or mistyped token is refused before any lookup. Hosts store the token's SHA-256 (to find
// its state) and, until the mail is sent, its nonce; never the token itself: a copy of the store
// cannot confirm or unsubscribe anyone without the secret.
import { createHash, createHmac, randomFillSync, timingSafeEqual } from "crypto";

/** Confirm a request; unsubscribe (plan mail); delete a request and all of its person (confirmation mail). */
export type TokenPurpose = "confirm" | "unsubscribe" | "delete";

/** TOKEN_SECRET shorter than this is refused: a guessable key would let anyone forge links. */
export const TOKEN_SECRET_MIN_LENGTH = 32;

const NONCE_BYTES = 16;
const MAC_BYTES = 16;
/** base64url of nonce ‖ MAC: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Nonces are cut from 4 KB of random bytes drawn at once, as Node's own randomUUID does: a call of
 * randomBytes for each took 5 to 16 µs, a tenth of a form post's time on the self-hosted server.
 */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64url", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

function mac(secret: string, purpose: TokenPurpose, nonce: Buffer): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:`).update(nonce).digest().subarray(0, MAC_BYTES);
}

/** The token for a nonce: what the mail's link carries. */
export function linkToken(secret: string, purpose: TokenPurpose, nonce: string): string {
  const bytes = Buffer.from(nonce, "base64url");
  return Buffer.concat([bytes, mac(secret, purpose, bytes)]).toString("base64url");
}

/** Whether the token was made with this secret for this purpose (constant-time comparison). */
export function isGenuineToken(secret: string, purpose: TokenPurpose, token: unknown): token is string {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return false;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== NONCE_BYTES + MAC_BYTES) return false;
  return timingSafeEqual(bytes.subarray(NONCE_BYTES), mac(secret, purpose, bytes.subarray(0, NONCE_BYTES)));
}

/** What a host stores to find a token's state. */
export function tokenKey(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
