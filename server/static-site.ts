// Serves the built site from public/ the way a static host does: trailing-slash redirects,
// 404.html with status 404, long-lived caching for hashed files and none for HTML.
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "fs";
import { join, sep } from "path";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** Gatsby's content-hashed files: everything under /static/ and its hashed JS and CSS chunks. */
export function isHashedAsset(path: string): boolean {
  return path.includes(`${sep}static${sep}`) || /-[0-9a-f]{16,}\.(js|css)$/.test(path);
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
    setHeaders(reply, path) {
      reply.header("Cache-Control", isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type("text/html; charset=utf-8").header("Cache-Control", REVALIDATE).send(notFoundPage),
  );
}
