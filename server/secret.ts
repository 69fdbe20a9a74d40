// The key of the keyed address hash (src/follow-up/email-key.ts) on the self-hosted server: TOKEN_SECRET,
// or, where it is not set (development, tests), a random key the server creates once beside the
// database, readable by its owner only. Never inside the database: whoever has the file must not
// be able to test an address against the suppression list or a proof record.
import { randomBytes } from "crypto";
import { existsSync, readFileSync, writeFileSync } from "fs";
import { dirname, join } from "path";
import { TOKEN_SECRET_MIN_LENGTH } from "../src/follow-up/tokens";
import { PRIVATE_FILE_MODE } from "./private-files";

export const SECRET_FILE = "token-secret";

/** `create: false` (the operator's commands): a missing key file is an error, never a new key. */
export function addressSecret(
  databasePath: string,
  configured: string | undefined,
  options: { create?: boolean } = {},
): string {
  if (configured) {
    if (configured.length < TOKEN_SECRET_MIN_LENGTH)
      throw new Error(`TOKEN_SECRET must be at least ${TOKEN_SECRET_MIN_LENGTH} characters long`);
    return configured;
  }
  if (databasePath === ":memory:") return randomBytes(48).toString("base64url");
  const file = join(dirname(databasePath), SECRET_FILE);
  if (!existsSync(file)) {
    if (options.create === false)
      throw new Error(
        `TOKEN_SECRET fehlt, und neben der Datenbank liegt kein Schlüssel (${file}). Nehmen Sie die ` +
          "Einstellungsdatei, mit der der Server läuft (ENV_FILE oder .env im Projektordner). Nichts wurde geändert.",
      );
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: PRIVATE_FILE_MODE, flag: "wx" });
  }
  return readFileSync(file, "utf8").trim();
}
