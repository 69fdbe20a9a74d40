// The POSTs behind the links in the mails (FOLLOW-UP contract, the same on Netlify):
//   /bestaetigen/?t=…  confirms the address with the optional answers → 303 /plan-unterwegs/
//   /abmelden/?t=…     unsubscribes and erases      → 303 /abgemeldet/, or 200 for RFC 8058 one-click
// A GET of these paths is the static page from public/ and changes nothing. A bad token gets the
// static /link-ungueltig/ page with 410 (expired or used) or 400 (unknown, tampered, missing).
// Only these POSTs change anything, and only a person's click sends them (no page submits itself).
// Confirming acts for a visitor, so another site's page may not post them (403);
// unsubscribing may come from anywhere: mail providers post RFC 8058 one-clicks from their servers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import { readFileSync } from "fs";
import { join } from "path";
import { isTokenShaped, ONE_CLICK_FIELD, ONE_CLICK_VALUE, TOKEN_PARAM } from "../src/lib/follow-up";
import { parsePlanAnswers } from "../src/lib/plan";
import { pathOf } from "../src/lib/routes";
import type { FollowUpStore, TokenResult } from "./follow-up-store";
import { parseFormBody } from "./form-route";
import { requestErrorPage } from "./html";
import { REQUEST_ERRORS } from "./messages";
import { isCrossSiteRequest } from "./origin-check";

interface FollowUpRouteOptions {
  followUp: FollowUpStore;
  publicDir: string;
  /** SITE_URL's origin, for the cross-site check. */
  siteOrigin: string;
  /** Wakes the mail worker once something is due now. */
  onQueued: () => void;
}

/** Enough for the answers or a one-click body; anything longer is not ours. */
const BODY_LIMIT_BYTES = 4096;

type Body = Record<string, string | string[]>;

function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown>;
  const body = (request.body ?? {}) as Body;
  const token = query[TOKEN_PARAM] ?? body[TOKEN_PARAM];
  return isTokenShaped(token) ? token : undefined;
}

export async function followUpRoutes(app: FastifyInstance, options: FollowUpRouteOptions): Promise<void> {
  const invalidPage = readFileSync(join(options.publicDir, pathOf("linkInvalid"), "index.html"));

  // Mail providers send the RFC 8058 one-click POST as url-encoded or as multipart/form-data;
  // the token is in the URL, so a multipart body only needs to be recognised, not parsed.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES, parser: parseFormBody });
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, { [ONE_CLICK_FIELD]: String(body).includes(ONE_CLICK_VALUE) ? ONE_CLICK_VALUE : "" });
    },
  );

  const refuse = (reply: FastifyReply, result: Extract<TokenResult, { ok: false }> | undefined) =>
    reply
      .code(result && result.reason !== "unknown" ? 410 : 400)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(invalidPage);

  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(303).header("Cache-Control", "no-store").header("Location", location).send();

  const crossSite = REQUEST_ERRORS.crossSite;
  const refuseCrossSite = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCrossSiteRequest(request, options.siteOrigin)) return;
    request.log.warn("cross-site confirmation refused");
    return reply
      .code(crossSite.status)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(requestErrorPage(crossSite));
  };

  app.post(pathOf("confirm"), { preHandler: refuseCrossSite }, async (request, reply) => {
    const token = tokenOf(request);
    const answers = parsePlanAnswers((request.body ?? {}) as Body);
    const result = token ? options.followUp.confirm(token, answers) : undefined;
    if (!token || !result?.ok) return refuse(reply, result as Extract<TokenResult, { ok: false }>);
    request.log.info({ submission: result.submissionId }, "lead confirmed, plan mail queued");
    options.onQueued();
    return redirect(reply, pathOf("planOnTheWay"));
  });

  app.post(pathOf("unsubscribe"), async (request, reply) => {
    const token = tokenOf(request);
    const result = token ? options.followUp.unsubscribe(token) : undefined;
    if (!token || !result?.ok) return refuse(reply, result as Extract<TokenResult, { ok: false }>);
    request.log.info("unsubscribed: person erased, address hash on the suppression list");
    const body = (request.body ?? {}) as Body;
    if (body[ONE_CLICK_FIELD] === ONE_CLICK_VALUE) {
      return reply
        .code(200)
        .type("text/plain; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send("Abgemeldet.\n");
    }
    return redirect(reply, pathOf("unsubscribed"));
  });
}
