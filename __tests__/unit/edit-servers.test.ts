/** @jest-environment node */
// `npm run edit` starts Decap's file server, which writes any file of the repository (.git/hooks
// included) for whoever reaches it, without a login: it must listen on 127.0.0.1 only, and so
// must Gatsby's development server. The file server is started for real and its listening socket
// read from the kernel's table; Gatsby's takes a minute to start, so its flag is checked.
import { spawn } from "child_process";
import { readFileSync } from "fs";
import { once } from "events";
import { EDIT_HOST, editServers } from "../../scripts/edit";
import { eventually } from "../../harness/eventually";
import { freePort } from "../../harness/server-process";

jest.setTimeout(60_000);

/** The local addresses the kernel lists as listening on `port` (IPv4 and IPv6), e.g. "127.0.0.1". */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const listening = (file: string) =>
    readFileSync(file, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A")
      .map(([, local]) => local.split(":")[0]);
  const v4 = listening("/proc/net/tcp").map((hex) =>
    [3, 2, 1, 0].map((i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)).join("."),
  );
  const v6 = listening("/proc/net/tcp6").map((hex) => (/^0+$/.test(hex) ? "::" : `v6:${hex}`));
  return [...v4, ...v6];
}

it("starts Decap's file server on 127.0.0.1 only", async () => {
  const port = await freePort();
  const [decap] = editServers({ ...process.env, DECAP_PORT: String(port) });
  const child = spawn(decap.command, decap.args, { env: decap.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  try {
    await eventually("decap-server to listen", () => child.exitCode !== null || listeningAddresses(port).length > 0, {
      timeoutMs: 45_000,
      everyMs: 200,
    });
    expect(listeningAddresses(port)).toEqual([EDIT_HOST]);
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await once(child, "exit");
  }
});

it("starts Gatsby's development server with --host 127.0.0.1", () => {
  const [, gatsby] = editServers({ ...process.env, EDIT_PORT: "8123" });
  expect(gatsby.args).toEqual(["gatsby", "develop", "--host", EDIT_HOST, "--port", "8123"]);
  expect(EDIT_HOST).toBe("127.0.0.1");
});
