// Random link tokens for the self-hosted server: 192 bits from the system's CSPRNG, URL-safe.
// Only a SHA-256 hash is stored, so a copy of the database cannot confirm or unsubscribe anyone.
import { createHash, randomBytes } from "crypto";

export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
