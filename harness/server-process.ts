// Starts `npm start`'s server as a real child process (the compiled dist/server/main.js under plain
// node, as in production), for the benchmark and the fault, signal and slow-client tests.
import { execFileSync, spawn, type ChildProcess } from "child_process";
import { existsSync, mkdtempSync, rmSync } from "fs";
import { connect, createServer, type AddressInfo, type Server } from "net";
import { tmpdir } from "os";
import { dirname, join, resolve } from "path";
import { eventually } from "./eventually";

const ROOT = join(__dirname, "..");
export const COMPILED_SERVER = join(ROOT, "dist/server/main.js");

/**
 * For load and crash tests that post thousands of leads from one address: no rate limit, a
 * ceiling so high that even one source's share of it (a thirtieth) holds 100,000 posts, and
 * `loadTestEmail` gives each lead a domain of its own. They measure storing and sending; every
 * limit of src/follow-up/limits.ts is still counted on each post, so its cost is measured too.
 */
export const UNLIMITED_ENV = { RATE_LIMIT_MAX: "10000000", CONFIRMATIONS_PER_HOUR: "100000000" };
export const loadTestEmail = (prefix: string, n: number) => `${prefix}-${n}@${prefix}-${n}.example`;

/** Compiles server/ into dist/ (esbuild, about 5 CPU-seconds), so a run never uses a stale build. */
export function compileServer(): void {
  // Compiled once for the run: by Jest (harness/compile-server-once.js) or by npm test's build.
  if (process.env.SERVER_COMPILED === "1") return;
  execFileSync(process.execPath, [join(ROOT, "bin/build-server.mjs")], { cwd: ROOT, stdio: "ignore" });
}

export async function freePort(): Promise<number> {
  return (await freePorts(1))[0];
}

/** `count` different free ports: all probes listen at once, so no two answers can be the same port. */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve) => {
          const probe = createServer().listen(0, "127.0.0.1", () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The servers started and not yet ended: a test that times out leaves its server behind, and a
 * server left running keeps the test runner from ever exiting (CI would wait for it).
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Waits until `url` answers 200; fails as soon as `child` exits, or after `timeoutMs`. */
export async function untilServing(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  await eventually(`${url} to answer`, async () => child.exitCode !== null || (await fetch(url)).ok, {
    timeoutMs,
    everyMs: 100,
  });
  if (child.exitCode !== null)
    throw new Error(`${url}: the process exited with code ${child.exitCode} before it answered`);
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

export async function startServer(options: { port: number; databasePath: string; env?: Record<string, string> }) {
  // The server would build a missing public/ itself; a test, benchmark or audit must not start a
  // build behind the back of the shared build lock.
  const publicDir = resolve(ROOT, options.env?.PUBLIC_DIR || process.env.PUBLIC_DIR || "public");
  if (!existsSync(join(publicDir, "index.html")))
    throw new Error(`${publicDir} holds no built site: run \`npm run build\` first`);
  compileServer();
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATABASE_PATH: options.databasePath,
      // Mails written to disk (no SMTP_URL) land next to the test's database, not in the project's var/.
      MAIL_DIR: join(dirname(options.databasePath), "mail"),
      LOG_LEVEL: "warn",
      // No scheduled report mail in a test (one would come on a Monday morning).
      REPORT_SCHEDULE: "off",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  // About 4 s on a loaded machine; a minute before a test calls it broken.
  await untilServing(`${url}/`, child);
  return { url, child, exited } satisfies RunningServer;
}

/** Runs `work` against a fresh server on a free port, with an empty database that is removed afterwards. */
export async function withServer<T>(
  env: Record<string, string>,
  work: (server: RunningServer & { databasePath: string }) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "zitronen-server-"));
  const databasePath = join(dir, "leads.sqlite");
  const server = await startServer({ port: await freePort(), databasePath, env });
  try {
    return await work({ ...server, databasePath });
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
