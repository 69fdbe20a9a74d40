// Compiles the self-hosted server and the leads command to plain JavaScript for Node 22:
// dist/server/main.js (`npm start`) and dist/server/leads-cli.js (the commands of `npm run leads`,
// which itself runs the TypeScript through tsx: a short-lived command needs no signal handling).
// Packages stay in node_modules (better-sqlite3 is native); only the project's own code is bundled.
import { build } from "esbuild";
import { mkdirSync, renameSync, writeFileSync } from "fs";
import { dirname, join } from "path";
import { fileURLToPath, pathToFileURL } from "url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = join(ROOT, "dist/server/main.js");
export const LEADS_CLI_ENTRY = join(ROOT, "dist/server/leads-cli.js");

/** Each file is written next to its place and renamed: a server starting meanwhile never reads half a file. */
export async function buildServer() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ["server/main.ts", "server/leads-cli.ts"],
    outdir: "dist/server",
    bundle: true,
    platform: "node",
    target: "node22",
    format: "cjs",
    packages: "external",
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
  console.log(`Server compiled: ${SERVER_ENTRY}, ${LEADS_CLI_ENTRY}`);
}
