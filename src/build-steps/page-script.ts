// The site's two inline scripts, bundled from src/enhance/ and put before </body> after Gatsby has
// rendered the pages. No page loads React or Gatsby's runtime: every page is complete HTML from the
// build, and what needs the browser is plain DOM code.
// - The script every page carries (src/enhance/every-page.ts, about 1 KB): the phone menu and
//   opening the recipes' steps for printing.
// - The page script (src/enhance/main.ts, about 7 KB) on the pages that mark an element for it
//   (data-enhance): form validation and sending, the plan's answers, the print button, the 404 log.
// - The plan script (src/enhance/plan-main.ts) on /mein-plan/ only: the plan for the link's answers.
// Inline, not files: no request on a slow connection; public/_headers allows each by its hash
// (post-build.ts).
import { readFileSync, writeFileSync } from "fs";
import { bundleForBrowser } from "./browser-bundle";
import {
  COUNT_SCRIPT_TAG,
  ENHANCE_ATTRIBUTE,
  EVERY_PAGE_SCRIPT_TAG,
  PAGE_SCRIPT_TAG,
  PLAN_SCRIPT_TAG,
  PLAN_SHEET_ATTRIBUTE,
} from "../enhance/markers";

async function bundleInlineScript(entry: string, target: string[]): Promise<string> {
  const code = (await bundleForBrowser(entry, { target, charset: "utf8" })).trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry} contains </script or <!--: it cannot be inlined`);
  return code;
}

// Browsers of the last five years; older ones get the plain HTML forms.
export const bundlePageScript = () =>
  bundleInlineScript("src/enhance/main.ts", ["chrome100", "firefox100", "safari15"]);

// /mein-plan/ only: the plan module and its renderer (about 10 KB), kept off every other page.
export const bundlePlanScript = () =>
  bundleInlineScript("src/enhance/plan-main.ts", ["chrome100", "firefox100", "safari15"]);

// The menu must open on any phone that runs scripts at all, so its syntax stays at ES2017.
export const bundleEveryPageScript = () => bundleInlineScript("src/enhance/every-page.ts", ["es2017"]);

// Netlify builds only: the page-view beacon (the self-hosted server counts what it serves).
export const bundleCountScript = () => bundleInlineScript("src/enhance/count-view.ts", ["es2017"]);

export const needsPageScript = (html: string) => html.includes(` ${ENHANCE_ATTRIBUTE}="`);

/** Puts `<tag>code</script>` before </body> of each file that `wanted` accepts; returns how many. */
function inlineBeforeBodyEnd(files: string[], tag: string, code: string, wanted: (html: string) => boolean): number {
  let added = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    if (!wanted(html)) continue;
    const end = html.lastIndexOf("</body>");
    if (end < 0) throw new Error(`${file}: no </body> to put ${tag} before`);
    writeFileSync(file, `${html.slice(0, end)}${tag}${code}</script>${html.slice(end)}`);
    added++;
  }
  return added;
}

/** Inlines the page script into the pages that need it; returns how many did. */
export const addPageScript = (files: string[], code: string) =>
  inlineBeforeBodyEnd(files, PAGE_SCRIPT_TAG, code, needsPageScript);

/** Inlines the plan script into the pages with a plan sheet; returns how many. */
export const addPlanScript = (files: string[], code: string) =>
  inlineBeforeBodyEnd(files, PLAN_SCRIPT_TAG, code, (html) => html.includes(` ${PLAN_SHEET_ATTRIBUTE}=`));

/** Inlines the every-page script into every page; returns how many. */
export const addEveryPageScript = (files: string[], code: string) =>
  inlineBeforeBodyEnd(files, EVERY_PAGE_SCRIPT_TAG, code, () => true);

/** Inlines the page-view beacon into every page (Netlify builds only); returns how many. */
export const addCountScript = (files: string[], code: string) =>
  inlineBeforeBodyEnd(files, COUNT_SCRIPT_TAG, code, () => true);
