// `npm start`: runs the compiled server in this very process, compiling it first when dist/ is
// missing. The package.json script is `exec node scripts/start.mjs`, so npm's SIGTERM reaches this
// process (no shell or tsx in between that could die and leave the server running).
import { existsSync } from "fs";
import { pathToFileURL } from "url";
import { buildServer, SERVER_ENTRY } from "./build-server.mjs";

if (!existsSync(SERVER_ENTRY)) {
  console.log("No compiled server in dist/: compiling it first.");
  await buildServer();
}
await import(pathToFileURL(SERVER_ENTRY).href);
