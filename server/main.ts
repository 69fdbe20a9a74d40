// `npm start`: builds the site if public/ is empty, then serves it and takes form posts.
import { execSync } from "child_process";
import { existsSync } from "fs";
import { join } from "path";
import { buildApp } from "./app";
import { configFromEnv } from "./config";
import { LeadStore } from "./database";

async function main() {
  const config = configFromEnv();
  if (!existsSync(join(config.publicDir, "index.html"))) {
    console.log(`No built site in ${config.publicDir}: running \`npm run build\` first.`);
    execSync("npm run build", { stdio: "inherit" });
  }

  const store = new LeadStore(config.databasePath);
  const app = await buildApp({ ...config, store, logger: { level: config.logLevel } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    await app.close();
    store.close();
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: config.databasePath }, `site and forms at http://localhost:${config.port}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
