// A stand-in for Netlify's API as far as the functions use it (netlify/follow-up/forms-api.ts):
// the submissions Netlify Forms holds for one site, read by id, listed and deleted by id, behind a
// bearer token. Tests add a submission as Netlify Forms would when a visitor posts a form, then
// send submission-created the documented event for it; a forged event names an id it lacks.
import { randomBytes } from "crypto";
import { createServer, type Server } from "http";
import type { AddressInfo } from "net";

export interface HeldSubmission {
  id: string;
  number: number;
  site_id: string;
  form_name: string;
  created_at: string;
  email: string | null;
  name: string | null;
  data: Record<string, unknown>;
}

export const API_TOKEN = "stand-in-api-token";

export async function startNetlifyApi(siteId: string) {
  const submissions: HeldSubmission[] = [];
  const deleted: string[] = [];
  const server: Server = createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${API_TOKEN}`) return json(401, { message: "Access Denied" });
    const url = new URL(req.url ?? "/", "http://api");
    if (req.method === "GET" && url.pathname === `/api/v1/sites/${siteId}/submissions`) {
      const page = Number(url.searchParams.get("page") ?? 1);
      const perPage = Number(url.searchParams.get("per_page") ?? 100);
      return json(200, submissions.slice((page - 1) * perPage, page * perPage));
    }
    const id = /^\/api\/v1\/submissions\/([^/]+)$/.exec(url.pathname)?.[1];
    const index = submissions.findIndex((submission) => submission.id === id);
    if (id && req.method === "GET")
      return index < 0 ? json(404, { message: "Not Found" }) : json(200, [submissions[index]]);
    if (id && req.method === "DELETE") {
      if (index < 0) return json(404, { message: "Not Found" });
      submissions.splice(index, 1);
      deleted.push(id);
      return void res.writeHead(204).end();
    }
    json(404, { message: "Not Found" });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
    token: API_TOKEN,
    submissions,
    deleted,
    /** What Netlify Forms keeps of a post: the fields, and its own ip, user agent and referrer. */
    add(formName: string, fields: Record<string, string>, ip = "203.0.113.7", createdAt = new Date()): HeldSubmission {
      const submission: HeldSubmission = {
        id: randomBytes(12).toString("hex"),
        number: submissions.length + 1,
        site_id: siteId,
        form_name: formName,
        created_at: createdAt.toISOString(),
        email: fields.email ?? null,
        name: fields.name ?? null,
        data: { "form-name": formName, referrer: "https://zv.test/", ...fields, ip, user_agent: "Mozilla/5.0" },
      };
      submissions.push(submission);
      return submission;
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type NetlifyApiStandIn = Awaited<ReturnType<typeof startNetlifyApi>>;

/** The body Netlify POSTs to submission-created for a submission (docs: "Trigger functions on events"). */
export function submissionCreatedBody(submission: HeldSubmission) {
  const { data } = submission;
  return {
    payload: {
      ...submission,
      title: null,
      first_name: submission.name,
      last_name: null,
      company: null,
      summary: `<strong>${submission.name ?? ""}</strong>`,
      body: typeof data.message === "string" ? data.message : null,
      human_fields: {},
      ordered_human_fields: [],
      form_id: `form-${submission.form_name}`,
      site_url: "https://zv.test",
    },
  };
}
