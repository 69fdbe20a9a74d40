// Page views on the self-hosted server: it counts the pages it serves itself, without cookies, IP
// addresses or anything per visitor. Counted: a GET of a page of the route table answered 200 with
// HTML (or 304, the browser's copy still good), not by a bot (isbot's list of user agents) and not
// a browser's prefetch. The counts wait in
// memory and go to the database together every few seconds (and when the server stops), so a busy
// page costs no disk write per view; a crash loses at most those seconds of views.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isbot } from "isbot";
import { isCountedPath, isPrefetch } from "../src/operator/counted-pages";
import { campaignOfSearch, campaignKey, type Campaign } from "../src/operator/campaign";
import { addCounts, type Count } from "./counters";
import type { GroupCommit } from "./group-commit";

const FLUSH_EVERY_MS = 5_000;

export function isCountedView(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== "GET") return false;
  const path = request.url.split("?")[0];
  if (!isCountedPath(path)) return false;
  // A page sent (200, HTML), or one the browser had and revalidated (304): both are a view.
  const sent = reply.statusCode === 200 && String(reply.getHeader("content-type") ?? "").startsWith("text/html");
  if (!sent && reply.statusCode !== 304) return false;
  const header = (name: string) => (typeof request.headers[name] === "string" ? request.headers[name] : undefined);
  if (isPrefetch(header("sec-purpose"), header("purpose"))) return false;
  return !isbot(request.headers["user-agent"] ?? "");
}

export class PageViewCounter {
  private pending = new Map<string, Count>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly commits: GroupCommit,
    private readonly db: Parameters<typeof addCounts>[0],
  ) {}

  add(path: string, campaign: Campaign, at = Date.now()): void {
    const key = `${path}\u001e${campaignKey(campaign)}`;
    const known = this.pending.get(key);
    if (known) known.n = (known.n ?? 1) + 1;
    else this.pending.set(key, { step: "view", path, campaign, n: 1, at });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes what is counted so far (the operator's page calls it first, so it shows every view). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    await this.commits.run(() => addCounts(this.db, counts));
  }
}

function pageViewsPlugin(app: FastifyInstance, options: { counter: PageViewCounter }, done: () => void): void {
  app.addHook("onResponse", async (request, reply) => {
    if (!isCountedView(request, reply)) return;
    const query = request.url.indexOf("?");
    options.counter.add(
      request.url.slice(0, query < 0 ? undefined : query),
      query < 0 ? {} : campaignOfSearch(request.url.slice(query)),
    );
  });
  app.addHook("onClose", async () => options.counter.flush());
  done();
}

export const pageViews = fp(pageViewsPlugin, { name: "page-views" });
