// The scheduled run (every minute): retries failed plan mails and webhook calls, delivers the
// lead.erased calls, sends held confirmation mails as the ceilings allow and the operator's
// hourly notice and digest, and tidies up markers of finished work.
import { callWebhook, leadErased } from "../../src/follow-up/outgoing";
import { deliver, failedState, hasPendingDeliveries, isDue, type DeliveryOutcome } from "./delivery";
import type { DeliveryKind, ErasedCall } from "./consent-store";
import type { FollowUpRuntime } from "./runtime";
import { releaseHeld, sendOperatorMails } from "./held-mails";

/** A marker without a consent this old is the trace of a crash between the two writes of a confirmation. */
const ORPHAN_MARKER_MS = 60 * 60_000;
const WEBHOOK_PREFIX = "webhook/";

export type DueCounts = Record<DeliveryOutcome, number> & {
  /** Held confirmation mails sent now, and those still waiting for a ceiling. */
  released: number;
  waiting: number;
  notice: number;
  digest: number;
};

export async function deliverDue(runtime: FollowUpRuntime, now = runtime.now()): Promise<DueCounts> {
  const counts: DueCounts = {
    released: 0,
    waiting: 0,
    notice: 0,
    digest: 0,
    sent: 0,
    "not-due": 0,
    busy: 0,
    "done-before": 0,
    "retry-later": 0,
    failed: 0,
    gone: 0,
  };
  for (const { hash, since } of await runtime.store.dueHashes()) {
    // One consent at a time, plan before webhook: both change the same record.
    for (const kind of ["plan", "webhook"] as DeliveryKind[]) counts[await deliver(kind, hash, runtime, now)]++;
    const current = await runtime.store.consentOf(hash);
    const orphan = !current && (!since || now - Date.parse(since) > ORPHAN_MARKER_MS);
    if (orphan || (current && !hasPendingDeliveries(current.value))) await runtime.store.clearDue(hash);
  }
  await deliverErasedCalls(runtime, now, counts);
  Object.assign(counts, await releaseHeld(runtime, now));
  const operator = await sendOperatorMails(runtime, now);
  counts.notice = Number(operator.notice);
  counts.digest = operator.digest;
  return counts;
}

/**
 * The lead.erased calls, so the receiver erases too. Two overlapping runs may both send one:
 * the delivery id is the same, and receivers de-duplicate on it (Standard Webhooks).
 */
async function deliverErasedCalls(
  runtime: FollowUpRuntime,
  now: number,
  counts: Record<DeliveryOutcome, number>,
): Promise<void> {
  const { config, store, log } = runtime;
  if (!config.webhookUrl || !config.webhookSecret) return;
  for (const { key, value } of await store.entries<ErasedCall>(WEBHOOK_PREFIX)) {
    const id = key.slice(WEBHOOK_PREFIX.length);
    if (value.state.sentAt || value.state.failedAt || !isDue(value.state, now)) continue;
    const claimed = { ...value.state, attempts: value.state.attempts + 1 };
    try {
      await callWebhook(config, id, leadErased(value.leadId, value.reason));
      await store.delete(key);
      counts.sent++;
      log("follow-up: webhook lead.erased delivered");
    } catch (error) {
      const failed = failedState(claimed, error, now);
      await store.saveErasedCall(id, { ...value, state: failed.next });
      counts[failed.outcome]++;
      log(`follow-up: webhook lead.erased not delivered (attempt ${claimed.attempts}): ${failed.message}`);
    }
  }
}
