// Reads the bounce mailbox on Netlify (the scheduled function bounces, every five minutes): a
// delivery report marks the address's records undeliverable when its Message-ID is one of ours
// for that address: a plan mail's ID names the first characters of the address's keyed hash; a
// confirmation mail's ID names the first characters of its waiting request's key
// (netlify/follow-up/submission.ts), so that request must be waiting, for that address.
import { bounceReason, readBounces, type DeliveryReport } from "../../src/operator/bounce-reader";
import type { OperatorSettings } from "../../src/operator/settings";
import { ID_KEY_LENGTH, partsOfMessageId } from "../../src/follow-up/outgoing";
import type { PendingRequest } from "../follow-up/consent-store";
import type { FollowUpRuntime } from "../follow-up/runtime";
import { countQuietly } from "./counters";
import { saveBounceReading } from "./state";

/** The start of a keyed hash or request key, as the Message-ID carries it (idKeyOf). */
const KEY = new RegExp(`^[0-9a-f]{${ID_KEY_LENGTH}}$`);

async function isOurMailTo(runtime: FollowUpRuntime, report: DeliveryReport): Promise<boolean> {
  const { store } = runtime;
  const hash = store.hashOf(report.recipient);
  const id = partsOfMessageId(report.messageId);
  const key = id?.parts[0];
  if (!key || !KEY.test(key)) return false;
  if (id.kind === "plan") return hash.startsWith(key);
  if (id.kind !== "confirmation") return false;
  const pending = await store.entries<PendingRequest>(`pending/${key}`);
  return pending.some(({ value }) => store.hashOf(value.email) === hash);
}

export async function readNetlifyBounces(
  runtime: FollowUpRuntime,
  settings: OperatorSettings,
  now = Date.now(),
): Promise<number> {
  if (!settings.imap) return 0;
  try {
    const result = await readBounces(settings.imap, async (report) => {
      if (!(await isOurMailTo(runtime, report))) return false;
      const marked = await runtime.store.markUndeliverable(report.recipient, {
        at: new Date(now).toISOString(),
        reason: bounceReason(report),
      });
      if (marked > 0) await countQuietly(runtime.store, { step: "bounce", at: now }, runtime.log);
      return marked > 0;
    });
    await saveBounceReading(runtime.store, { lastReadAt: new Date(now).toISOString() });
    runtime.log(`bounces: ${result.reports} delivery report(s) read, ${result.marked} record(s) marked undeliverable`);
    return result.marked;
  } catch (error) {
    const message = (error as Error).message.slice(0, 200);
    await saveBounceReading(runtime.store, { error: message });
    runtime.log(`bounces: the mailbox could not be read: ${message}`);
    return 0;
  }
}
