// Every minute: retries of failed plan mails and webhook calls, the lead.erased calls, held
// confirmation mails as the ceilings allow (oldest first), and the operator's hourly notice and
// digest (netlify/follow-up/held-mails.ts). Netlify runs scheduled functions on the published
// production deploy only.
import type { Config, Context } from "@netlify/functions";
import { followUpRuntime } from "../follow-up/runtime";
import { deliverDue } from "../follow-up/scheduled";

export default async (_request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  const counts = await deliverDue(runtime, runtime.now());
  runtime.log(`deliver-due: ${JSON.stringify(counts)}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "* * * * *" };
