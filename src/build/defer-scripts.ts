// Gatsby ends every page with its three bundles as <script async> (webpack runtime, React, app).
// On a fast connection they arrive while the HTML is still being laid out and run before the first
// paint, so a phone shows the text only after React has been parsed and run: Lighthouse measured the
// largest paint at 2.4 times the first one on text pages. Rewritten after the build, the page loads
// the same bundles from a small inline script after its first frame has been painted
// (requestAnimationFrame, then a task). The text and the hero image show first; hydration follows.
// Without JavaScript nothing changes. The scripts stay same-origin files ('self' in the CSP); the
// loader itself is an inline script, hashed into the CSP like Gatsby's own (post-build.ts).
import { readFileSync, writeFileSync } from "fs";
import { relative } from "path";

const SLICE = /<!-- slice-start id="_gatsby-scripts-\d+" -->([\s\S]*?)<!-- slice-end id="_gatsby-scripts-\d+" -->/;
const BUNDLES = /(?:<script src="(\/[^"]+\.js)" async><\/script>)+/;
const BUNDLE = /<script src="(\/[^"]+\.js)" async><\/script>/g;

export function afterFirstPaintLoader(urls: string[]): string {
  const list = JSON.stringify(urls);
  // A hidden tab paints no frames (requestAnimationFrame waits until it is shown): load at once there.
  return (
    `<script>(function(){function load(){${list}.forEach(function(u){var s=document.createElement("script");` +
    `s.src=u;document.body.appendChild(s)})}` +
    `if(document.hidden)load();else requestAnimationFrame(function(){setTimeout(load)})})()</script>`
  );
}

/**
 * The page with Gatsby's bundles loaded after the first paint; unchanged when it has no bundles
 * (a page built without scripts). Throws when Gatsby's script slice is there but its bundles are not
 * where expected, so a Gatsby update that changes the markup stops the build instead of shipping
 * pages that never hydrate.
 */
export function deferGatsbyScripts(html: string): string {
  const slice = SLICE.exec(html);
  if (!slice) return html;
  const bundles = BUNDLES.exec(slice[1]);
  if (!bundles)
    throw new Error(
      "Gatsby's script slice holds no <script src async> bundles: check src/build/defer-scripts.ts against this Gatsby version",
    );
  const urls = [...bundles[0].matchAll(BUNDLE)].map((m) => m[1]);
  const start = slice.index + slice[0].indexOf(slice[1]) + bundles.index;
  return html.slice(0, start) + afterFirstPaintLoader(urls) + html.slice(start + bundles[0].length);
}

/** Rewrites the given pages; returns how many had bundles to defer. */
export function deferScriptsInPages(publicDir: string, files: string[]): number {
  let changed = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    let deferred: string;
    try {
      deferred = deferGatsbyScripts(html);
    } catch (error) {
      throw new Error(`${relative(publicDir, file)}: ${(error as Error).message}`);
    }
    if (deferred === html) continue;
    writeFileSync(file, deferred);
    changed++;
  }
  return changed;
}
