// What the go-live check adds on the own server as hints: they warn, they never stop a build (an
// overdue backup must not keep a fix from going live). The operator page shows the same facts.
import { existsSync } from "fs";
import { BACKUP_OVERDUE_HOURS, lastBackup } from "./backups";
import { configFromEnv } from "./config";

export function operationsHints(root = process.cwd()): string[] {
  const config = configFromEnv(root);
  if (!existsSync(config.databasePath)) return [];
  const last = lastBackup(config.backupDir);
  if (!last)
    return [
      `Von der Datenbank ${config.databasePath} gibt es keine Sicherung in ${config.backupDir}. Der laufende Server ` +
        "sichert sie täglich; sofort: `npm run leads -- backup`. Kopieren Sie die Sicherungen auch vom Server weg (docs/betrieb.md).",
    ];
  if (last.overdue)
    return [
      `Die neueste Sicherung (${last.file}) ist ${Math.round(last.ageHours)} Stunden alt, älter als ${BACKUP_OVERDUE_HOURS}: ` +
        "läuft der Server? Sein Protokoll nennt den Fehler (journalctl -u zitronen-vital). Sofort: `npm run leads -- backup`.",
    ];
  return [];
}
