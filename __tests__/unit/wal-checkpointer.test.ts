/** @jest-environment node */
// The WAL's background checkpoint (server/wal-checkpointer.ts): a worker thread copies the WAL's
// pages into the database file after the group commits, and the WAL still starts over during a rush.
import { mkdtempSync, rmSync, statSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { GroupCommit } from "../../server/group-commit";
import { LeadStore } from "../../server/database";
import { WalCheckpointer } from "../../server/wal-checkpointer";
import { eventually } from "../../harness/eventually";

const MESSAGE = "Eine Nachricht. ".repeat(64);

let root: string;
let store: LeadStore;
let checkpointer: WalCheckpointer;
let logged: string[];
let commits: GroupCommit;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "wal-checkpointer-test-"));
  store = new LeadStore(join(root, "leads.sqlite"));
  logged = [];
  checkpointer = new WalCheckpointer(store.db.name, (message) => logged.push(message));
  commits = new GroupCommit(store.db, { afterSync: (writes) => checkpointer.afterCommit(writes) });
});
afterEach(async () => {
  await checkpointer.stop();
  store.close();
  rmSync(root, { recursive: true, force: true });
});

/** `batches` group commits of `size` contact messages of 1 KB each, one after the other: a rush. */
async function rush(batches: number, afterBatch: () => void = () => {}, size = 50) {
  for (let batch = 0; batch < batches; batch++) {
    await Promise.all(
      Array.from({ length: size }, (_, i) =>
        commits.run(() =>
          store.insert("kontakt", { name: "Rush", email: `p${batch}-${i}@example.de`, message: MESSAGE }),
        ),
      ),
    );
    afterBatch();
  }
}

const walBytes = () => statSync(`${store.db.name}-wal`).size;
const databaseBytes = () => statSync(store.db.name).size;

it("copies the committed pages into the database file from its own thread", async () => {
  // The committing connection never checkpoints here: only the worker can fill the database file.
  store.db.pragma("wal_autocheckpoint = 0");
  const before = databaseBytes();
  await rush(20);
  await eventually("the WAL's pages in the database file", () => databaseBytes() > before + 1_000_000);
  expect(logged).toEqual([]);
});

it("leaves a quiet server's commits to SQLite's own checkpoint, and starts no thread until a rush", async () => {
  store.db.pragma("wal_autocheckpoint = 0");
  const before = databaseBytes();
  await rush(100, undefined, 1);
  await rush(100, undefined, 9);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(databaseBytes()).toBe(before);
  // The first commit of ten writes: the worker copies everything written so far.
  await rush(1, undefined, 10);
  await eventually("the WAL's pages in the database file", () => databaseBytes() > before + 1_000_000);
});

it("keeps the WAL at a few MB during a rush: the commits still start it over", async () => {
  let largest = 0;
  await rush(200, () => (largest = Math.max(largest, walBytes())));
  const written = store.count() * MESSAGE.length;
  // 10 MB of messages went through a WAL that stayed below 8 MB (SQLite's 1,000 pages and a batch).
  expect(written).toBeGreaterThan(10_000_000);
  expect(largest).toBeLessThan(8_000_000);
});
