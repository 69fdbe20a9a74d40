// The route table: the one place that knows every page, its path and its template.
// gatsby-node creates pages from it; the header, the footer, the sitemap and the tests read it.

export type PageId =
  | "home"
  | "movement"
  | "nutrition"
  | "recipes"
  | "contact"
  | "thanks"
  | "privacy"
  | "personalData"
  | "terms"
  | "imprint"
  | "accessibility"
  | "notFound"
  | "confirm"
  | "confirmed"
  | "planOnTheWay"
  | "unsubscribe"
  | "unsubscribed"
  | "linkInvalid"
  | "myPlan";

export type TemplateName =
  | "home"
  | "movement"
  | "nutrition"
  | "recipes"
  | "contact"
  | "thanks"
  | "legal"
  | "not-found"
  | "token-action"
  | "confirmed"
  | "notice"
  | "my-plan";

export interface Route {
  page: PageId;
  path: string;
  template: TemplateName;
  /** Label in the header navigation; pages without one stay out of the menu. */
  navLabel?: string;
  /** Label in the footer's legal links. */
  legalLabel?: string;
  /** Kept out of search engines and the sitemap. */
  noIndex?: boolean;
}

export const routes: readonly Route[] = [
  { page: "home", path: "/", template: "home", navLabel: "Startseite" },
  { page: "movement", path: "/taegliche-bewegung/", template: "movement", navLabel: "Bewegung" },
  { page: "nutrition", path: "/traditionelle-ernaehrung/", template: "nutrition", navLabel: "Ernährung" },
  { page: "recipes", path: "/gesunde-rezepte/", template: "recipes" },
  { page: "contact", path: "/kontakte-unterstuetzung/", template: "contact", navLabel: "Kontakte" },
  { page: "thanks", path: "/danke-willkommen/", template: "thanks", noIndex: true },
  { page: "privacy", path: "/datenschutz/", template: "legal", legalLabel: "Datenschutz" },
  {
    page: "personalData",
    path: "/personenbezogene-daten/",
    template: "legal",
    legalLabel: "Personenbezogene Daten",
  },
  { page: "terms", path: "/agb/", template: "legal", legalLabel: "AGB" },
  { page: "imprint", path: "/impressum/", template: "legal", legalLabel: "Impressum" },
  { page: "accessibility", path: "/barrierefreiheit/", template: "legal", legalLabel: "Barrierefreiheit" },
  { page: "notFound", path: "/404/", template: "not-found", noIndex: true },
  // After the lead form (DESIGN.md "After the form"); the token comes as ?t=… (src/lib/follow-up.ts).
  { page: "confirm", path: "/bestaetigen/", template: "token-action", noIndex: true },
  { page: "confirmed", path: "/bestaetigt/", template: "confirmed", noIndex: true },
  { page: "planOnTheWay", path: "/plan-unterwegs/", template: "notice", noIndex: true },
  { page: "unsubscribe", path: "/abmelden/", template: "token-action", noIndex: true },
  { page: "unsubscribed", path: "/abgemeldet/", template: "notice", noIndex: true },
  { page: "linkInvalid", path: "/link-ungueltig/", template: "notice", noIndex: true },
  { page: "myPlan", path: "/mein-plan/", template: "my-plan", noIndex: true },
];

export function pathOf(page: PageId): string {
  return routeOf(page).path;
}

export const navRoutes = routes.filter((r) => r.navLabel);
export const legalRoutes = routes.filter((r) => r.legalLabel);

/** Anchor of the lead form on the landing page; other pages link to `/#form`. */
export const LEAD_FORM_ANCHOR = "form";
export const leadFormHref = `${pathOf("home")}#${LEAD_FORM_ANCHOR}`;

export function routeOf(page: PageId): Route {
  const route = routes.find((r) => r.page === page);
  if (!route) throw new Error(`No route for page "${page}"`);
  return route;
}

/** What the 404 page logs, followed by the missing path (SPEC.md: the path is logged to the console). */
export const NOT_FOUND_LOG = "404: page not found:";
