// Build-time facts about where the site lives.

/**
 * Without SITE_URL (and off Netlify, which sets URL) the site names this machine: never a domain the
 * operator may not own. Production builds and the production server insist on SITE_URL
 * (src/content/go-live.ts, server/production-settings.ts).
 */
export const DEFAULT_SITE_URL = "http://localhost:9000";

/** The public address of the site; canonical URLs and the sitemap are built from it. */
export const SITE_URL = (
  process.env.SITE_URL ||
  (process.env.NETLIFY === "true" ? process.env.URL : undefined) ||
  DEFAULT_SITE_URL
).replace(/\/$/, "");

/** Folder with the editors' YAML files and images. Tests point it at fixtures. */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? "data";

/** Where gatsby-plugin-sitemap writes its index. */
export const SITEMAP_INDEX = "/sitemap-index.xml";
