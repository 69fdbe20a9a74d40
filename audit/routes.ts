// The routes the audit visits: every route of the route table, the 404 page at a missing path.
import { routes, type Route } from "../src/lib/routes";

export interface AuditRoute {
  route: Route;
  /** The address a visitor opens. */
  path: string;
  /** Lighthouse cannot load a page answered with 404, so it measures the same page at /404/. */
  lighthousePath: string;
}

export const MISSING_PATH = "/gibt-es-nicht/";

export const auditRoutes: AuditRoute[] = routes.map((route) =>
  route.page === "notFound"
    ? { route, path: MISSING_PATH, lighthousePath: route.path }
    : { route, path: route.path, lighthousePath: route.path },
);
