// `npm run measure:slow-client`: how the real server (compiled, default settings) treats clients
// that stall: how long until it drops half-sent headers and a half-sent body, and how long SIGTERM
// takes while such a client is connected. Prints the numbers; the limits live in server/http-limits.ts.
import { mkdtempSync, rmSync } from "fs";
import { connect } from "net";
import { tmpdir } from "os";
import { join } from "path";
import { fakePublicDir } from "../harness/server";
import { freePort, startServer } from "../harness/server-process";

const HALF_HEADERS = "POST /danke-willkommen/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: ";
const HALF_BODY =
  "POST /danke-willkommen/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nform-name=le";

/** Connects, sends `chunk`, stalls; resolves with the ms until the server closed the connection and its status line. */
function stall(port: number, chunk: string): Promise<{ ms: number; status: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(chunk));
    socket.on("data", (data) => (received += data.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ ms: Date.now() - started, status: received.split("\r\n")[0] || "(no answer)" }));
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "slow-client-"));
  const port = await freePort();
  const server = await startServer({
    port,
    databasePath: join(dir, "leads.sqlite"),
    env: { PUBLIC_DIR: fakePublicDir(dir) },
  });
  try {
    const [headers, body] = await Promise.all([stall(port, HALF_HEADERS), stall(port, HALF_BODY)]);
    console.log(`half-sent headers: dropped after ${headers.ms} ms with ${headers.status}`);
    console.log(`half-sent body:    dropped after ${body.ms} ms with ${body.status}`);

    const slow = stall(port, HALF_BODY);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sentAt = Date.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    console.log(
      `SIGTERM with a slow client connected: exit code ${code} after ${Date.now() - sentAt} ms; the client saw ${(await slow).status}`,
    );
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
