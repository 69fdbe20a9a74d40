// The server process: serves one build and takes form posts. `npm start` runs it as a worker of the
// supervisor (server/releases/supervisor.ts), which gives it a release (RELEASE_DIR, PUBLIC_DIR,
// CONTENT_DIR) and replaces it without a gap when another release becomes current; run on its own
// (`node dist/server/main.js`) it serves the build in the project folder.
import "../src/settings/load";
import cluster from "cluster";
import { buildApp } from "./app";
import { ensureBuiltSite } from "./built-site";
import { configFromEnv } from "./config";
import { assertProductionSettings } from "./production-settings";
import { LeadStore } from "./database";
import { describeMailTarget, mailSetupFromEnv } from "./mail-setup";
import { OPERATOR_NODE_ENV } from "../src/lib/node-env";
import { SETTINGS_FILE } from "../src/settings/load";
import {
  productionBuildProblem,
  servedRelease,
  servedStamp,
  settingsDisagreements,
  stampFileOf,
} from "./releases/served";
import { drainConnections } from "./drain";

/** After the deadline and the cut connections, the last wait before a hard exit. */
const SHUTDOWN_GRACE_MS = 5_000;

async function main() {
  // Only the server: `npm run leads` reads the same configuration and needs no mail settings.
  assertProductionSettings(process.env, OPERATOR_NODE_ENV, SETTINGS_FILE.path);
  const config = configFromEnv();
  ensureBuiltSite(config.publicDir);
  // From here on every file this process creates (database, mails on disk) may hold personal data:
  // owner only. Not before the build above: public/ must stay readable for a proxy serving it.
  process.umask(0o077);

  const mail = mailSetupFromEnv();
  const production = OPERATOR_NODE_ENV === "production";
  const stamp = servedStamp();
  const refused = production ? productionBuildProblem(stamp, stampFileOf()) : undefined;
  if (refused) throw new Error(refused);
  const disagreements = stamp ? settingsDisagreements(stamp, process.env, mail.config.siteUrl) : [];
  if (production && disagreements.length > 0) throw new Error(disagreements.join("\n"));
  for (const line of disagreements) console.warn(`WARNUNG  ${line}`);

  const store = new LeadStore(config.databasePath, { secret: mail.config.tokenSecret });
  const app = await buildApp({
    ...config,
    store,
    mail,
    logger: { level: config.logLevel },
    release: servedRelease(),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, "shutting down: finishing requests in flight");
    // Requests in flight get a deadline; then their connections are cut. If closing still hangs,
    // the process exits anyway: an operator's stop must stop it.
    const deadline = setTimeout(() => {
      app.log.warn("shutdown deadline passed: closing the remaining connections");
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error("shutdown did not finish: exiting without waiting further");
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await drainConnections(app.server);
    await app.close();
    clearTimeout(deadline);
    store.close();
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // A worker whose supervisor is gone stops too, rather than serving on unsupervised.
  if (cluster.isWorker) process.on("disconnect", () => void shutdown("supervisor gone"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: config.databasePath }, `site and forms at http://localhost:${config.port}`);
  app.log.info(describeMailTarget(mail));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
