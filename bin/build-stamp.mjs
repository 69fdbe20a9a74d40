// The build stamp: `npm run build` ends by writing dist/build-stamp.json with a hash of every input
// of the site (data/, src/, static/, the gatsby-* files, package-lock.json) and a fingerprint of what
// it wrote into public/. `npm start` compares both before it serves public/, so it never serves a
// site older than data/ and src/, nor one that `gatsby develop` (`npm run edit`) wrote into since:
// the development server puts its own page data into public/page-data/ and writes no stamp.
import { createHash } from "crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "fs";
import { join, relative, sep } from "path";
import { fileURLToPath } from "url";

export const STAMP_FILE = "dist/build-stamp.json";
const INPUT_DIRS = ["data", "src", "static"];
const INPUT_FILES = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.ts", "package-lock.json"];
/** Written by every `gatsby build` and `gatsby develop` from the inputs above, so not an input itself. */
const GENERATED = ["src/gatsby-types.d.ts"];

function filesUnder(root, dir) {
  const start = join(root, dir);
  if (!existsSync(start)) return [];
  return readdirSync(start, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(root, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join("/"),
    );
}

/** SHA-256 of each input file's content, by path relative to the project. */
export function inputHashes(root) {
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

/** Path, size and modification time of every file in public/: any later write changes it. */
export function publicFingerprint(publicDir) {
  const hash = createHash("sha256");
  for (const file of filesUnder(publicDir, ".").sort()) {
    const { size, mtimeMs } = statSync(join(publicDir, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

export function writeBuildStamp(root) {
  mkdirSync(join(root, "dist"), { recursive: true });
  const stamp = {
    builtAt: new Date().toISOString(),
    inputs: inputHashes(root),
    public: publicFingerprint(join(root, "public")),
  };
  writeFileSync(join(root, STAMP_FILE), JSON.stringify(stamp, null, 1) + "\n");
}

const REBUILD = "Run `npm run build`, then `npm start` again.";

/**
 * Why public/ must not be served, in English for the operator (with the command to run), or
 * undefined when it is exactly what `npm run build` made from the current inputs.
 */
export function staleBuildReason(root) {
  const stampPath = join(root, STAMP_FILE);
  if (!existsSync(stampPath)) {
    return `public/ has no build stamp (${STAMP_FILE}): it was not written by \`npm run build\` (a plain \`gatsby build\`, \`gatsby develop\` or \`npm run edit\` writes none). ${REBUILD}`;
  }
  const stamp = JSON.parse(readFileSync(stampPath, "utf8"));
  const now = inputHashes(root);
  const changed = [...new Set([...Object.keys(now), ...Object.keys(stamp.inputs)])]
    .filter((file) => now[file] !== stamp.inputs[file])
    .sort();
  if (changed.length > 0) {
    const named = changed.slice(0, 5).join(", ") + (changed.length > 5 ? ` and ${changed.length - 5} more` : "");
    return `public/ is older than its sources: ${named} changed since the last \`npm run build\` (${stamp.builtAt}). ${REBUILD}`;
  }
  if (publicFingerprint(join(root, "public")) !== stamp.public) {
    return `public/ was changed after the last \`npm run build\` (${stamp.builtAt}), typically by \`gatsby develop\` or \`npm run edit\`, which write their own page data into public/page-data/. ${REBUILD}`;
  }
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeBuildStamp(process.cwd());
  console.log(`Build stamp written to ${STAMP_FILE}.`);
}
