// The people of the self-hosted server as the operator's page shows them (src/operator/people.ts):
// one entry per address (his furthest request), with the plan mail's time from the outbox.
import type Database from "better-sqlite3";
import { prepared } from "./statements";
import type { Submission } from "./database";
import { planAnswersFromStore } from "../src/lib/plan";
import { stateOf, type Person, type ProofSummary } from "../src/operator/people";

type LeadRow = Omit<Submission, "form" | "message" | "status" | "utm_source" | "utm_campaign"> & {
  email_key: string;
  plan_sent_at: string | null;
};

const LEADS = `SELECT s.id, s.name, s.email, s.email_key, s.created_at, s.confirmed_at, s.consent_version,
    s.marketing_version, s.plan_answers, s.undeliverable_at, s.undeliverable_reason,
    (SELECT MAX(o.sent_at) FROM outbox o WHERE o.submission_id = s.id AND o.kind = 'plan' AND o.status = 'sent') AS plan_sent_at
  FROM submissions s WHERE s.form = 'lead'`;

function personOf(row: LeadRow): Person {
  const undeliverable = row.undeliverable_at
    ? { at: row.undeliverable_at, reason: row.undeliverable_reason ?? "" }
    : undefined;
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    state: stateOf({ confirmedAt: row.confirmed_at, planSentAt: row.plan_sent_at, undeliverable }),
    requestedAt: row.created_at,
    ...(row.confirmed_at ? { confirmedAt: row.confirmed_at } : {}),
    ...(row.plan_sent_at ? { planSentAt: row.plan_sent_at } : {}),
    ...(row.consent_version ? { consentVersion: row.consent_version } : {}),
    ...(row.marketing_version ? { marketingVersion: row.marketing_version } : {}),
    answers: planAnswersFromStore(row.plan_answers),
    ...(undeliverable ? { undeliverable } : {}),
  };
}

/** His furthest request wins (confirmed over pending), then the latest. */
const rank = (row: LeadRow) => `${row.confirmed_at ? 1 : 0}${row.created_at}`;

/** Everyone who asked for the plan and is still kept, newest first. */
export function listPeople(db: Database.Database): Person[] {
  const best = new Map<string, LeadRow>();
  for (const row of prepared(db, LEADS).all() as LeadRow[]) {
    const known = best.get(row.email_key);
    if (!known || rank(row) > rank(known)) best.set(row.email_key, row);
  }
  return [...best.values()].map(personOf).sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
}

export function personById(db: Database.Database, id: string): Person | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  const row = prepared(db, `${LEADS} AND s.id = ?`).get(Number(id)) as LeadRow | undefined;
  if (!row) return undefined;
  // The entry of his address, so the page shows the same as the list.
  return listPeople(db).find((person) => person.email.toLowerCase() === row.email.toLowerCase()) ?? personOf(row);
}

export function proofsOf(db: Database.Database, addressHash: string): ProofSummary[] {
  const rows = prepared(db, "SELECT * FROM proofs WHERE address_hash = ? ORDER BY ended_at DESC").all(
    addressHash,
  ) as Array<{
    requested_at: string;
    confirmed_at: string | null;
    withdrawn_at: string | null;
    ended_at: string;
    reason: ProofSummary["reason"];
    consent_version: string | null;
    marketing_version: string | null;
  }>;
  return rows.map((row) => ({
    requestedAt: row.requested_at,
    ...(row.confirmed_at ? { confirmedAt: row.confirmed_at } : {}),
    ...(row.withdrawn_at ? { withdrawnAt: row.withdrawn_at } : {}),
    endedAt: row.ended_at,
    reason: row.reason,
    ...(row.consent_version ? { consentVersion: row.consent_version } : {}),
    ...(row.marketing_version ? { marketingVersion: row.marketing_version } : {}),
  }));
}
