// `npm run update` (docs/betrieb.md, "Aktualisieren"): brings the own server to the newest commit of
// its branch without downtime. git pull, npm ci, npm run build (which makes a new release and makes
// it current only when the build and its checks pass), then the health check: the running server
// must serve the new release within 90 s (/healthz). When a step fails it rolls back: the previous
// release becomes current again (the running server takes it back over without a gap) and the
// project folder returns to the previous commit and its packages, so the next build builds what
// runs. Plain JavaScript with no package: `npm ci` replaces node_modules/ while this runs.
import { spawnSync } from "node:child_process";
import { readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();
const HEALTH_TIMEOUT_MS = 90_000;

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  return spawnSync(command, args, { cwd: root, stdio: "inherit", ...options }).status === 0;
}

function output(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function readCurrent(releasesDir) {
  try {
    return readlinkSync(join(releasesDir, "current"));
  } catch {
    return null;
  }
}

/** The same one-step switch as server/releases/store.ts, without any package. */
function switchTo(releasesDir, id) {
  const temporary = join(releasesDir, `.current-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(id, temporary);
  renameSync(temporary, join(releasesDir, "current"));
}

async function servedRelease(healthUrl) {
  try {
    const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
    return (await response.json()).release?.id ?? null;
  } catch {
    return undefined;
  }
}

async function waitFor(healthUrl, id) {
  const until = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < until) {
    if ((await servedRelease(healthUrl)) === id) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function stop(message) {
  console.error(`\nUPDATE ABGEBROCHEN  ${message}`);
  process.exit(1);
}

const info = JSON.parse(output("npx", ["--no-install", "tsx", "server/releases/releases-cli.ts", "info"]));
const dirty = output("git", ["status", "--porcelain", "--untracked-files=no"]);
if (dirty)
  stop(
    `Der Projektordner hat eigene, nicht eingecheckte Änderungen:\n${dirty}\n` +
      "Übernehmen Sie sie ins Repository (oder `git stash`), dann `npm run update` noch einmal. Nichts wurde geändert.",
  );
const before = output("git", ["rev-parse", "HEAD"]);
if (!run("git", ["pull", "--ff-only"]))
  stop("`git pull` ist fehlgeschlagen (siehe oben). Nichts wurde geändert; die Website läuft unverändert.");
const after = output("git", ["rev-parse", "HEAD"]);
if (after === before && !process.argv.includes("--force")) {
  console.log("\nSchon aktuell: kein neuer Commit. (`npm run update -- --force` baut trotzdem neu.)");
  process.exit(0);
}

/** Back to the release and commit from before; the running server takes the old release back over. */
async function rollBack(reason) {
  console.error(`\n${reason}\nZurück zur vorigen Version …`);
  const current = readCurrent(info.releasesDir);
  if (info.current && current !== info.current) {
    switchTo(info.releasesDir, info.current);
    if (info.running && !(await waitFor(info.healthUrl, info.current)))
      console.error(`Der Server liefert ${info.current} noch nicht wieder aus: sehen Sie ins Protokoll.`);
  }
  const restored = run("git", ["reset", "--keep", before]) && run("npm", ["ci", "--no-audit", "--no-fund"]);
  stop(
    `${reason}\nDie Website liefert wieder ${info.current ?? "die bisherige Version"} aus` +
      (restored
        ? `; der Projektordner steht wieder auf ${before.slice(0, 7)}.`
        : `. Den Projektordner zurückzusetzen ist fehlgeschlagen: \`git reset --keep ${before.slice(0, 7)} && npm ci\`.`),
  );
}

if (!run("npm", ["ci", "--no-audit", "--no-fund"])) await rollBack("`npm ci` ist fehlgeschlagen.");
if (!run("npm", ["run", "build"]))
  await rollBack("Der Build ist fehlgeschlagen; die neue Version wurde nicht aktiviert.");
const released = readCurrent(info.releasesDir);
if (!released || released === info.current) await rollBack("Der Build hat keine neue Version angelegt.");
if (!info.running) {
  console.log(`\nVersion ${released} ist aktuell. Der Server lief nicht; er liefert sie bei seinem Start aus.`);
  process.exit(0);
}
if (!(await waitFor(info.healthUrl, released)))
  await rollBack(`Der Server liefert die neue Version ${released} nach ${HEALTH_TIMEOUT_MS / 1000} s nicht aus.`);
console.log(
  `\nAktualisiert: ${before.slice(0, 7)} → ${after.slice(0, 7)}, der Server liefert Version ${released} aus.`,
);
