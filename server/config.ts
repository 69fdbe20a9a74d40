// Settings of the self-hosted server, from environment variables with safe defaults.
import { resolve } from "path";
import { SITE_URL } from "../src/lib/site";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";
import { operatorSettingsFromEnv, type OperatorSettings } from "../src/operator/settings";
import { OPERATOR_NODE_ENV } from "../src/lib/node-env";

/** The folder `npm run build` writes; the only one `npm start` may build by itself (built-site.ts). */
export const DEFAULT_PUBLIC_DIR = "public";

export interface ServerConfig {
  port: number;
  host: string;
  publicDir: string;
  databasePath: string;
  /** Form posts allowed per client and window before answers turn into 429 (at least 1: no off switch). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** The reverse proxies in front, so the client address comes from X-Forwarded-For (trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Origin of the public site (SITE_URL): form posts from other sites' pages are refused. */
  siteOrigin: string;
  /** How long SIGTERM waits for requests in flight before it closes their connections. */
  shutdownTimeoutMs: number;
  logLevel: string;
  /**
   * The operator's page (docs/betrieb-seite.md): OPERATOR_PASSWORD_HASH, BOUNCE_IMAP_URL,
   * BOUNCE_POLL_SECONDS, REPORT_SCHEDULE (src/operator/settings.ts, the same names on Netlify).
   */
  operator: OperatorSettings;
  /** The operator's session cookie is sent over https only: with NODE_ENV=production. */
  secureCookie: boolean;
}

function integer(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

export function configFromEnv(root = process.cwd()): ServerConfig {
  return {
    port: integer("PORT", 9000),
    host: process.env.HOST ?? "localhost",
    publicDir: resolve(root, process.env.PUBLIC_DIR || DEFAULT_PUBLIC_DIR),
    databasePath: resolve(root, process.env.DATABASE_PATH ?? "var/leads.sqlite"),
    // 0 would refuse every post (the plugin's reading), which nobody means; a huge number turns it off.
    rateLimitMax: integer("RATE_LIMIT_MAX", 20, 1),
    rateLimitWindowMs: integer("RATE_LIMIT_WINDOW_MS", 60_000, 1000),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    siteOrigin: new URL(SITE_URL).origin,
    shutdownTimeoutMs: integer("SHUTDOWN_TIMEOUT_MS", 10_000),
    logLevel: process.env.LOG_LEVEL ?? "info",
    operator: operatorSettingsFromEnv(process.env),
    secureCookie: OPERATOR_NODE_ENV === "production",
  };
}
