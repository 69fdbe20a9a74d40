// Operator commands for the self-hosted leads database.
//   npm run leads -- export --form lead [--out leads.csv]   CSV of one form's submissions
//   npm run leads -- delete --email x@example.de            erase a person's submissions (GDPR)
//   npm run leads -- outbox                                 mails not sent yet, and failed ones
//   npm run leads -- stats                                  per day and per campaign
import { chmodSync, writeFileSync } from "fs";
import { parseArgs } from "util";
import { configFromEnv } from "./config";
import { LeadStore, PRIVATE_FILE_MODE } from "./database";
import { toCsv } from "./csv";
import { textTable, unsentMails } from "./reports";
import { leadsExcelCsv, statsText } from "./operator-cli";
import { isFormName } from "../src/lib/forms";
import { resolve } from "path";
import { FollowUpStore, followUpSettings } from "./follow-up-store";
import { Outbox } from "./outbox";
import { mailConfigFromEnv } from "../src/mail/config";
import { loadMailContent } from "../src/mail/content";
import { CONTENT_DIR } from "../src/lib/site";

const USAGE = `Usage:
  npm run leads -- export --form <lead|kontakt> [--alle] [--out file.csv]
  npm run leads -- delete --email <address>
  npm run leads -- outbox
  npm run leads -- stats
The database is ${configFromEnv().databasePath} (set DATABASE_PATH to use another).`;

/** The follow-up as the command needs it: settings from the environment and data/, as the server reads them. */
export function followUpOf(store: LeadStore, env: NodeJS.ProcessEnv = process.env): FollowUpStore {
  const content = loadMailContent(resolve(CONTENT_DIR));
  return new FollowUpStore(store, new Outbox(store.db), followUpSettings(mailConfigFromEnv(env, content), content));
}

export function run(
  argv: string[],
  store: LeadStore,
  print: (line: string) => void,
  followUp: FollowUpStore = followUpOf(store),
): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      form: { type: "string" },
      email: { type: "string" },
      out: { type: "string" },
      alle: { type: "boolean" },
    },
  });
  const [command] = positionals;

  if (command === "export") {
    if (!isFormName(values.form)) {
      print(`export needs --form lead or --form kontakt, got "${values.form ?? ""}".\n${USAGE}`);
      return 2;
    }
    const rows = store.list(values.form);
    // Leads: the operator page's file for German Excel (confirmed only unless --alle).
    const csv =
      values.form === "lead"
        ? leadsExcelCsv(store.db, values.alle ?? false)
        : toCsv(
            [
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
            ],
            rows.map((r) => [
              r.id,
              r.form,
              r.status,
              r.name,
              r.email,
              r.message,
              r.created_at,
              r.confirmed_at,
              r.consent_version,
              r.marketing_version,
            ]),
          );
    if (values.out) {
      // Personal data: readable by the operator's account only, also when the file already existed.
      writeFileSync(values.out, csv, { mode: PRIVATE_FILE_MODE });
      chmodSync(values.out, PRIVATE_FILE_MODE);
      print(`Wrote ${csv.trimEnd().split("\r\n").length - 1} ${values.form} submission(s) to ${values.out}.`);
    } else print(csv.trimEnd());
    return 0;
  }

  if (command === "delete") {
    if (!values.email?.trim()) {
      print(`delete needs --email <address>.\n${USAGE}`);
      return 2;
    }
    const deleted = followUp.erase(values.email);
    print(
      `Deleted ${deleted} submission(s) made with ${values.email.trim()}; a proof of the consent (keyed hash, versions, times) stays for 3 years.`,
    );
    return 0;
  }

  if (command === "outbox") {
    const rows = unsentMails(store.db);
    print(
      rows.length === 0
        ? "Every mail has been sent."
        : textTable(
            ["id", "kind", "status", "attempts", "due_at", "created_at", "last_error"],
            rows.map((r) => [r.id, r.kind, r.status, r.attempts, r.due_at, r.created_at, r.last_error]),
          ),
    );
    return 0;
  }

  if (command === "stats") {
    print(statsText(store.db));
    return 0;
  }

  print(USAGE);
  return 2;
}

if (require.main === module) {
  process.umask(0o077);
  let store: LeadStore | undefined;
  try {
    // mustExist: a mistyped DATABASE_PATH is an error, not a new empty database with nothing to export or erase.
    store = new LeadStore(configFromEnv().databasePath, { mustExist: true, secret: process.env.TOKEN_SECRET });
    process.exitCode = run(process.argv.slice(2), store, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  } finally {
    store?.close();
  }
}
