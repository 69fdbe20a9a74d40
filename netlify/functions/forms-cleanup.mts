// Every hour: deletes, by id, the Netlify Forms submissions of people who unsubscribed or were
// erased (and dropped repeats), and all older than 30 days, through Netlify's API (needs
// NETLIFY_API_TOKEN; docs/security.md and docs/netlify.md).
import type { Config, Context } from "@netlify/functions";
import { cleanUpForms } from "../follow-up/forms-cleanup";
import { followUpRuntime } from "../follow-up/runtime";

export default async (_request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  if (!runtime.forms) {
    runtime.log(
      "forms-cleanup: NETLIFY_API_TOKEN is not set; delete old and unsubscribed submissions in the Forms dashboard by hand",
    );
    return new Response(null, { status: 204 });
  }
  const counts = await cleanUpForms(runtime.forms, runtime.store, runtime.now());
  runtime.log(
    `forms-cleanup: deleted ${counts.marked} submission(s) of unsubscribed or erased people and dropped repeats, ${counts.expired} older than 30 days`,
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@hourly" };
