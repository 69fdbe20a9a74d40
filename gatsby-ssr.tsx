import React from "react";
import type { GatsbySSR } from "gatsby";
import { pathOf } from "./src/lib/routes";

// Without JavaScript the menu toggle cannot work, so phones show the menu open instead: a row of
// links under the brand, in the header's flow (header.module.css switches at the same 64rem).
// On phones the header does not stick then, or the open menu would cover the page. No ">" in
// these rules: React escapes it inside <noscript>, where the browser then reads "&gt;".
const NO_SCRIPT_MENU = `@container (max-width: 63.99rem) {
  header div:has([data-menu]) { flex-wrap: wrap; }
  [data-menu-toggle] { display: none !important; }
  [data-menu] { display: block !important; position: static !important; flex-basis: 100%; max-height: none !important;
    padding: 0 0 var(--spacing-3) !important; border: 0 !important; box-shadow: none !important; }
  [data-menu] ul { display: flex; flex-wrap: wrap; column-gap: var(--spacing-2); }
}
@media (max-width: 63.99em) {
  header:has([data-menu]) { position: static !important; }
}`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
    <noscript key="no-script-menu">
      <style>{NO_SCRIPT_MENU}</style>
    </noscript>,
  ]);
};

/**
 * The server answers a bad confirmation or unsubscribe link with this page's HTML at the link's own
 * URL (/bestaetigen/?t=…). With Gatsby's scripts the page would hydrate into the page that URL names,
 * so it ships without them (and with the menu as it is without JavaScript).
 */
const STATIC_ONLY_PATHS = [pathOf("linkInvalid")];

type Component = { type?: unknown; props?: Record<string, unknown> } | null | undefined;
/** Gatsby's scripts: inline ones, preload links, and the slice that holds the bundles (GATSBY_SLICES). */
const isScript = (c: Component) =>
  c?.type === "script" || (c?.type === "link" && c.props?.as === "script") || c?.props?.sliceId === "_gatsby-scripts";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (!STATIC_ONLY_PATHS.includes(pathname)) return;
  replaceHeadComponents([
    ...(getHeadComponents() as Component[]).filter((c) => !isScript(c)),
    <style key="static-menu">{NO_SCRIPT_MENU}</style>,
  ] as React.ReactNode[]);
  replacePostBodyComponents((getPostBodyComponents() as Component[]).filter((c) => !isScript(c)) as React.ReactNode[]);
};
