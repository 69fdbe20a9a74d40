// The operator's page on the self-hosted server: every path under /betrieb/ goes to the shared
// handler (src/operator/handler.tsx). The session is @fastify/secure-session's sealed cookie
// (libsodium secretbox under a key derived from TOKEN_SECRET), only for /betrieb/: HttpOnly,
// SameSite=Strict, Secure in production. Visitors' pages get no cookie and no script from it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import secureSession from "@fastify/secure-session";
import { hkdfSync } from "crypto";
import { handleOperatorRequest } from "../src/operator/handler";
import type { OperatorBackend } from "../src/operator/backend";
import { passwordsFingerprint } from "../src/operator/password";
import {
  OPERATOR_BASE,
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
  sessionValid,
  type OperatorSession,
} from "../src/operator/paths";
import { isCrossSiteRequest } from "./origin-check";

declare module "@fastify/secure-session" {
  interface SessionData {
    operator: OperatorSession;
  }
}

/** Small: a login or a button, nothing more. */
const BODY_LIMIT_BYTES = 4096;

/** The session key, derived from the server's secret so the operator sets no further one. */
export const sessionKey = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "zitronen-vital", "operator session cookie", 32));

export interface OperatorRouteOptions {
  backend: OperatorBackend;
  secret: string;
  /** Secure cookies (production behind https). */
  secureCookie: boolean;
  siteOrigin: string;
}

export async function operatorRoutes(app: FastifyInstance, options: OperatorRouteOptions): Promise<void> {
  const fingerprint = passwordsFingerprint(options.backend.passwordHashes);
  await app.register(secureSession, {
    key: sessionKey(options.secret),
    cookieName: SESSION_COOKIE,
    expiry: SESSION_MAX_AGE_S,
    cookie: {
      path: OPERATOR_BASE,
      httpOnly: true,
      sameSite: "strict",
      secure: options.secureCookie,
      maxAge: SESSION_MAX_AGE_S,
    },
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf("?");
    const answer = await handleOperatorRequest(
      {
        method: request.method,
        path: query < 0 ? request.url : request.url.slice(0, query),
        query: new URLSearchParams(query < 0 ? "" : request.url.slice(query + 1)),
        fields: (request.body ?? {}) as Record<string, string>,
        loggedIn: sessionValid(request.session.get("operator"), Date.now(), fingerprint),
        client: request.ip,
        crossSite: isCrossSiteRequest(request, options.siteOrigin),
      },
      options.backend,
    );
    if (answer.session === "start") {
      // A new cookie at every login, never one handed in before it (session fixation).
      request.session.regenerate();
      request.session.set("operator", { at: Date.now(), key: fingerprint });
    } else if (answer.session === "end") request.session.delete();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  };
  app.route({ method: ["GET", "HEAD", "POST"], url: "/betrieb", handler: handle });
  app.route({ method: ["GET", "HEAD", "POST"], url: `${OPERATOR_BASE}*`, handler: handle });
}
