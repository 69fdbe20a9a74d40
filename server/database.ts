// The leads database: one SQLite file, written synchronously before any answer is sent.
import Database from "better-sqlite3";
import { mkdirSync } from "fs";
import { dirname } from "path";
import type { FormName, Values } from "../src/lib/forms";

export interface Submission {
  id: number;
  form: FormName;
  name: string;
  email: string;
  message: string | null;
  created_at: string;
}

// Each entry moves the schema one version up; PRAGMA user_version records how far a file is.
const MIGRATIONS = [
  `CREATE TABLE submissions (
     id         INTEGER PRIMARY KEY,
     form       TEXT NOT NULL,
     name       TEXT NOT NULL,
     email      TEXT NOT NULL,
     message    TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX submissions_form_created ON submissions (form, created_at);
   CREATE INDEX submissions_email ON submissions (email COLLATE NOCASE);`,
];

export class LeadStore {
  private readonly db: Database.Database;
  private readonly insertStatement: Database.Statement;

  constructor(path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    // FULL: a lead that got its answer survives even a power cut, not only a crash.
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    this.migrate();
    this.insertStatement = this.db.prepare(
      "INSERT INTO submissions (form, name, email, message, created_at) VALUES (?, ?, ?, ?, ?)",
    );
  }

  private migrate(): void {
    const current = this.db.pragma("user_version", { simple: true }) as number;
    for (let version = current; version < MIGRATIONS.length; version++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[version]);
        this.db.pragma(`user_version = ${version + 1}`);
      })();
    }
  }

  insert(form: FormName, values: Values, now = new Date()): number {
    const result = this.insertStatement.run(
      form,
      values.name ?? "",
      values.email ?? "",
      values.message ?? null,
      now.toISOString(),
    );
    return Number(result.lastInsertRowid);
  }

  list(form?: FormName): Submission[] {
    const sql = "SELECT * FROM submissions" + (form ? " WHERE form = ?" : "") + " ORDER BY id";
    const statement = this.db.prepare(sql);
    return (form ? statement.all(form) : statement.all()) as Submission[];
  }

  count(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM submissions").get() as { n: number }).n;
  }

  /** GDPR erasure: removes every submission made with this e-mail address (any letter case). */
  deleteByEmail(email: string): number {
    return this.db.prepare("DELETE FROM submissions WHERE email = ? COLLATE NOCASE").run(email.trim()).changes;
  }

  close(): void {
    this.db.close();
  }
}
