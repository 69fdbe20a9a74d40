// The first step of `npm start`, `npm test` and `npm run build`: stops at once, with one line that
// says what to do, when this Node cannot run the project. (On Debian's Node 20, better-sqlite3 13
// crashed with a bare "Segmentation fault" when the server opened the database.) The accepted
// versions are package.json's "engines"; `npm ci` checks the same range itself (.npmrc:
// engine-strict). `node bin/check-node.mjs --quiet` only sets the exit code (bin/use-node.sh).
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** Whether `version` ("22.12.0") matches a range of caret alternatives ("^22.12.0 || ^24.0.0"). */
function satisfies(version, range) {
  const [major, minor, patch] = version.split(".").map(Number);
  return range.split("||").some((alternative) => {
    const match = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(alternative);
    if (!match) throw new Error(`bin/check-node.mjs reads only "^x.y.z || ^x.y.z" ranges, not "${range}"`);
    const [wantMajor, wantMinor, wantPatch] = match.slice(1).map(Number);
    return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
  });
}

if (!satisfies(process.versions.node, engines.node)) {
  if (!process.argv.includes("--quiet"))
    console.error(
      `Found Node ${process.versions.node}, this project needs Node ${engines.node}: ` +
        "run `. bin/use-node.sh` (puts Node 22 first on PATH in this shell, installing it once), then the command again.",
    );
  process.exit(1);
}
