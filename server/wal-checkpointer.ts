// The WAL's checkpoints off the main thread during a rush. SQLite copies the WAL's pages back into
// the database file (a checkpoint) inside the COMMIT that takes the WAL past 1,000 pages, on the
// committing thread: here the main thread, which meanwhile serves no request and waits for the
// database file's fsync. During a rush, a worker thread with a connection of its own checkpoints
// after every group commit as well (PASSIVE: it never blocks a writer). The main connection's
// automatic checkpoint stays on: it finds the pages already copied, copies the few written since,
// and lets the next commit start the WAL from the beginning. Without it the WAL never starts over
// during a rush (390 MB for 20,000 posts); with both it stays at a few MB (docs/self-hosting.md,
// "What happens to a post"). Durability does not change: a commit is durable once its WAL frames
// are synced (server/group-commit.ts), whoever copies them later.
import { Worker } from "worker_threads";

/** The worker, as plain CommonJS: the server is one bundle, and a worker needs an entry of its own. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.databasePath, { fileMustExist: true });
parentPort.on("message", (message) => {
  if (message === "close") {
    db.close();
    parentPort.close();
    return;
  }
  let error = null;
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (caught) {
    error = String(caught && caught.message);
  }
  parentPort.postMessage(error);
});
`;

/**
 * A commit of this many writes or more is a rush: that many posts (and the mail worker's marks)
 * arrived during one WAL sync. A quiet server's commits hold one to a few.
 */
const RUSH_WRITES = 10;

/** How long `stop` waits for a running checkpoint before it ends the thread. */
const STOP_TIMEOUT_MS = 5_000;

export class WalCheckpointer {
  private worker?: { thread: Worker; exited: Promise<unknown> };
  private running = false;
  private again = false;
  private failed = false;

  /** `log`: a checkpoint that failed, once until one succeeds (the commits still checkpoint themselves). */
  constructor(
    private readonly databasePath: string,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * After a group commit of `writes` writes. Until the first rush no thread is started: SQLite's
   * own checkpoint costs a quiet main thread little (and a test's server starts none).
   */
  afterCommit(writes: number): void {
    if (writes >= RUSH_WRITES || this.worker) this.request();
  }

  /** Copy the WAL's new pages now, or right after the checkpoint that is running. */
  private request(): void {
    this.again = this.running;
    if (this.running) return;
    this.running = true;
    (this.worker ??= this.start()).thread.postMessage(null);
  }

  /** Lets a running checkpoint finish, closes the thread's connection and ends the thread. */
  async stop(): Promise<void> {
    if (!this.worker) return;
    const { thread, exited } = this.worker;
    thread.postMessage("close");
    const timeout = setTimeout(() => void thread.terminate(), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timeout);
  }

  private start(): { thread: Worker; exited: Promise<unknown> } {
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { databasePath: this.databasePath, driver: require.resolve("better-sqlite3") },
    });
    // Never what keeps the process alive: the server's close stops it, and an exit mid-checkpoint is
    // safe (the WAL still holds every page).
    thread.unref();
    thread.on("message", (error: string | null) => {
      this.report(error);
      this.running = false;
      if (this.again) this.request();
    });
    // The thread is gone (its connection could not open): no more requests; SQLite's own checkpoint
    // in the commits does all the work again.
    thread.on("error", (error) => {
      this.report(error.message);
      this.running = true;
    });
    return { thread, exited: new Promise((resolve) => thread.once("exit", resolve)) };
  }

  private report(error: string | null): void {
    if (error && !this.failed) this.log(error);
    this.failed = error !== null;
  }
}
