// Each page keeps only the CSS rules that can match it. Gatsby inlines the whole site's stylesheet
// (19 KB) into every page. A CSS module class (`name-module--local--hash`) that a page does not
// contain can never match there, because nothing adds classes later: the menu and the page script
// switch attributes only. Dropping the rules that need such a class saves 0.7–1.8 KB compressed per
// page, which keeps every page inside the 14.6 KB that TCP sends in its first round trip.
import { readFileSync, writeFileSync } from "fs";
import postcss, { type AtRule, type Container } from "postcss";

const MODULE_CLASS = /\.([A-Za-z_][\w-]*-module--[\w-]+--[0-9a-f]{5})\b/g;
/** The style element Gatsby inlines the site's stylesheet into. */
const SITE_STYLE = /(<style[^>]*data-identity="gatsby-global-css"[^>]*>)([^<]*)(<\/style>)/;

/**
 * The module classes an element must carry for `selector` to match. Classes inside parentheses do
 * not count: `:not(.x)` matches without `.x`, and `:is(.x, .y)` with either.
 */
function requiredModuleClasses(selector: string): string[] {
  let depth = 0;
  let outside = "";
  for (const char of selector) {
    if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(MODULE_CLASS)].map((match) => match[1]);
}

function removeEmptyAtRules(container: Container) {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    removeEmptyAtRules(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** `css` without the selectors that need a module class missing from `classes`. */
export function pruneCss(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => requiredModuleClasses(selector).every((c) => classes.has(c)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyAtRules(root);
  return root.toString();
}

/** The classes of every element in `html`. */
export function classesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
}

/** The site's stylesheet as Gatsby inlined it into `html`, if it did. */
export function inlinedSiteCss(html: string): string | undefined {
  return SITE_STYLE.exec(html)?.[2];
}

/** Prunes the inlined stylesheet of each page; returns the bytes saved over all pages. */
export function prunePageCss(files: readonly string[]): number {
  let saved = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const css = inlinedSiteCss(html);
    if (css === undefined) continue;
    const pruned = pruneCss(css, classesIn(html));
    saved += css.length - pruned.length;
    writeFileSync(
      file,
      html.replace(SITE_STYLE, (_style, open: string, _css, close: string) => open + pruned + close),
    );
  }
  return saved;
}
