/** @jest-environment node */
// The shipped service unit (deploy/zitronen-vital.service): absolute paths throughout, and accepted
// by systemd's own checker. systemd is not PID 1 on the test machines, so the unit cannot be started
// here; `systemd-analyze verify` (installed by bin/test-packages.mjs) reads it as systemd would,
// with its paths pointed at this checkout and this Node, and fails on an unknown key or a command
// that does not exist.
import { spawnSync } from "child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";

const ROOT = join(__dirname, "../..");
const UNIT = readFileSync(join(ROOT, "deploy/zitronen-vital.service"), "utf8");
const PROJECT = "/srv/zitronen-vital";
const NODE = "/opt/zitronen-vital/node22/node_modules/node/bin/node";

const settings = (key: string) =>
  UNIT.split("\n")
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));

it("names every path absolutely: the Node, the start script, the project and what it may write", () => {
  expect(settings("ExecStart")).toEqual([`${NODE} ${PROJECT}/bin/start.mjs`]);
  expect(settings("WorkingDirectory")).toEqual([PROJECT]);
  expect(settings("ReadWritePaths")).toEqual([`${PROJECT}/var`]);
  expect(settings("Environment")).toEqual([`ENV_FILE=${PROJECT}/.env`]);
  expect(settings("ExecReload")).toEqual(["/bin/kill -HUP $MAINPID"]);
});

it("passes systemd-analyze verify with its paths on this machine", () => {
  const dir = mkdtempSync(join(tmpdir(), "unit-"));
  try {
    const unit = join(dir, "zitronen-vital.service");
    writeFileSync(unit, UNIT.split(NODE).join(process.execPath).split(PROJECT).join(ROOT));
    const result = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
    if (result.error) throw new Error(`systemd-analyze is missing (Debian's systemd package): ${result.error.message}`);
    // Lines about the machine's own units (not booted with systemd here) are not about ours.
    const ours = `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.includes("zitronen-vital"));
    expect(ours).toEqual([]);
    expect(result.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
