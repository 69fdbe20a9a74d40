// Who asked to be erased, kept outside the database: one JSON line per erasure (unsubscribe,
// `leads -- delete`) with the keyed address hash, the time and the reason, nothing else. A backup
// made before an erasure still holds the person; restoring it (`leads -- restore`) erases again
// every submission of such an address made before its erasure (server/backups.ts). Lines go with
// the proof records they mirror, three years after the erasure.
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "fs";
import { dirname, join } from "path";
import { PROOF_RETENTION_YEARS } from "../src/lib/privacy-numbers";
import { PRIVATE_FILE_MODE } from "./private-files";

export const ERASURE_JOURNAL = "erasures.jsonl";
const RETENTION_MS = PROOF_RETENTION_YEARS * 365 * 24 * 60 * 60 * 1000;

export interface Erasure {
  /** The keyed address hash (src/follow-up/email-key.ts), as in the proof records. */
  hash: string;
  /** When he was erased: submissions made before this go again. */
  at: string;
  reason: string;
}

export interface ErasureJournal {
  file: string;
  append(entry: Erasure): void;
  read(): Erasure[];
  /** Drops lines older than the proof records' retention; returns how many. */
  prune(now?: number): number;
}

export function erasureJournalOf(databasePath: string): ErasureJournal {
  const file = join(dirname(databasePath), ERASURE_JOURNAL);
  const read = (): Erasure[] =>
    existsSync(file)
      ? readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map((line) => JSON.parse(line) as Erasure)
      : [];
  return {
    file,
    read,
    append(entry) {
      // Written at once and to disk: an erasure must outlive a crash as the database's commit does.
      const fd = openSync(file, "a", PRIVATE_FILE_MODE);
      try {
        appendFileSync(fd, JSON.stringify({ hash: entry.hash, at: entry.at, reason: entry.reason }) + "\n");
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    },
    prune(now = Date.now()) {
      const entries = read();
      const kept = entries.filter((entry) => now - Date.parse(entry.at) < RETENTION_MS);
      if (kept.length === entries.length) return 0;
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, kept.map((entry) => JSON.stringify(entry) + "\n").join(""), { mode: PRIVATE_FILE_MODE });
      renameSync(temporary, file);
      return entries.length - kept.length;
    },
  };
}
