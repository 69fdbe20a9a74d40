// The anonymous daily counters on Netlify, in Blobs: counts/<Berlin day>/<shard>, each a JSON map
// from "step, page, utm_source, utm_campaign" to a number. A count goes into one of SHARDS blobs
// at random (compare-and-set on its ETag), so page views arriving at once rarely compete for the
// same blob; reading adds the shards up. No key or value names a person or a visitor.
import { campaignKey, MAX_CAMPAIGNS_PER_DAY, OTHER_CAMPAIGN, type Campaign } from "../../src/operator/campaign";
import { berlinDay, daysOf, type Period } from "../../src/operator/days";
import { isStep, type CountRow, type Step } from "../../src/operator/funnel";
import type { ConsentStore } from "../follow-up/consent-store";

const SHARDS = 8;
const SEPARATOR = "\u001f";

type Shard = Record<string, number>;

const keyOf = (step: Step, path: string, campaign: Campaign) =>
  [step, path, campaign.utmSource ?? "", campaign.utmCampaign ?? ""].join(SEPARATOR);

/** A campaign past the shard's MAX_CAMPAIGNS_PER_DAY different ones for a step is counted as OTHER_CAMPAIGN. */
function bounded(shard: Shard, step: Step, campaign: Campaign): Campaign {
  if (!campaignKey(campaign)) return {};
  const known = new Set(
    Object.keys(shard)
      .map((key) => key.split(SEPARATOR))
      .filter(([s, , source, name]) => s === step && (source || name))
      .map(([, , source, name]) => `${source}${SEPARATOR}${name}`),
  );
  const own = `${campaign.utmSource ?? ""}${SEPARATOR}${campaign.utmCampaign ?? ""}`;
  return known.has(own) || known.size < MAX_CAMPAIGNS_PER_DAY ? campaign : OTHER_CAMPAIGN;
}

export async function addCount(
  store: ConsentStore,
  count: { step: Step; path?: string; campaign?: Campaign; at: number },
): Promise<void> {
  const key = `counts/${berlinDay(count.at)}/${Math.floor(Math.random() * SHARDS)}`;
  await store.updateJSON<Shard>(key, (current) => {
    const shard = { ...(current ?? {}) };
    const name = keyOf(count.step, count.path ?? "", bounded(shard, count.step, count.campaign ?? {}));
    shard[name] = (shard[name] ?? 0) + 1;
    return shard;
  });
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

export async function countsBetween(store: ConsentStore, period: Period): Promise<CountRow[]> {
  const rows = new Map<string, CountRow>();
  const days = new Set(daysOf(period));
  // One listing of every shard's key, then only the period's shards are read.
  const shards = await store.entries<Shard>("counts/", (key) => days.has(key.split("/")[1]));
  for (const { key, value } of shards) {
    const day = key.split("/")[1];
    for (const [name, n] of Object.entries(value)) {
      const [step, path, utmSource, utmCampaign] = name.split(SEPARATOR);
      if (!isStep(step)) continue;
      const id = `${day}${SEPARATOR}${name}`;
      const row = rows.get(id);
      if (row) row.n += n;
      else rows.set(id, { day, step, path, utmSource, utmCampaign, n });
    }
  }
  return [...rows.values()];
}
