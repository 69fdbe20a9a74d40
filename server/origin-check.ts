// Form posts from other sites' pages are refused, so no other site can post in a visitor's name
// (a hidden form on a foreign page that submits the lead form with someone's address).
// Browsers say where a request comes from in Sec-Fetch-Site and Origin; a request without both
// (an old browser, curl, a monitoring check) is allowed, since the forms are public anyway.
import type { FastifyRequest } from "fastify";

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
 * Export for every route that changes data on a visitor's behalf; not for the RFC 8058 one-click
 * unsubscribe, which mail providers' servers post from anywhere.
 */
export function isCrossSiteRequest(request: FastifyRequest, siteOrigin: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== siteOrigin && originHost(origin) !== request.host;
}
