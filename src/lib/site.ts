// Build-time facts about where the site lives.

/** The public address of the site; canonical URLs and the sitemap are built from it. */
export const SITE_URL = (process.env.SITE_URL ?? "https://www.zitronen-vital.de").replace(/\/$/, "");

/** Folder with the editors' YAML files and images. Tests point it at fixtures. */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? "data";

/** Where gatsby-plugin-sitemap writes its index. */
export const SITEMAP_INDEX = "/sitemap-index.xml";
