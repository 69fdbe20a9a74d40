// Without SMTP_URL (development) every mail is an .eml file in MAIL_DIR. Erasure and retention
// reach these copies too: an unsubscribe or `leads -- delete` removes every file sent to or
// replying to that address, and the retention job removes files older than 30 days.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "fs";
import { join } from "path";
import { emailKey } from "../follow-up/email-key";

const HEADER_END = "\n\n";

/** The addresses in the To and Reply-To headers of a stored mail, as emailKey spells them. */
function recipientsOf(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf(HEADER_END) >>> 0).replace(/\r?\n[ \t]+/g, " ");
  const lines = head.split(/\r?\n/).filter((line) => /^(to|reply-to):/i.test(line));
  // Each word once (a pattern with the @ in it would rescan a long word from every position).
  const words = (line: string) => line.slice(line.indexOf(":") + 1).match(/[^\s<>,:"]+/g) ?? [];
  return lines.flatMap((line) =>
    words(line)
      .filter((word) => word.includes("@"))
      .map(emailKey),
  );
}

function mailFiles(dir: string): string[] {
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => join(dir, name));
}

/** Deletes the stored mails to or from this address; returns how many. */
export function eraseMailFiles(dir: string, email: string): number {
  const key = emailKey(email);
  let erased = 0;
  for (const file of mailFiles(dir)) {
    if (!recipientsOf(readFileSync(file, "utf8")).includes(key)) continue;
    rmSync(file, { force: true });
    erased++;
  }
  return erased;
}

/** Deletes stored mails older than `maxAgeMs`; returns how many. */
export function purgeMailFiles(dir: string, maxAgeMs: number, now = Date.now()): number {
  let purged = 0;
  for (const file of mailFiles(dir)) {
    if (now - statSync(file).mtimeMs <= maxAgeMs) continue;
    rmSync(file, { force: true });
    purged++;
  }
  return purged;
}
