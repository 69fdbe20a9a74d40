// The route table: the one place that knows every page, its path and its template.
// gatsby-node creates pages from it; the header, the footer, the sitemap and the tests read it.

interface RouteDefinition {
  readonly page: string;
  readonly path: `/${string}/` | "/";
  /** File name in src/templates/ (without .tsx); gatsby-node passes `page` to it as context. */
  readonly template: string;
  /** "header": in the header navigation and the footer's page links; "footer": only in the
   *  footer's. The link's text is the page's `linkLabel` in pages.yaml (as for the legal pages,
   *  which the footer links by their template). */
  readonly menu?: "header" | "footer";
  /** Kept out of search engines and the sitemap. */
  readonly noIndex?: boolean;
}

const ROUTE_TABLE = [
  { page: "home", path: "/", template: "home", menu: "header" },
  { page: "movement", path: "/taegliche-bewegung/", template: "movement", menu: "header" },
  { page: "nutrition", path: "/traditionelle-ernaehrung/", template: "nutrition", menu: "header" },
  { page: "recipes", path: "/gesunde-rezepte/", template: "recipes", menu: "footer" },
  { page: "contact", path: "/kontakte-unterstuetzung/", template: "contact", menu: "header" },
  // Each form's thank-you page is its action (src/lib/forms.ts): Netlify and the server answer a post there.
  { page: "thanks", path: "/danke-willkommen/", template: "thanks", noIndex: true },
  { page: "contactThanks", path: "/danke-nachricht/", template: "notice", noIndex: true },
  { page: "privacy", path: "/datenschutz/", template: "legal" },
  { page: "personalData", path: "/personenbezogene-daten/", template: "legal" },
  { page: "terms", path: "/agb/", template: "legal" },
  { page: "imprint", path: "/impressum/", template: "legal" },
  { page: "accessibility", path: "/barrierefreiheit/", template: "legal" },
  { page: "notFound", path: "/404/", template: "not-found", noIndex: true },
  // After the lead form (docs/follow-up.md); the token comes as ?t=… (src/follow-up/facts.ts).
  { page: "confirm", path: "/bestaetigen/", template: "token-action", noIndex: true },
  { page: "planOnTheWay", path: "/plan-unterwegs/", template: "notice", noIndex: true },
  { page: "alreadyConfirmed", path: "/schon-bestaetigt/", template: "notice", noIndex: true },
  { page: "unsubscribe", path: "/abmelden/", template: "token-action", noIndex: true },
  { page: "unsubscribed", path: "/abgemeldet/", template: "notice", noIndex: true },
  { page: "linkInvalid", path: "/link-ungueltig/", template: "notice", noIndex: true },
  // The confirmation mail's "Anfrage löschen": a page with one button, then what was deleted.
  { page: "deleteRequest", path: "/anfrage-loeschen/", template: "token-action", noIndex: true },
  { page: "requestDeleted", path: "/anfrage-geloescht/", template: "notice", noIndex: true },
  { page: "myPlan", path: "/mein-plan/", template: "my-plan", noIndex: true },
  // A form post without JavaScript that has mistakes is answered with its form's page (status 422).
  { page: "leadFormCheck", path: "/anfrage-pruefen/", template: "form-check", noIndex: true },
  { page: "contactFormCheck", path: "/nachricht-pruefen/", template: "form-check", noIndex: true },
] as const satisfies readonly RouteDefinition[];

type RouteEntry = (typeof ROUTE_TABLE)[number];
export type PageId = RouteEntry["page"];
export type TemplateName = RouteEntry["template"];
/** The pages the `legal` template renders (one legal.yaml entry each). */
export type LegalPageId = Extract<RouteEntry, { template: "legal" }>["page"];

export interface Route extends RouteDefinition {
  readonly page: PageId;
  readonly template: TemplateName;
}

export const routes: readonly Route[] = ROUTE_TABLE;

/** What gatsby-node passes to every template: the page it renders. */
export interface PageContext {
  page: PageId;
}

export function pathOf(page: PageId): string {
  return routeOf(page).path;
}

export const navRoutes = routes.filter((r) => r.menu === "header");
/** The footer lists the header's pages first, then those only it links (the recipes: docs/product.md section 2 keeps them out of the header). */
export const footerPageRoutes = [...navRoutes, ...routes.filter((r) => r.menu === "footer")];
export const legalRoutes = routes.filter((r) => r.template === "legal");
/** Pages linked by name in the header or footer: their pages.yaml entry needs a `linkLabel`. */
export const linkedPages: readonly PageId[] = [...footerPageRoutes, ...legalRoutes].map((r) => r.page);

/** Anchor of the lead form on the landing page; other pages link to `/#form`. */
export const LEAD_FORM_ANCHOR = "form";
export const leadFormHref = `${pathOf("home")}#${LEAD_FORM_ANCHOR}`;

/** "Über uns" is a section of the contact page (no route of its own: docs/product.md section 2); the footer links it. */
export const ABOUT_ANCHOR = "ueber-uns";
export const aboutHref = `${pathOf("contact")}#${ABOUT_ANCHOR}`;

export function routeOf(page: PageId): Route {
  const route = routes.find((r) => r.page === page);
  if (!route) throw new Error(`No route for page "${page}"`);
  return route;
}

/** What the 404 page logs, followed by the missing path (docs/product.md section 2: the path is logged to the console). */
export const NOT_FOUND_LOG = "404: page not found:";
