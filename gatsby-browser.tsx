// Gatsby's browser hooks. Both keep a phone's main thread free while the page first shows; the page
// itself is complete HTML before any script runs (forms post and links work without JavaScript).
import React, { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";

/**
 * Hydration as a transition: React attaches to the server-rendered HTML in slices of a few
 * milliseconds instead of one long task, so the browser can paint and answer a tap in between
 * (a tap on a part not yet hydrated is hydrated first and replayed). Every page is rendered at
 * build time, so there is always HTML to hydrate.
 */
// (Gatsby's type for this hook is ReactDOM 17's legacy Renderer; Gatsby 5 calls it as renderer(<App />, root).)
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

/**
 * No prefetching of every page whose link is on screen: on a slow phone those requests and their
 * parsing compete with the page being opened. A link's page loads when it is clicked (or hovered
 * with a mouse, which Gatsby's loader still answers).
 */
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true;
