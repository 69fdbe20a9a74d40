// Sends a form the way a plain HTML form would (url-encoded POST to the form's action)
// and keeps the 'Wird gesendet...' state visible for at least MIN_SUBMIT_MS.
import {
  FORM_NAME_FIELD,
  actionOf,
  HONEYPOT_FIELD,
  MIN_SUBMIT_MS,
  normalize,
  type FormDefinition,
  type Values,
} from "./forms";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Resolves true once the server confirmed the submission and MIN_SUBMIT_MS have passed. */
export async function postForm(form: FormDefinition, values: Values, honeypot: string): Promise<boolean> {
  const startedAt = Date.now();
  const body = new URLSearchParams({
    [FORM_NAME_FIELD]: form.name,
    [HONEYPOT_FIELD]: honeypot,
    ...normalize(form, values),
  });
  let confirmed = false;
  try {
    const response = await fetch(actionOf(form), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: body.toString(),
    });
    confirmed = response.ok;
  } catch {
    confirmed = false;
  }
  await wait(MIN_SUBMIT_MS - (Date.now() - startedAt));
  return confirmed;
}
