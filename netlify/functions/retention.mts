// Every hour: the retention rules (README "Netlify mode", netlify/follow-up/retention.ts).
import type { Config, Context } from "@netlify/functions";
import { enforceRetention } from "../follow-up/retention";
import { followUpRuntime } from "../follow-up/runtime";

export default async (_request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  runtime.log(`retention: ${JSON.stringify(await enforceRetention(runtime))}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@hourly" };
