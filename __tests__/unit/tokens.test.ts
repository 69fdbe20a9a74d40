/** @jest-environment node */
// Link tokens (src/follow-up/tokens.ts): nonces come from a pool of random bytes refilled as it runs
// out; no nonce may repeat across refills, and each makes a token that verifies for its purpose only.
import { isGenuineToken, linkToken, newNonce } from "../../src/follow-up/tokens";

const SECRET = "t".repeat(40);

it("never repeats a nonce across many pool refills, each 16 random bytes", () => {
  const nonces = Array.from({ length: 5_000 }, newNonce);
  expect(new Set(nonces).size).toBe(nonces.length);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64url")).toHaveLength(16);
  // Random bytes, not a counter: every byte value turns up in each position of the nonces.
  const firstBytes = new Set(nonces.map((nonce) => Buffer.from(nonce, "base64url")[0]));
  expect(firstBytes.size).toBeGreaterThan(250);
});

it("makes tokens that verify for their own purpose only", () => {
  const token = linkToken(SECRET, "confirm", newNonce());
  expect(isGenuineToken(SECRET, "confirm", token)).toBe(true);
  expect(isGenuineToken(SECRET, "unsubscribe", token)).toBe(false);
  expect(isGenuineToken("x".repeat(40), "confirm", token)).toBe(false);
});
