/** @jest-environment node */
// The compiled server as the operator runs it: `npm start`, SIGTERM from a service manager, a slow
// client holding a connection, a PUBLIC_DIR without a site.
import { spawn, spawnSync } from "child_process";
import { connect } from "net";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import {
  compileServer,
  COMPILED_SERVER,
  freePort,
  isListening,
  startServer,
  untilServing,
} from "../../harness/server-process";
import { fakePublicDir } from "../../harness/server";

jest.setTimeout(60_000);
const ROOT = join(__dirname, "../..");

let root: string;
beforeAll(() => {
  compileServer();
  root = mkdtempSync(join(tmpdir(), "signals-test-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("stops gracefully when the service manager sends SIGTERM to `npm start`, and frees the port", async () => {
  const port = await freePort();
  const dir = mkdtempSync(join(root, "npm-"));
  const npm = spawn("npm", ["start"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_DIR: fakePublicDir(dir),
      DATABASE_PATH: join(dir, "leads.sqlite"),
      MAIL_DIR: join(dir, "mail"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  npm.stdout.on("data", (data) => (output += data));
  npm.stderr.on("data", (data) => (output += data));
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  await untilServing(`http://127.0.0.1:${port}/`, npm, 30_000);

  const sentAt = Date.now();
  npm.kill("SIGTERM");
  const code = await exited;
  console.log(`npm start: SIGTERM to npm (pid ${npm.pid}) -> npm exited with ${code} after ${Date.now() - sentAt} ms`);
  expect(code).toBe(0);
  expect(output).toContain('"signal":"SIGTERM"');
  expect(output).toContain('"msg":"stopped"');
  expect(await isListening(port)).toBe(false);
});

it("gives a slow client a deadline on SIGTERM, then exits", async () => {
  const port = await freePort();
  const dir = mkdtempSync(join(root, "slow-"));
  const server = await startServer({
    port,
    databasePath: join(dir, "leads.sqlite"),
    env: { PUBLIC_DIR: fakePublicDir(dir), SHUTDOWN_TIMEOUT_MS: "1000" },
  });
  // A body promised but never sent: the request stays in flight.
  const slow = connect(port, "127.0.0.1", () =>
    slow.write(
      "POST /danke-willkommen/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nform-name=le",
    ),
  );
  slow.on("error", () => undefined);
  const slowClosed = new Promise<void>((resolve) => slow.on("close", () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 300));

  const sentAt = Date.now();
  server.child.kill("SIGTERM");
  const code = await server.exited;
  console.log(
    `shutdown with a slow client: exited with ${code} after ${Date.now() - sentAt} ms (SHUTDOWN_TIMEOUT_MS=1000)`,
  );
  await slowClosed;
  expect(code).toBe(0);
  expect(await isListening(port)).toBe(false);
});

it("never builds into or deletes a PUBLIC_DIR without index.html: it stops with a clear error", () => {
  const chosen = join(root, "operator-site");
  mkdirSync(chosen, { recursive: true });
  writeFileSync(join(chosen, "keep-me.txt"), "operator's file");
  const result = spawnSync(process.execPath, [COMPILED_SERVER], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_DIR: chosen, DATABASE_PATH: join(root, "never.sqlite"), PORT: "0" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`PUBLIC_DIR is ${chosen}, which holds no index.html`);
  expect(existsSync(join(chosen, "keep-me.txt"))).toBe(true);
  expect(existsSync(join(root, "never.sqlite"))).toBe(false);
});
