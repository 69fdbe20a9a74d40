// POST /zaehler/: a page's beacon (src/enhance/count-view.ts) reports one view of its path, with
// the utm values of its URL. Counted per Berlin day in Blobs (netlify/operator/counters.ts); nothing
// about the visitor is kept: no cookie, no IP address, no identifier. Bots (isbot's list of user
// agents), prefetches and paths that are not pages of the site are not counted. Always 204.
import type { Config, Context } from "@netlify/functions";
import { isbot } from "isbot";
import { campaignOfSearch } from "../../src/operator/campaign";
import { COUNT_PATH_FIELD } from "../../src/operator/count-path";
import { isCountedPath, isPrefetch } from "../../src/operator/counted-pages";
import { followUpRuntime } from "../follow-up/runtime";
import { countQuietly } from "../operator/counters";

const BODY_LIMIT_BYTES = 1024;

export default async (request: Request, context: Context): Promise<Response> => {
  const text = await request.text();
  const headers = request.headers;
  if (
    Buffer.byteLength(text) <= BODY_LIMIT_BYTES &&
    !isbot(headers.get("user-agent") ?? "") &&
    !isPrefetch(headers.get("sec-purpose") ?? undefined, headers.get("purpose") ?? undefined)
  ) {
    const fields = new URLSearchParams(text);
    const path = fields.get(COUNT_PATH_FIELD) ?? "";
    if (isCountedPath(path)) {
      const runtime = followUpRuntime(context);
      await countQuietly(
        runtime.store,
        { step: "view", path, campaign: campaignOfSearch(fields), at: Date.now() },
        runtime.log,
      );
    }
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
};

export const config: Config = { path: ["/zaehler", "/zaehler/"], method: "POST" };
