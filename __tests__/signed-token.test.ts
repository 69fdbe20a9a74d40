/** @jest-environment node */
import {
  SIGNED_TOKEN_MAX_LENGTH,
  TOKEN_LIFETIME_MS,
  signToken,
  verifyToken,
  type TokenClaims,
} from "../src/mail/signed-token";
import { leadForm } from "../src/lib/forms";
import { UTM_MAX_LENGTH } from "../src/lib/follow-up";

const SECRET = "test-secret-0123456789-abcdefghijklmnop";
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const claims: TokenClaims = {
  purpose: "confirm",
  email: "heinz.müller@example.de",
  name: "Heinz",
  postedAt: "2026-11-26T11:59:00.000Z",
};

function flipCharacter(token: string, index: number): string {
  const c = token[index];
  return token.slice(0, index) + (c === "A" ? "B" : "A") + token.slice(index + 1);
}

describe("signed link tokens", () => {
  it("round-trips purpose, address, first name, form time and expiry", () => {
    const token = signToken(SECRET, claims, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(verifyToken(SECRET, token, "confirm", NOW + 1000)).toEqual({
      ok: true,
      token: { ...claims, expiresAt: NOW + TOKEN_LIFETIME_MS.confirm },
    });
  });

  it("carries the campaign of the landing URL when there was one", () => {
    const campaign = { utmSource: "zeitung", utmCampaign: "herbst" };
    const token = signToken(SECRET, { ...claims, campaign }, NOW);
    expect(verifyToken(SECRET, token, "confirm", NOW)).toMatchObject({ ok: true, token: { campaign } });
    expect(verifyToken(SECRET, signToken(SECRET, claims, NOW), "confirm", NOW)).not.toHaveProperty("token.campaign");
  });

  it("confirmation links expire after 7 days", () => {
    const token = signToken(SECRET, claims, NOW);
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(verifyToken(SECRET, token, "confirm", NOW + sevenDays - 1).ok).toBe(true);
    expect(verifyToken(SECRET, token, "confirm", NOW + sevenDays)).toEqual({ ok: false, reason: "expired" });
  });

  it("unsubscribe links keep working for years", () => {
    const token = signToken(SECRET, { ...claims, purpose: "unsubscribe", name: "" }, NOW);
    const fiveYears = 5 * 365 * 24 * 60 * 60 * 1000;
    expect(verifyToken(SECRET, token, "unsubscribe", NOW + fiveYears).ok).toBe(true);
  });

  it("refuses a token made for another purpose", () => {
    const confirm = signToken(SECRET, claims, NOW);
    const unsubscribe = signToken(SECRET, { ...claims, purpose: "unsubscribe" }, NOW);
    expect(verifyToken(SECRET, confirm, "unsubscribe", NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(SECRET, unsubscribe, "confirm", NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a token signed with another secret", () => {
    const token = signToken("another-secret-0123456789-abcdefghijkl", claims, NOW);
    expect(verifyToken(SECRET, token, "confirm", NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses any changed character, in the claims or in the signature", () => {
    const token = signToken(SECRET, claims, NOW);
    for (const index of [0, 10, Math.floor(token.length / 2), token.length - 10, token.length - 2]) {
      expect(verifyToken(SECRET, flipCharacter(token, index), "confirm", NOW)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("refuses a forged address with a re-used signature", () => {
    const token = signToken(SECRET, claims, NOW);
    const raw = Buffer.from(token, "base64url");
    const signature = raw.subarray(raw.length - 32);
    const forgedBody = Buffer.from(
      raw
        .subarray(0, raw.length - 32)
        .toString("utf8")
        .replace("heinz", "eve"),
    );
    const forged = Buffer.concat([forgedBody, signature]).toString("base64url");
    expect(verifyToken(SECRET, forged, "confirm", NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["too short for a signature", "abc"],
    ["not base64url", "not a token!"],
    ["over-long", "A".repeat(SIGNED_TOKEN_MAX_LENGTH + 1)],
    ["repeated parameter", ["x"]],
  ])("calls a %s token invalid without throwing", (_label, value) => {
    expect(verifyToken(SECRET, value, "confirm", NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("fits the longest address, name and campaign the lead form accepts", () => {
    const [name, email] = leadForm.fields;
    const longest = signToken(SECRET, {
      ...claims,
      name: "Ä".repeat(name.maxLength),
      email: `${"a".repeat(email.maxLength - 11)}@example.de`,
      campaign: { utmSource: "Ü".repeat(UTM_MAX_LENGTH), utmCampaign: "Ö".repeat(UTM_MAX_LENGTH) },
    });
    expect(longest.length).toBeLessThanOrEqual(SIGNED_TOKEN_MAX_LENGTH);
  });

  it("refuses a short secret with a clear message", () => {
    expect(() => signToken("short", claims)).toThrow("TOKEN_SECRET must be at least 32 characters long");
  });
});
