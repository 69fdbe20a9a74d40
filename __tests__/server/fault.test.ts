/** @jest-environment node */
// Kills the real server with SIGKILL in the middle of a load run, restarts it on the same
// database and checks that every submission that got a 2xx answer is stored.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { freePort, loadTestEmail, startServer, UNLIMITED_ENV, type RunningServer } from "../../harness/server-process";
import { fakePublicDir } from "../../harness/server";

jest.setTimeout(90_000);

const CONCURRENCY = 20;
const KILL_AFTER_ACKNOWLEDGED = 300;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "fault-test-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("keeps every acknowledged submission across a SIGKILL, and stops cleanly on SIGTERM", async () => {
  const databasePath = join(root, "leads.sqlite");
  const env = { ...UNLIMITED_ENV, PUBLIC_DIR: fakePublicDir(root) };
  const port = await freePort();
  const first: RunningServer = await startServer({ port, databasePath, env });

  const acknowledged: string[] = [];
  let counter = 0;
  let serverDown = false;
  const worker = async () => {
    while (!serverDown) {
      const email = loadTestEmail("fault", counter++);
      try {
        const response = await fetch(`${first.url}/danke-willkommen/`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({
            "form-name": "lead",
            "bot-field": "",
            name: "Fault",
            email,
            consent: "ja",
          }).toString(),
        });
        if (response.ok) acknowledged.push(email);
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && !first.child.killed) first.child.kill("SIGKILL");
      } catch {
        serverDown = true; // connection refused or reset: the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await first.exited;
  const attempted = counter;

  const second = await startServer({ port, databasePath, env });
  const db = new Database(databasePath, { readonly: true });
  const stored = new Set(
    (db.prepare("SELECT email FROM submissions").all() as { email: string }[]).map((r) => r.email),
  );
  db.close();
  const lost = acknowledged.filter((email) => !stored.has(email));
  console.log(
    `fault test: ${attempted} posts attempted, ${acknowledged.length} acknowledged with 2xx before SIGKILL, ` +
      `${stored.size} rows after restart, ${lost.length} acknowledged rows missing`,
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  expect(lost).toEqual([]);

  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
});
