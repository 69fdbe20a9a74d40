// Operator commands for the self-hosted leads database.
//   npm run leads -- export --form lead [--out leads.csv]   CSV of one form's submissions
//   npm run leads -- delete --email x@example.de            erase a person's submissions (GDPR)
import { writeFileSync } from "fs";
import { parseArgs } from "util";
import { configFromEnv } from "./config";
import { LeadStore } from "./database";
import { toCsv } from "./csv";
import { isFormName } from "../src/lib/forms";

const USAGE = `Usage:
  npm run leads -- export --form <lead|kontakt> [--out file.csv]
  npm run leads -- delete --email <address>
The database is ${configFromEnv().databasePath} (set DATABASE_PATH to use another).`;

export function run(argv: string[], store: LeadStore, print: (line: string) => void): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { form: { type: "string" }, email: { type: "string" }, out: { type: "string" } },
  });
  const [command] = positionals;

  if (command === "export") {
    if (!isFormName(values.form)) {
      print(`export needs --form lead or --form kontakt, got "${values.form ?? ""}".\n${USAGE}`);
      return 2;
    }
    const rows = store.list(values.form);
    const csv = toCsv(
      ["id", "form", "name", "email", "message", "created_at"],
      rows.map((r) => [r.id, r.form, r.name, r.email, r.message, r.created_at]),
    );
    if (values.out) {
      writeFileSync(values.out, csv);
      print(`Wrote ${rows.length} ${values.form} submission(s) to ${values.out}.`);
    } else print(csv.trimEnd());
    return 0;
  }

  if (command === "delete") {
    if (!values.email?.trim()) {
      print(`delete needs --email <address>.\n${USAGE}`);
      return 2;
    }
    const deleted = store.deleteByEmail(values.email);
    print(`Deleted ${deleted} submission(s) made with ${values.email.trim()}.`);
    return 0;
  }

  print(USAGE);
  return 2;
}

if (require.main === module) {
  const store = new LeadStore(configFromEnv().databasePath);
  try {
    process.exitCode = run(process.argv.slice(2), store, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  } finally {
    store.close();
  }
}
