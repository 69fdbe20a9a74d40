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
  // Values from the payload are logged JSON-escaped: a form name with a line break cannot forge a log line.
  runtime.log(`submission-created: ${JSON.stringify(typeof form === "string" ? form.slice(0, 40) : null)}: ${outcome}`);
  // The same answer whatever happened: the caller learns nothing about an address (taking part,
  // unsubscribed or new). The outcome is for the operator's log only, without the address.
  return new Response(null, { status: 204 });
};
