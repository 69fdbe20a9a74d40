// `npm start` (bin/start.mjs): the process a service manager runs. It serves the current release
// (server/releases/store.ts) through a worker process, the release's own compiled server, and
// watches the link `current`: when a build or an update switches it, a worker of the new release
// starts next to the old one, and only once it listens does the old one stop (after finishing its
// requests, server/drain.ts). Node's cluster module hands every new connection to a listening
// worker, so visitors never meet a closed port. A new release that does not start leaves the old
// one serving. After a reboot or a crash it serves the last good release: the current one, or the
// newest earlier one that starts; with NODE_ENV=production only releases whose go-live check passed.
import "../../src/settings/load";
import { execFileSync } from "child_process";
import cluster, { type Worker } from "cluster";
import { OPERATOR_NODE_ENV } from "../../src/lib/node-env";
import { changedInputs, namedFiles } from "./stamp";
import { RELEASE_DIR_ENV } from "./served";
import { currentReleaseId, listReleases, releasePaths, releasesDirOf, type Release } from "./store";

/** How often the link `current` is read (SIGHUP reads it at once). */
const WATCH_MS = 1_000;
/** A worker that does not listen within this time counts as failed. */
const START_TIMEOUT_MS = 60_000;
/** Waits before starting a crashed worker again: doubling from the first, at most the last. */
const RESTART_DELAYS_MS = [1_000, 30_000];

const root = process.cwd();
const releasesDir = releasesDirOf();
const production = OPERATOR_NODE_ENV === "production";

/** One JSON line like the server's (English, ISO time); `warnung` adds a German line for the operator. */
function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}, warnung?: string) {
  const levels = { info: 30, warn: 40, error: 50 };
  console.log(
    JSON.stringify({ level: levels[level], time: new Date().toISOString(), pid: process.pid, msg, ...fields }),
  );
  if (warnung) console.error(`${level === "error" ? "FEHLER" : "WARNUNG"}  ${warnung}`);
}

interface Serving {
  release: Release;
  worker: Worker;
}

let serving: Serving | undefined;
let stopping = false;
let switching = false;
/** A release that failed to start; not tried again until `current` points elsewhere. */
let failedId: string | undefined;
let restartDelay = RESTART_DELAYS_MS[0];

function servable(release: Release): boolean {
  return !production || release.stamp.goLive.passed;
}

/** Starts a worker for `release`; resolves with it once it listens, rejects when it exits or times out first. */
function startWorker(release: Release): Promise<Worker> {
  const paths = releasePaths(release.dir);
  cluster.setupPrimary({ exec: paths.server, cwd: root });
  const worker = cluster.fork({ [RELEASE_DIR_ENV]: release.dir, PUBLIC_DIR: paths.public, CONTENT_DIR: paths.data });
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      worker.process.kill("SIGKILL");
      reject(new Error(`did not listen within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    worker.once("listening", () => {
      clearTimeout(timeout);
      resolve(worker);
    });
    worker.once("exit", (code, signal) => {
      clearTimeout(timeout);
      reject(new Error(`exited with ${signal ?? `code ${code}`} before it listened`));
    });
  });
}

function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once("exit", () => resolve());
    worker.process.kill("SIGTERM");
  });
}

/** A worker that ends by itself (a crash) is started again, with the same release. */
function watchForCrash(current: Serving): void {
  current.worker.once("exit", (code, signal) => {
    if (stopping || serving !== current) return;
    log("error", "worker ended, starting it again", { release: current.release.id, code, signal, inMs: restartDelay });
    setTimeout(() => void restart(current.release), restartDelay);
    restartDelay = Math.min(restartDelay * 2, RESTART_DELAYS_MS[1]);
  });
}

async function restart(release: Release): Promise<void> {
  if (stopping) return;
  try {
    serve(release, await startWorker(release));
    restartDelay = RESTART_DELAYS_MS[0];
  } catch (error) {
    log("error", "worker did not start again", { release: release.id, error: (error as Error).message });
    setTimeout(() => void restart(release), restartDelay);
    restartDelay = Math.min(restartDelay * 2, RESTART_DELAYS_MS[1]);
  }
}

function serve(release: Release, worker: Worker): void {
  serving = { release, worker };
  watchForCrash(serving);
  log("info", "serving release", { release: release.id, builtAt: release.stamp.builtAt, worker: worker.process.pid });
}

/** Cold start: the current release, else the newest earlier one that starts. */
async function startServing(): Promise<void> {
  const releases = listReleases(releasesDir);
  const currentId = currentReleaseId(releasesDir);
  const candidates = [
    ...releases.filter((release) => release.id === currentId),
    ...releases.filter((release) => release.id !== currentId),
  ];
  for (const release of candidates) {
    if (!servable(release)) {
      log(
        "warn",
        "release skipped: its go-live check did not pass",
        { release: release.id },
        `Version ${release.id} hat die Go-live-Prüfung nicht bestanden; mit NODE_ENV=production wird sie nicht ausgeliefert.`,
      );
      continue;
    }
    try {
      serve(release, await startWorker(release));
    } catch (error) {
      failedId = release.id === currentId ? release.id : failedId;
      log(
        "error",
        "release did not start",
        { release: release.id, error: (error as Error).message },
        `Version ${release.id} startet nicht (${(error as Error).message}); versuche die vorige.`,
      );
      continue;
    }
    if (release.id !== currentId)
      log(
        "warn",
        "serving an earlier release",
        { release: release.id, current: currentId },
        `Es wird die frühere Version ${release.id} ausgeliefert, nicht die aktuelle (${currentId ?? "keine"}).`,
      );
    const changed = changedInputs(release.stamp, root);
    if (changed.length > 0)
      log(
        "warn",
        "sources changed since this release was built",
        { release: release.id, changed: changed.length },
        `Seit dem Build dieser Version (${release.stamp.builtAt}) wurden ${namedFiles(changed)} geändert. ` +
          "Die Website zeigt weiter die letzte geprüfte Version; `npm run build` prüft die Änderungen und veröffentlicht sie.",
      );
    return;
  }
  throw new Error(
    releases.length === 0
      ? `In ${releasesDir} liegt keine Version der Website. Führen Sie \`npm run build\` aus.`
      : production
        ? `In ${releasesDir} liegt keine Version, die die Go-live-Prüfung bestanden hat und startet. ` +
          "`npm run go-live-check` zeigt, was fehlt; danach `npm run build`."
        : `Keine Version in ${releasesDir} startet; die Meldungen stehen oben.`,
  );
}

/** When `current` points at another release than the one served: start it, then stop the old worker. */
async function followCurrent(): Promise<void> {
  if (switching || stopping || !serving) return;
  const id = currentReleaseId(releasesDir);
  if (!id || id === serving.release.id || id === failedId) return;
  const release = listReleases(releasesDir).find((candidate) => candidate.id === id);
  if (!release) return;
  switching = true;
  try {
    if (!servable(release)) {
      failedId = id;
      log(
        "error",
        "new release refused: its go-live check did not pass",
        { release: id },
        `Version ${id} hat die Go-live-Prüfung nicht bestanden; es bleibt bei ${serving.release.id}.`,
      );
      return;
    }
    const old = serving;
    let worker: Worker;
    try {
      worker = await startWorker(release);
    } catch (error) {
      if (stopping) return;
      failedId = id;
      log(
        "error",
        "new release did not start; the old one keeps serving",
        { release: id, serving: old.release.id, error: (error as Error).message },
        `Die neue Version ${id} startet nicht (${(error as Error).message}); es bleibt bei ${old.release.id}.`,
      );
      return;
    }
    failedId = undefined;
    serve(release, worker);
    await stopWorker(old.worker);
  } finally {
    switching = false;
  }
}

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log("info", "stopping", { signal });
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  await Promise.all(workers.map(stopWorker));
  log("info", "stopped");
  process.exit(0);
}

async function main(): Promise<void> {
  if (listReleases(releasesDir).length === 0 && !production) {
    console.log(`Noch keine Version in ${releasesDir}: \`npm run build\` baut die erste (etwa zwei Minuten).`);
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
  process.on("SIGHUP", () => void followCurrent());
  await startServing();
  setInterval(() => void followCurrent(), WATCH_MS);
}

main().catch((error: unknown) => {
  log("error", "not starting", { error: (error as Error).message }, (error as Error).message);
  process.exit(1);
});
