// Campaigns: utm_source and utm_campaign of the landing URL. They are counted per day, never stored
// with a person. The landing page's URL carries them to the page-view count and, through the
// Referer of the form post, to the request; the links in the mails carry them on (confirmation,
// plan sent, unsubscribe), so no person's record holds one (docs/betrieb-seite.md, "Kampagnen").
import { UTM_MAX_LENGTH, type UtmField } from "../follow-up/facts";

export interface Campaign {
  utmSource?: string;
  utmCampaign?: string;
}

/**
 * At most this many different campaigns are counted per day and step; any further one is counted
 * as OTHER_CAMPAIGN, so made-up utm values cannot grow the counters without bound.
 */
export const MAX_CAMPAIGNS_PER_DAY = 50;
export const OTHER_CAMPAIGN: Required<Campaign> = { utmSource: "(weitere)", utmCampaign: "(weitere)" };

// eslint-disable-next-line no-control-regex -- removing control and direction characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function clean(value: string | null | undefined): string | undefined {
  const text = (value ?? "").replace(UNSAFE, "").trim().slice(0, UTM_MAX_LENGTH);
  return text || undefined;
}

/** The campaign of a query string (`?utm_source=…`) or of URL search parameters; anything unreadable is none. */
export function campaignOfSearch(search: string | URLSearchParams): Campaign {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const read = (field: UtmField) => clean(params.get(field));
  const campaign: Campaign = {};
  const source = read("utm_source");
  const name = read("utm_campaign");
  if (source) campaign.utmSource = source;
  if (name) campaign.utmCampaign = name;
  return campaign;
}

/**
 * The longest URL read for a campaign: browsers send no longer Referer (Chrome and Firefox cut one
 * over 4 KB to the site's origin), and a landing URL with utm values is far shorter. Anything longer
 * is no campaign, and is not parsed at all.
 */
export const CAMPAIGN_URL_MAX_LENGTH = 4096;

/** The campaign of an absolute URL (a Referer, Netlify Forms' referrer); none when it cannot be read. */
export function campaignOfUrl(url: string | undefined | null): Campaign {
  if (!url || url.length > CAMPAIGN_URL_MAX_LENGTH) return {};
  try {
    return campaignOfSearch(new URL(url).searchParams);
  } catch {
    return {};
  }
}

export const hasCampaign = (campaign: Campaign) => Boolean(campaign.utmSource || campaign.utmCampaign);

/** `&utm_source=…&utm_campaign=…` for a link that already has a query; "" without a campaign. */
export function campaignParams(campaign: Campaign): string {
  const params = new URLSearchParams();
  if (campaign.utmSource) params.set("utm_source", campaign.utmSource);
  if (campaign.utmCampaign) params.set("utm_campaign", campaign.utmCampaign);
  const text = params.toString();
  return text ? `&${text}` : "";
}

/** The campaign as the page and the mail name it. */
export function campaignLabel(campaign: Campaign): string {
  if (!hasCampaign(campaign)) return "ohne Kampagne";
  return `${campaign.utmSource ?? "–"} / ${campaign.utmCampaign ?? "–"}`;
}

/** A stable key of a campaign for maps; "" is no campaign. */
export function campaignKey(campaign: Campaign): string {
  return hasCampaign(campaign) ? `${campaign.utmSource ?? ""}\u001f${campaign.utmCampaign ?? ""}` : "";
}
