/** @jest-environment node */
// Gatsby's bundles are loaded after the first paint (src/build/defer-scripts.ts): the rewrite keeps
// every bundle in order, touches nothing else and refuses markup it does not recognise. The loader
// itself is run in a small stand-in for the browser to show it adds the same scripts.
import { runInNewContext } from "vm";
import { deferGatsbyScripts } from "../src/build/defer-scripts";

const BUNDLES = ["/webpack-runtime-5add.js", "/framework-7fd2.js", "/app-0ea5.js"];
const page = (slice: string) =>
  `<html><body><div id="___gatsby"><p>Text</p></div><script id="gatsby-script-loader">window.pagePath="/agb/";</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>${slice}` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const GATSBY_PAGE = page(BUNDLES.map((src) => `<script src="${src}" async></script>`).join(""));

/** Runs the page's loader script with a fake document; returns the scripts it appended. */
function runLoader(html: string, hidden: boolean): string[] {
  const loader = /<script>(\(function\(\)\{function load[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader in the page");
  const appended: string[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  runInNewContext(loader, {
    document: {
      hidden,
      createElement: () => ({ src: "" }),
      body: { appendChild: (el: { src: string }) => appended.push(el.src) },
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => tasks.push(fn),
  });
  const beforeFirstFrame = [...appended];
  frames.forEach((fn) => fn());
  const inFrame = [...appended];
  tasks.forEach((fn) => fn());
  if (!hidden) {
    // Nothing before the frame is painted, nothing inside the frame: only in the task after it.
    expect(beforeFirstFrame).toEqual([]);
    expect(inFrame).toEqual([]);
  }
  return appended;
}

it("replaces Gatsby's async bundles by a loader that adds the same bundles, in order, after the first frame", () => {
  const html = deferGatsbyScripts(GATSBY_PAGE);
  expect(html).not.toMatch(/<script src="[^"]+" async>/);
  expect(html).toContain('<script id="gatsby-chunk-mapping">');
  expect(html).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
  expect(runLoader(html, false)).toEqual(BUNDLES);
  // The text before the scripts is untouched.
  expect(html.slice(0, html.indexOf("<!-- slice-start"))).toBe(
    GATSBY_PAGE.slice(0, GATSBY_PAGE.indexOf("<!-- slice-start")),
  );
});

it("loads at once in a hidden tab, which paints no frames", () => {
  expect(runLoader(deferGatsbyScripts(GATSBY_PAGE), true)).toEqual(BUNDLES);
});

it("leaves a page without Gatsby's scripts as it is", () => {
  const staticPage = "<html><body><h1>Link ungültig</h1></body></html>";
  expect(deferGatsbyScripts(staticPage)).toBe(staticPage);
});

it("stops the build when the script slice holds no bundles it recognises", () => {
  expect(() => deferGatsbyScripts(page('<script type="module" src="/app.js"></script>'))).toThrow(
    /holds no <script src async> bundles/,
  );
});
