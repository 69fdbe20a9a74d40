// The anonymous daily counters on Netlify, in Blobs. Counting is one write: a tiny blob whose key
// is the count, counts/<Berlin day>/e/<step, page, utm_source, utm_campaign>/<ms>-<random>, with no
// value worth reading; the page adds up the keys of one listing. Once a day is over, the hourly
// function folds its keys into counts/<day>/total (written once) and deletes them, so a listing
// stays short. No key or value names a person or a visitor.
import { randomUUID } from "crypto";
import { campaignKey, MAX_CAMPAIGNS_PER_DAY, OTHER_CAMPAIGN, type Campaign } from "../../src/operator/campaign";
import { berlinDay, daysOf, type Period } from "../../src/operator/days";
import { isStep, type CountRow, type Step } from "../../src/operator/funnel";
import type { ConsentStore } from "../follow-up/consent-store";

const SEPARATOR = "\u001f";
/** A day is folded once it has been over this long (late writes of its last moments are in). */
const FOLD_AFTER_MS = 60 * 60_000;

type Totals = Record<string, number>;

const nameOf = (step: Step, path: string, campaign: Campaign) =>
  [step, path, campaign.utmSource ?? "", campaign.utmCampaign ?? ""].join(SEPARATOR);

export async function addCount(
  store: ConsentStore,
  count: { step: Step; path?: string; campaign?: Campaign; at: number },
): Promise<void> {
  const name = Buffer.from(nameOf(count.step, count.path ?? "", count.campaign ?? {})).toString("base64url");
  await store.setJSON(`counts/${berlinDay(count.at)}/e/${name}/${count.at}-${randomUUID().slice(0, 8)}`, 1);
}

/** Counting never costs a visitor or a mail: a counter that cannot be written is logged and skipped. */
export async function countQuietly(
  store: ConsentStore,
  count: Parameters<typeof addCount>[1],
  log: (message: string) => void,
): Promise<void> {
  try {
    await addCount(store, count);
  } catch (error) {
    log(`operator: a ${count.step} was not counted: ${(error as Error).message}`);
  }
}

/** Each day's totals from the keys of one listing (events) and the folded totals. */
async function totalsByDay(store: ConsentStore, keep: (day: string) => boolean): Promise<Map<string, Totals>> {
  const byDay = new Map<string, Totals>();
  const totalsOf = (day: string) => byDay.get(day) ?? byDay.set(day, {}).get(day)!;
  const folded: string[] = [];
  for (const key of await store.keys("counts/")) {
    const [, day, kind, name] = key.split("/");
    if (!keep(day)) continue;
    if (kind === "total") folded.push(day);
    else if (kind === "e" && name) {
      const totals = totalsOf(day);
      const decoded = Buffer.from(name, "base64url").toString("utf8");
      totals[decoded] = (totals[decoded] ?? 0) + 1;
    }
  }
  const values = await Promise.all(folded.map((day) => store.getJSON<Totals>(`counts/${day}/total`)));
  folded.forEach((day, i) => {
    const totals = totalsOf(day);
    for (const [name, n] of Object.entries(values[i] ?? {})) totals[name] = (totals[name] ?? 0) + n;
  });
  return byDay;
}

/** Past MAX_CAMPAIGNS_PER_DAY different campaigns of a day and step, the rest count as OTHER_CAMPAIGN. */
function rowsOf(day: string, totals: Totals): CountRow[] {
  const rows: CountRow[] = [];
  const seen = new Map<Step, Set<string>>();
  for (const [name, n] of Object.entries(totals).sort(([, a], [, b]) => b - a)) {
    const [step, path, utmSource, utmCampaign] = name.split(SEPARATOR);
    if (!isStep(step)) continue;
    let campaign: Campaign = { utmSource, utmCampaign };
    if (campaignKey(campaign)) {
      const known = seen.get(step) ?? seen.set(step, new Set()).get(step)!;
      if (!known.has(campaignKey(campaign)) && known.size >= MAX_CAMPAIGNS_PER_DAY) campaign = OTHER_CAMPAIGN;
      else known.add(campaignKey(campaign));
    }
    rows.push({ day, step, path, utmSource: campaign.utmSource ?? "", utmCampaign: campaign.utmCampaign ?? "", n });
  }
  return rows;
}

export async function countsBetween(store: ConsentStore, period: Period): Promise<CountRow[]> {
  const days = new Set(daysOf(period));
  const byDay = await totalsByDay(store, (day) => days.has(day));
  return [...byDay].flatMap(([day, totals]) => rowsOf(day, totals));
}

/**
 * Folds every day that has been over for an hour into its counts/<day>/total and deletes its
 * event keys. The total is written once (only if new): a run that stopped half-way leaves a total
 * and some keys, and the next run deletes those keys without adding them again.
 */
export async function foldCounts(store: ConsentStore, now: number): Promise<number> {
  const lastOpen = berlinDay(now - FOLD_AFTER_MS);
  const keys = (await store.keys("counts/")).filter((key) => key.split("/")[2] === "e");
  const days = new Set(keys.map((key) => key.split("/")[1]).filter((day) => day < lastOpen));
  for (const day of days) {
    const totals = (await totalsByDay(store, (d) => d === day)).get(day) ?? {};
    const hasTotal = (await store.getJSON<Totals>(`counts/${day}/total`)) !== null;
    if (!hasTotal) await store.setJSON(`counts/${day}/total`, totals, { onlyIfNew: true });
    await Promise.all(keys.filter((key) => key.startsWith(`counts/${day}/e/`)).map((key) => store.delete(key)));
  }
  return days.size;
}
