/** @jest-environment node */
// The WAL checkpointer (server/wal-checkpointer.ts): while it runs, the server's connection never
// checkpoints by itself, and the worker copies committed rows into the database file; stopped, the
// connection checkpoints by itself again.
import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { LeadStore } from "../../server/database";
import { GroupCommit } from "../../server/group-commit";
import { WalCheckpointer } from "../../server/wal-checkpointer";
import { eventually } from "../../harness/eventually";

let root: string;
let checkpointer: WalCheckpointer | undefined;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "wal-checkpointer-test-"));
});
// Its worker keeps the test process alive: stopped even when the test fails.
afterEach(() => checkpointer?.stop());
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("copies committed rows into the database file on its worker, not in the server's commits", async () => {
  const path = join(root, "leads.sqlite");
  const store = new LeadStore(path);
  const failures: Error[] = [];
  checkpointer = new WalCheckpointer(store.db, (error) => failures.push(error));
  checkpointer.start();
  expect(store.db.pragma("wal_autocheckpoint", { simple: true })).toBe(0);

  const commits = new GroupCommit(store.db, { afterCommit: () => checkpointer!.committed() });
  const roundsBefore = checkpointer.rounds;
  await commits.run(() => store.insert("lead", { name: "Prüfung", email: "im-datenbankfile@example.de" }));
  // Only the worker can have put the row into the database file: the connection does not checkpoint.
  await eventually("a checkpoint round after the commit", () => checkpointer!.rounds > roundsBefore);
  expect(readFileSync(path).includes("im-datenbankfile@example.de")).toBe(true);

  await checkpointer.stop();
  expect(store.db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
  expect(failures).toEqual([]);
  store.close();
});
