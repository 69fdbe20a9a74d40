// The operator's password, stored only as a scrypt hash (OPERATOR_PASSWORD_HASH, made with
// `npm run betrieb:passwort`). Several hashes may be given, one per person, so each of the two
// has a password of his own and one can be changed without the other.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, createHash, type ScryptOptions } from "crypto";

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** About 100 ms and 16 MB per try on a small server: cheap for a login, expensive for guessing. */
const COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const PREFIX = "scrypt";
const MAX_MEMORY = 64 * 1024 * 1024;

/** At least this long: a short password is refused when the hash is made. */
export const MIN_PASSWORD_LENGTH = 12;

export async function hashPassword(password: string): Promise<string> {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`Das Passwort braucht mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`);
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFC"), salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY });
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join(":");
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(hash: string): ParsedHash | undefined {
  const [prefix, N, r, p, salt, key] = hash.split(":");
  if (prefix !== PREFIX || !salt || !key) return undefined;
  const numbers = [N, r, p].map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1)) return undefined;
  return {
    N: numbers[0],
    r: numbers[1],
    p: numbers[2],
    salt: Buffer.from(salt, "base64url"),
    key: Buffer.from(key, "base64url"),
  };
}

/** The hashes of OPERATOR_PASSWORD_HASH (separated by spaces or commas); throws on one that cannot be read. */
export function parsePasswordHashes(value: string | undefined): string[] {
  const hashes = (value ?? "").split(/[\s,]+/).filter(Boolean);
  for (const hash of hashes)
    if (!parseHash(hash))
      throw new Error(
        'OPERATOR_PASSWORD_HASH must hold hashes made by `npm run betrieb:passwort` ("scrypt:16384:8:1:…"), separated by spaces',
      );
  return hashes;
}

/** True when the password matches one of the hashes; every hash is tried, so the time says nothing. */
export async function verifyPassword(password: string, hashes: readonly string[]): Promise<boolean> {
  let matched = false;
  for (const hash of hashes) {
    const parsed = parseHash(hash)!;
    const key = await scrypt(password.normalize("NFC"), parsed.salt, parsed.key.length, {
      N: parsed.N,
      r: parsed.r,
      p: parsed.p,
      maxmem: MAX_MEMORY,
    });
    if (timingSafeEqual(key, parsed.key)) matched = true;
  }
  return matched;
}

/** Changes whenever a password hash changes: a session made under other passwords is no longer valid. */
export function passwordsFingerprint(hashes: readonly string[]): string {
  return createHash("sha256").update(hashes.join("\n")).digest("base64url").slice(0, 16);
}
