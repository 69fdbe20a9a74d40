// Sends the headers of public/_headers (written at build time from src/lib/security-headers.ts)
// with every response, matched the way Netlify matches them, so both hosts send the same headers.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { IMMUTABLE } from "../src/lib/caching";
import { headersForPath, HEADERS_FILE, parseHeadersFile, type HeaderRule } from "../src/lib/security-headers";

const NOT_FOUND_FILE = "/404.html";

export function readHeaderRules(publicDir: string): HeaderRule[] {
  const file = join(publicDir, HEADERS_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` to write it`);
  return parseHeadersFile(readFileSync(file, "utf8"));
}

/** A hashed file's year in the cache (src/lib/caching.ts) is for the file, never for an error answered at its path. */
export function withoutImmutableOnError(statusCode: number, headers: Record<string, string>): Record<string, string> {
  if (statusCode < 400 || headers["Cache-Control"] !== IMMUTABLE) return headers;
  const { "Cache-Control": _immutable, ...rest } = headers;
  return rest;
}

function securityHeadersPlugin(
  app: FastifyInstance,
  options: { publicDir: string },
  done: (error?: Error) => void,
): void {
  let rules: HeaderRule[];
  try {
    rules = readHeaderRules(options.publicDir);
  } catch (error) {
    done(error as Error);
    return;
  }
  app.addHook("onSend", async (request, reply) => {
    // No rule of _headers names a missing top-level path or a folder without its slash (see
    // headerRules; Netlify sends those with the base headers only). Here they get the 404 page's policy.
    const headers = withoutImmutableOnError(reply.statusCode, headersForPath(rules, request.url.split("?")[0]));
    reply.headers(
      "Content-Security-Policy" in headers ? headers : { ...headersForPath(rules, NOT_FOUND_FILE), ...headers },
    );
  });
  done();
}

// fastify-plugin: the hook applies to every route of the app, not only inside this plugin.
export const securityHeaders = fp(securityHeadersPlugin, { name: "security-headers" });
