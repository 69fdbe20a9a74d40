// The link POSTs (/bestaetigen/, /abmelden/, /anfrage-loeschen/) on Netlify: the contract of src/follow-up/links.ts
// on a Request, with the state in Netlify Blobs (consent-store.ts).
import {
  answerLinkPost,
  LINK_BODY_LIMIT_BYTES,
  linkFields,
  type LinkActions,
  type LinkKind,
} from "../../src/follow-up/links";
import { newNonce } from "../../src/follow-up/tokens";
import { storedPlanAnswers, type PlanAnswers } from "../../src/lib/plan";
import { headersForPath } from "../../src/lib/security-headers";
import type { ConsentRecord, PendingRequest } from "./consent-store";
import { deliver, hasPendingDeliveries } from "./delivery";
import type { FollowUpRuntime } from "./runtime";
import { deleteRequest } from "./request-deletion";
import { hasCampaign, type Campaign } from "../../src/operator/campaign";
import { countQuietly } from "../operator/counters";

function newConsent(
  key: string,
  request: PendingRequest,
  answers: PlanAnswers,
  runtime: FollowUpRuntime,
  now: number,
  campaign: Campaign,
): ConsentRecord {
  const at = new Date(now).toISOString();
  return {
    email: request.email,
    name: request.name,
    form: "lead",
    postedAt: request.postedAt,
    confirmedAt: at,
    consentVersion: request.consentVersion,
    ...(request.marketingVersion ? { marketingVersion: request.marketingVersion } : {}),
    unsubscribeNonce: newNonce(),
    requestKey: key,
    answers: storedPlanAnswers(answers),
    deliveries: {
      // The campaign of the confirmation link rides on with the plan mail until it is sent.
      plan: { dueAt: at, attempts: 0, ...(hasCampaign(campaign) ? { campaign } : {}) },
      ...(runtime.config.webhookUrl ? { webhook: { dueAt: at, attempts: 0 } } : {}),
    },
  };
}

/**
 * The link actions on Blobs. `waitUntil` (Netlify's context.waitUntil) sends the plan after the
 * answer, so the visitor never waits for SMTP; without it the send happens before the answer. A
 * failed send is recorded and retried by the scheduled function.
 */
function blobActions(
  runtime: FollowUpRuntime,
  waitUntil: ((work: Promise<unknown>) => void) | undefined,
  now: number,
): LinkActions {
  const { store } = runtime;
  return {
    async confirm(key, answers, campaign) {
      const request = await store.pending(key);
      if (!request) return { ok: false, reason: (await store.isUsed(key)) ? "used" : "unknown" };
      if (Date.parse(request.expiresAt) <= now) return { ok: false, reason: "expired" };
      const record = newConsent(key, request, answers, runtime, now, campaign);
      if (!(await store.createConsent(record, now))) {
        // He confirmed an earlier request: this one sends his plan again, as on the self-hosted
        // server; his unsubscribe link stays the one he has. The same link twice is "used".
        const renewed = await store.updateConsent(store.hashOf(request.email), (current) =>
          current.requestKey === key ? undefined : { ...record, unsubscribeNonce: current.unsubscribeNonce },
        );
        if (!renewed) return { ok: false, reason: "used" };
      }
      await store.markUsed(key, request.expiresAt);
      await countQuietly(store, { step: "confirmed", campaign, at: now }, runtime.log);
      const hash = store.hashOf(request.email);
      const send = deliver("plan", hash, runtime, now).then((outcome) =>
        outcome === "sent" ? clearIfDone(runtime, hash) : undefined,
      );
      if (waitUntil)
        waitUntil(send.catch((error: Error) => runtime.log(`follow-up: plan delivery stopped: ${error.message}`)));
      else await send;
      return { ok: true };
    },
    async unsubscribe(key, campaign) {
      const hash = await store.unsubscribeTarget(key);
      if (!hash) return { ok: false, reason: "unknown" };
      const ended = await store.endConsent(hash, "unsubscribed", {
        now,
        withdrawn: true,
        webhook: Boolean(runtime.config.webhookUrl),
      });
      if (ended) await countQuietly(store, { step: "unsubscribed", campaign, at: now }, runtime.log);
      return ended ? { ok: true } : { ok: false, reason: "unknown" };
    },
    async deleteRequest(key, campaign) {
      const result = await deleteRequest(runtime, key, now);
      // The operator's funnel counts a deleted request with the unsubscribes (docs/launch.md).
      if (result.ok) await countQuietly(store, { step: "unsubscribed", campaign, at: now }, runtime.log);
      return result;
    },
  };
}

/** Answers a POST to /bestaetigen/, /abmelden/ or /anfrage-loeschen/ as the contract says. */
export async function linkPost(
  kind: LinkKind,
  request: Request,
  runtime: FollowUpRuntime,
  waitUntil?: (work: Promise<unknown>) => void,
  now = runtime.now(),
): Promise<Response> {
  const text = await request.text();
  const fields =
    Buffer.byteLength(text) > LINK_BODY_LIMIT_BYTES
      ? {}
      : linkFields(request.headers.get("content-type") ?? undefined, text);
  const url = new URL(request.url);
  const answer = await answerLinkPost(
    kind,
    {
      search: url.search,
      fields,
      source: {
        secFetchSite: request.headers.get("sec-fetch-site") ?? undefined,
        origin: request.headers.get("origin") ?? undefined,
        host: url.host,
      },
    },
    blobActions(runtime, waitUntil, now),
    {
      tokenSecret: runtime.tokenSecret,
      siteOrigin: new URL(runtime.config.siteUrl).origin,
      invalidLinkPage: runtime.invalidLinkPage,
      log: runtime.log,
    },
  );
  return new Response(answer.status === 303 || answer.body === "" ? null : answer.body, {
    status: answer.status,
    // Function answers skip public/_headers on Netlify: they carry the page's own security headers.
    headers: { ...headersForPath(runtime.headerRules, url.pathname), ...answer.headers },
  });
}

export async function clearIfDone(runtime: FollowUpRuntime, hash: string): Promise<void> {
  const current = await runtime.store.consentOf(hash);
  if (current && !hasPendingDeliveries(current.value)) await runtime.store.clearDue(hash);
}
