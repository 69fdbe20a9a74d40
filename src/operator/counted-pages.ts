// Which page views count, on both hosts: the pages of the route table a visitor reads; not the
// pages after a form or a link (their steps are counted as such), not 404s, not the editor.
import { routes } from "../lib/routes";

const COUNTED_PATHS = new Set<string>(routes.filter((route) => !route.noIndex).map((route) => route.path));

export const isCountedPath = (path: string) => COUNTED_PATHS.has(path);

/** A browser fetching ahead of time (prefetch, prerender) is no view. */
export const isPrefetch = (secPurpose: string | undefined, purpose: string | undefined) =>
  /prefetch|prerender/i.test(`${secPurpose ?? ""} ${purpose ?? ""}`);
