// The POSTs behind the links in the mails, on Netlify, answering exactly like the self-hosted
// server (FOLLOW-UP contract, server/follow-up-routes.ts). Only a person's click sends them: the
// pages never submit themselves. 303 on success, 400 (unknown, tampered,
// missing) or 410 (expired, used) with the /link-ungueltig/ page, RFC 8058 one-click → 200.
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE, TOKEN_PARAM } from "../../src/lib/follow-up";
import { parsePlanAnswers, type PlanAnswers } from "../../src/lib/plan";
import { pathOf } from "../../src/lib/routes";
import { verifyToken, type TokenCheck, type TokenPurpose, type VerifiedToken } from "../../src/mail/signed-token";
import type { FastifyRequest } from "fastify";
import { requestErrorPage } from "../../server/html";
import { REQUEST_ERRORS } from "../../server/messages";
import { isCrossSiteRequest } from "../../server/origin-check";
import type { ConsentRecord } from "./consent-store";
import { deliver, hasPendingDeliveries } from "./delivery";
import type { FollowUpRuntime } from "./runtime";

/** Enough for the answers or a one-click body; anything longer is not ours. */
const BODY_LIMIT_BYTES = 4096;

type Refusal = "invalid" | "expired" | "used";

const noStore = { "Cache-Control": "no-store" };

function refuse(runtime: FollowUpRuntime, reason: Refusal): Response {
  return new Response(runtime.invalidLinkPage, {
    status: reason === "invalid" ? 400 : 410,
    headers: { ...noStore, "Content-Type": "text/html; charset=utf-8" },
  });
}

/**
 * Confirming acts for a visitor, so another site's page may not post them: 403, as
 * on the self-hosted server (server/origin-check.ts decides, from the same two headers).
 */
function refuseCrossSite(request: Request, runtime: FollowUpRuntime): Response | undefined {
  const headers = {
    "sec-fetch-site": request.headers.get("sec-fetch-site") ?? undefined,
    origin: request.headers.get("origin") ?? undefined,
  };
  const asSeenByServer = { headers, host: new URL(request.url).host } as unknown as FastifyRequest;
  if (!isCrossSiteRequest(asSeenByServer, new URL(runtime.config.siteUrl).origin)) return undefined;
  runtime.log("follow-up: cross-site confirmation refused");
  const error = REQUEST_ERRORS.crossSite;
  return new Response(requestErrorPage(error), {
    status: error.status,
    headers: { ...noStore, "Content-Type": "text/html; charset=utf-8" },
  });
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { ...noStore, Location: location } });

/** The form fields of a small url-encoded or multipart body; {} for anything else or too big. */
async function formFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  if (Number(request.headers.get("content-length") ?? 0) > BODY_LIMIT_BYTES) return {};
  const text = await request.text();
  if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) return {};
  if (type.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  // Mail providers send the one-click POST as multipart too; the token is in the URL, so the
  // body only needs to be recognised.
  if (type.startsWith("multipart/form-data"))
    return text.includes(ONE_CLICK_VALUE) ? { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE } : {};
  return {};
}

function checkToken(
  runtime: FollowUpRuntime,
  request: Request,
  fields: Record<string, string>,
  purpose: TokenPurpose,
): TokenCheck {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? fields[TOKEN_PARAM];
  return verifyToken(runtime.tokenSecret, token, purpose);
}

function newConsent(token: VerifiedToken, answers: PlanAnswers, runtime: FollowUpRuntime, now: number): ConsentRecord {
  const at = (ms: number) => new Date(ms).toISOString();
  const { config } = runtime;
  return {
    email: token.email,
    name: token.name,
    form: "lead",
    postedAt: token.postedAt,
    confirmedAt: at(now),
    // The versions he ticked at the form; a link from before the versions travelled in it names today's.
    consentVersion: token.consentVersion ?? runtime.content.texts.consent.version,
    ...(token.marketingVersion ? { marketingVersion: token.marketingVersion } : {}),
    ...(token.campaign ? { campaign: token.campaign } : {}),
    answers,
    deliveries: {
      plan: { dueAt: at(now), attempts: 0 },
      ...(config.webhookUrl ? { webhook: { dueAt: at(now), attempts: 0 } } : {}),
    },
  };
}

/**
 * POST /bestaetigen/?t=… (a person's click): records the consent with the optional answers, then
 * sends the plan. `waitUntil` (Netlify's context.waitUntil) sends it after the answer, so the
 * visitor never waits for SMTP; without it the send happens before the answer. A failed send is
 * recorded and retried by the scheduled function.
 */
export async function confirmLink(
  request: Request,
  runtime: FollowUpRuntime,
  waitUntil?: (work: Promise<unknown>) => void,
  now = Date.now(),
): Promise<Response> {
  const crossSite = refuseCrossSite(request, runtime);
  if (crossSite) return crossSite;
  const fields = await formFields(request);
  const check = checkToken(runtime, request, fields, "confirm");
  if (!check.ok) return refuse(runtime, check.reason);
  // After an unsubscribe the old confirmation link stays used: the suppression list holds.
  if (await runtime.store.isSuppressed(check.token.email)) return refuse(runtime, "used");
  const record = newConsent(check.token, parsePlanAnswers(fields), runtime, now);
  if (!(await runtime.store.createConsent(record, now))) return refuse(runtime, "used");
  runtime.log("follow-up: lead confirmed");
  const hash = runtime.store.hashOf(check.token.email);
  const send = deliver("plan", hash, runtime, now).then((outcome) =>
    outcome === "sent" ? clearIfDone(runtime, hash) : undefined,
  );
  if (waitUntil)
    waitUntil(send.catch((error: Error) => runtime.log(`follow-up: plan delivery stopped: ${error.message}`)));
  else await send;
  return redirect(pathOf("planOnTheWay"));
}

/** POST /abmelden/?t=…: suppress, then erase; one-click (RFC 8058) gets 200 text/plain. */
export async function unsubscribeLink(request: Request, runtime: FollowUpRuntime, now = Date.now()): Promise<Response> {
  const fields = await formFields(request);
  const check = checkToken(runtime, request, fields, "unsubscribe");
  if (!check.ok) return refuse(runtime, check.reason);
  await runtime.store.unsubscribe(check.token.email, now);
  runtime.log("follow-up: unsubscribed: consent erased, address hash on the suppression list");
  if (fields[ONE_CLICK_FIELD] === ONE_CLICK_VALUE) {
    return new Response("Abgemeldet.\n", {
      status: 200,
      headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return redirect(pathOf("unsubscribed"));
}

export async function clearIfDone(runtime: FollowUpRuntime, hash: string): Promise<void> {
  const current = await runtime.store.consentOf(hash);
  if (current && !hasPendingDeliveries(current.value)) await runtime.store.clearDue(hash);
}
