// `npm start`: runs the compiled server in this very process, compiling it first when dist/ is
// missing. The package.json script is `exec node bin/start.mjs`, so npm's SIGTERM reaches this
// process (no shell or tsx in between that could die and leave the server running).
//
// Before serving the default public/ it checks the build stamp (bin/build-stamp.mjs): an empty
// public/ is built first; a public/ older than data/ and src/, or written into by `gatsby develop`
// (`npm run edit`) since the last `npm run build`, is refused with the command to run. Refusing
// rather than rebuilding: a build takes minutes and much memory, and a service manager restarting
// the server should not start one behind the operator's back. A PUBLIC_DIR the operator chose is
// served as it is (the server only checks that it holds index.html).
import { execFileSync } from "child_process";
import { existsSync } from "fs";
import { join, resolve } from "path";
import { pathToFileURL } from "url";
import { buildServer, SERVER_ENTRY } from "./build-server.mjs";
import { staleBuildReason } from "./build-stamp.mjs";

const root = process.cwd();
if (resolve(root, process.env.PUBLIC_DIR || "public") === resolve(root, "public")) {
  if (!existsSync(join(root, "public", "index.html"))) {
    console.log("No built site in public/: running `npm run build` first (about two minutes).");
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  } else {
    const reason = staleBuildReason(root);
    if (reason) {
      console.error(`npm start: not serving public/. ${reason}`);
      process.exit(1);
    }
  }
}

if (!existsSync(SERVER_ENTRY)) {
  console.log("No compiled server in dist/: compiling it first.");
  await buildServer();
}
await import(pathToFileURL(SERVER_ENTRY).href);
