// Netlify Forms keeps every submission until someone deletes it. With NETLIFY_API_TOKEN set, the
// hourly forms-cleanup deletes, through Netlify's API, the submissions of everyone who
// unsubscribed (matched by the hash of the address, the only thing left of them) and every
// submission older than 30 days, as the privacy policy promises. Without the token the operator
// deletes them by hand in the Forms dashboard.
import { UNCONFIRMED_RETENTION_DAYS } from "../../src/lib/follow-up";
import type { ConsentStore } from "./consent-store";

export const NETLIFY_API_URL = "https://api.netlify.com/api/v1";
const PER_PAGE = 100;
const TIMEOUT_MS = 10_000;
const RETENTION_MS = UNCONFIRMED_RETENTION_DAYS * 24 * 60 * 60_000;

interface Submission {
  id: string;
  created_at?: string;
  email?: string | null;
  data?: Record<string, unknown>;
}

export interface FormsApi {
  list(): Promise<Submission[]>;
  delete(id: string): Promise<void>;
}

/** The Netlify API for this site's submissions, or undefined without NETLIFY_API_TOKEN. */
export function formsApiFromEnv(env: NodeJS.ProcessEnv): FormsApi | undefined {
  const token = env.NETLIFY_API_TOKEN;
  const siteId = env.SITE_ID;
  if (!token || !siteId) return undefined;
  const base = (env.NETLIFY_API_URL || NETLIFY_API_URL).replace(/\/+$/, "");
  const call = async (method: string, path: string) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Netlify API ${method} ${path.split("?")[0]} answered HTTP ${response.status}`);
    return response;
  };
  return {
    async list() {
      const all: Submission[] = [];
      for (let page = 1; ; page++) {
        const batch = (await (
          await call("GET", `/sites/${siteId}/submissions?page=${page}&per_page=${PER_PAGE}`)
        ).json()) as Submission[];
        all.push(...batch);
        if (batch.length < PER_PAGE) return all;
      }
    },
    async delete(id) {
      await call("DELETE", `/submissions/${encodeURIComponent(id)}`);
    },
  };
}

function addressOf(submission: Submission): string | undefined {
  const email = submission.data?.email ?? submission.email;
  return typeof email === "string" && email ? email : undefined;
}

export async function cleanUpForms(
  api: FormsApi,
  store: ConsentStore,
  now = Date.now(),
): Promise<{ unsubscribed: number; expired: number }> {
  const erase = new Set(await store.erasureHashes());
  let unsubscribed = 0;
  let expired = 0;
  for (const submission of await api.list()) {
    const address = addressOf(submission);
    const ofUnsubscribed = address !== undefined && erase.has(store.hashOf(address));
    const old = submission.created_at !== undefined && now - Date.parse(submission.created_at) > RETENTION_MS;
    if (!ofUnsubscribed && !old) continue;
    await api.delete(submission.id);
    if (ofUnsubscribed) unsubscribed++;
    else expired++;
  }
  // Only after every submission was looked at: a failure above keeps the markers for the next run.
  for (const hash of erase) await store.erasureDone(hash);
  return { unsubscribed, expired };
}
