// Every minute: plan mails whose wait for the answers is over, and retries of failed deliveries.
// Netlify runs scheduled functions on the published production deploy only.
import type { Config, Context } from "@netlify/functions";
import { followUpRuntime } from "../follow-up/runtime";
import { deliverDue } from "../follow-up/scheduled";

export default async (_request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  const counts = await deliverDue(runtime);
  runtime.log(`deliver-due: ${JSON.stringify(counts)}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "* * * * *" };
