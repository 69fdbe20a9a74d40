// Netlify Forms keeps every submission until someone deletes it. With NETLIFY_API_TOKEN set, the
// hourly forms-cleanup deletes, through Netlify's API and always by id: the submissions marked
// `forms-delete/<id>` (the requests of everyone who unsubscribed or was erased, and repeats
// dropped over an inbox's limit) and every submission older than 30 days, as the privacy policy
// promises. It never deletes "whatever has this address": a forged event could name anyone's.
// Without the token the operator deletes them by hand in the Forms dashboard.
import { UNCONFIRMED_RETENTION_DAYS } from "../../src/lib/privacy-numbers";
import type { ConsentStore } from "./consent-store";
import type { FormsApi } from "./forms-api";

const RETENTION_MS = UNCONFIRMED_RETENTION_DAYS * 24 * 60 * 60_000;

export async function cleanUpForms(
  api: FormsApi,
  store: ConsentStore,
  now = Date.now(),
): Promise<{ marked: number; expired: number }> {
  let marked = 0;
  for (const id of await store.formsToDelete()) {
    await api.delete(id);
    await store.formsDeleted(id);
    marked++;
  }
  let expired = 0;
  for (const submission of await api.list()) {
    const old = submission.created_at !== undefined && now - Date.parse(submission.created_at) > RETENTION_MS;
    if (!old) continue;
    await api.delete(submission.id);
    expired++;
  }
  return { marked, expired };
}
