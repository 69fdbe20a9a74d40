// The page script: src/enhance/ bundled and inlined before </body> on the pages that mark an
// element for it (data-enhance). No page loads React or Gatsby's runtime: every page is complete HTML
// from the build, and the few things that need the browser (form validation and sending, the plan's
// answers, the print button, the 404 log) are plain DOM code, about 7 KB. Inline, not a file: no
// request on a slow connection, and its hash goes into the CSP like those of the two tiny scripts
// every page carries (the menu and opening recipes for print, gatsby-ssr.tsx).
import { readFileSync, writeFileSync } from "fs";
import { bundleForBrowser } from "./browser-bundle";
import { ENHANCE_ATTRIBUTE, PAGE_SCRIPT_TAG } from "../enhance/markers";

export async function bundlePageScript(): Promise<string> {
  const code = (
    await bundleForBrowser("src/enhance/main.ts", {
      // Browsers of the last five years; older ones get the plain HTML forms.
      target: ["chrome100", "firefox100", "safari15"],
      charset: "utf8",
    })
  ).trim();
  if (/<\/script|<!--/i.test(code)) throw new Error("The page script contains </script or <!--: it cannot be inlined");
  return code;
}

export const needsPageScript = (html: string) => html.includes(` ${ENHANCE_ATTRIBUTE}="`);

/** Inlines the script into the pages that need it; returns how many did. */
export function addPageScript(files: string[], code: string): number {
  let added = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    if (!needsPageScript(html)) continue;
    const end = html.lastIndexOf("</body>");
    if (end < 0) throw new Error(`${file}: no </body> to put the page script before`);
    writeFileSync(file, `${html.slice(0, end)}${PAGE_SCRIPT_TAG}${code}</script>${html.slice(end)}`);
    added++;
  }
  return added;
}
