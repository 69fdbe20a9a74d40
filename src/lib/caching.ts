// How long browsers may keep what the site serves, the same on both hosts (public/_headers for
// Netlify, server/static-site.ts for the own server): a file whose name carries a hash of its
// content never changes, so a phone keeps it for a year and loads it once for every page; a page
// is checked with the server on every visit, so a new build shows at once.
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The folder of content-hashed files: Gatsby's images (static/<hash>/…) and the site's own scripts
 * (static/page-<hash>.js, src/build-steps/page-script.ts).
 */
export const HASHED_FOLDER = "static";

/** A URL path (`/static/…`, `/app-0123456789abcdef0123.js`) whose file can never change. */
export const isHashedAsset = (urlPath: string): boolean =>
  urlPath.startsWith(`/${HASHED_FOLDER}/`) || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath);

export const cacheControlOf = (urlPath: string): string => (isHashedAsset(urlPath) ? IMMUTABLE : REVALIDATE);
