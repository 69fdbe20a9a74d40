// The scheduled run (every minute): sends each plan mail whose 10 minutes for the optional answers
// are over, retries failed plan mails and webhook calls, and tidies up markers of finished work.
import { deliver, hasPendingDeliveries, type DeliveryOutcome } from "./delivery";
import type { DeliveryKind } from "./consent-store";
import type { FollowUpRuntime } from "./runtime";

/** A marker without a consent this old is the trace of a crash between the two writes of a confirmation. */
const ORPHAN_MARKER_MS = 60 * 60_000;

export async function deliverDue(runtime: FollowUpRuntime, now = Date.now()): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = {
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
  return counts;
}
