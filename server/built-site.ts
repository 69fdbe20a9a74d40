// `npm start` on a machine without a build: only the default public/ is built automatically, with
// `gatsby build` (never `gatsby clean`, which deletes the folder). A folder the operator chose with
// PUBLIC_DIR is never built into or deleted: it must already hold the site.
import { execFileSync } from "child_process";
import { existsSync } from "fs";
import { join, resolve } from "path";
import { DEFAULT_PUBLIC_DIR } from "./config";

export function ensureBuiltSite(publicDir: string, root = process.cwd(), build = () => runGatsbyBuild(root)): void {
  if (existsSync(join(publicDir, "index.html"))) return;
  if (resolve(publicDir) !== resolve(root, DEFAULT_PUBLIC_DIR)) {
    throw new Error(
      `PUBLIC_DIR is ${publicDir}, which holds no index.html. Build the site first (npm run build writes ` +
        `${DEFAULT_PUBLIC_DIR}/) and copy it there, or unset PUBLIC_DIR. The server never builds into or deletes a folder you chose.`,
    );
  }
  console.log(`No built site in ${publicDir}: running \`gatsby build\` first.`);
  build();
}

function runGatsbyBuild(root: string): void {
  execFileSync(process.execPath, [require.resolve("gatsby/cli", { paths: [root] }), "build"], {
    cwd: root,
    stdio: "inherit",
  });
}
