// The funnel from anonymous daily counters, the same on both hosts: page views of the landing page
// and of the other pages → requests → confirmations → plans sent → unsubscribes, with the rates
// between them, per Berlin day and per campaign, and the previous period for comparison.
import { pathOf } from "../lib/routes";
import { campaignKey, campaignLabel, type Campaign } from "./campaign";
import { daysOf, previousPeriod, type Period } from "./days";

/** What is counted; "view" carries the page's path, the others no path. */
export const STEPS = ["view", "request", "confirmed", "plan", "unsubscribed", "contact", "bounce"] as const;
export type Step = (typeof STEPS)[number];
export const isStep = (value: unknown): value is Step => (STEPS as readonly unknown[]).includes(value);

/** One counter: how often `step` happened on `day` (Berlin) for a page and a campaign ("" = none). */
export interface CountRow {
  day: string;
  step: Step;
  path: string;
  utmSource: string;
  utmCampaign: string;
  n: number;
}

export interface FunnelNumbers {
  landingViews: number;
  otherViews: number;
  requests: number;
  confirmations: number;
  plans: number;
  unsubscribes: number;
}

/** Each funnel step's share of the step before it; null where the step before is 0. */
export interface FunnelRates {
  request: number | null;
  confirmation: number | null;
  plan: number | null;
  unsubscribe: number | null;
}

export interface CampaignFunnel {
  campaign: Campaign;
  label: string;
  numbers: FunnelNumbers;
  rates: FunnelRates;
}

export interface Funnel {
  period: Period;
  previous: Period;
  totals: FunnelNumbers;
  rates: FunnelRates;
  previousTotals: FunnelNumbers;
  previousRates: FunnelRates;
  days: Array<{ day: string } & FunnelNumbers>;
  campaigns: CampaignFunnel[];
  contacts: number;
  bounces: number;
}

/** The funnel's steps in order, with their German names (page, mail, command and tests use these). */
export const FUNNEL_STEPS: ReadonlyArray<{ key: keyof FunnelNumbers; label: string }> = [
  { key: "landingViews", label: "Aufrufe Startseite" },
  { key: "otherViews", label: "Aufrufe andere Seiten" },
  { key: "requests", label: "Anfragen" },
  { key: "confirmations", label: "Bestätigungen" },
  { key: "plans", label: "Pläne gesendet" },
  { key: "unsubscribes", label: "Abmeldungen" },
];

/** Which share each rate is, in German. */
export const RATE_LABELS: Record<keyof FunnelRates, string> = {
  request: "Anfragen je Aufruf der Startseite",
  confirmation: "Bestätigungen je Anfrage",
  plan: "Pläne je Bestätigung",
  unsubscribe: "Abmeldungen je gesendetem Plan",
};

export const RATE_KEYS = Object.keys(RATE_LABELS) as Array<keyof FunnelRates>;

const LANDING_PATH = pathOf("home");

export const emptyNumbers = (): FunnelNumbers => ({
  landingViews: 0,
  otherViews: 0,
  requests: 0,
  confirmations: 0,
  plans: 0,
  unsubscribes: 0,
});

function add(numbers: FunnelNumbers, row: CountRow): void {
  switch (row.step) {
    case "view":
      if (row.path === LANDING_PATH) numbers.landingViews += row.n;
      else numbers.otherViews += row.n;
      break;
    case "request":
      numbers.requests += row.n;
      break;
    case "confirmed":
      numbers.confirmations += row.n;
      break;
    case "plan":
      numbers.plans += row.n;
      break;
    case "unsubscribed":
      numbers.unsubscribes += row.n;
      break;
    default:
      break;
  }
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function ratesOf(n: FunnelNumbers): FunnelRates {
  return {
    request: share(n.requests, n.landingViews),
    confirmation: share(n.confirmations, n.requests),
    plan: share(n.plans, n.confirmations),
    unsubscribe: share(n.unsubscribes, n.plans),
  };
}

const inPeriod = (period: Period) => (row: CountRow) => row.day >= period.from && row.day <= period.to;

/** The funnel of `period` from every counter row that covers it and the period before. */
export function buildFunnel(rows: readonly CountRow[], period: Period): Funnel {
  const previous = previousPeriod(period);
  const current = rows.filter(inPeriod(period));
  const totals = emptyNumbers();
  const previousTotals = emptyNumbers();
  for (const row of current) add(totals, row);
  for (const row of rows.filter(inPeriod(previous))) add(previousTotals, row);

  const byDay = new Map(daysOf(period).map((day) => [day, { day, ...emptyNumbers() }]));
  for (const row of current) add(byDay.get(row.day)!, row);

  const byCampaign = new Map<string, CampaignFunnel>();
  for (const row of current) {
    const campaign: Campaign = {
      ...(row.utmSource ? { utmSource: row.utmSource } : {}),
      ...(row.utmCampaign ? { utmCampaign: row.utmCampaign } : {}),
    };
    const key = campaignKey(campaign);
    let entry = byCampaign.get(key);
    if (!entry) {
      entry = { campaign, label: campaignLabel(campaign), numbers: emptyNumbers(), rates: ratesOf(emptyNumbers()) };
      byCampaign.set(key, entry);
    }
    add(entry.numbers, row);
  }
  const campaigns = [...byCampaign.values()]
    .filter((entry) => FUNNEL_STEPS.some(({ key }) => entry.numbers[key] > 0))
    .map((entry) => ({ ...entry, rates: ratesOf(entry.numbers) }))
    // Campaigns first by requests, "ohne Kampagne" last.
    .sort(
      (a, b) =>
        Number(!campaignKey(a.campaign)) - Number(!campaignKey(b.campaign)) ||
        b.numbers.requests - a.numbers.requests ||
        a.label.localeCompare(b.label, "de"),
    );

  const count = (step: Step) => current.filter((row) => row.step === step).reduce((sum, row) => sum + row.n, 0);
  return {
    period,
    previous,
    totals,
    rates: ratesOf(totals),
    previousTotals,
    previousRates: ratesOf(previousTotals),
    days: [...byDay.values()],
    campaigns,
    contacts: count("contact"),
    bounces: count("bounce"),
  };
}

const percentFormat = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 1 });
const numberFormat = new Intl.NumberFormat("de-DE");

/** "12,5 %", or "–" where there is nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? "–" : percentFormat.format(rate);
}

export const formatCount = (n: number) => numberFormat.format(n);

/** The change against the previous period: "+3", "−2", "±0". */
export function formatChange(now: number, before: number): string {
  const difference = now - before;
  if (difference === 0) return "±0";
  return `${difference > 0 ? "+" : "−"}${numberFormat.format(Math.abs(difference))}`;
}
