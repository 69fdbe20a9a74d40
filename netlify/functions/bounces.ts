// Every five minutes: reads the delivery reports in the bounce mailbox (BOUNCE_IMAP_URL) and marks
// the addresses they call unreachable (netlify/operator/bounces.ts). Without the setting: nothing.
import type { Config, Context } from "@netlify/functions";
import { operatorSettingsFromEnv } from "../../src/operator/settings";
import { followUpRuntime } from "../follow-up/runtime";
import { readNetlifyBounces } from "../operator/bounces";

export default async (_request: Request, context: Context): Promise<Response> => {
  const settings = operatorSettingsFromEnv(process.env);
  if (settings.imap) await readNetlifyBounces(followUpRuntime(context), settings);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "*/5 * * * *" };
