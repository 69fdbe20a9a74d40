// `leads -- restore --from <backup>` (docs/betrieb.md, "Wiederherstellen"), with the server stopped:
// checks the backup (intact, made with this TOKEN_SECRET), moves the current database aside (never
// deletes it), puts the backup in its place, brings its schema up to date and erases again every
// person who was erased after the backup was made (server/erasure-journal.ts). Leads, proof
// records, queued mails and link tokens come back as they were, so a confirmation link mailed
// before the backup works again.
import Database from "better-sqlite3";
import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from "fs";
import { dirname } from "path";
import { LeadStore } from "./database";
import type { FollowUpStore } from "./follow-up-store";
import type { ProofReason } from "./follow-up-store";
import { checkBackupFile } from "./backups";
import { erasureJournalOf } from "./erasure-journal";
import { PRIVATE_FILE_MODE } from "./private-files";
import { addressSecret } from "./secret";
import { fingerprintOf } from "./secret-fingerprint";

const SIDE_FILES = ["-wal", "-shm"];

export interface RestoreResult {
  /** Where the database that was replaced now lies (undefined when there was none). */
  aside?: string;
  /** Submissions erased again because their person was erased after the backup. */
  erasedAgain: number;
}

function backupFingerprint(file: string): string | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
    if (!hasMeta) return undefined;
    const row = db.prepare("SELECT value FROM meta WHERE key = 'token_secret_fingerprint'").get() as
      { value: string } | undefined;
    return row?.value;
  } finally {
    db.close();
  }
}

export function restoreBackup(options: {
  from: string;
  databasePath: string;
  /** TOKEN_SECRET; unset: the development key file beside the database. */
  secret: string | undefined;
  followUpOf: (store: LeadStore) => FollowUpStore;
  now?: Date;
}): RestoreResult {
  const { from, databasePath } = options;
  checkBackupFile(from);
  const secret = addressSecret(databasePath, options.secret, { create: false });
  const recorded = backupFingerprint(from);
  if (recorded !== undefined && recorded !== fingerprintOf(secret))
    throw new Error(
      `Die Sicherung ${from} wurde mit einem anderen TOKEN_SECRET gemacht als dem der Einstellungsdatei: ` +
        "ihre Links und Nachweise passen nicht zu diesem Schlüssel. Nehmen Sie die Einstellungsdatei des Servers, " +
        "der die Sicherung gemacht hat. Nichts wurde geändert.",
    );

  let aside: string | undefined;
  if (existsSync(databasePath)) {
    // Moved with its WAL, never deleted: whatever the backup lacks can still be read from it.
    aside = `${databasePath}.vor-wiederherstellung-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, "-")}`;
    for (const suffix of ["", ...SIDE_FILES])
      if (existsSync(databasePath + suffix)) renameSync(databasePath + suffix, aside + suffix);
  }
  const temporary = `${databasePath}.${process.pid}.restoring`;
  closeSync(openSync(temporary, "w", PRIVATE_FILE_MODE));
  copyFileSync(from, temporary);
  const fd = openSync(temporary, "r");
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temporary, databasePath);
  const dir = openSync(dirname(databasePath), "r");
  fsyncSync(dir);
  closeSync(dir);
  rmSync(temporary, { force: true });

  const store = new LeadStore(databasePath, { secret: options.secret, adoptSecret: true });
  try {
    return { aside, erasedAgain: eraseAgain(store, options.followUpOf(store)) };
  } finally {
    store.close();
  }
}

/** Every erasure of the journal, applied to the restored rows; the newest per address counts. */
function eraseAgain(store: LeadStore, followUp: FollowUpStore): number {
  const latest = new Map<string, { at: string; reason: string }>();
  for (const entry of erasureJournalOf(store.path).read()) {
    const known = latest.get(entry.hash);
    if (!known || known.at < entry.at) latest.set(entry.hash, { at: entry.at, reason: entry.reason });
  }
  if (latest.size === 0) return 0;
  const emails = store.db.prepare("SELECT DISTINCT email FROM submissions").pluck().all() as string[];
  let erased = 0;
  for (const email of emails) {
    const erasure = latest.get(store.addressHash(email));
    if (erasure) erased += followUp.replayErasure(email, erasure.at, erasure.reason as ProofReason);
  }
  return erased;
}
