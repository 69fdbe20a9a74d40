// Copies the WAL into the database file on a worker thread with its own connection, instead of in
// the server's COMMIT. A checkpoint writes megabytes and waits for two fsyncs; SQLite's automatic
// one ran inside whichever COMMIT crossed 1,000 pages, and on the main thread it held every request
// of a rush for tens of milliseconds (and cost three quarters of a form post's commit time).
//
// The worker's checkpoints are PASSIVE: they never block the server's writes, and they sync the WAL
// before and the database file after, as SQLite's own do. A round runs at most every ROUND_MS after
// a commit was announced, and goes on at once while the WAL grew meanwhile, so it catches up and the
// next write starts the WAL from its beginning again (it does not grow through a busy hour). If the
// worker fails, the connection checkpoints by itself again.
import { Worker } from "worker_threads";
import type Database from "better-sqlite3";

const ROUND_MS = 100;
/** Also without announced commits (writes outside the group commit), at least this often. */
const IDLE_ROUND_MS = 5_000;
/** SQLite's default: a checkpoint in the COMMIT that takes the WAL past this many pages. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

// Plain JavaScript: the worker runs it as it is (eval), in the server bundle and under Jest alike.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("worker_threads");
const Database = require(workerData.sqlite);
const db = new Database(workerData.path);
let due = false;
let running = false;
function round() {
  due = false;
  running = true;
  let before = -1;
  for (;;) {
    const [{ log, checkpointed }] = db.pragma("wal_checkpoint(PASSIVE)");
    // Caught up, or a reader holds older pages (the next round gets them).
    if (checkpointed >= log || checkpointed === before) break;
    before = checkpointed;
  }
  running = false;
  parentPort.postMessage("round");
  if (due) setTimeout(round, ${ROUND_MS});
}
function announce() {
  if (due) return;
  due = true;
  if (!running) setTimeout(round, ${ROUND_MS});
}
setInterval(announce, ${IDLE_ROUND_MS});
parentPort.on("message", (message) => {
  if (message === "commit") announce();
  if (message === "stop") {
    db.close();
    process.exit(0);
  }
});
`;

export class WalCheckpointer {
  private worker: Worker | undefined;
  /** Rounds finished so far (tests wait for one). */
  rounds = 0;

  constructor(
    private readonly db: Database.Database,
    private readonly onFailure: (error: Error) => void,
  ) {}

  start(): void {
    if (this.db.memory || !this.db.open || this.worker) return;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { path: this.db.name, sqlite: require.resolve("better-sqlite3") },
    });
    // A server that forgets to stop it still ends.
    worker.unref();
    worker.on("message", () => this.rounds++);
    worker.on("error", (error) => {
      this.giveBack();
      this.onFailure(error);
    });
    this.worker = worker;
    this.db.pragma("wal_autocheckpoint = 0");
  }

  /** A commit was made: a round follows within ROUND_MS. */
  committed(): void {
    this.worker?.postMessage("commit");
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.giveBack();
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    // Unreferenced, the worker would let the process end before its exit arrives.
    worker.ref();
    worker.postMessage("stop");
    await exited;
  }

  private giveBack(): void {
    this.worker = undefined;
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  }
}
