// Serves the built site from public/ the way a static host does: trailing-slash redirects,
// 404.html with status 404, long-lived caching for hashed files and none for HTML. Build internals
// are not served, and every error is a German page.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "fs";
import { join, relative, sep } from "path";
import { cacheControlOf, REVALIDATE } from "../src/lib/caching";
import { requestErrorPage } from "../src/lib/error-page";
import { REQUEST_ERRORS } from "../src/lib/request-errors";

/**
 * The URL path of a file in public/ (without the suffix of the build's brotli or gzip copy), which
 * src/lib/caching.ts judges the same way for Netlify's _headers.
 */
export const urlPathOf = (publicDir: string, file: string) =>
  `/${relative(publicDir, file).split(sep).join("/")}`.replace(/\.(br|gz)$/, "");

/**
 * Files in public/ that no page loads and nobody outside needs: Netlify's headers and redirects
 * files, source maps (the original source), webpack's manifests and Gatsby's build-time slices.
 * `path` is the decoded path, so encoded spellings (/%5Fheaders) are caught too.
 */
export function isBuildInternal(path: string): boolean {
  return (
    /^\/_(headers|redirects)$/.test(path) ||
    /\.map$/i.test(path) ||
    /^\/(webpack\.stats|chunk-map)\.json$/.test(path) ||
    path.startsWith("/_gatsby/")
  );
}

/**
 * Fastify's answer to a URL its router cannot decode (frameworkErrors): a German 400 page. No
 * hook runs for it, so it carries the security headers itself.
 */
export function badAddressHandler(headers: Readonly<Record<string, string>>) {
  return (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    void reply
      .code(REQUEST_ERRORS.badAddress.status)
      .headers(headers)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(requestErrorPage(REQUEST_ERRORS.badAddress));
  };
}

export async function staticSite(app: FastifyInstance, options: { publicDir: string }): Promise<void> {
  const notFoundFile = join(options.publicDir, "404.html");
  if (!existsSync(join(options.publicDir, "index.html"))) {
    throw new Error(`${options.publicDir} holds no built site: run \`npm run build\` first`);
  }
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : "Not found";

  await app.register(fastifyStatic, {
    root: options.publicDir,
    redirect: true,
    wildcard: true,
    cacheControl: false,
    // The build's brotli and gzip copies of each page (writePrecompressedPages).
    preCompressed: true,
    allowedPath: (path) => !isBuildInternal(path),
    setHeaders(reply, path) {
      reply.header("Cache-Control", cacheControlOf(urlPathOf(options.publicDir, path)));
    },
  });

  const sendNotFound = (reply: FastifyReply) =>
    reply.code(404).type("text/html; charset=utf-8").header("Cache-Control", REVALIDATE).send(notFoundPage);
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));

  // A path @fastify/static refuses (a NUL byte, a path that leaves public/) is answered like a
  // missing page: it tells a prober nothing. Anything else is a German error page.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 403 || error.statusCode === 404) return sendNotFound(reply);
    request.log.error({ err: error }, "static file failed");
    return reply
      .code(REQUEST_ERRORS.pageFailed.status)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(requestErrorPage(REQUEST_ERRORS.pageFailed));
  });
}
