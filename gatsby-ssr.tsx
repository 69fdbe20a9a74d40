import React from "react";
import type { GatsbySSR } from "gatsby";

// Without JavaScript the menu toggle cannot work, so phones show the menu open instead.
const NO_SCRIPT_MENU = `@media (max-width: 63.99em) {
  [data-menu-toggle] { display: none !important; }
  [data-menu] { display: block !important; position: static !important; box-shadow: none !important; }
}`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
    <noscript key="no-script-menu">
      <style>{NO_SCRIPT_MENU}</style>
    </noscript>,
  ]);
};
