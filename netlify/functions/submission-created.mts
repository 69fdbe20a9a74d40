// Netlify runs this for every verified form submission (the file name subscribes it to the
// submission-created event; spam caught by Netlify never arrives). Anyone can call its URL too:
// it acts only on a submission that Netlify's API holds under the event's id
// (netlify/follow-up/submission.ts). The body is {"payload": …}.
import type { Context } from "@netlify/functions";
import { redactAddresses } from "../follow-up/redact";
import { followUpRuntime } from "../follow-up/runtime";
import { handleSubmission, type SubmissionEvent } from "../follow-up/submission";

export default async (request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  const body = (await request.json().catch(() => ({}))) as { payload?: SubmissionEvent } | null;
  // Throws when SMTP or Netlify's API fails: a 5xx makes Netlify run the event again. The error
  // Netlify logs must not quote the visitor's address, as SMTP errors do.
  const { form, outcome } = await handleSubmission(body?.payload ?? {}, runtime).catch((error: Error) => {
    throw new Error(`submission-created: not done: ${redactAddresses(error.message)}`);
  });
  // Values from the payload are logged JSON-escaped: a form name with a line break cannot forge a log line.
  runtime.log(`submission-created: ${JSON.stringify(typeof form === "string" ? form.slice(0, 40) : null)}: ${outcome}`);
  // The same answer whatever happened: the caller learns nothing about an address (taking part,
  // unsubscribed or new) or about which submissions Netlify holds.
  return new Response(null, { status: 204 });
};
