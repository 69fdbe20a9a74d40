// Netlify behind the operator's page (src/operator/backend.ts): counters, state and people from
// Blobs, the erasure of `npm run netlify:erase`, the report mail sent from the function itself.
import { createHmac } from "crypto";
import { join } from "path";
import { readDataYaml } from "../../src/lib/load-plan-content";
import { PROOF_RETENTION_YEARS, UNCONFIRMED_RETENTION_DAYS } from "../../src/lib/privacy-numbers";
import { planAnswersFromStore } from "../../src/lib/plan";
import type { OperatorBackend } from "../../src/operator/backend";
import type { FailureCount, FailureStore } from "../../src/operator/login-throttle";
import { FAILURE_MEMORY_MS } from "../../src/operator/login-throttle";
import { stateOf, type Person, type ProofSummary, type QuestionTexts } from "../../src/operator/people";
import { reportEvent, reportNowPeriod, reportSpan, type ReportPayload } from "../../src/operator/report";
import type { OperatorSettings } from "../../src/operator/settings";
import type { LimitStatus, MailTrouble, OperatorStatus, OpsStatus } from "../../src/operator/status";
import { composeMail } from "../../src/mail/compose";
import { messageIdOf } from "../../src/follow-up/outgoing";
import type { ConsentRecord, ErasedCall, PendingRequest, ProofRecord } from "../follow-up/consent-store";
import { filesRoot, type FollowUpRuntime } from "../follow-up/runtime";
import { countsBetween } from "./counters";
import { bounceReading, lastMailSent, noteMailSent } from "./state";
import { heldReport } from "../follow-up/held-mails";

const DAY_MS = 24 * 60 * 60_000;
const RETENTION_SLACK_MS = 2 * 60 * 60_000;

/** Where the page's extra facts come from; the limits and operations modules may give their own. */
export interface NetlifySources {
  limits: (runtime: FollowUpRuntime) => Promise<LimitStatus>;
  ops: () => OpsStatus;
}

export const defaultSources = (deployId?: string): NetlifySources => ({
  // What the limits hold back (docs/security.md): confirmation mails waiting for a ceiling and
  // contact messages waiting for the hourly digest, from their Blobs listings.
  limits: async (runtime) => {
    const { delayedMails, heldContactMessages } = await heldReport(runtime);
    return { delayedMails, heldContactMessages };
  },
  // Netlify keeps the deploys (its own rollback); the deploy served is named by its id.
  ops: () => ({
    backup: "unknown",
    release: deployId ? { name: `Netlify-Deploy ${deployId.slice(0, 8)}` } : "unknown",
  }),
});

/** Wrong passwords per client in Blobs, under a keyed hash of the client address (never the address). */
function blobFailures(runtime: FollowUpRuntime): FailureStore {
  const key = (client: string) =>
    client === "site"
      ? "login/site"
      : `login/${createHmac("sha256", runtime.tokenSecret).update(`login:${client}`).digest("hex").slice(0, 32)}`;
  return {
    get: async (client) => (await runtime.store.getJSON<FailureCount>(key(client))) ?? undefined,
    set: async (client, count) => void (await runtime.store.setJSON(key(client), count)),
    delete: (client) => runtime.store.delete(key(client)),
  };
}

/** Deletes the login counts older than their memory (the hourly operator function). */
export async function tidyLoginCounts(runtime: FollowUpRuntime, now: number): Promise<number> {
  let removed = 0;
  for (const { key, value } of await runtime.store.entries<FailureCount>("login/")) {
    if (now - value.lastAt <= FAILURE_MEMORY_MS) continue;
    await runtime.store.delete(key);
    removed++;
  }
  return removed;
}

function troubleOf(kind: "plan" | "webhook", state: ConsentRecord["deliveries"]["plan"]): MailTrouble | undefined {
  if (!state || state.sentAt || !state.lastError) return undefined;
  return { kind, error: state.lastError, at: state.failedAt ?? state.dueAt, attempts: state.attempts };
}

async function peopleOf(runtime: FollowUpRuntime): Promise<Person[]> {
  const { store } = runtime;
  const consents = await store.entries<ConsentRecord>("consent/");
  const pending = await store.entries<PendingRequest>("pending/");
  const byHash = new Map<string, Person>();
  for (const { key, value } of pending) {
    const hash = store.hashOf(value.email);
    const known = byHash.get(hash);
    if (known && known.requestedAt > value.postedAt) continue;
    byHash.set(hash, {
      id: `p-${key.slice("pending/".length)}`,
      name: value.name,
      email: value.email,
      state: stateOf({ undeliverable: value.undeliverable }),
      requestedAt: value.postedAt,
      consentVersion: value.consentVersion,
      ...(value.marketingVersion ? { marketingVersion: value.marketingVersion } : {}),
      answers: {},
      ...(value.undeliverable ? { undeliverable: value.undeliverable } : {}),
    });
  }
  // A confirmed consent is further than any request of the same address.
  for (const { key, value } of consents) {
    const planSentAt = value.deliveries.plan?.sentAt;
    byHash.set(key.slice("consent/".length), {
      id: `k-${key.slice("consent/".length)}`,
      name: value.name,
      email: value.email,
      state: stateOf({ confirmedAt: value.confirmedAt, planSentAt, undeliverable: value.undeliverable }),
      requestedAt: value.postedAt,
      confirmedAt: value.confirmedAt,
      ...(planSentAt ? { planSentAt } : {}),
      consentVersion: value.consentVersion,
      ...(value.marketingVersion ? { marketingVersion: value.marketingVersion } : {}),
      answers: planAnswersFromStore(value.answers),
      ...(value.undeliverable ? { undeliverable: value.undeliverable } : {}),
    });
  }
  return [...byHash.values()].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
}

export async function netlifyStatus(
  runtime: FollowUpRuntime,
  settings: OperatorSettings,
  sources: NetlifySources,
  now: number,
): Promise<OperatorStatus> {
  const { store, config } = runtime;
  const consents = await store.entries<ConsentRecord>("consent/");
  const pending = await store.entries<PendingRequest>("pending/");
  const calls = await store.entries<ErasedCall>("webhook/");
  const failed: MailTrouble[] = [];
  const waiting: MailTrouble[] = [];
  const webhook: MailTrouble[] = [];
  for (const { value } of consents) {
    const plan = troubleOf("plan", value.deliveries.plan);
    if (plan) (value.deliveries.plan?.failedAt ? failed : waiting).push(plan);
    const call = troubleOf("webhook", value.deliveries.webhook);
    if (call) webhook.push(call);
  }
  for (const { value } of calls) {
    if (value.state.lastError && !value.state.sentAt)
      webhook.push({
        kind: "webhook",
        error: value.state.lastError,
        at: value.state.dueAt,
        attempts: value.state.attempts,
      });
  }
  const late = (ms: number) => now - ms - RETENTION_SLACK_MS;
  const overdue =
    pending.filter(({ value }) => Date.parse(value.postedAt) < late(UNCONFIRMED_RETENTION_DAYS * DAY_MS)).length +
    consents.filter(({ value }) => {
      const done = value.deliveries.plan?.sentAt ?? value.deliveries.plan?.failedAt;
      return !value.marketingVersion && done && Date.parse(done) < late(config.planRetentionDays * DAY_MS);
    }).length +
    (
      await store.entries<ProofRecord>(
        "proof/",
        (key) => Number.parseInt(key.slice(key.lastIndexOf("/") + 1), 10) < late(PROOF_RETENTION_YEARS * 365 * DAY_MS),
      )
    ).length;
  const undeliverable = new Set(
    [...consents.map(({ value }) => value), ...pending.map(({ value }) => value)]
      .filter((record) => record.undeliverable)
      .map((record) => store.hashOf(record.email)),
  );
  return {
    failed,
    waiting,
    limits: await sources.limits(runtime),
    undeliverable: undeliverable.size,
    bounceReading: settings.imap ? { configured: true, ...(await bounceReading(store)) } : { configured: false },
    webhook: { configured: Boolean(config.webhookUrl), failing: webhook },
    lastMailSentAt: await lastMailSent(store),
    retentionOverdue: overdue,
    ops: sources.ops(),
  };
}

/** The report mail, composed and sent from the function (Netlify has no outbox); throws when SMTP fails. */
export async function sendReport(
  runtime: FollowUpRuntime,
  settings: OperatorSettings,
  sources: NetlifySources,
  payload: ReportPayload,
  now: number,
): Promise<void> {
  const rows = await countsBetween(runtime.store, reportSpan(payload.period));
  const event = reportEvent(payload, rows, await netlifyStatus(runtime, settings, sources, now), now);
  const mail = await composeMail(event, runtime.content, runtime.config);
  await runtime.sender.send(mail, messageIdOf(runtime.config, "report", payload.schedule, payload.period.to, now));
  await noteMailSent(runtime.store, now);
}

export function netlifyBackend(
  runtime: FollowUpRuntime,
  settings: OperatorSettings,
  sources: NetlifySources,
): OperatorBackend {
  const { store, config, content } = runtime;
  const questions = (
    readDataYaml(join(filesRoot(), "data"), "plan.yaml", "Operator page") as { questions: QuestionTexts }
  ).questions;
  return {
    brand: content.site.brand,
    notifyTo: config.notifyTo,
    reportSchedule: settings.reportSchedule,
    passwordHashes: settings.passwordHashes,
    questionTexts: questions,
    countingNote:
      "Seitenaufrufe meldet jede Seite mit einem kleinen Skript, ohne Cookies und ohne IP-Adressen; Aufrufe ohne JavaScript und von Programmen (Bots) zählen nicht mit.",
    failures: blobFailures(runtime),
    counts: (period) => countsBetween(store, period),
    status: (now) => netlifyStatus(runtime, settings, sources, now),
    people: () => peopleOf(runtime),
    async person(id) {
      return (await peopleOf(runtime)).find((person) => person.id === id);
    },
    async proofs(email): Promise<ProofSummary[]> {
      const proofs = await store.entries<ProofRecord>(`proof/${store.hashOf(email)}/`);
      return proofs
        .map(({ value }) => ({
          requestedAt: value.requestedAt,
          ...(value.confirmedAt ? { confirmedAt: value.confirmedAt } : {}),
          ...(value.withdrawnAt ? { withdrawnAt: value.withdrawnAt } : {}),
          endedAt: value.endedAt,
          reason: value.reason,
          consentVersion: value.consentVersion,
          ...(value.marketingVersion ? { marketingVersion: value.marketingVersion } : {}),
        }))
        .sort((a, b) => b.endedAt.localeCompare(a.endedAt));
    },
    async erase(person) {
      await store.erase(person.email, { now: Date.now(), webhook: Boolean(config.webhookUrl) });
    },
    sendReportNow: (now) =>
      sendReport(runtime, settings, sources, { schedule: "now", period: reportNowPeriod(now) }, now),
  };
}
