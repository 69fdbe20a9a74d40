// `npm start`: builds the site if public/ is empty, then serves it and takes form posts.
import { buildApp } from "./app";
import { ensureBuiltSite } from "./built-site";
import { configFromEnv } from "./config";
import { assertProductionSettings } from "./production-settings";
import { LeadStore } from "./database";
import { describeMailTarget, mailSetupFromEnv } from "./mail-setup";

/** After the deadline and the cut connections, the last wait before a hard exit. */
const SHUTDOWN_GRACE_MS = 5_000;

async function main() {
  // Only the server: `npm run leads` reads the same configuration and needs no mail settings.
  assertProductionSettings(process.env);
  const config = configFromEnv();
  ensureBuiltSite(config.publicDir);
  // From here on every file this process creates (database, mails on disk) may hold personal data:
  // owner only. Not before the build above: public/ must stay readable for a proxy serving it.
  process.umask(0o077);

  const mail = mailSetupFromEnv();
  const store = new LeadStore(config.databasePath, { secret: mail.config.tokenSecret });
  const app = await buildApp({ ...config, store, mail, logger: { level: config.logLevel } });

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
    await app.close();
    clearTimeout(deadline);
    store.close();
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: config.databasePath }, `site and forms at http://localhost:${config.port}`);
  app.log.info(describeMailTarget(mail));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
