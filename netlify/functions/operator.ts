// The operator's page /betrieb/ on Netlify (docs/betrieb-seite.md): every path under it, GET and
// POST, answered by the shared handler (src/operator/handler.tsx) with the state in Blobs.
import type { Config, Context } from "@netlify/functions";
import { isCrossSite } from "../../src/follow-up/origin";
import { headersForPath } from "../../src/lib/security-headers";
import { handleOperatorRequest } from "../../src/operator/handler";
import { OPERATOR_BASE, sessionValid } from "../../src/operator/paths";
import { passwordsFingerprint } from "../../src/operator/password";
import { operatorSettingsFromEnv } from "../../src/operator/settings";
import { followUpRuntime } from "../follow-up/runtime";
import { defaultSources, netlifyBackend } from "../operator/backend";
import { endedSessionCookie, readSession, sessionCookie } from "../operator/session";

/** A login or a button: nothing longer is ours. */
const BODY_LIMIT_BYTES = 4096;

export default async (request: Request, context: Context): Promise<Response> => {
  const runtime = followUpRuntime(context);
  const settings = operatorSettingsFromEnv(process.env);
  const backend = netlifyBackend(runtime, settings, defaultSources(context.deploy?.id));
  const url = new URL(request.url);
  const now = Date.now();
  const text = request.method === "POST" ? await request.text() : "";
  const fields = Buffer.byteLength(text) > BODY_LIMIT_BYTES ? {} : Object.fromEntries(new URLSearchParams(text));
  const fingerprint = passwordsFingerprint(settings.passwordHashes);
  const session = await readSession(request.headers.get("cookie"), runtime.tokenSecret);
  const secure = new URL(runtime.config.siteUrl).protocol === "https:";
  const answer = await handleOperatorRequest(
    {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      fields,
      loggedIn: sessionValid(session, now, fingerprint),
      client: context.ip ?? "unknown",
      crossSite:
        request.method === "POST" &&
        isCrossSite(
          {
            secFetchSite: request.headers.get("sec-fetch-site") ?? undefined,
            origin: request.headers.get("origin") ?? undefined,
            host: url.host,
          },
          new URL(runtime.config.siteUrl).origin,
        ),
    },
    backend,
    now,
  );
  const headers = new Headers({ ...headersForPath(runtime.headerRules, OPERATOR_BASE), ...answer.headers });
  if (answer.session === "start")
    headers.append("Set-Cookie", await sessionCookie({ at: now, key: fingerprint }, runtime.tokenSecret, secure));
  if (answer.session === "end") headers.append("Set-Cookie", endedSessionCookie(secure));
  return new Response(answer.body === "" ? null : answer.body, { status: answer.status, headers });
};

// Netlify reads this config without running the code: literals only (a test compares them with
// src/operator/paths.ts).
export const config: Config = { path: ["/betrieb", "/betrieb/*"], method: ["GET", "POST"] };
