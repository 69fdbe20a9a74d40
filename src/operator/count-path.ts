// Where a Netlify page's beacon reports one page view (netlify/functions/zaehler.ts): a form post of
// the page's path and its utm values, nothing else; no cookie, no identifier, no IP address kept.
export const COUNT_PATH = "/zaehler/";
export const COUNT_PATH_FIELD = "p";
