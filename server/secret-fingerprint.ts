// The database records a fingerprint of the key it was made with (TOKEN_SECRET, or the development
// key file): every link token and every proof record's address hash depends on that key. A server
// or command started with another key stops before it writes anything, with a German message,
// instead of erasing under a key that can never be matched again or sending links that never work.
// The fingerprint is an HMAC of a fixed text under the key: it identifies the key, not reveals it.
import { createHmac } from "crypto";
import type Database from "better-sqlite3";

const FINGERPRINT_KEY = "token_secret_fingerprint";

export function fingerprintOf(secret: string): string {
  return createHmac("sha256", secret).update("zitronen-vital: Fingerabdruck des Schlüssels").digest("hex").slice(0, 32);
}

export function recordedFingerprint(db: Database.Database): string | undefined {
  const row = db.prepare("SELECT value FROM meta WHERE key = ?").get(FINGERPRINT_KEY) as { value: string } | undefined;
  return row?.value;
}

export function recordFingerprint(db: Database.Database, secret: string): void {
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").run(FINGERPRINT_KEY, fingerprintOf(secret));
}

function holdsAnybody(db: Database.Database): boolean {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  return ["submissions", "proofs"]
    .filter((table) => tables.includes(table))
    .some((table) => db.prepare(`SELECT EXISTS (SELECT 1 FROM ${table})`).pluck().get() === 1);
}

/** Throws (German) when `secret` is not the database's key, or the key is unknown and must not be adopted. */
export function checkSecret(
  db: Database.Database,
  secret: string,
  recorded: string | undefined,
  options: { path: string; adopt: boolean },
): void {
  if (recorded === undefined) {
    if (options.adopt || !holdsAnybody(db)) return;
    throw new Error(
      `Die Datenbank ${options.path} kennt ihren Schlüssel (TOKEN_SECRET) noch nicht, weil der Server seit dem ` +
        "Update noch nicht lief. Starten Sie zuerst den Server mit seiner Einstellungsdatei; er trägt ihn ein. Nichts wurde geändert.",
    );
  }
  if (recorded === fingerprintOf(secret)) return;
  throw new Error(
    `TOKEN_SECRET passt nicht zu der Datenbank ${options.path}: sie wurde mit einem anderen Schlüssel angelegt. ` +
      "Mit diesem Schlüssel wären die Links in allen versandten E-Mails ungültig und die Nachweise keiner Adresse " +
      "mehr zuzuordnen. Nehmen Sie den Schlüssel aus der Einstellungsdatei des Servers (ENV_FILE oder .env im " +
      "Projektordner). Nichts wurde geändert.",
  );
}
