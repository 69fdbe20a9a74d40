// Only `npm run develop` runs Gatsby's browser runtime: built pages drop it (gatsby-ssr.tsx) and get
// the site's inline scripts after the build instead (src/build-steps/page-script.ts), which the
// development server never adds. So the development site starts the every-page behaviour here: the
// phone menu and opening details for print. The page script (forms, the plan's answers) is left out:
// forms cannot post to the development server.
import type { GatsbyBrowser } from "gatsby";
import { enhanceMenu } from "./src/enhance/menu";
import { openDetailsForPrint } from "./src/enhance/print";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  enhanceMenu(document);
  openDetailsForPrint(window);
};
