// The anonymous daily counters of the self-hosted server (table `counts`): page views per page,
// requests, confirmations, plans sent, unsubscribes, contact messages and bounces, per Berlin day
// and campaign. No row names a person; erasing someone changes no number.
import type Database from "better-sqlite3";
import { prepared } from "./statements";
import { campaignKey, MAX_CAMPAIGNS_PER_DAY, OTHER_CAMPAIGN, type Campaign } from "../src/operator/campaign";
import { berlinDay, type Period } from "../src/operator/days";
import type { CountRow, Step } from "../src/operator/funnel";

export interface Count {
  step: Step;
  path?: string;
  campaign?: Campaign;
  n?: number;
  /** When it happened (ms), for its Berlin day. */
  at: number;
}

/** A campaign past the day's MAX_CAMPAIGNS_PER_DAY different ones is counted as OTHER_CAMPAIGN. */
function boundedCampaign(db: Database.Database, day: string, step: Step, campaign: Campaign | undefined): Campaign {
  if (!campaign || !campaignKey(campaign)) return {};
  const source = campaign.utmSource ?? "";
  const name = campaign.utmCampaign ?? "";
  const known = prepared(
    db,
    "SELECT 1 FROM counts WHERE day = ? AND step = ? AND utm_source = ? AND utm_campaign = ? LIMIT 1",
  ).get(day, step, source, name);
  if (known) return campaign;
  const distinct = prepared(
    db,
    "SELECT COUNT(*) AS n FROM (SELECT DISTINCT utm_source, utm_campaign FROM counts WHERE day = ? AND step = ? AND (utm_source != '' OR utm_campaign != ''))",
  ).get(day, step) as { n: number };
  return distinct.n >= MAX_CAMPAIGNS_PER_DAY ? OTHER_CAMPAIGN : campaign;
}

/** Adds to the counters; call inside the transaction that makes the counted thing happen. */
export function addCounts(db: Database.Database, counts: readonly Count[]): void {
  for (const count of counts) {
    const day = berlinDay(count.at);
    const campaign = boundedCampaign(db, day, count.step, count.campaign);
    prepared(
      db,
      `INSERT INTO counts (day, step, path, utm_source, utm_campaign, n) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (day, step, path, utm_source, utm_campaign) DO UPDATE SET n = n + excluded.n`,
    ).run(day, count.step, count.path ?? "", campaign.utmSource ?? "", campaign.utmCampaign ?? "", count.n ?? 1);
  }
}

/** Every counter of the days from `period.from` to `period.to`. */
export function countsBetween(db: Database.Database, period: Period): CountRow[] {
  return prepared(
    db,
    `SELECT day, step, path, utm_source AS utmSource, utm_campaign AS utmCampaign, n FROM counts
       WHERE day >= ? AND day <= ? ORDER BY day`,
  ).all(period.from, period.to) as CountRow[];
}
