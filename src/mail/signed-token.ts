// Link tokens for hosts without a database (Netlify): the token itself carries what the link is
// for, whose address, the first name, when the form was posted and when the link expires, and is
// signed with HMAC-SHA256 under TOKEN_SECRET. Nothing is stored until the person acts.
//
// Signed, not encrypted: whoever holds the link can read the address and first name in it. The
// link only travels in a mail to that very address, and the pages it opens load nothing from
// other hosts, so the token is not handed to anyone else.
import { createHmac, timingSafeEqual } from "crypto";
import { CONFIRM_TOKEN_DAYS } from "../lib/follow-up";

export type TokenPurpose = "confirm" | "unsubscribe";

/** Where the visitor came from (the landing URL's utm_source / utm_campaign), kept with the consent. */
export interface Campaign {
  utmSource?: string;
  utmCampaign?: string;
}

export interface TokenClaims {
  purpose: TokenPurpose;
  email: string;
  /** First name as typed in the form ("" for unsubscribe tokens). */
  name: string;
  /** When the form was posted (ISO 8601), kept as part of the consent proof. */
  postedAt: string;
  /** Versions of the consent texts the visitor ticked at the form (data/mails.yaml). */
  consentVersion?: string;
  marketingVersion?: string;
  campaign?: Campaign;
}

export interface VerifiedToken extends TokenClaims {
  /** Expiry as milliseconds since the epoch. */
  expiresAt: number;
}

export type TokenCheck =
  | { ok: true; token: VerifiedToken }
  /** invalid: missing, malformed, tampered, wrong secret or wrong purpose. expired: signature fine, too old. */
  | { ok: false; reason: "invalid" | "expired" };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a link works. A confirmation link for 7 days (the mail says so); an unsubscribe link
 * for as long as a mail may sit in an inbox, because an opt-out must keep working: 10 years, still
 * bounded so that no token is valid forever.
 */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: CONFIRM_TOKEN_DAYS * DAY_MS,
  unsubscribe: 3652 * DAY_MS,
};

/** A signed token grows with the address, name and campaign; 1536 characters cover the form's limits. */
export const SIGNED_TOKEN_MAX_LENGTH = 1536;

/** HMAC keys shorter than this are refused: a guessable secret would let anyone forge links. */
export const TOKEN_SECRET_MIN_LENGTH = 32;

const VERSION = 1;
const MAC_BYTES = 32;
const PURPOSE_CODE: Record<TokenPurpose, string> = { confirm: "c", unsubscribe: "u" };

interface Wire {
  v: number;
  p: string;
  e: string;
  n: string;
  f: string;
  x: number;
  /** Consent versions: required consent, optional further mails. */
  k?: { c?: string; m?: string };
  u?: { s?: string; c?: string };
}

function mac(secret: string, body: Buffer): Buffer {
  return createHmac("sha256", secret).update(body).digest();
}

function checkSecret(secret: string): void {
  if (secret.length < TOKEN_SECRET_MIN_LENGTH) {
    throw new Error(`TOKEN_SECRET must be at least ${TOKEN_SECRET_MIN_LENGTH} characters long`);
  }
}

/** base64url(JSON claims ‖ HMAC-SHA256(secret, JSON claims)). */
export function signToken(secret: string, claims: TokenClaims, now = Date.now()): string {
  checkSecret(secret);
  const wire: Wire = {
    v: VERSION,
    p: PURPOSE_CODE[claims.purpose],
    e: claims.email,
    n: claims.name,
    f: claims.postedAt,
    x: now + TOKEN_LIFETIME_MS[claims.purpose],
    ...(claims.consentVersion ? { k: { c: claims.consentVersion, m: claims.marketingVersion } } : {}),
    ...(claims.campaign?.utmSource || claims.campaign?.utmCampaign
      ? { u: { s: claims.campaign.utmSource, c: claims.campaign.utmCampaign } }
      : {}),
  };
  const body = Buffer.from(JSON.stringify(wire), "utf8");
  return Buffer.concat([body, mac(secret, body)]).toString("base64url");
}

function parse(body: Buffer): Wire | undefined {
  try {
    const wire = JSON.parse(body.toString("utf8")) as Partial<Wire>;
    if (
      wire.v === VERSION &&
      typeof wire.p === "string" &&
      typeof wire.e === "string" &&
      typeof wire.n === "string" &&
      typeof wire.f === "string" &&
      typeof wire.x === "number"
    ) {
      return wire as Wire;
    }
  } catch {
    // not JSON: treated as invalid below
  }
  return undefined;
}

/** Checks signature (in constant time), purpose and expiry. Never throws for a bad token. */
export function verifyToken(secret: string, token: unknown, purpose: TokenPurpose, now = Date.now()): TokenCheck {
  checkSecret(secret);
  if (typeof token !== "string" || token.length > SIGNED_TOKEN_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) {
    return { ok: false, reason: "invalid" };
  }
  const raw = Buffer.from(token, "base64url");
  if (raw.length <= MAC_BYTES) return { ok: false, reason: "invalid" };
  const body = raw.subarray(0, raw.length - MAC_BYTES);
  const given = raw.subarray(raw.length - MAC_BYTES);
  if (!timingSafeEqual(given, mac(secret, body))) return { ok: false, reason: "invalid" };
  const wire = parse(body);
  if (!wire || wire.p !== PURPOSE_CODE[purpose]) return { ok: false, reason: "invalid" };
  if (now >= wire.x) return { ok: false, reason: "expired" };
  const campaign: Campaign = {};
  if (typeof wire.u?.s === "string") campaign.utmSource = wire.u.s;
  if (typeof wire.u?.c === "string") campaign.utmCampaign = wire.u.c;
  return {
    ok: true,
    token: {
      purpose,
      email: wire.e,
      name: wire.n,
      postedAt: wire.f,
      expiresAt: wire.x,
      ...(typeof wire.k?.c === "string" ? { consentVersion: wire.k.c } : {}),
      ...(typeof wire.k?.m === "string" ? { marketingVersion: wire.k.m } : {}),
      ...(wire.u ? { campaign } : {}),
    },
  };
}
