// Every hour: the retention rules (docs/netlify.md, netlify/follow-up/retention.ts), in the
// production store and in every deploy preview's and branch deploy's.
import type { Config, Context } from "@netlify/functions";
import { enforceRetentionEverywhere } from "../follow-up/retention";
import { followUpRuntime } from "../follow-up/runtime";

export default async (_request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  // Only the production deploy runs on a schedule; it also looks after the previews' stores.
  for (const [store, counts] of Object.entries(await enforceRetentionEverywhere(runtime)))
    runtime.log(`retention ${store}: ${JSON.stringify(counts)}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@hourly" };
