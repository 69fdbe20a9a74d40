// Every hour: deletes the Netlify Forms submissions of people who unsubscribed and all older than
// 30 days, through Netlify's API (needs NETLIFY_API_TOKEN; README "Netlify mode").
import type { Config, Context } from "@netlify/functions";
import { cleanUpForms, formsApiFromEnv } from "../follow-up/forms-cleanup";
import { followUpRuntime } from "../follow-up/runtime";

export default async (_request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  const api = formsApiFromEnv({ ...process.env, SITE_ID: process.env.SITE_ID ?? context.site?.id });
  if (!api) {
    runtime.log(
      "forms-cleanup: NETLIFY_API_TOKEN is not set; delete old and unsubscribed submissions in the Forms dashboard by hand",
    );
    return new Response(null, { status: 204 });
  }
  const counts = await cleanUpForms(api, runtime.store);
  runtime.log(
    `forms-cleanup: deleted ${counts.unsubscribed} submission(s) of unsubscribed people, ${counts.expired} older than 30 days`,
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@hourly" };
