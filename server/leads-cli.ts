// `npm run leads -- <Befehl>`: the operator's commands for the own server's database, in German.
// Each command is one entry of COMMANDS (usage, what it does, how it runs); `--help` lists them.
// The settings come from the server's settings file (src/settings/load.ts), so a command run in
// any shell works on the server's database with the server's key, or refuses (server/secret-fingerprint.ts).
import "../src/settings/load";
import { chmodSync, writeFileSync } from "fs";
import { resolve } from "path";
import { parseArgs } from "util";
import { configFromEnv } from "./config";
import { LeadStore, PRIVATE_FILE_MODE } from "./database";
import { toCsv } from "./csv";
import { textTable, unsentMails } from "./reports";
import { leadsExcelCsv, statsText } from "./operator-cli";
import { isFormName } from "../src/lib/forms";
import { FollowUpStore, followUpSettings } from "./follow-up-store";
import { Outbox } from "./outbox";
import { mailConfigFromEnv } from "../src/mail/config";
import { loadMailContent } from "../src/mail/content";
import { CONTENT_DIR } from "../src/lib/site";
import { SETTINGS_FILE } from "../src/settings/load";
import { describeBackup, listBackups, makeBackup, BACKUP_RETENTION_DAYS } from "./backups";
import { restoreBackup } from "./restore";
import { localHealth, localHealthUrl } from "./local-server";

type Print = (line: string) => void;
type Values = { form?: string; email?: string; out?: string; from?: string; alle?: boolean };

interface Context {
  values: Values;
  print: Print;
  /** The database, opened at the first call (restore replaces the file and never asks for it). */
  database: () => LeadStore;
  followUp: () => FollowUpStore;
}

interface Command {
  usage: string;
  summary: string;
  run(context: Context): number | Promise<number>;
}

/** The follow-up as the command needs it: settings from the environment and data/, as the server reads them. */
export function followUpOf(store: LeadStore, env: NodeJS.ProcessEnv = process.env): FollowUpStore {
  const content = loadMailContent(resolve(CONTENT_DIR));
  return new FollowUpStore(store, new Outbox(store.db), followUpSettings(mailConfigFromEnv(env, content), content));
}

const EXPORT_COLUMNS = [
  "id",
  "form",
  "status",
  "name",
  "email",
  "message",
  "created_at",
  "confirmed_at",
  "consent_version",
  "marketing_version",
] as const;

const COMMANDS: Record<string, Command> = {
  export: {
    usage: "export --form <lead|kontakt> [--alle] [--out datei.csv]",
    summary:
      "die Anfragen eines Formulars als CSV für Excel (lead: nur bestätigte, mit --alle alle); mit --out in eine Datei, die nur Sie lesen können",
    run({ values, database, print }) {
      if (!isFormName(values.form)) return usageError(print, `export braucht --form lead oder --form kontakt.`);
      const { db } = database();
      // Leads: the operator page's file for German Excel (confirmed only unless --alle).
      const csv =
        values.form === "lead"
          ? leadsExcelCsv(db, values.alle ?? false)
          : toCsv(
              EXPORT_COLUMNS,
              database()
                .list(values.form)
                .map((row) => EXPORT_COLUMNS.map((column) => row[column])),
            );
      if (!values.out) {
        print(csv.trimEnd());
        return 0;
      }
      // Personal data: readable by the operator's account only, also when the file already existed.
      writeFileSync(values.out, csv, { mode: PRIVATE_FILE_MODE });
      chmodSync(values.out, PRIVATE_FILE_MODE);
      const rows = csv.trimEnd().split("\r\n").length - 1;
      print(`${rows} Anfrage(n) des Formulars ${values.form} in ${values.out} geschrieben.`);
      return 0;
    },
  },
  delete: {
    usage: "delete --email <adresse>",
    summary:
      "löscht alle Anfragen dieser Adresse, in beiden Formularen, mit ihren E-Mails (DSGVO Art. 17); ein Nachweis der Einwilligung bleibt 3 Jahre",
    run({ values, print, followUp }) {
      if (!values.email?.trim()) return usageError(print, "delete braucht --email <adresse>.");
      const deleted = followUp().erase(values.email);
      print(
        `${deleted} Anfrage(n) von ${values.email.trim()} gelöscht; der Nachweis der Einwilligung ` +
          "(verschlüsselte Adresse, Fassungen, Zeitpunkte) bleibt 3 Jahre.",
      );
      return 0;
    },
  },
  outbox: {
    usage: "outbox",
    summary: "E-Mails, die noch nicht verschickt sind, und fehlgeschlagene (Art, Versuche, nächster Versuch, Fehler)",
    run({ database, print }) {
      const rows = unsentMails(database().db);
      print(
        rows.length === 0
          ? "Alle E-Mails sind verschickt."
          : textTable(
              ["id", "kind", "status", "attempts", "due_at", "created_at", "last_error"],
              rows.map((r) => [r.id, r.kind, r.status, r.attempts, r.due_at, r.created_at, r.last_error]),
            ),
      );
      return 0;
    },
  },
  stats: {
    usage: "stats",
    summary:
      "je Tag (Europe/Berlin): Seitenaufrufe, Anfragen, Bestätigungen, Pläne, Abmeldungen, Kontaktnachrichten; dasselbe je Kampagne",
    run({ database, print }) {
      print(statsText(database().db));
      return 0;
    },
  },
  backup: {
    usage: "backup",
    summary: `sichert die Datenbank sofort, auch während der Server läuft (der Server tut es täglich; Sicherungen bleiben ${BACKUP_RETENTION_DAYS} Tage)`,
    async run({ database, print }) {
      const file = await makeBackup(database().db, configFromEnv().backupDir);
      print(`Sicherung geschrieben: ${file}`);
      return 0;
    },
  },
  backups: {
    usage: "backups",
    summary: "listet die Sicherungen, die neueste zuerst",
    run({ print }) {
      const backups = listBackups(configFromEnv().backupDir);
      print(
        backups.length === 0
          ? `Keine Sicherung in ${configFromEnv().backupDir}.`
          : backups.map(describeBackup).join("\n"),
      );
      return 0;
    },
  },
  restore: {
    usage: "restore --from <sicherung>",
    summary:
      "spielt eine Sicherung zurück (vorher den Server stoppen); die bisherige Datenbank bleibt daneben liegen, wer seit der Sicherung gelöscht wurde, wird wieder gelöscht",
    async run({ values, print }) {
      if (!values.from?.trim())
        return usageError(print, "restore braucht --from <sicherung> (siehe `npm run leads -- backups`).");
      if (await localHealth()) {
        print(
          `Der Server läuft noch (${localHealthUrl()} antwortet). Stoppen Sie ihn zuerst (sudo systemctl stop zitronen-vital), ` +
            "dann diesen Befehl, dann starten Sie ihn wieder. Nichts wurde geändert.",
        );
        return 1;
      }
      const result = restoreBackup({
        from: resolve(values.from),
        databasePath: configFromEnv().databasePath,
        secret: process.env.TOKEN_SECRET,
        followUpOf,
      });
      print(`Sicherung ${resolve(values.from)} zurückgespielt nach ${configFromEnv().databasePath}.`);
      if (result.aside) print(`Die bisherige Datenbank liegt in ${result.aside}; löschen Sie sie, wenn alles stimmt.`);
      print(`${result.erasedAgain} Anfrage(n) von Personen, die seit der Sicherung gelöscht wurden, wieder gelöscht.`);
      return 0;
    },
  },
};

function helpText(): string {
  const config = configFromEnv();
  return [
    "Befehle für die Datenbank des eigenen Servers:",
    ...Object.values(COMMANDS).flatMap((command) => [
      `  npm run leads -- ${command.usage}`,
      `      ${command.summary}`,
    ]),
    `Einstellungen aus ${SETTINGS_FILE.exists ? SETTINGS_FILE.path : `der Umgebung (keine Datei ${SETTINGS_FILE.path})`};`,
    `Datenbank ${config.databasePath} (DATABASE_PATH), Sicherungen in ${config.backupDir} (BACKUP_DIR).`,
  ].join("\n");
}

function usageError(print: Print, message: string): number {
  print(`${message}\n\n${helpText()}`);
  return 2;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      form: { type: "string" },
      email: { type: "string" },
      out: { type: "string" },
      from: { type: "string" },
      alle: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}

/** Runs one command; the tests pass an open (in-memory) database. */
export function run(
  argv: string[],
  store: LeadStore | (() => LeadStore),
  print: Print,
  followUp?: () => FollowUpStore,
): number | Promise<number> {
  const { positionals, values } = parse(argv);
  const command = COMMANDS[positionals[0] ?? ""];
  if (values.help) {
    print(helpText());
    return 0;
  }
  if (!command)
    return usageError(print, positionals[0] ? `Unbekannter Befehl „${positionals[0]}“.` : "Welcher Befehl?");
  const database = typeof store === "function" ? store : () => store;
  return command.run({ values, print, database, followUp: followUp ?? (() => followUpOf(database())) });
}

async function main(argv: string[]): Promise<number> {
  process.umask(0o077);
  let store: LeadStore | undefined;
  // mustExist: a mistyped DATABASE_PATH is an error, not a new empty database with nothing to export or erase.
  const database = () =>
    (store ??= new LeadStore(configFromEnv().databasePath, { mustExist: true, secret: process.env.TOKEN_SECRET }));
  try {
    return await run(argv, database, (line) => console.log(line));
  } finally {
    store?.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
