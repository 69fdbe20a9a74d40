import React from "react";
import type { GatsbySSR } from "gatsby";
import { MENU_ATTRIBUTE, MENU_TOGGLE_ATTRIBUTE } from "./src/enhance/markers";

// Without JavaScript the menu toggle cannot work, so phones show the menu open instead: a row of
// links under the brand, in the header's flow (header.module.css switches at the same 64rem).
// On phones the header does not stick then, or the open menu would cover the page. No ">" in
// these rules: React escapes it inside <noscript>, where the browser then reads "&gt;".
const NO_SCRIPT_MENU = `@container (max-width: 63.99rem) {
  header div:has([${MENU_ATTRIBUTE}]) { flex-wrap: wrap; }
  [${MENU_TOGGLE_ATTRIBUTE}] { display: none !important; }
  [${MENU_ATTRIBUTE}] { display: block !important; position: static !important; flex-basis: 100%; max-height: none !important;
    padding: 0 0 var(--spacing-3) !important; border: 0 !important; box-shadow: none !important; }
  [${MENU_ATTRIBUTE}] ul { display: flex; flex-wrap: wrap; column-gap: var(--spacing-2); }
}
@media (max-width: 63.99em) {
  header:has([${MENU_ATTRIBUTE}]) { position: static !important; }
}`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
    <noscript key="no-script-menu">
      <style>{NO_SCRIPT_MENU}</style>
    </noscript>,
  ]);
};

type Component = { type?: unknown; props?: Record<string, unknown> } | null | undefined;
/** Gatsby's scripts: inline ones, preload links, and the slice that holds the bundles (GATSBY_SLICES).
 *  Not JSON-LD (data in a script element, from the pages' Head exports). The site's own scripts are
 *  added after the build (src/build-steps/page-script.ts). */
const isGatsbyScript = (c: Component) =>
  (c?.type === "script" && c.props?.type !== "application/ld+json") ||
  (c?.type === "link" && c.props?.as === "script") ||
  c?.props?.sliceId === "_gatsby-scripts";

/**
 * No page ships Gatsby's scripts: every page is complete HTML from the build, so a phone neither
 * downloads (about 80 KB gzip) nor runs React to show it; what needs the browser is done by the
 * site's own small scripts. This also keeps /link-ungueltig/ right: the server answers a bad
 * confirmation or unsubscribe link with its HTML at the link's own URL (/bestaetigen/?t=…), where
 * Gatsby's router would have rendered a different page.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents((getHeadComponents() as Component[]).filter((c) => !isGatsbyScript(c)) as React.ReactNode[]);
  replacePostBodyComponents(
    (getPostBodyComponents() as Component[]).filter((c) => !isGatsbyScript(c)) as React.ReactNode[],
  );
};
