// The POSTs behind the links in the mails, answered the same on both hosts (the contract; the
// hosts' adapters are server/follow-up-routes.ts and netlify/follow-up/links.ts):
//   /bestaetigen/?t=…  a person's click: confirms with the optional answers → 303 /plan-unterwegs/#answers;
//                      the same link again → 303 /schon-bestaetigt/ (no dead end, nothing changes)
//   /abmelden/?t=…     the page's button → 303 /abgemeldet/; RFC 8058 one-click → 200 text; also
//                      for a genuine link whose person is gone already (unsubscribed, erased, expired)
//   /anfrage-loeschen/?t=…  the confirmation mail's "Anfrage löschen": the page's button deletes the
//                      request and everything else of that address → 303 /anfrage-geloescht/; also
//                      for a genuine link whose person is gone already
// A GET of these paths is the static page and changes nothing, and no page submits itself (mail
// scanners open links in real browsers with JavaScript on). A bad token gets the /link-ungueltig/
// page with 410 (expired) or 400 (unknown, forged, missing); never a 5xx. Confirming acts
// for a visitor, so another site's page may not post it (403); unsubscribing may come from
// anywhere: mail providers post RFC 8058 one-clicks from their servers.
import { requestErrorPage } from "../lib/error-page";
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE, TOKEN_PARAM } from "./facts";
import { parsePlanAnswers, planAnswersFragment, type PlanAnswers } from "../lib/plan";
import { REQUEST_ERRORS } from "../lib/request-errors";
import { pathOf } from "../lib/routes";
import { TOKEN_PAGE_HEADERS } from "../lib/security-headers";
import { isCrossSite, type RequestSource } from "./origin";
import { isGenuineToken, tokenKey, type TokenPurpose } from "./tokens";
import { campaignOfSearch, type Campaign } from "../operator/campaign";

/** Each link's page (src/lib/routes.ts), where its POST goes, and the purpose its token is made for. */
export const LINK_PURPOSES = {
  confirm: "confirm",
  unsubscribe: "unsubscribe",
  deleteRequest: "delete",
} as const satisfies Record<string, TokenPurpose>;
export type LinkKind = keyof typeof LINK_PURPOSES;
export const LINK_KINDS = Object.keys(LINK_PURPOSES) as LinkKind[];

/** Enough for the answers or a one-click body; anything longer is not ours. */
export const LINK_BODY_LIMIT_BYTES = 4096;

/** Every answer to a link carries these: a token page is never cached and never leaks its URL. */
const LINK_HEADERS = TOKEN_PAGE_HEADERS;

export type TokenResult = { ok: true } | { ok: false; reason: "unknown" | "expired" | "used" };

/**
 * What a host does for a genuine token, found by its key (src/follow-up/tokens.ts). `campaign`
 * comes from the link's URL (the mails carry the landing page's utm values on), for the counts only.
 */
export interface LinkActions {
  confirm(key: string, answers: PlanAnswers, campaign: Campaign): Promise<TokenResult>;
  unsubscribe(key: string, campaign: Campaign): Promise<TokenResult>;
  /** Ends the request and every other record of its address, like an unsubscribe (counted as one). */
  deleteRequest(key: string, campaign: Campaign): Promise<TokenResult>;
}

export interface LinkSettings {
  tokenSecret: string;
  /** SITE_URL's origin, for the cross-site check. */
  siteOrigin: string;
  /** The built /link-ungueltig/ page. */
  invalidLinkPage: string;
  /** Operator log (English, no addresses or names). */
  log: (message: string) => void;
}

export interface LinkRequest {
  /** The request's query string, where the token is. */
  search: string;
  fields: Record<string, string>;
  source: RequestSource;
}

export interface LinkAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const html = (status: number, body: string): LinkAnswer => ({
  status,
  headers: { ...LINK_HEADERS, "Content-Type": "text/html; charset=utf-8" },
  body,
});
const redirect = (location: string): LinkAnswer => ({
  status: 303,
  headers: { ...LINK_HEADERS, Location: location },
  body: "",
});

/** The fields of a link POST's body: url-encoded, or a multipart one-click recognised; {} otherwise. */
export function linkFields(contentType: string | undefined, body: string): Record<string, string> {
  const type = (contentType ?? "").toLowerCase();
  // A checkbox group posts its field once per ticked box: the values are kept, joined by commas.
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body))
      fields[key] = key in fields ? `${fields[key]},${value}` : value;
    return fields;
  }
  // Some mail providers send the one-click POST as multipart; the token is in the URL, so the body
  // only needs to be recognised, not parsed.
  if (type.startsWith("multipart/form-data"))
    return body.includes(ONE_CLICK_VALUE) ? { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE } : {};
  return {};
}

export async function answerLinkPost(
  kind: LinkKind,
  request: LinkRequest,
  actions: LinkActions,
  settings: LinkSettings,
): Promise<LinkAnswer> {
  // The token pages are sent with Referrer-Policy: no-referrer, so a browser without Sec-Fetch-Site
  // (Safari before 16.4) posts their form with "Origin: null": that is our own page, not a foreign one.
  const source = request.source.origin === "null" ? { ...request.source, origin: undefined } : request.source;
  if (kind !== "unsubscribe" && isCrossSite(source, settings.siteOrigin)) {
    settings.log(`follow-up: cross-site ${kind === "confirm" ? "confirmation" : "deletion"} refused`);
    return html(REQUEST_ERRORS.crossSite.status, requestErrorPage(REQUEST_ERRORS.crossSite));
  }
  const token = new URLSearchParams(request.search).get(TOKEN_PARAM) ?? request.fields[TOKEN_PARAM];
  if (!isGenuineToken(settings.tokenSecret, LINK_PURPOSES[kind], token)) return html(400, settings.invalidLinkPage);
  const campaign = campaignOfSearch(request.search);
  if (kind === "deleteRequest") {
    // A genuine link that finds nobody: his data went already (deleted, unsubscribed, expired).
    if ((await actions.deleteRequest(tokenKey(token), campaign)).ok)
      settings.log("follow-up: request deleted: personal data erased, proof record kept");
    return redirect(pathOf("requestDeleted"));
  }
  if (kind === "confirm") {
    const answers = parsePlanAnswers(request.fields);
    const result = await actions.confirm(tokenKey(token), answers, campaign);
    if (result.ok) {
      settings.log("follow-up: lead confirmed, plan mail on its way");
      // The answers ride along in the fragment (never in a log or a Referer), so "Plan ansehen" opens
      // the same plan as his mail (src/enhance/my-plan.ts).
      return redirect(`${pathOf("planOnTheWay")}${planAnswersFragment(answers)}`);
    }
    if (result.reason === "used") return redirect(pathOf("alreadyConfirmed"));
    return html(result.reason === "unknown" ? 400 : 410, settings.invalidLinkPage);
  }
  // A genuine unsubscribe link (only we can make one) that finds nobody: his data went already.
  if ((await actions.unsubscribe(tokenKey(token), campaign)).ok)
    settings.log("follow-up: unsubscribed: personal data erased, proof record kept");
  if (request.fields[ONE_CLICK_FIELD] === ONE_CLICK_VALUE)
    return {
      status: 200,
      headers: { ...LINK_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      body: "Abgemeldet.\n",
    };
  return redirect(pathOf("unsubscribed"));
}
