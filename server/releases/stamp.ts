// The build stamp: what `npm run build` records about the site it built, next to it
// (dist/build-stamp.json, and build-stamp.json in every release). It holds a hash of every input
// (data/, src/, static/, the gatsby-* files, package-lock.json), the go-live check's verdict, the
// settings the pages were built with, and the commit. The server compares it with what it runs
// with (server/releases/served.ts): a restart after an edit of data/ serves the last good release
// and says so; the production server serves only a release whose go-live check passed.
import { createHash } from "crypto";
import { existsSync, readdirSync, readFileSync } from "fs";
import { join, relative, sep } from "path";
import { withoutTrailingSlashes } from "../../src/mail/config";

export const STAMP_NAME = "build-stamp.json";
/** The stamp of the build in the project folder (public/ and dist/server/), before it becomes a release. */
export const WORK_STAMP = join("dist", STAMP_NAME);

const INPUT_DIRS = ["data", "src", "static"];
const INPUT_FILES = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.ts", "package-lock.json"];
/** Written by every `gatsby build` and `gatsby develop` from the inputs above, so not an input itself. */
const GENERATED = ["src/gatsby-types.d.ts"];

/** The settings the pages were built with that the server must run with too (the thank-you page names the sender). */
export const BUILD_SETTINGS = ["SITE_URL", "MAIL_FROM"] as const;
export type BuildSettings = Record<(typeof BUILD_SETTINGS)[number], string>;

export interface GoLiveVerdict {
  /** The go-live check found nothing: the mark the production server asks for. */
  passed: boolean;
  /** What it found (0 when passed). */
  findings: number;
  /** The build was a production build (which stops on any finding). */
  production: boolean;
}

export interface BuildStamp {
  builtAt: string;
  /** The git commit of the project folder, when it is a git checkout. */
  commit: string | null;
  inputs: Record<string, string>;
  goLive: GoLiveVerdict;
  settings: BuildSettings;
}

function filesUnder(root: string, dir: string): string[] {
  const start = join(root, dir);
  if (!existsSync(start)) return [];
  return readdirSync(start, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** SHA-256 of each input file's content, by path relative to the project. */
export function inputHashes(root: string): Record<string, string> {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...INPUT_FILES.filter((file) => existsSync(join(root, file))),
  ]
    .filter((file) => !GENERATED.includes(file))
    .sort();
  return Object.fromEntries(
    files.map((file) => [
      file,
      createHash("sha256")
        .update(readFileSync(join(root, file)))
        .digest("hex"),
    ]),
  );
}

/** The input files that differ between the stamp and the project folder now, sorted. */
export function changedInputs(stamp: BuildStamp, root: string): string[] {
  const now = inputHashes(root);
  return [...new Set([...Object.keys(now), ...Object.keys(stamp.inputs)])]
    .filter((file) => now[file] !== stamp.inputs[file])
    .sort();
}

/** The effective values of BUILD_SETTINGS as the build and the server read them. */
export function buildSettingsOf(env: NodeJS.ProcessEnv, siteUrl: string): BuildSettings {
  return { SITE_URL: withoutTrailingSlashes(siteUrl), MAIL_FROM: env.MAIL_FROM?.trim() ?? "" };
}

/** The stamp in `file`, or undefined when there is none. Throws on a file that is not a stamp. */
export function readStamp(file: string): BuildStamp | undefined {
  if (!existsSync(file)) return undefined;
  const stamp = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildStamp>;
  if (typeof stamp.builtAt !== "string" || typeof stamp.inputs !== "object" || typeof stamp.goLive !== "object")
    throw new Error(`${file} ist kein Build-Stempel von \`npm run build\``);
  return stamp as BuildStamp;
}

/** "data/recipes.yaml, data/site.yaml und 3 weitere" */
export function namedFiles(files: string[], shown = 5): string {
  const named = files.slice(0, shown).join(", ");
  return files.length > shown ? `${named} und ${files.length - shown} weitere` : named;
}
