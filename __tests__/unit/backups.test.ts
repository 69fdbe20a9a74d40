/** @jest-environment node */
// The backups' bookkeeping (server/backups.ts): names that sort by time, the newest backup and its
// age, deletion after BACKUP_RETENTION_DAYS, and the privacy policy saying the same number.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import {
  backupDue,
  backupName,
  BACKUP_RETENTION_DAYS,
  lastBackup,
  listBackups,
  pruneBackups,
} from "../../server/backups";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-27T04:00:00.000Z");

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "backups-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const backupAt = (hoursAgo: number) => {
  const file = join(dir, backupName(new Date(NOW - hoursAgo * HOUR)));
  writeFileSync(file, "");
  return file;
};

it("lists backups newest first by the time in their names, ignoring other files", () => {
  const old = backupAt(48);
  const newest = backupAt(1.5);
  writeFileSync(join(dir, "notiz.txt"), "");
  writeFileSync(join(dir, `${backupName(new Date(NOW))}.123.tmp`), "");
  expect(listBackups(dir).map((backup) => backup.file)).toEqual([newest, old]);
  expect(lastBackup(dir, NOW)).toMatchObject({ file: newest, ageHours: 1.5, overdue: false });
  expect(backupDue(dir, NOW)).toBe(false);
});

it("is due after a day, overdue after 36 hours, and due when there is none", () => {
  expect(backupDue(dir, NOW)).toBe(true);
  expect(lastBackup(dir, NOW)).toBeUndefined();
  backupAt(24);
  expect(backupDue(dir, NOW)).toBe(true);
  expect(lastBackup(dir, NOW)!.overdue).toBe(false);
  rmSync(dir, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), "backups-"));
  backupAt(37);
  expect(lastBackup(dir, NOW)!.overdue).toBe(true);
});

it(`deletes backups older than ${BACKUP_RETENTION_DAYS} days, but never the newest`, () => {
  const kept = backupAt(24 * BACKUP_RETENTION_DAYS - 1);
  const gone = backupAt(24 * BACKUP_RETENTION_DAYS + 1);
  expect(pruneBackups(dir, NOW)).toEqual([gone]);
  expect(listBackups(dir).map((backup) => backup.file)).toEqual([kept]);
  rmSync(kept);
  const onlyOne = backupAt(24 * 100);
  expect(pruneBackups(dir, NOW)).toEqual([]);
  expect(listBackups(dir).map((backup) => backup.file)).toEqual([onlyOne]);
});

it("is what the privacy policy says: daily, deleted after the same number of days", () => {
  const legal = readFileSync(join(__dirname, "../../data/legal.yaml"), "utf8").replace(/\s+/g, " ");
  expect(legal).toContain(
    `Einmal am Tag sichert der Server seine Datenbank; jede Sicherung löscht er nach ${BACKUP_RETENTION_DAYS} Tagen.`,
  );
});
