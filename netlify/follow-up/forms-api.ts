// Netlify's API for this site's form submissions, with NETLIFY_API_TOKEN (a personal access
// token) and SITE_ID (Netlify sets it; the function's context has it too). submission-created
// reads each submission from here by its id, so only what Netlify Forms holds is acted on; and
// forms-cleanup deletes submissions by their ids, never "everything with this address".
// NETLIFY_API_URL points it at a stand-in in tests.
import { withoutTrailingSlashes } from "../../src/mail/config";

export const NETLIFY_API_URL = "https://api.netlify.com/api/v1";
const PER_PAGE = 100;
const TIMEOUT_MS = 10_000;
/** Netlify's submission ids are 24 hex digits; anything URL-safe of a sane length is asked about. */
const SUBMISSION_ID = /^[\w-]{1,64}$/;

/** A submission as Netlify's API returns it (`data` holds every form field, and Netlify's ip). */
export interface NetlifySubmission {
  id: string;
  created_at?: string;
  form_name?: string;
  site_id?: string;
  email?: string | null;
  data?: Record<string, unknown>;
}

export interface FormsApi {
  /** The submission Netlify holds under this id, or undefined when it holds none. */
  get(id: string): Promise<NetlifySubmission | undefined>;
  list(): Promise<NetlifySubmission[]>;
  /** Deletes one submission; one that is gone already counts as deleted. */
  delete(id: string): Promise<void>;
  siteId: string;
}

export const isSubmissionId = (id: unknown): id is string => typeof id === "string" && SUBMISSION_ID.test(id);

/** The Netlify API for this site's submissions, or undefined without NETLIFY_API_TOKEN and SITE_ID. */
export function formsApiFromEnv(env: NodeJS.ProcessEnv): FormsApi | undefined {
  const token = env.NETLIFY_API_TOKEN;
  const siteId = env.SITE_ID;
  if (!token || !siteId) return undefined;
  const base = withoutTrailingSlashes(env.NETLIFY_API_URL || NETLIFY_API_URL);
  const call = async (method: string, path: string, okStatuses: number[] = []) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok && !okStatuses.includes(response.status))
      throw new Error(`Netlify API ${method} ${path.split("?")[0]} answered HTTP ${response.status}`);
    return response;
  };
  return {
    siteId,
    async get(id) {
      if (!isSubmissionId(id)) return undefined;
      const response = await call("GET", `/submissions/${id}`, [404]);
      if (response.status === 404) return undefined;
      // The API's description lists this endpoint as returning a list; accept either shape.
      const body = (await response.json()) as NetlifySubmission | NetlifySubmission[];
      const found = (Array.isArray(body) ? body : [body]).find((submission) => submission?.id === id);
      return found && (!found.site_id || found.site_id === siteId) ? found : undefined;
    },
    async list() {
      const all: NetlifySubmission[] = [];
      for (let page = 1; ; page++) {
        const batch = (await (
          await call("GET", `/sites/${siteId}/submissions?page=${page}&per_page=${PER_PAGE}`)
        ).json()) as NetlifySubmission[];
        all.push(...batch);
        if (batch.length < PER_PAGE) return all;
      }
    },
    async delete(id) {
      await call("DELETE", `/submissions/${encodeURIComponent(id)}`, [404]);
    },
  };
}
