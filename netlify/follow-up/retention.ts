// Retention on Netlify, run hourly (netlify/functions/retention.ts) in the production store and in
// every deploy preview's (enforceRetentionEverywhere), the same rules as the self-hosted server's
// (server/follow-up-store.ts purgeExpired):
// - an unconfirmed request after 30 days, leaving a proof record;
// - a confirmed lead without the consent to further mails PLAN_RETENTION_DAYS after the plan, one
//   with it MARKETING_RETENTION_YEARS after it (the last contact), leaving a proof record (and a
//   lead.erased webhook call);
// - the confirmation mails' delete-link markers once nothing of their person is left;
// - used-link markers once the link would have expired, limit counters after their window,
//   handled-submission markers after 30 days, proof records after 3 years.
// Netlify Forms' own copies are deleted by forms-cleanup (30 days, and at once for erased people).
import {
  MARKETING_RETENTION_YEARS,
  PROOF_RETENTION_YEARS,
  UNCONFIRMED_RETENTION_DAYS,
} from "../../src/lib/privacy-numbers";
import { listStores } from "@netlify/blobs";
import { ConsentStore, storeNameFor, type ConsentRecord, type PendingRequest } from "./consent-store";
import { COUNTER_PREFIX, counterLive } from "./limit-counters";
import type { FollowUpRuntime } from "./runtime";
import { dropOrphanedDeleteLinks } from "./request-deletion";

const DAY_MS = 24 * 60 * 60_000;

export interface RetentionCounts {
  unconfirmed: number;
  afterPlan: number;
  /** Leads with the consent to further mails, MARKETING_RETENTION_YEARS after the last contact. */
  afterLastContact: number;
  markers: number;
  proofs: number;
}

export async function enforceRetention(runtime: FollowUpRuntime, now = runtime.now()): Promise<RetentionCounts> {
  const { store, config } = runtime;
  const counts: RetentionCounts = { unconfirmed: 0, afterPlan: 0, afterLastContact: 0, markers: 0, proofs: 0 };
  const at = new Date(now).toISOString();

  for (const { key, value } of await store.entries<PendingRequest>("pending/")) {
    if (now - Date.parse(value.postedAt) <= UNCONFIRMED_RETENTION_DAYS * DAY_MS) continue;
    await store.endRequest(key, value, { reason: "expired", at, withdrawn: false });
    counts.unconfirmed++;
  }

  for (const { key, value } of await store.entries<ConsentRecord>("consent/")) {
    const plan = value.deliveries.plan;
    const planDone = plan?.sentAt ?? plan?.failedAt;
    if (!planDone) continue;
    const keptFor = value.marketingVersion
      ? MARKETING_RETENTION_YEARS * 365 * DAY_MS
      : config.planRetentionDays * DAY_MS;
    if (now - Date.parse(planDone) <= keptFor) continue;
    const hash = key.slice("consent/".length);
    if (await store.endConsent(hash, "expired", { now, withdrawn: false, webhook: Boolean(config.webhookUrl) }))
      counts[value.marketingVersion ? "afterLastContact" : "afterPlan"]++;
  }
  counts.markers += await dropOrphanedDeleteLinks(runtime);

  for (const { key, value } of await store.entries<{ expiresAt: string }>("used/")) {
    if (Date.parse(value.expiresAt) > now) continue;
    await store.delete(key);
    counts.markers++;
  }

  for (const { key, value } of await store.entries<{ buckets: Record<string, number> }>(COUNTER_PREFIX)) {
    if (counterLive(key, value, now)) continue;
    await store.delete(key);
    counts.markers++;
  }

  // Netlify's own copy of a submission goes after 30 days too (forms-cleanup), and with it the notes about it.
  for (const prefix of ["handled/", "submissions-of/"])
    for (const { key, value } of await store.entries<{ at: number }>(prefix)) {
      if (now - value.at <= UNCONFIRMED_RETENTION_DAYS * DAY_MS) continue;
      await store.delete(key);
      counts.markers++;
    }

  for (const { key } of await store.entries<unknown>("proof/")) {
    const endedAt = Number.parseInt(key.slice(key.lastIndexOf("/") + 1), 10);
    if (now - endedAt <= PROOF_RETENTION_YEARS * 365 * DAY_MS) continue;
    await store.delete(key);
    counts.proofs++;
  }
  return counts;
}

/**
 * Deploy previews and branch deploys keep their records in stores of their own (storeNameFor), and
 * Netlify runs scheduled functions only on the published production deploy: so the production run
 * enforces the same rules in every one of those stores too. Returns the counts per store.
 */
export async function enforceRetentionEverywhere(
  runtime: FollowUpRuntime,
  now = runtime.now(),
): Promise<Record<string, RetentionCounts>> {
  const production = storeNameFor("production");
  const counts: Record<string, RetentionCounts> = { [production]: await enforceRetention(runtime, now) };
  let stores: string[] = [];
  try {
    ({ stores } = await listStores());
  } catch (error) {
    // Netlify's local Blobs server answers 500 while no store exists at all; say so and go on.
    runtime.log(`retention: could not list the deploy previews' stores: ${(error as Error).message}`);
  }
  for (const name of stores.filter((store) => store.startsWith(`${production}-`)).sort())
    counts[name] = await enforceRetention({ ...runtime, store: new ConsentStore(name, runtime.tokenSecret) }, now);
  return counts;
}
