// Settings of the self-hosted server, from environment variables with safe defaults.
import { resolve } from "path";

export interface ServerConfig {
  port: number;
  host: string;
  publicDir: string;
  databasePath: string;
  /** Form posts allowed per client and window before answers turn into 429. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Set when a reverse proxy sits in front, so the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
}

function integer(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export function configFromEnv(root = process.cwd()): ServerConfig {
  return {
    port: integer("PORT", 9000),
    host: process.env.HOST ?? "localhost",
    publicDir: resolve(root, process.env.PUBLIC_DIR ?? "public"),
    databasePath: resolve(root, process.env.DATABASE_PATH ?? "var/leads.sqlite"),
    rateLimitMax: integer("RATE_LIMIT_MAX", 20),
    rateLimitWindowMs: integer("RATE_LIMIT_WINDOW_MS", 60_000),
    trustProxy: process.env.TRUST_PROXY === "true",
    logLevel: process.env.LOG_LEVEL ?? "info",
  };
}
