// Delivers what a confirmed consent still owes: the plan mail and the optional webhook call.
// Both the confirmation POST and the scheduled function call this, so a claim in the consent record
// (compare-and-set on the blob's ETag) makes sure only one of them sends. A send that fails is
// retried with growing delays by the scheduled function and given up after a day, like the
// self-hosted outbox.
import { planAnswersFromStore } from "../../src/lib/plan";
import { composeMail, urls } from "../../src/mail/compose";
import { callWebhook, idKeyOf, leadConfirmed, messageIdOf, webhookIdOf } from "../../src/follow-up/outgoing";
import { GIVE_UP_AFTER_MS, isPermanentFailure, LEASE_MS, retryDelayMs } from "../../src/follow-up/retry";
import type { ConsentRecord, DeliveryKind, DeliveryState } from "./consent-store";
import { redactAddresses } from "./redact";
import type { FollowUpRuntime } from "./runtime";
import { countQuietly } from "../operator/counters";
import { noteMailSent } from "../operator/state";

/** The scheduled function runs every minute: the first retry comes within a minute. */
export const RETRY_BASE_MS = 60_000;

export type DeliveryOutcome = "sent" | "not-due" | "busy" | "done-before" | "retry-later" | "failed" | "gone";

const iso = (ms: number) => new Date(ms).toISOString();

export function isDue(state: DeliveryState, now: number): boolean {
  return Date.parse(state.dueAt) <= now && (!state.retryAt || Date.parse(state.retryAt) <= now);
}

async function perform(
  kind: DeliveryKind,
  record: ConsentRecord,
  hash: string,
  runtime: FollowUpRuntime,
): Promise<void> {
  const { config, content, sender, store } = runtime;
  if (kind === "webhook") {
    // The same id on every retry: receivers de-duplicate on it.
    await callWebhook(
      config,
      webhookIdOf(idKeyOf(hash), Date.parse(record.confirmedAt)),
      leadConfirmed({ leadId: hash, ...record }),
    );
    return;
  }
  const mail = await composeMail(
    {
      type: "plan",
      name: record.name,
      email: record.email,
      // Read as strictly as a form: records from before the six plan questions hold two answers, any odd value is none.
      answers: planAnswersFromStore(record.answers),
      unsubscribeUrl: urls.unsubscribe(config, store.unsubscribeToken(record), record.deliveries.plan?.campaign),
    },
    content,
    config,
  );
  // Stable per consent: a resend after a crash carries the same Message-ID.
  await sender.send(mail, messageIdOf(config, "plan", idKeyOf(hash), Date.parse(record.confirmedAt)));
}

/**
 * Delivers one kind for one consent if it is due and nobody else is on it. Never throws for a
 * failed send: the failure is recorded for the next scheduled run and logged.
 */
export async function deliver(
  kind: DeliveryKind,
  hash: string,
  runtime: FollowUpRuntime,
  now: number,
): Promise<DeliveryOutcome> {
  const { store, log } = runtime;
  let skipped: DeliveryOutcome = "gone";
  const claimedUntil = iso(now + LEASE_MS);
  const record = await store.updateConsent(hash, (current) => {
    const state = current.deliveries[kind];
    if (!state || state.sentAt || state.failedAt) skipped = "done-before";
    else if (!isDue(state, now)) skipped = "not-due";
    else if (state.claimedUntil && Date.parse(state.claimedUntil) > now) skipped = "busy";
    else
      return {
        ...current,
        deliveries: { ...current.deliveries, [kind]: { ...state, claimedUntil, attempts: state.attempts + 1 } },
      };
    return undefined;
  });
  if (!record) return skipped;
  const claimed = record.deliveries[kind]!;

  let outcome: DeliveryOutcome;
  let next: DeliveryState;
  try {
    await perform(kind, record, hash, runtime);
    // The campaign goes with the send: the sent state keeps none.
    next = { dueAt: claimed.dueAt, attempts: claimed.attempts, sentAt: iso(Date.now()) };
    outcome = "sent";
    log(`follow-up: ${kind} delivered (attempt ${claimed.attempts})`);
    if (kind === "plan")
      await Promise.all([
        noteMailSent(store, Date.now()),
        countQuietly(store, { step: "plan", campaign: claimed.campaign, at: Date.now() }, log),
      ]);
  } catch (error) {
    const failed = failedState(claimed, error, now);
    next = failed.next;
    outcome = failed.outcome;
    log(
      outcome === "failed"
        ? `follow-up: ${kind} FAILED for good after ${claimed.attempts} attempt(s): ${failed.message}`
        : `follow-up: ${kind} not delivered (attempt ${claimed.attempts}), next try at ${next.retryAt}: ${failed.message}`,
    );
  }
  // Only while the claim is still ours (an unsubscribe may have erased the record meanwhile).
  await store.updateConsent(hash, (current) =>
    current.deliveries[kind]?.claimedUntil === claimedUntil
      ? { ...current, deliveries: { ...current.deliveries, [kind]: next } }
      : undefined,
  );
  return outcome;
}

/** The state after a failed try: retried later, or given up a day after it was due. */
export function failedState(
  claimed: DeliveryState,
  error: unknown,
  now: number,
): { next: DeliveryState; outcome: "retry-later" | "failed"; message: string } {
  const message = redactAddresses((error as Error).message).slice(0, 300);
  if (isPermanentFailure(error) || now - Date.parse(claimed.dueAt) >= GIVE_UP_AFTER_MS)
    return {
      next: { dueAt: claimed.dueAt, attempts: claimed.attempts, failedAt: iso(now), lastError: message },
      outcome: "failed",
      message,
    };
  const retryAt = iso(now + retryDelayMs(claimed.attempts, RETRY_BASE_MS));
  return {
    next: {
      dueAt: claimed.dueAt,
      attempts: claimed.attempts,
      retryAt,
      lastError: message,
      ...(claimed.campaign ? { campaign: claimed.campaign } : {}),
    },
    outcome: "retry-later",
    message,
  };
}

/** Whether anything is left to deliver, so the due marker can go. */
export function hasPendingDeliveries(record: ConsentRecord): boolean {
  return Object.values(record.deliveries).some((state) => state && !state.sentAt && !state.failedAt);
}
