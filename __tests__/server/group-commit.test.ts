/** @jest-environment node */
// Group commit (server/group-commit.ts): writes arriving together share one transaction, each is
// answered only once that transaction is committed and its WAL synced, and one failing write does
// not take the others down. Then the real server under many concurrent posts, killed with SIGKILL:
// every post that got a 2xx answer is a row, with its queued confirmation mail.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { GroupCommit } from "../../server/group-commit";
import { LeadStore } from "../../server/database";
import { freePort, loadTestEmail, startServer, UNLIMITED_ENV, type RunningServer } from "../../harness/server-process";
import { fakePublicDir } from "../../harness/server";
import { eventually } from "../../harness/eventually";

jest.setTimeout(90_000);

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "group-commit-test-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function openStore(name: string) {
  const path = join(root, name);
  const store = new LeadStore(path);
  const insert = (email: string) => store.insert("lead", { name: "Gruppe", email, consent: "ja" });
  const rowsSeenByAnotherConnection = () => {
    const reader = new Database(path, { readonly: true });
    try {
      return reader.prepare("SELECT email FROM submissions ORDER BY id").pluck().all() as string[];
    } finally {
      reader.close();
    }
  };
  return { store, insert, rowsSeenByAnotherConnection };
}

it("commits writes handed in together as one transaction and answers each after the commit", async () => {
  const { store, insert, rowsSeenByAnotherConnection } = openStore("together.sqlite");
  const commits = new GroupCommit(store.db);
  const emails = Array.from({ length: 200 }, (_, i) => `gruppe-${i}@example.de`);
  const seenAtFirstAnswer: string[][] = [];
  const ids = await Promise.all(
    emails.map((email, i) =>
      commits
        .run(() => insert(email))
        .then((id) => {
          // Committed, not just written: another connection already reads every row of the batch.
          if (i === 0) seenAtFirstAnswer.push(rowsSeenByAnotherConnection());
          return id;
        }),
    ),
  );
  expect(commits.commits).toBe(1);
  expect(new Set(ids).size).toBe(200);
  expect(seenAtFirstAnswer[0]).toEqual(emails);
  store.close();
});

it("answers a write only after the WAL sync that follows its commit, and keeps FULL for other writes", async () => {
  const { store, insert, rowsSeenByAnotherConnection } = openStore("sync.sqlite");
  const syncs: Array<{ finish: () => void; fail: (error: Error) => void }> = [];
  const commits = new GroupCommit(store.db, {
    syncWal: () => new Promise<void>((finish, fail) => syncs.push({ finish, fail })),
  });
  const answers: string[] = [];
  const first = commits.run(() => insert("zuerst@example.de")).then(() => answers.push("zuerst"));
  await eventually("the first sync", () => syncs.length === 1);
  // Committed (another connection reads it) but not yet answered: its sync has not finished.
  expect(rowsSeenByAnotherConnection()).toEqual(["zuerst@example.de"]);
  expect(answers).toEqual([]);
  // Every write outside the group commit still waits for its own fsync.
  expect(store.db.pragma("synchronous", { simple: true })).toBe(2);

  // A write during that sync waits for it: its commit may not be in the bytes it syncs.
  const second = commits.run(() => insert("danach@example.de"));
  syncs[0].finish();
  await first;
  await eventually("the second sync", () => syncs.length === 2);
  expect(answers).toEqual(["zuerst"]);
  syncs[1].fail(new Error("EIO: the disk failed"));
  await expect(second).rejects.toThrow("EIO: the disk failed");
  store.close();
});

it("rolls back only the write that throws; the others of its batch are stored", async () => {
  const { store, insert, rowsSeenByAnotherConnection } = openStore("one-fails.sqlite");
  const commits = new GroupCommit(store.db);
  const results = await Promise.allSettled([
    commits.run(() => insert("erste@example.de")),
    commits.run(() => {
      insert("kaputt@example.de");
      throw new Error("this write fails after its insert");
    }),
    commits.run(() => insert("dritte@example.de")),
  ]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error("this write fails after its insert"));
  expect(rowsSeenByAnotherConnection()).toEqual(["erste@example.de", "dritte@example.de"]);
  expect(commits.commits).toBe(1);
  store.close();
});

it("rejects every write of a batch whose commit fails, and stores none of them", async () => {
  const { store, insert, rowsSeenByAnotherConnection } = openStore("commit-fails.sqlite");
  const commits = new GroupCommit(store.db);
  // A deferred foreign key is checked at COMMIT: one bad write makes the whole COMMIT fail.
  const results = await Promise.allSettled([
    commits.run(() => insert("vorher@example.de")),
    commits.run(() => {
      store.db.pragma("defer_foreign_keys = ON");
      store.db.prepare("INSERT INTO tokens (hash, submission_id, purpose) VALUES ('h', 999999, 'confirm')").run();
    }),
  ]);
  expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  expect(rowsSeenByAnotherConnection()).toEqual([]);
  expect(commits.commits).toBe(0);
  store.close();
});

it("keeps every acknowledged post of 100 concurrent clients across a SIGKILL, each with its confirmation mail", async () => {
  const databasePath = join(root, "server.sqlite");
  const env = { ...UNLIMITED_ENV, PUBLIC_DIR: fakePublicDir(root) };
  const port = await freePort();
  const server: RunningServer = await startServer({ port, databasePath, env });
  const acknowledged: string[] = [];
  let counter = 0;
  let down = false;
  const client = async () => {
    while (!down) {
      const email = loadTestEmail("gruppe", counter++);
      try {
        const response = await fetch(`${server.url}/danke-willkommen/`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({
            "form-name": "lead",
            "bot-field": "",
            name: "Gruppe",
            email,
            consent: "ja",
          }).toString(),
        });
        if (response.ok) acknowledged.push(email);
        // Killed while a hundred posts are in flight, most of them inside a batch not yet committed.
        if (acknowledged.length >= 500 && !server.child.killed) server.child.kill("SIGKILL");
      } catch {
        down = true;
      }
    }
  };
  await Promise.all(Array.from({ length: 100 }, client));
  await server.exited;

  const db = new Database(databasePath, { readonly: true });
  const stored = new Set(db.prepare("SELECT email FROM submissions").pluck().all() as string[]);
  const withoutMail = db
    .prepare(
      "SELECT COUNT(*) FROM submissions s WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = s.id AND o.kind = 'confirmation')",
    )
    .pluck()
    .get();
  db.close();
  expect(acknowledged.length).toBeGreaterThanOrEqual(500);
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  expect(withoutMail).toBe(0);
});
