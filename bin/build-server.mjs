// Compiles the self-hosted server to plain JavaScript for Node 22: dist/server/supervisor.js (what
// `npm start` runs: it serves the current release), dist/server/main.js (the server process, the
// part a release carries) and dist/server/leads-cli.js (`npm run leads` itself runs the TypeScript
// through tsx: a short-lived command needs no signal handling).
// Every package is bundled in except the native ones (server/releases/native-packages.json:
// better-sqlite3, and sodium-native under the operator page's session), which each release carries
// a copy of (server/releases/store.ts): a release keeps running while `npm ci` replaces node_modules/
// during an update, and an older release it rolls back to runs with its own packages.
import { build } from "esbuild";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "fs";
import { dirname, join } from "path";
import { fileURLToPath, pathToFileURL } from "url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = join(ROOT, "dist/server/main.js");
export const LEADS_CLI_ENTRY = join(ROOT, "dist/server/leads-cli.js");
const NATIVE_PACKAGES = JSON.parse(readFileSync(join(ROOT, "server/releases/native-packages.json"), "utf8"));
export const SUPERVISOR_ENTRY = join(ROOT, "dist/server/supervisor.js");

/** Each file is written next to its place and renamed: a server starting meanwhile never reads half a file. */
export async function buildServer() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [
      { in: "server/main.ts", out: "main" },
      { in: "server/leads-cli.ts", out: "leads-cli" },
      { in: "server/releases/supervisor.ts", out: "supervisor" },
    ],
    outdir: "dist/server",
    bundle: true,
    platform: "node",
    target: "node22",
    format: "cjs",
    external: Object.keys(NATIVE_PACKAGES),
    sourcemap: true,
    logLevel: "warning",
    write: false,
  });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
  console.log(`Server compiled: ${SUPERVISOR_ENTRY}, ${SERVER_ENTRY}, ${LEADS_CLI_ENTRY}`);
}
