// Netlify runs this for every verified form submission (the file name subscribes it to the
// submission-created event; spam caught by Netlify never arrives). The body is {"payload": …}.
import type { Context } from "@netlify/functions";
import { redactAddresses } from "../follow-up/redact";
import { followUpRuntime } from "../follow-up/runtime";
import { formNameOf, handleSubmission, type SubmissionPayload } from "../follow-up/submission";

export default async (request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  const { payload } = (await request.json()) as { payload?: SubmissionPayload };
  // Throws when SMTP fails: a 5xx makes Netlify run the event again. The error Netlify logs must
  // not quote the visitor's address, as SMTP errors do.
  const outcome = await handleSubmission(payload ?? {}, runtime).catch((error: Error) => {
    throw new Error(`submission-created: mail not sent: ${redactAddresses(error.message)}`);
  });
  const form = formNameOf(payload ?? {});
  runtime.log(`submission-created: ${typeof form === "string" ? form.slice(0, 40) : "no form name"}: ${outcome}`);
  return new Response(outcome, { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
