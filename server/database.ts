// The leads database: one SQLite file, written synchronously before any answer is sent.
import { prepared } from "./statements";
import Database from "better-sqlite3";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "fs";
import { dirname } from "path";
import { addressHash, emailKey } from "../src/follow-up/email-key";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files";
import { addressSecret } from "./secret";
import { checkSecret, recordedFingerprint, recordFingerprint } from "./secret-fingerprint";
import { erasureJournalOf, type ErasureJournal } from "./erasure-journal";
import type { FormName, Values } from "../src/lib/forms";
import type { StoredPlanAnswers } from "../src/lib/plan";

export interface Submission {
  id: number;
  form: FormName;
  name: string;
  email: string;
  message: string | null;
  created_at: string;
  /** Leads only: pending until the address is confirmed. */
  status: "pending" | "confirmed" | null;
  confirmed_at: string | null;
  consent_version: string | null;
  /** Version of the optional consent to further mails; null when the box stayed unticked. */
  marketing_version: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  /** The optional plan answers, stored as on Netlify (src/lib/plan.ts). */
  plan_answers: StoredPlanAnswers;
  /** When a delivery report said the address cannot be reached, and why (server/bounces.ts). */
  undeliverable_at: string | null;
  undeliverable_reason: string | null;
}

// Each entry moves the schema one version up; PRAGMA user_version records how far a file is.
export const MIGRATIONS = [
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
  // The follow-up after the form (server/follow-up-store.ts): lead status and consent, link
  // tokens (hashes only), the mail outbox, the suppression list and anonymous daily events.
  `ALTER TABLE submissions ADD COLUMN status TEXT;
   ALTER TABLE submissions ADD COLUMN confirmed_at TEXT;
   ALTER TABLE submissions ADD COLUMN consent_version TEXT;
   ALTER TABLE submissions ADD COLUMN utm_source TEXT;
   ALTER TABLE submissions ADD COLUMN utm_campaign TEXT;
   ALTER TABLE submissions ADD COLUMN activity TEXT;
   ALTER TABLE submissions ADD COLUMN day_time TEXT;
   CREATE TABLE tokens (
     hash          TEXT PRIMARY KEY,
     submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
     purpose       TEXT NOT NULL,
     expires_at    TEXT,
     used_at       TEXT
   );
   CREATE INDEX tokens_submission ON tokens (submission_id);
   CREATE TABLE outbox (
     id            INTEGER PRIMARY KEY,
     submission_id INTEGER REFERENCES submissions (id) ON DELETE CASCADE,
     kind          TEXT NOT NULL,
     payload       TEXT,
     status        TEXT NOT NULL DEFAULT 'queued',
     attempts      INTEGER NOT NULL DEFAULT 0,
     due_at        TEXT NOT NULL,
     lease_owner   TEXT,
     lease_until   TEXT,
     last_error    TEXT,
     created_at    TEXT NOT NULL,
     sent_at       TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, due_at);
   CREATE INDEX outbox_submission ON outbox (submission_id);
   CREATE TABLE suppressions (email_hash TEXT PRIMARY KEY, created_at TEXT NOT NULL);
   CREATE TABLE events (day TEXT NOT NULL, type TEXT NOT NULL, utm_source TEXT, utm_campaign TEXT);`,
  // Erasure matches addresses by emailKey (all of Unicode: MÜLLER@BÜCHER.DE = müller@bücher.de);
  // SQLite's NOCASE folds only A-Z. email_key_of is registered in the constructor.
  `ALTER TABLE submissions ADD COLUMN email_key TEXT;
   UPDATE submissions SET email_key = email_key_of(email);
   DROP INDEX submissions_email;
   CREATE INDEX submissions_email_key ON submissions (email_key);`,
  // The optional second consent at the lead form (further mails, § 7 UWG), by its text's version.
  `ALTER TABLE submissions ADD COLUMN marketing_version TEXT;`,
  // Proof that survives, data that does not (server/follow-up-store.ts): when a lead's personal data
  // goes (unsubscribe, erasure, retention) a proof record stays, keyed by the keyed address hash, for
  // three years; a withdrawn one is the suppression list. utm values are only counted per day
  // (events), never kept per person. email_key now spells the domain as punycode. The first
  // suppression list (a plain SHA-256 anyone with the file could test an address against) goes:
  // the site has never been live (its go-live check fails), so it holds no real person.
  `CREATE TABLE proofs (
     id                INTEGER PRIMARY KEY,
     address_hash      TEXT NOT NULL,
     consent_version   TEXT,
     marketing_version TEXT,
     requested_at      TEXT NOT NULL,
     confirmed_at      TEXT,
     withdrawn_at      TEXT,
     ended_at          TEXT NOT NULL,
     reason            TEXT NOT NULL
   );
   CREATE INDEX proofs_address ON proofs (address_hash);
   UPDATE submissions SET utm_source = NULL, utm_campaign = NULL;
   UPDATE submissions SET email_key = email_key_of(email);
   DROP TABLE suppressions;`,
  // Six optional plan questions instead of two, kept as one JSON text (the answers' form
  // fields) that src/lib/plan.ts parses strictly; the two old answers move into it.
  `ALTER TABLE submissions ADD COLUMN plan_answers TEXT;
   UPDATE submissions SET plan_answers = json_object('aktivitaet', activity, 'tageszeit', day_time)
     WHERE activity IS NOT NULL OR day_time IS NOT NULL;
   ALTER TABLE submissions DROP COLUMN activity;
   ALTER TABLE submissions DROP COLUMN day_time;`,
  // The operator's page (docs/betrieb-seite.md): anonymous counters per Berlin day, page and
  // campaign instead of one event row each (old events keep their UTC day); addresses the
  // delivery reports call undeliverable; which reports went out; the last bounce reading.
  `CREATE TABLE counts (
     day          TEXT NOT NULL,
     step         TEXT NOT NULL,
     path         TEXT NOT NULL DEFAULT '',
     utm_source   TEXT NOT NULL DEFAULT '',
     utm_campaign TEXT NOT NULL DEFAULT '',
     n            INTEGER NOT NULL,
     PRIMARY KEY (day, step, path, utm_source, utm_campaign)
   ) WITHOUT ROWID;
   INSERT INTO counts (day, step, utm_source, utm_campaign, n)
     SELECT day, CASE type WHEN 'lead' THEN 'request' WHEN 'kontakt' THEN 'contact' ELSE type END,
            COALESCE(utm_source, ''), COALESCE(utm_campaign, ''), COUNT(*)
       FROM events GROUP BY 1, 2, 3, 4;
   DROP TABLE events;
   ALTER TABLE submissions ADD COLUMN undeliverable_at TEXT;
   ALTER TABLE submissions ADD COLUMN undeliverable_reason TEXT;
   CREATE TABLE reports (period TEXT PRIMARY KEY, queued_at TEXT NOT NULL);
   CREATE TABLE operator_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // A limit delays, it never discards (docs/security.md): counters per name and time bucket, so a
  // limit costs the same with 10 or 100,000 requests in the hour (server/limit-counters.ts); a
  // confirmation mail over a ceiling waits in the outbox as 'held' (with the keyed names of the
  // counters it waits for), a contact message over its limits as 'digest'; when the operator was
  // last told about them.
  `CREATE TABLE limit_counts (
     name       TEXT NOT NULL,
     bucket     INTEGER NOT NULL,
     count      INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     PRIMARY KEY (name, bucket)
   ) WITHOUT ROWID;
   ALTER TABLE outbox ADD COLUMN held_domain TEXT;
   ALTER TABLE outbox ADD COLUMN held_source TEXT;
   CREATE TABLE operator_mails (kind TEXT PRIMARY KEY, sent_at INTEGER NOT NULL);
   UPDATE outbox SET payload = NULL WHERE status = 'failed';`,
  // Facts about the database itself, first the fingerprint of the TOKEN_SECRET it was made with
  // (server/secret-fingerprint.ts).
  `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
];
/** The first schema version with the meta table. */
const META_VERSION = MIGRATIONS.findIndex((migration) => migration.includes("TABLE IF NOT EXISTS meta")) + 1;

export { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE };
const SIDE_FILES = ["-wal", "-shm"];

export interface StoreOptions {
  /** The operator's commands open an existing database only: a mistyped DATABASE_PATH must not create an empty one. */
  mustExist?: boolean;
  /** TOKEN_SECRET, the key of the keyed address hash; unset: a key file beside the database (server/secret.ts). */
  secret?: string;
  /**
   * A database that does not know its key yet (made before keys were recorded) takes this one.
   * The server does; an operator's command (mustExist) does only while the database holds nobody.
   */
  adoptSecret?: boolean;
}

export class LeadStore {
  /** Shared with the follow-up store and the outbox, so their steps join one transaction. */
  readonly db: Database.Database;
  private readonly insertStatement: Database.Statement;
  /** TOKEN_SECRET or the development key: the key of the keyed address hash and the link tokens. */
  readonly secret: string;
  /** Erasures noted outside the database (server/erasure-journal.ts); none for ":memory:". */
  erasureJournal: ErasureJournal | undefined;
  /** The database file (or ":memory:"). */
  readonly path: string;

  constructor(path: string, options: StoreOptions = {}) {
    this.path = path;
    if (path !== ":memory:") {
      if (options.mustExist && !existsSync(path)) {
        throw new Error(
          `Keine Datenbank unter ${path}: prüfen Sie DATABASE_PATH (der Server legt sie bei seinem ersten Start an).`,
        );
      }
      mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      // SQLite gives the WAL and SHM files the mode of the database file, so create that one private.
      closeSync(openSync(path, "a", PRIVATE_FILE_MODE));
      for (const file of [path, ...SIDE_FILES.map((suffix) => path + suffix)]) {
        if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
      }
    }
    this.secret = addressSecret(path, options.secret, { create: !options.mustExist });
    this.db = new Database(path);
    try {
      this.open(path, options.adoptSecret ?? !options.mustExist);
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.insertStatement = this.db.prepare(
      `INSERT INTO submissions (form, name, email, email_key, message, created_at, status, consent_version, marketing_version)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
  }

  private open(path: string, adoptSecret: boolean): void {
    this.db.pragma("journal_mode = WAL");
    // FULL: a lead that got its answer survives even a power cut, not only a crash.
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    // A savepoint's journal (each form post in a group commit has one) stays in memory: written to a
    // temporary file it cost a quarter of a post's time, and left copies of personal data on disk.
    this.db.pragma("temp_store = MEMORY");
    // Tokens and queued mails go with their submission (ON DELETE CASCADE).
    this.db.pragma("foreign_keys = ON");
    // Deleted rows are overwritten with zeros, so an erasure leaves no readable bytes in the file.
    this.db.pragma("secure_delete = ON");
    this.db.function("email_key_of", { deterministic: true }, (email: unknown) =>
      emailKey(typeof email === "string" ? email : ""),
    );
    // The key is checked before anything is written: a command run with another key changes nothing.
    const version = this.db.pragma("user_version", { simple: true }) as number;
    const recorded = version >= META_VERSION ? recordedFingerprint(this.db) : undefined;
    checkSecret(this.db, this.secret, recorded, { path, adopt: adoptSecret });
    this.migrate();
    if (!recorded) recordFingerprint(this.db, this.secret);
    this.erasureJournal = path === ":memory:" ? undefined : erasureJournalOf(path);
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

  /** `lead`: a lead request waiting for its confirmation, with the consent versions it was given under. */
  insert(
    form: FormName,
    values: Values,
    now = new Date(),
    lead?: { consentVersion: string; marketingVersion: string | null },
  ): number {
    const result = this.insertStatement.run(
      form,
      values.name ?? "",
      values.email ?? "",
      emailKey(values.email ?? ""),
      values.message ?? null,
      now.toISOString(),
      lead ? "pending" : null,
      lead?.consentVersion ?? null,
      lead?.marketingVersion ?? null,
    );
    return Number(result.lastInsertRowid);
  }

  /**
   * A person's data was erased at his request (unsubscribe, `leads -- delete`): noted outside the
   * database, so that restoring a backup made before erases him again (server/erasure-journal.ts).
   */
  recordErasure(email: string, at: string, reason: string): void {
    this.erasureJournal?.append({ hash: this.addressHash(email), at, reason });
  }

  /** The keyed hash of an address: what suppression and proof records keep of it. */
  addressHash(email: string): string {
    return addressHash(this.secret, email);
  }

  list(form?: FormName): Submission[] {
    const sql = "SELECT * FROM submissions" + (form ? " WHERE form = ?" : "") + " ORDER BY id";
    const statement = prepared(this.db, sql);
    return (form ? statement.all(form) : statement.all()) as Submission[];
  }

  count(): number {
    return (prepared(this.db, "SELECT COUNT(*) AS n FROM submissions").get() as { n: number }).n;
  }

  /**
   * Copies the WAL into the database file and truncates it to zero bytes, so the old versions of
   * erased rows (which secure_delete cannot reach in the WAL) are gone. Throws when a reader blocks it.
   */
  checkpoint(): void {
    const [result] = this.db.pragma("wal_checkpoint(TRUNCATE)") as Array<{ busy: number }>;
    if (result && result.busy !== 0)
      throw new Error("The WAL could not be emptied because another process is reading; run the command again.");
  }

  close(): void {
    this.db.close();
  }
}
