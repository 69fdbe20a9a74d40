/** @jest-environment node */
// What docs/self-hosting.md promises about the leads database: WAL with synchronous = FULL on the opened file,
// migrations that keep old rows, and a SIGTERM or SIGINT that lets a request in flight finish and
// store its row before the process exits.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "fs";
import { connect } from "net";
import { tmpdir } from "os";
import { join } from "path";
import { LeadStore, MIGRATIONS } from "../../server/database";
import { emailKey } from "../../src/follow-up/email-key";
import { planAnswersFromStore } from "../../src/lib/plan";
import { freePort, startServer } from "../../harness/server-process";
import { fakePublicDir } from "../../harness/server";

// A compiled server started, a request held open and a signal: slow only on a loaded machine.
jest.setTimeout(120_000);

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "durability-test-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// SQLite's numbering of PRAGMA synchronous: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
const SYNCHRONOUS_FULL = 2;

describe("the opened database file", () => {
  it("is in WAL mode (read back from a second connection) with synchronous = FULL on the store's connection", () => {
    const path = join(mkdtempSync(join(root, "pragmas-")), "leads.sqlite");
    const store = new LeadStore(path);
    try {
      expect(store.db.pragma("synchronous", { simple: true })).toBe(SYNCHRONOUS_FULL);
      const other = new Database(path, { readonly: true });
      expect(other.pragma("journal_mode", { simple: true })).toBe("wal");
      other.close();
    } finally {
      store.close();
    }
  });
});

describe("a database of the first version", () => {
  // The schema of version 1 as it shipped (server/database.ts, first migration), with two rows.
  function firstVersionDatabase(path: string): void {
    const db = new Database(path);
    db.exec(`CREATE TABLE submissions (
       id INTEGER PRIMARY KEY, form TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
       message TEXT, created_at TEXT NOT NULL);
     CREATE INDEX submissions_form_created ON submissions (form, created_at);
     CREATE INDEX submissions_email ON submissions (email COLLATE NOCASE);`);
    db.pragma("user_version = 1");
    const insert = db.prepare(
      "INSERT INTO submissions (form, name, email, message, created_at) VALUES (?, ?, ?, ?, ?)",
    );
    insert.run("lead", "Klaus", "Klaus.Müller@Example.de", null, "2024-10-01T08:00:00.000Z");
    insert.run("kontakt", "Werner", "werner@example.de", "Guten Tag", "2024-10-02T09:30:00.000Z");
    db.close();
  }

  it("is migrated on open: rows kept, user_version set to the current schema's, new columns usable", () => {
    const dir = mkdtempSync(join(root, "migrate-"));
    const oldPath = join(dir, "old.sqlite");
    firstVersionDatabase(oldPath);
    const fresh = new LeadStore(join(dir, "fresh.sqlite"));
    const current = fresh.db.pragma("user_version", { simple: true }) as number;
    fresh.close();
    expect(current).toBeGreaterThan(1);

    const store = new LeadStore(oldPath);
    try {
      expect(store.db.pragma("user_version", { simple: true })).toBe(current);
      expect(
        store.list().map(({ form, name, email, message, created_at }) => ({ form, name, email, message, created_at })),
      ).toEqual([
        {
          form: "lead",
          name: "Klaus",
          email: "Klaus.Müller@Example.de",
          message: null,
          created_at: "2024-10-01T08:00:00.000Z",
        },
        {
          form: "kontakt",
          name: "Werner",
          email: "werner@example.de",
          message: "Guten Tag",
          created_at: "2024-10-02T09:30:00.000Z",
        },
      ]);
      // The column added by a later migration was filled for the old rows: erasure finds them.
      expect(
        store.db
          .prepare("SELECT COUNT(*) FROM submissions WHERE email_key = ?")
          .pluck()
          .get(emailKey("KLAUS.MÜLLER@EXAMPLE.DE")),
      ).toBe(1);
      expect(store.count()).toBe(2);
    } finally {
      store.close();
    }
    // Opening again migrates nothing twice.
    const again = new LeadStore(oldPath);
    expect(again.db.pragma("user_version", { simple: true })).toBe(current);
    expect(again.count()).toBe(2);
    again.close();
  });
});

describe("a database from before the six plan questions", () => {
  it("moves the two old answers into plan_answers, drops their columns, and the plan reads them", () => {
    const path = join(mkdtempSync(join(root, "answers-")), "leads.sqlite");
    // The schema before: every migration up to the one that made plan_answers (the two answer columns).
    const fresh = new Database(path);
    fresh.function("email_key_of", { deterministic: true }, (email: unknown) => String(email).toLowerCase());
    const before = MIGRATIONS.findIndex((migration) => migration.includes("ADD COLUMN plan_answers"));
    for (const migration of MIGRATIONS.slice(0, before)) fresh.exec(migration);
    fresh.pragma(`user_version = ${before}`);
    const insert = fresh.prepare(
      "INSERT INTO submissions (form, name, email, created_at, status, activity, day_time) VALUES ('lead', ?, ?, ?, 'confirmed', ?, ?)",
    );
    insert.run("Klaus", "klaus@example.de", "2026-11-01T08:00:00.000Z", "wenig", "abends");
    insert.run("Werner", "werner@example.de", "2026-11-02T08:00:00.000Z", null, "morgens");
    insert.run("Heinz", "heinz@example.de", "2026-11-03T08:00:00.000Z", null, null);
    fresh.close();

    const store = new LeadStore(path);
    try {
      expect(store.db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      const columns = (store.db.prepare("PRAGMA table_info(submissions)").all() as Array<{ name: string }>).map(
        (column) => column.name,
      );
      expect(columns).toContain("plan_answers");
      expect(columns).not.toContain("activity");
      expect(columns).not.toContain("day_time");
      const stored = store.db.prepare("SELECT name, plan_answers FROM submissions ORDER BY id").all() as Array<{
        name: string;
        plan_answers: string | null;
      }>;
      expect(stored.map((row) => [row.name, planAnswersFromStore(row.plan_answers)])).toEqual([
        ["Klaus", { activity: "wenig", dayTime: "abends" }],
        ["Werner", { dayTime: "morgens" }],
        ["Heinz", {}],
      ]);
      expect(stored[2].plan_answers).toBeNull();
    } finally {
      store.close();
    }
  });
});

describe.each(["SIGTERM", "SIGINT"] as const)("%s during a slow request", (signal) => {
  it("lets the request finish, stores its row, answers it and exits 0", async () => {
    const dir = mkdtempSync(join(root, `${signal}-`));
    const databasePath = join(dir, "leads.sqlite");
    const port = await freePort();
    const server = await startServer({
      port,
      databasePath,
      env: { PUBLIC_DIR: fakePublicDir(dir), SHUTDOWN_TIMEOUT_MS: "10000" },
    });

    const email = `${signal.toLowerCase()}@example.de`;
    const body = new URLSearchParams({
      "form-name": "lead",
      "bot-field": "",
      name: "Langsam",
      email,
      consent: "ja",
    }).toString();
    const half = Math.floor(body.length / 2);
    let answer = "";
    const socket = connect(port, "127.0.0.1");
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `POST /danke-willkommen/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill(signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull(); // still waiting for the request in flight
    // The rest of the body, without closing the socket: a client that half-closes is answered only
    // if the answer happens to be written first (Node aborts a request at the client's FIN).
    socket.write(body.slice(half));
    await closed;
    expect(await server.exited).toBe(0);

    expect(answer).toMatch(/^HTTP\/1\.1 303 /);
    expect(answer).toMatch(/\r\nlocation: \/danke-willkommen\/\r\n/i);
    const db = new Database(databasePath, { readonly: true });
    const rows = db.prepare("SELECT form, name, email FROM submissions").all();
    db.close();
    expect(rows).toEqual([{ form: "lead", name: "Langsam", email }]);
  });
});
