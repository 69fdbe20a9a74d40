// `npm test`: every test, built once. The build runs first (unit, browser and audit stages all read
// its public/ and dist/), then the independent checks share the two cores in two lanes: Jest (the
// longest stage) in one; lint, the browser tests, the audit's checks (vnu, links, browsing, reflow,
// axe) and the Netlify host under `netlify dev` in the other. Beside them, from the start, a third
// lane of light stages: Lighthouse on its sample of routes, then the type check. Lighthouse mostly
// waits for pages to settle (a quarter of a core when it ran alone at the end), and the sample's
// figures only have floors that a busy machine still meets (audit/budgets.ts). The full audit's
// Lighthouse measures timing and runs last and alone.
// Prints each stage's duration at the end.
//
//   npm test                      build, then every stage
//   npm test -- --no-build        reuse the existing build (public/ and dist/)
//   AUDIT_SCOPE=full npm test     Lighthouse and desktop-width axe on every route, as `npm run audit`
//
// Chromium and Java, when missing, are installed with apt during the build, and netlify-cli with
// npm into the user's cache (bin/test-packages.mjs).
import { spawn } from "node:child_process";
import { accessSync, chmodSync, constants, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installNetlifyCli, installTestPackages, netlifyCli } from "./test-packages.mjs";

// Lighthouse and desktop-width axe on a sample of routes (audit/budgets.ts).
const scope = { AUDIT_SCOPE: process.env.AUDIT_SCOPE ?? "sample" };
// Two lanes for two cores, and a light third one beside them. The type check (single-threaded, 15
// to 25 s) fits none of the first two: first in the second lane, that lane took 331 s against
// Jest's 295; after Jest it ran alone at the end. Beside Lighthouse from the start, five stages
// shared the two cores at once and lint took twice as long; after Lighthouse it runs once the
// stages' start is over. (Four lanes of steady work, to fill the stages' waits, took longer still.)
// Jest runs a worker per core of its own (jest.config.js): its server tests mostly wait for child
// processes and timers, and with one worker the cores idled half the time.
const lighthouse = ["lighthouse", "npm", ["run", "--silent", "audit:run"], { ...scope, AUDIT_PART: "lighthouse" }];
const lighthouseAlone = scope.AUDIT_SCOPE === "full";
const types = ["types", "npm", ["run", "--silent", "check:types"]];
const lanes = [
  [["jest", "npx", ["jest", "--ci"]]],
  [
    ["lint", "npm", ["run", "--silent", "lint"]],
    ["browser", "npx", ["playwright", "test"]],
    ["audit", "npm", ["run", "--silent", "audit:run"], { ...scope, AUDIT_PART: "checks" }],
    ["netlify-dev", "npm", ["run", "--silent", "test:netlify-dev"], { NETLIFY_CLI: netlifyCli() }],
  ],
  lighthouseAlone ? [types] : [lighthouse, types],
];
const build = ["build", "npm", ["run", "--silent", "build"]];

/**
 * The stages' temporary files (databases, Blobs stores, test builds, made and removed by the
 * thousand) go to a folder of this run, in memory when the machine has it (/dev/shm): on this
 * machine's disk, mounted with `discard`, each file removed costs a wait, and the flood test on
 * Netlify took 70 s there against 38 s in memory. The folder goes when the run ends, with whatever
 * a stopped or crashed test left in it. Nothing a test checks depends on the disk; power loss is
 * not tested.
 */
function runTmpdir() {
  let parent = tmpdir();
  try {
    accessSync("/dev/shm", constants.W_OK);
    parent = "/dev/shm";
  } catch {
    // No shared memory folder: the system's temporary folder.
  }
  const dir = mkdtempSync(join(parent, "zitronen-tests-"));
  // Passable for the services that tests start under their own users (dovecot), as /tmp is; each
  // test's own folder in it is private (mkdtemp).
  chmodSync(dir, 0o755);
  return dir;
}
const testTmpdir = runTmpdir();
// On every way out: the end of the run, a stage that failed, a missing package, an exception.
process.on("exit", () => rmSync(testTmpdir, { recursive: true, force: true }));

const timings = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

// A signal stops the running stages and starts no further one.
let stoppedBy;
const children = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stoppedBy = signal;
    // Each stage is its own process group: npx and npm would not pass the signal on. The stages get
    // SIGINT, the signal test runners clean up after (Playwright stops its web server then).
    for (const child of children) process.kill(-child.pid, "SIGINT");
  });
}

/** Runs one stage with its output prefixed by its name; resolves with true when it passed. */
function run([name, command, args, env = {}]) {
  const begin = Date.now();
  if (stoppedBy) return Promise.resolve(false);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      // Tests never read the checkout's own settings file (.env): an operator's NODE_ENV=production
      // there would turn the test build into a production build. The build compiled the server into
      // dist/server/ (with --no-build the one there is reused, like public/), so no stage compiles
      // it again: each compile is about 5 CPU-seconds of esbuild.
      env: {
        ...process.env,
        FORCE_COLOR: "0",
        ENV_FILE: "/dev/null",
        SERVER_COMPILED: "1",
        TMPDIR: testTmpdir,
        ...env,
      },
    });
    const prefix = (stream, out) => {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    children.add(child);
    child.on("close", (code) => {
      children.delete(child);
      const ok = code === 0;
      timings.push({ name, ms: Date.now() - begin, ok });
      console.log(`[${name}] ${ok ? "passed" : `FAILED (exit ${code})`} in ${seconds(Date.now() - begin)}`);
      resolve(ok);
    });
  });
}

/** Stages of one lane run one after the other; every stage runs even if an earlier one failed. */
async function runLane(stages) {
  let ok = true;
  for (const stage of stages) ok = (await run(stage)) && ok;
  return ok;
}

async function main() {
  const packagesInstalled = installTestPackages();
  const netlifyCliInstalled = installNetlifyCli();
  if (!process.argv.includes("--no-build") && !(await run(build))) return false;
  if (!(await packagesInstalled) || !(await netlifyCliInstalled)) return false;
  const laneResults = await Promise.all(lanes.map(runLane));
  const lighthouseOk = lighthouseAlone ? await run(lighthouse) : true;
  return laneResults.every(Boolean) && lighthouseOk;
}

const ok = await main();
console.log("\nStage durations:");
for (const { name, ms, ok: passed } of timings)
  console.log(`  ${name.padEnd(10)} ${seconds(ms).padStart(6)}  ${passed ? "passed" : "FAILED"}`);
console.log(`  ${"total".padEnd(10)} ${seconds(Date.now() - started).padStart(6)}`);
if (stoppedBy) console.log(`stopped by ${stoppedBy}`);
process.exit(stoppedBy ? 130 : ok ? 0 : 1);
