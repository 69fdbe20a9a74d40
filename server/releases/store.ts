// The releases of the own server (docs/betrieb.md, "Versionen"): `npm run build` builds in the
// project folder (public/, dist/server/), and only when the build and its checks pass copies the
// result into a release folder of its own and points the link `current` at it. The server serves
// `current` (server/releases/supervisor.ts), so a build in progress, a failed build or an update
// never touches what visitors get, and a rollback is one switch of the link.
//
//   var/releases/2026-11-27T10-15-00Z-ab12cd3/
//     public/           the built site
//     server/           the compiled server (every package bundled, see bin/build-server.mjs)
//     node_modules/     the native packages (native-packages.json) and what they load, so the
//                       release runs while `npm ci` replaces the project's node_modules/
//     data/             the YAML the site was built from (the mails read it at start)
//     build-stamp.json  server/releases/stamp.ts
//   var/releases/current -> 2026-11-27T10-15-00Z-ab12cd3
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "fs";
import { dirname, join, resolve } from "path";
import { readStamp, STAMP_NAME, type BuildStamp } from "./stamp";
import NATIVE_PACKAGES from "./native-packages.json";

export const DEFAULT_RELEASES_DIR = "var/releases";
export const CURRENT_LINK = "current";
/** Releases kept besides the current one: enough to roll back a few updates. */
export const KEEP_EARLIER_RELEASES = 3;
/** A release is copied under this prefix and renamed when complete: a half copy never looks like a release. */
const INCOMING = ".incoming-";

export interface Release {
  id: string;
  dir: string;
  stamp: BuildStamp;
}

export function releasesDirOf(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return resolve(root, env.RELEASES_DIR?.trim() || DEFAULT_RELEASES_DIR);
}

/** Where a release keeps its parts. */
export const releasePaths = (dir: string) => ({
  public: join(dir, "public"),
  server: join(dir, "server", "main.js"),
  data: join(dir, "data"),
  stamp: join(dir, STAMP_NAME),
});

function releaseAt(releasesDir: string, id: string): Release | undefined {
  const dir = join(releasesDir, id);
  try {
    const stamp = readStamp(releasePaths(dir).stamp);
    return stamp && existsSync(releasePaths(dir).server) ? { id, dir, stamp } : undefined;
  } catch {
    return undefined;
  }
}

/** Every complete release, newest first (ids begin with the build time). */
export function listReleases(releasesDir: string): Release[] {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => releaseAt(releasesDir, entry.name))
    .filter((release): release is Release => release !== undefined)
    .sort((a, b) => (a.id < b.id ? 1 : -1));
}

/** The id `current` points at, or undefined. */
export function currentReleaseId(releasesDir: string): string | undefined {
  try {
    return readlinkSync(join(releasesDir, CURRENT_LINK));
  } catch {
    return undefined;
  }
}

/** `2026-11-27T10:15:00.123Z` and commit `ab12cd3…` → `2026-11-27T10-15-00Z-ab12cd3`. */
export function releaseIdOf(stamp: BuildStamp): string {
  const time = stamp.builtAt.replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
  return `${time}-${stamp.commit ? stamp.commit.slice(0, 7) : "lokal"}`;
}

/**
 * The folder of package `name` as Node finds it from `from` (a package folder or the project):
 * its own node_modules first, then each folder above.
 */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) throw new Error(`package ${name} not found from ${from}`);
  }
}

/**
 * Copies the native packages the compiled server loads (bin/build-server.mjs keeps them out of its
 * bundle) into `target`/node_modules: of each, only the files that load it on this machine (its
 * JavaScript and this platform's binary), and every package it depends on in full.
 */
function copyNativePackages(target: string, root = process.cwd()): void {
  const platform = `${process.platform}-${process.arch}`;
  const copied = new Set<string>();
  const copy = (name: string, from: string) => {
    if (copied.has(name)) return;
    copied.add(name);
    const dir = packageDir(name, from);
    const parts = (NATIVE_PACKAGES as Record<string, string[]>)[name]?.map((part) =>
      part.replace("{platform}-{arch}", platform),
    );
    const into = join(target, "node_modules", name);
    if (!parts) cpSync(dir, into, { recursive: true });
    for (const part of parts ?? [])
      if (existsSync(join(dir, part))) cpSync(join(dir, part), join(into, part), { recursive: true });
    const { dependencies = {} } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    // better-sqlite3's dependencies build or find its binary at install time; at run time it needs none.
    if (name !== "better-sqlite3") for (const dependency of Object.keys(dependencies)) copy(dependency, dir);
  };
  for (const name of Object.keys(NATIVE_PACKAGES)) copy(name, root);
}

export interface ReleaseSources {
  publicDir: string;
  /** dist/server/: the compiled server. */
  serverDir: string;
  dataDir: string;
}

/** Copies a finished build into a new release folder; returns it. Does not switch to it. */
export function createRelease(releasesDir: string, sources: ReleaseSources, stamp: BuildStamp): Release {
  const id = releaseIdOf(stamp);
  const incoming = join(releasesDir, INCOMING + id);
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  const paths = releasePaths(incoming);
  cpSync(sources.publicDir, paths.public, { recursive: true });
  cpSync(sources.serverDir, dirname(paths.server), { recursive: true });
  mkdirSync(paths.data);
  for (const name of readdirSync(sources.dataDir).filter((file) => file.endsWith(".yaml")))
    cpSync(join(sources.dataDir, name), join(paths.data, name));
  copyNativePackages(incoming);
  writeFileSync(paths.stamp, JSON.stringify(stamp, null, 1) + "\n");
  const dir = join(releasesDir, id);
  rmSync(dir, { recursive: true, force: true });
  renameSync(incoming, dir);
  return { id, dir, stamp };
}

/** Points `current` at the release `id` in one step (a new link renamed over the old one). */
export function switchTo(releasesDir: string, id: string): void {
  if (!releaseAt(releasesDir, id)) throw new Error(`Die Version ${id} gibt es in ${releasesDir} nicht`);
  const temporary = join(releasesDir, `.${CURRENT_LINK}-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(id, temporary);
  renameSync(temporary, join(releasesDir, CURRENT_LINK));
}

/** Deletes all but the current and the KEEP_EARLIER_RELEASES newest other releases; returns their ids. */
export function pruneReleases(releasesDir: string, keep = KEEP_EARLIER_RELEASES): string[] {
  const current = currentReleaseId(releasesDir);
  const others = listReleases(releasesDir).filter((release) => release.id !== current);
  const gone = others.slice(keep).map((release) => release.id);
  for (const id of gone) rmSync(join(releasesDir, id), { recursive: true, force: true });
  for (const entry of readdirSync(releasesDir).filter((name) => name.startsWith(INCOMING)))
    rmSync(join(releasesDir, entry), { recursive: true, force: true });
  return gone;
}
