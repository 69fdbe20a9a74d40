// Backups of the leads database (docs/betrieb.md, "Sicherung"): the running server makes one a day
// with SQLite's online backup (better-sqlite3's backup API: page by page between requests, a
// consistent copy with everything committed), checks it, keeps it readable by its owner only and
// deletes backups older than BACKUP_RETENTION_DAYS, the number the privacy policy states.
// `leads -- backup` makes one at once; `leads -- restore` puts one back and erases again whoever was
// erased after it was made (server/erasure-journal.ts).
import Database from "better-sqlite3";
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "fs";
import { dirname, join, resolve } from "path";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files";

/** How long a backup is kept; data/legal.yaml says the same (a test compares them). */
export const BACKUP_RETENTION_DAYS = 14;
/** The server makes a backup once this long after the last one. */
export const BACKUP_INTERVAL_HOURS = 24;
/** The go-live check, /healthz and the operator page warn when the newest backup is older. */
export const BACKUP_OVERDUE_HOURS = 36;

const HOUR_MS = 60 * 60 * 1000;
const NAME = /^leads-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sqlite$/;

export interface Backup {
  file: string;
  at: Date;
}

/** BACKUP_DIR, by default the folder `backups` beside the database. */
export function backupDirOf(databasePath: string, env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return resolve(root, env.BACKUP_DIR?.trim() || join(dirname(databasePath), "backups"));
}

/** `2026-11-27T03:00:00.123Z` → `leads-2026-11-27T03-00-00-123Z.sqlite` (sorts by time). */
export function backupName(at: Date): string {
  return `leads-${at.toISOString().replace(/[:.]/g, "-")}.sqlite`;
}

function timeOf(name: string): Date | undefined {
  const match = NAME.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : undefined;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): Backup[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ file: join(dir, name), at: timeOf(name) }))
    .filter((backup): backup is Backup => backup.at !== undefined && !Number.isNaN(backup.at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

export interface LastBackup extends Backup {
  ageHours: number;
  /** Older than BACKUP_OVERDUE_HOURS: time to look why. */
  overdue: boolean;
}

/** The newest backup and its age, or undefined when there is none (for the operator page, /healthz, the go-live check). */
export function lastBackup(dir: string, now = Date.now()): LastBackup | undefined {
  const [newest] = listBackups(dir);
  if (!newest) return undefined;
  const ageHours = (now - newest.at.getTime()) / HOUR_MS;
  return { ...newest, ageHours, overdue: ageHours > BACKUP_OVERDUE_HOURS };
}

/** Whether the server should make a backup now. */
export function backupDue(dir: string, now = Date.now()): boolean {
  const last = lastBackup(dir, now);
  return !last || last.ageHours >= BACKUP_INTERVAL_HOURS;
}

/** Fails unless `file` is an intact SQLite database of this site (German message). */
export function checkBackupFile(file: string): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`die Prüfung meldet: ${String(check)}`);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    if (!tables.includes("submissions")) throw new Error("sie enthält keine Anfragen-Tabelle");
  } catch (error) {
    throw new Error(`${file} ist keine intakte Sicherung der Datenbank: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

function syncDir(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies the open database `db` into a new backup in `dir` while the server keeps working; checks
 * the copy, then deletes backups older than the retention. Returns the new backup's path.
 */
export async function makeBackup(db: Database.Database, dir: string, now = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
  const file = join(dir, backupName(now));
  const temporary = `${file}.${process.pid}.tmp`;
  // Created private before SQLite writes a byte into it.
  closeSync(openSync(temporary, "w", PRIVATE_FILE_MODE));
  try {
    await db.backup(temporary);
    chmodSync(temporary, PRIVATE_FILE_MODE);
    const fd = openSync(temporary, "r");
    fsyncSync(fd);
    closeSync(fd);
    checkBackupFile(temporary);
    renameSync(temporary, file);
    syncDir(dir);
  } finally {
    rmSync(temporary, { force: true });
  }
  pruneBackups(dir, now.getTime());
  return file;
}

/** Deletes backups older than BACKUP_RETENTION_DAYS; the newest always stays. Returns the deleted files. */
export function pruneBackups(dir: string, now = Date.now()): string[] {
  const [, ...older] = listBackups(dir);
  const cutoff = now - BACKUP_RETENTION_DAYS * 24 * HOUR_MS;
  const gone = older.filter((backup) => backup.at.getTime() < cutoff).map((backup) => backup.file);
  for (const file of gone) rmSync(file, { force: true });
  return gone;
}

/** Size and time of a backup, for the command's listing. */
export function describeBackup(backup: Backup): string {
  const megabytes = (statSync(backup.file).size / 1024 / 1024).toFixed(1);
  return `${backup.at.toISOString()}  ${megabytes} MB  ${backup.file}`;
}
