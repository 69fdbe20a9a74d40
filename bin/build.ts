// `npm run build`: the go-live gate, Gatsby's build into public/, the compiled server into dist/, the
// build's checks and its stamp; then, on the own server, a new release that becomes current
// (server/releases/store.ts). The running server keeps serving the previous release throughout and
// takes the new one over without a gap (server/releases/supervisor.ts); a build that fails at any
// step changes nothing visitors see. Reads the server's settings file first, like the server.
// On Netlify (NETLIFY=true) it stops after the stamp: Netlify publishes public/ itself.
import "../src/settings/load";
import { spawnSync } from "child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "fs";
import { join, resolve } from "path";
import { CONTENT_DIR, SITE_URL } from "../src/lib/site";
import { buildProblems } from "../server/releases/check-build";
import {
  buildSettingsOf,
  inputHashes,
  namedFiles,
  WORK_STAMP,
  type BuildStamp,
  type GoLiveVerdict,
} from "../server/releases/stamp";
import { createRelease, currentReleaseId, pruneReleases, releasesDirOf, switchTo } from "../server/releases/store";

const root = process.cwd();
const VERDICT = join(root, "dist", "go-live-verdict.json");

function step(what: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) fail(`${what} ist fehlgeschlagen (Exit ${result.status ?? result.signal}).`);
}

function fail(message: string): never {
  console.error(`\nBUILD ABGEBROCHEN  ${message}\nDie Website liefert unverändert die bisherige Version aus.`);
  process.exit(1);
}

function gitCommit(): string | null {
  const result = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** One build at a time in this project folder: a second one would write into the first one's public/. */
function lock(releasesDir: string): () => void {
  mkdirSync(releasesDir, { recursive: true });
  const file = join(releasesDir, ".build.lock");
  try {
    closeSync(openSync(file, "wx"));
  } catch {
    const holder = Number(readFileSync(file, "utf8"));
    const alive = Number.isInteger(holder) && holder > 0 && isAlive(holder);
    if (alive) fail(`Ein anderer Build läuft schon (Prozess ${holder}). Warten Sie, bis er fertig ist.`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const netlify = process.env.NETLIFY === "true";
  const releasesDir = releasesDirOf();
  const unlock = netlify ? () => undefined : lock(releasesDir);
  process.on("exit", unlock);

  mkdirSync(join(root, "dist"), { recursive: true });
  rmSync(VERDICT, { force: true });
  step("Die Go-live-Prüfung", process.execPath, [
    require.resolve("tsx/cli"),
    "scripts/go-live-check.ts",
    "--build",
    "--verdict",
    VERDICT,
  ]);
  const goLive = JSON.parse(readFileSync(VERDICT, "utf8")) as GoLiveVerdict;
  const gatsby = require.resolve("gatsby/cli", { paths: [root] });
  step("gatsby clean", process.execPath, [gatsby, "clean"]);
  step("Der Build der Seiten (gatsby build)", process.execPath, [gatsby, "build"]);
  // An ES module with top-level await: imported, not required.
  const { buildServer, SERVER_ENTRY } = (await import("./build-server.mjs")) as {
    buildServer: () => Promise<void>;
    SERVER_ENTRY: string;
  };
  await buildServer();
  const problems = buildProblems({
    publicDir: join(root, "public"),
    dataDir: resolve(CONTENT_DIR),
    serverEntry: SERVER_ENTRY,
  });
  if (problems.length > 0) fail(`Der Build ist unvollständig:\n  ${problems.join("\n  ")}`);

  const stamp: BuildStamp = {
    builtAt: new Date().toISOString(),
    commit: gitCommit(),
    inputs: inputHashes(root),
    goLive,
    settings: buildSettingsOf(process.env, SITE_URL),
  };
  writeFileSync(join(root, WORK_STAMP), JSON.stringify(stamp, null, 1) + "\n");
  console.log(`Build-Stempel geschrieben: ${WORK_STAMP}${goLive.passed ? " (Go-live-Prüfung bestanden)" : ""}.`);
  if (netlify) return;

  const previous = currentReleaseId(releasesDir);
  const release = createRelease(
    releasesDir,
    { publicDir: join(root, "public"), serverDir: join(root, "dist", "server"), dataDir: resolve(CONTENT_DIR) },
    stamp,
  );
  switchTo(releasesDir, release.id);
  const pruned = pruneReleases(releasesDir);
  console.log(
    `\nNeue Version ${release.id} ist jetzt die aktuelle (${releasesDir}/current` +
      `${previous ? `, vorher ${previous}` : ""}). Ein laufender Server liefert sie in wenigen Sekunden aus.` +
      (pruned.length > 0 ? ` Alte Versionen gelöscht: ${namedFiles(pruned)}.` : ""),
  );
  if (!stamp.commit) console.log("(Kein git-Projektordner: die Version trägt keinen Commit.)");
}

main().catch((error: unknown) => fail((error as Error).message));
