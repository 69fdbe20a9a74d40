// The check pages of both forms (src/templates/form-check.tsx) as the build renders their form:
// the site's own SiteForm, with the texts of data/. For server tests that run without a build.
import React from "react";
import { SiteForm } from "../src/components/site-form";
import { forms, type FormName } from "../src/lib/forms";
import { mockStaticQuery } from "./static-query";

let rendered: Record<FormName, string> | undefined;

/** Rendered once per process. */
export function renderedCheckPages(): Record<FormName, string> {
  if (rendered) return rendered;
  // The Node build of the server renderer; loaded here so suites that never call this need no React.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");
  mockStaticQuery();
  const page = (name: FormName) =>
    `<!DOCTYPE html><html lang="de"><body><header>Zitronen-Vital</header><main><h1>Bitte prüfen Sie Ihre Angaben</h1>${renderToString(
      React.createElement(SiteForm, { form: forms[name] }),
    )}</main><footer>Impressum</footer></body></html>`;
  rendered = { lead: page("lead"), kontakt: page("kontakt") };
  return rendered;
}
