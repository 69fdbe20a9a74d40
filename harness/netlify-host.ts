// A small stand-in for Netlify around the real function modules, for tests: a local Blobs server
// (the package's own), a function root with data/ and the bad-link page, and an HTTP server that
// routes like Netlify: a POST to a function's `config.path` runs it, any other request to these
// pages gets the static HTML, and /.netlify/functions/<name> runs a function by name (how
// Netlify invokes submission-created).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "http";
import type { AddressInfo } from "net";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join, resolve } from "path";
import type { Config, Context } from "@netlify/functions";
import { spawn } from "child_process";
import { once } from "events";
import { getStore } from "@netlify/blobs";
import { formatHeadersFile, headerRules, HEADERS_FILE } from "../src/lib/security-headers";
import { pathOf, routes as siteRoutes } from "../src/lib/routes";
import { resetFollowUpRuntime } from "../netlify/follow-up/runtime";
import { startNetlifyApi, submissionCreatedBody } from "./netlify-api";

export interface FunctionModule {
  default: (request: Request, context: Context) => Promise<Response>;
  config?: Config;
}

/** netlify dev's matching: the request path lower-cased and without a trailing slash, against each configured path. */
const routes = (fn: FunctionModule, pathname: string, method = "GET") => {
  const path =
    pathname !== "/" && pathname.endsWith("/") ? pathname.slice(0, -1).toLowerCase() : pathname.toLowerCase();
  return (
    [fn.config?.path ?? []].flat().some((configured) =>
      // "/betrieb/*" matches every path below it, as on Netlify.
      configured.endsWith("/*") ? `${path}/`.startsWith(configured.slice(0, -1)) : configured === path,
    ) && [fn.config?.method ?? []].flat().some((m) => m === method)
  );
};

export const STATIC_PAGE = "<!DOCTYPE html><title>statische Seite</title>";
export const INVALID_LINK_PAGE = "<!DOCTYPE html><h1>Dieser Link ist nicht mehr gültig</h1>";
export const SITE = { id: "site-1", name: "zitronen-test", url: "https://zitronen-test.netlify.app" };

export function netlifyContext(
  deployContext = "production",
  deployId = "0123456789abcdef01234567",
  background: Array<Promise<unknown>> = [],
): Context {
  return {
    deploy: { context: deployContext, id: deployId, published: true },
    site: SITE,
    waitUntil: (work: Promise<unknown>) => void background.push(work),
  } as unknown as Context;
}

// @netlify/blobs/server needs ES-module-only packages that Jest's CommonJS runtime cannot load,
// so the server runs in a plain Node child process. Two of its shortcuts would let parallel
// compare-and-set writes both pass, which Netlify refuses: a write checks the ETag and writes
// the file in separate steps (so writes to one key here run one at a time), and an ETag is made from the
// file's modification time, which Linux keeps only to a few milliseconds (so here from the content).
// With "etag-on-read" a read answers with the blob's ETag, as Netlify's Blobs do; without, as
// netlify dev's local server, which lists a key to learn its ETag (one directory walk each).
const BLOBS_SERVER = `
  import { BlobsServer } from "@netlify/blobs/server";
  import { createHash } from "node:crypto";
  import { readFile } from "node:fs/promises";
  BlobsServer.generateETag = async (path) => {
    try {
      return '"' + createHash("sha256").update(await readFile(path)).digest("hex") + '"';
    } catch {
      return "";
    }
  };
  const put = BlobsServer.prototype.put;
  const writes = new Map();
  BlobsServer.prototype.put = function (request) {
    const key = request.url;
    const write = (writes.get(key) ?? Promise.resolve()).then(() => put.call(this, request));
    const settled = write.catch(() => undefined);
    writes.set(key, settled);
    settled.then(() => writes.get(key) === settled && writes.delete(key));
    return write;
  };
  if (process.argv[3] === "etag-on-read") {
    const get = BlobsServer.prototype.get;
    BlobsServer.prototype.get = async function (request) {
      const response = await get.call(this, request);
      const api = this.parseAPIRequest(request);
      const { key } = this.getLocalPaths(api?.url ?? new URL(request.url ?? "", this.address));
      if (response.status !== 200 || !key || api?.useSignedURL) return response;
      // The ETag of the bytes this read returns (generateETag's), never of a newer write's.
      const body = Buffer.from(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      headers.set("etag", '"' + createHash("sha256").update(body).digest("hex") + '"');
      return new Response(body, { headers });
    };
  }
  const server = new BlobsServer({ directory: process.argv[1], token: process.argv[2], port: 0 });
  const { port } = await server.start();
  console.log(port);
`;

/** Blobs on 127.0.0.1, wired into the environment the way Netlify's runtime provides it. */
/**
 * Reads carry ETags, as on Netlify; `etagOnRead: false` is netlify dev's local server, where the
 * functions' compare-and-set learns a blob's ETag from a listing (__tests__/server/netlify-blobs.test.ts).
 */
export async function startBlobs({ etagOnRead = true } = {}) {
  const directory = mkdtempSync(join(tmpdir(), "zv-blobs-"));
  const token = "local-blobs-token";
  const args = [directory, token, etagOnRead ? "etag-on-read" : "as-netlify-dev"];
  const child = spawn(process.execPath, ["--input-type=module", "-e", BLOBS_SERVER, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await Promise.race([
    once(child.stdout, "data"),
    once(child, "exit").then(() => Promise.reject(new Error("the local Blobs server did not start"))),
  ])) as [Buffer];
  const url = `http://127.0.0.1:${Number(line.toString().trim())}`;
  const context = {
    siteID: SITE.id,
    token,
    edgeURL: url,
    uncachedEdgeURL: url,
    deployID: "deploy-1",
    primaryRegion: "eu-central-1",
  };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString("base64");
  return {
    /** Every key and value in a store, to see exactly what is kept. */
    async dump(storeName: string): Promise<Record<string, string>> {
      const store = getStore({ name: storeName, consistency: "strong" });
      const { blobs } = await store.list();
      const entries = await Promise.all(
        blobs.map(async ({ key }) => [key, (await store.get(key, { type: "text" })) ?? ""] as const),
      );
      return Object.fromEntries(entries);
    },
    async stop() {
      child.kill();
      await once(child, "exit");
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** What Lambda unpacks for a function: data/*.yaml and the bad-link page (the real build's is checked by the bundle test). */
export function functionRoot(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), "zv-fn-root-"));
  symlinkSync(resolve("data"), join(root, "data"));
  mkdirSync(join(root, "public", "link-ungueltig"), { recursive: true });
  writeFileSync(join(root, "public", "link-ungueltig", "index.html"), INVALID_LINK_PAGE);
  // The pages confirm-page answers with, named like the self-hosted test server's (harness/server.ts).
  for (const page of ["confirm", "alreadyConfirmed"] as const) {
    mkdirSync(join(root, "public", pathOf(page)), { recursive: true });
    writeFileSync(join(root, "public", pathOf(page), "index.html"), `<h1>${page}</h1>`);
  }
  // The site's header rules as the build writes them (strict policy on every top-level page).
  writeFileSync(
    join(root, "public", HEADERS_FILE),
    formatHeadersFile(
      headerRules(["sha256-test"], {
        files: [],
        folders: siteRoutes.map((r) => r.path.replace(/\//g, "")).filter(Boolean),
      }),
    ),
  );
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export async function startNetlifyHost(
  functions: Record<string, FunctionModule>,
  context: (background: Array<Promise<unknown>>) => Context,
) {
  // The handler answers every request itself, errors included, so its promise is left to run.
  const server: Server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const byName = /^\/\.netlify\/functions\/([\w-]+)$/.exec(url.pathname)?.[1];
      const fn = byName ? functions[byName] : Object.values(functions).find((f) => routes(f, url.pathname, req.method));
      if (!fn) {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(STATIC_PAGE);
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const body =
        chunks.length > 0 && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const background: Array<Promise<unknown>> = [];
      const response = await fn.default(new Request(url, { method: req.method, headers, body }), context(background));
      // Work handed to context.waitUntil runs after the answer on Netlify; here it finishes
      // before the answer is sent, so a test sees its effects once it has the answer.
      await Promise.all(background);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      // Like Netlify: an exception in a function is a 500 (and, for an event, a retry).
      res.writeHead(500, { "Content-Type": "text/plain" }).end(`function threw: ${(error as Error).message}`);
    }
  }
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    fetch: (path: string, init?: RequestInit) => fetch(base + path, { redirect: "manual", ...init }),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type NetlifyStandIn = Awaited<ReturnType<typeof startNetlifyStandIn>>;

/**
 * Netlify around the real function modules, as a test needs it: local Blobs, the API stand-in that
 * holds Forms' submissions, the function root, and the settings Netlify gives the functions
 * (`env` adds the site's own: SMTP_URL, TOKEN_SECRET, …) in process.env until `stop()`.
 */
export async function startNetlifyStandIn(
  functions: Record<string, FunctionModule>,
  env: Record<string, string>,
  context: (background: Array<Promise<unknown>>) => Context = (background) =>
    netlifyContext("production", undefined, background),
) {
  const blobs = await startBlobs();
  const api = await startNetlifyApi(SITE.id);
  const root = functionRoot();
  const savedEnv = { ...process.env };
  Object.assign(process.env, {
    LAMBDA_TASK_ROOT: root.root,
    URL: SITE.url,
    NOTIFY_TO: "betreiber@zv.test",
    NETLIFY_API_TOKEN: api.token,
    NETLIFY_API_URL: api.url,
    ...env,
  });
  resetFollowUpRuntime();
  const host = await startNetlifyHost(functions, context);
  return {
    blobs,
    api,
    root,
    host,
    async stop() {
      resetFollowUpRuntime();
      await host.stop();
      await blobs.stop();
      await api.stop();
      root.remove();
      process.env = savedEnv;
    },
  };
}

/** A visitor's post of a form on Netlify: Forms keeps it (with his `ip`), then runs submission-created with its id. */
export function postNetlifyForm(
  { api, host }: Pick<NetlifyStandIn, "api" | "host">,
  form: string,
  fields: Record<string, string>,
  ip = "203.0.113.7",
): Promise<Response> {
  const submission = api.add(form, { "bot-field": "", ...fields }, ip);
  return host.fetch("/.netlify/functions/submission-created", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(submissionCreatedBody(submission)),
  });
}
