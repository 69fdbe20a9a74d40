// The site's scripts, bundled from src/enhance/ after Gatsby has rendered the pages. No page loads
// React or Gatsby's runtime: every page is complete HTML from the build, and what needs the browser
// is plain DOM code.
// - The script every page carries, inline before </body> (src/enhance/every-page.ts, under 2 KB):
//   the phone menu, which the first screen needs, opening the recipes' steps for printing, and
//   loading the two files below where an element needs them (src/enhance/load-script.ts), and on
//   Netlify builds the page-view beacon (src/enhance/count-view.ts): one inline script, one hash.
// - The page script (src/enhance/main.ts) for the elements marked with data-enhance: form
//   validation and sending, the plan's answers, the print button, the 404 log.
// - The plan script (src/enhance/plan-main.ts, with the plan's content) for /mein-plan/'s answers.
// The two are files named by their content's hash (public/static/, cached for a year:
// src/lib/caching.ts): every page stays inside TCP's first round trip, no script delays its first
// paint, and a phone loads each file once for all pages. public/_headers allows the inline script
// by its hash (post-build.ts) and the files as the site's own ('self').
import { createHash } from "crypto";
import { mkdirSync, readFileSync, writeFileSync } from "fs";
import { join } from "path";
import { bundleForBrowser } from "./browser-bundle";
import { writeCompressedCopies } from "./compressed-copies";
import { HASHED_FOLDER } from "../lib/caching";
import { EVERY_PAGE_SCRIPT_TAG, hasPlanSheet, PLAN_CONTENT_ATTRIBUTE } from "../enhance/markers";

/** Browsers of the last five years; older ones get the plain HTML forms. */
const MODERN = ["chrome100", "firefox100", "safari15"];

async function bundle(entry: string, target: string[], define?: Record<string, string>): Promise<string> {
  return (await bundleForBrowser(entry, { target, charset: "utf8", ...(define && { define }) })).trim();
}

export const bundlePageScript = () => bundle("src/enhance/main.ts", MODERN);

/** The plan module with the content it builds plans from (`content`: the JSON the plan sheet renders). */
export const bundlePlanScript = (content: string) => bundle("src/enhance/plan-main.ts", MODERN, { PLAN_DATA: content });

/**
 * The inline script, with the addresses of the files it loads and, on Netlify builds, the beacon. The menu must open on any phone that
 * runs scripts at all, so its syntax stays at ES2017.
 */
export async function bundleEveryPageScript(options: {
  pageScript: string;
  planScript: string;
  countViews: boolean;
}): Promise<string> {
  const code = await bundle("src/enhance/every-page.ts", ["es2017"], {
    PAGE_SCRIPT_URL: JSON.stringify(options.pageScript),
    PLAN_SCRIPT_URL: JSON.stringify(options.planScript),
    COUNT_VIEWS: JSON.stringify(options.countViews),
  });
  if (/<\/script|<!--/i.test(code)) throw new Error("every-page.ts contains </script or <!--: it cannot be inlined");
  return code;
}

/**
 * Writes `code` to public/static/<name>-<hash>.js with its brotli and gzip copies; returns its URL
 * path. The name changes with every change of the code, so the year in the cache is safe.
 */
export function writeScriptFile(publicDir: string, name: string, code: string): string {
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 20);
  const path = `/${HASHED_FOLDER}/${name}-${hash}.js`;
  const file = join(publicDir, path);
  mkdirSync(join(publicDir, HASHED_FOLDER), { recursive: true });
  writeFileSync(file, code);
  writeCompressedCopies(file);
  return path;
}

const PLAN_CONTENT = new RegExp(`<script type="application/json" ${PLAN_CONTENT_ATTRIBUTE}="">([^<]*)</script>`);

/**
 * Takes the plan's content (src/components/plan-sheet.tsx renders it as JSON) out of the pages, for
 * the plan script to carry instead; returns it. Every page with a plan sheet carries the same.
 */
export function takePlanContent(files: string[]): string {
  let content: string | undefined;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const match = PLAN_CONTENT.exec(html);
    if (!match) {
      if (hasPlanSheet(html)) throw new Error(`${file}: a plan sheet without its content (${PLAN_CONTENT_ATTRIBUTE})`);
      continue;
    }
    if (content !== undefined && content !== match[1]) throw new Error(`${file}: a second, different plan content`);
    content = match[1];
    writeFileSync(file, html.replace(PLAN_CONTENT, ""));
  }
  if (content === undefined) throw new Error(`no page carries the plan's content (${PLAN_CONTENT_ATTRIBUTE})`);
  return content;
}

/** Inlines the every-page script before </body> of every page; returns how many. */
export function addEveryPageScript(files: string[], code: string): number {
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const end = html.lastIndexOf("</body>");
    if (end < 0) throw new Error(`${file}: no </body> to put the every-page script before`);
    writeFileSync(file, `${html.slice(0, end)}${EVERY_PAGE_SCRIPT_TAG}${code}</script>${html.slice(end)}`);
  }
  return files.length;
}
