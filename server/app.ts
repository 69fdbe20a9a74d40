// The self-hosted server: the static site plus the form endpoint, with the security headers of
// public/_headers (the same file Netlify reads), compression and structured logs.
import Fastify, { type FastifyServerOptions } from "fastify";
import compress from "@fastify/compress";
import type { ServerConfig } from "./config";
import { LeadStore } from "./database";
import { formRoute } from "./form-route";
import { securityHeaders } from "./security-headers";
import { staticSite } from "./static-site";

export interface AppOptions extends Pick<ServerConfig, "publicDir" | "rateLimitMax" | "rateLimitWindowMs" | "trustProxy"> {
  store: LeadStore;
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy,
    // Keep-alive connections are closed on shutdown once their request is answered.
    forceCloseConnections: "idle",
  });

  await app.register(securityHeaders, { publicDir: options.publicDir });
  await app.register(compress, { threshold: 1024 });
  await app.register(formRoute, {
    store: options.store,
    rateLimitMax: options.rateLimitMax,
    rateLimitWindowMs: options.rateLimitWindowMs,
  });
  await app.register(staticSite, { publicDir: options.publicDir });
  return app;
}
