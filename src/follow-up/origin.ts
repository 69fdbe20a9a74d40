// Posts from other sites' pages are refused, so no other site can act in a visitor's name (a
// hidden form on a foreign page that submits the lead form with someone's address, or confirms a
// link). Browsers say where a request comes from in Sec-Fetch-Site and Origin; a request without
// both (an old browser, curl, a monitoring check) is allowed, since the forms are public anyway.
// Not for the RFC 8058 one-click unsubscribe, which mail providers' servers post from anywhere.

/** The two request headers the check reads, and the host the request was sent to. */
export interface RequestSource {
  secFetchSite?: string;
  origin?: string;
  host?: string;
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (sandboxed frames, data: pages) and garbage
  }
}

/**
 * True when the browser says the post comes from another site's page. Allowed origins are the
 * public site (SITE_URL's origin) and the host the request was sent to (a test or staging host).
 */
export function isCrossSite(source: RequestSource, siteOrigin: string): boolean {
  if (source.secFetchSite === "cross-site") return true;
  // The browser vouches for it; the Origin may then be "null" (a page sent with no-referrer).
  if (source.secFetchSite === "same-origin") return false;
  if (source.origin === undefined) return false;
  return source.origin !== siteOrigin && originHost(source.origin) !== source.host;
}
