// The packages `npm test` drives besides node_modules: Debian's Chromium (Lighthouse) and its
// headless shell (browser tests, the audit's checks), Java (the Nu Html Checker), dovecot-imapd (the
// IMAP server of the bounce tests) and the operations set-up (caddy, systemd-analyze), installed by
// apt while the build runs when `npm test` runs as root (CI, a fresh container; anyone else gets the
// apt command and nothing runs); and netlify-cli for the netlify dev flow, installed with npm into
// the user's cache, outside node_modules, also while the build runs. Not a devDependency: it brings
// about 1,000 packages (350 MB) that every `npm ci` would install and audit, for one test stage;
// once cached, a run costs nothing, and a fresh CI machine pays about 90 s hidden behind the build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { findChromium, findHeadlessShell } from "../harness/browser.mjs";

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

/** The Debian packages to install: none when Chromium and Java are there. */
export function missingTestPackages() {
  return [
    findChromium() ? [] : ["chromium"],
    findHeadlessShell() ? [] : ["chromium-headless-shell"],
    hasJava() ? [] : ["default-jre-headless"],
    existsSync("/usr/sbin/dovecot") ? [] : ["dovecot-imapd"],
  ].flat();
}

const hasCommand = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/**
 * The operations set-up of docs/betrieb.md, tested as shipped: Debian's caddy in front of the server
 * (__tests__/server/caddy.test.ts) and systemd-analyze, which checks the service unit (__tests__/server/systemd-unit.test.ts).
 */
export function missingOperationsPackages() {
  return [hasCommand("caddy") ? [] : ["caddy"], hasCommand("systemd-analyze") ? [] : ["systemd"]].flat();
}

/**
 * Starts installing the missing packages and returns a promise of the install's success (true at
 * once when nothing is missing). As another user than root it prints the command and exits 1.
 */
export function installTestPackages() {
  const missing = [...missingTestPackages(), ...missingOperationsPackages()];
  if (missing.length === 0) return Promise.resolve(true);
  const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `npm test needs the Debian packages ${missing.join(", ")}: run \`sudo sh -c '${command}'\`, then npm test again.`,
    );
    process.exit(1);
  }
  const log = join(mkdtempSync(join(tmpdir(), "test-packages-")), "apt.log");
  console.log(`[packages] installing ${missing.join(", ")} with apt (log: ${log})`);
  return new Promise((resolve) => {
    const apt = spawn("sh", ["-c", `(${command}) >"${log}" 2>&1`], {
      stdio: "ignore",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    apt.on("close", (code) => {
      if (code !== 0) console.error(`[packages] apt failed (exit ${code}):\n${readFileSync(log, "utf8")}`);
      resolve(code === 0);
    });
  });
}

/** The netlify-cli that `npm run test:netlify-dev` runs (its flags and log lines are checked against it). */
export const NETLIFY_CLI_VERSION = "27.10.2";
const netlifyCliDir = () =>
  process.env.NETLIFY_CLI_DIR ||
  join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "zitronen-vital", `netlify-cli-${NETLIFY_CLI_VERSION}`);

/** The `netlify` binary to run: NETLIFY_CLI if set, else the cached install. */
export const netlifyCli = () => process.env.NETLIFY_CLI || join(netlifyCliDir(), "node_modules", ".bin", "netlify");

/**
 * Installs netlify-cli into the cache once (npm, no install scripts: it runs without them);
 * resolves with the install's success, at once when it is there.
 */
export function installNetlifyCli() {
  if (existsSync(netlifyCli())) return Promise.resolve(true);
  const dir = netlifyCliDir();
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, "package.json"))) writeFileSync(join(dir, "package.json"), '{"private":true}\n');
  const log = join(mkdtempSync(join(tmpdir(), "test-packages-")), "npm.log");
  console.log(`[packages] installing netlify-cli ${NETLIFY_CLI_VERSION} into ${dir} (log: ${log})`);
  return new Promise((resolve) => {
    const npm = spawn(
      "sh",
      [
        "-c",
        `npm install --prefix "${dir}" --no-audit --no-fund --ignore-scripts --omit=dev netlify-cli@${NETLIFY_CLI_VERSION} >"${log}" 2>&1`,
      ],
      { stdio: "ignore" },
    );
    npm.on("close", (code) => {
      if (code !== 0) console.error(`[packages] npm failed (exit ${code}):\n${readFileSync(log, "utf8")}`);
      resolve(code === 0 && existsSync(netlifyCli()));
    });
  });
}

// `node bin/test-packages.mjs`: installs what is missing now, e.g. while something else runs (.ci/run
// does so during the README's first command, since its `npm test -- --no-build` has no build to hide
// the installs behind).
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [packages, cli] = await Promise.all([installTestPackages(), installNetlifyCli()]);
  process.exit(packages && cli ? 0 : 1);
}
