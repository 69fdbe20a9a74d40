// `npm start`: runs the supervisor in this very process (compiling the server first when dist/ is
// missing), which serves the current release of var/releases/ and builds the first one when there
// is none (server/releases/supervisor.ts). The package.json script is `exec node bin/start.mjs`, so
// npm's SIGTERM reaches this process (no shell or tsx in between that could die and leave the
// server running). With PUBLIC_DIR set it serves that folder as it is, with one server process and
// no releases (the server only checks that it holds index.html).
import { existsSync } from "fs";
import { pathToFileURL } from "url";
import { buildServer, SERVER_ENTRY, SUPERVISOR_ENTRY } from "./build-server.mjs";

if (!existsSync(SUPERVISOR_ENTRY) || !existsSync(SERVER_ENTRY)) {
  console.log("No compiled server in dist/: compiling it first.");
  await buildServer();
}
await import(pathToFileURL(process.env.PUBLIC_DIR ? SERVER_ENTRY : SUPERVISOR_ENTRY).href);
