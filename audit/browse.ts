// Opens every route in Chromium like a visitor on a phone, scrolls to the end so lazy images and
// chunks load, and records the JavaScript it carries (script files as transferred, gzip; inline
// scripts by their own gzip size, as they travel inside the compressed HTML), every request to another host,
// every Content-Security-Policy violation, and every other problem a visitor's browser would log:
// a console error or uncaught exception, a failed request, an unexpected status. (A blocked inline
// script or style shows up as a console error.)
import { gzipSync } from "zlib";
import type { Browser } from "playwright-core";
import { BROWSER_CHECKS_AT_ONCE, mapConcurrent } from "./pool";
import type { AuditRoute } from "./routes";

export interface BrowseResult {
  jsBytes: number;
  jsFiles: number;
  thirdParty: string[];
  cspViolations: string[];
  /** Console errors, uncaught exceptions, failed requests and a wrong status of the page itself. */
  problems: string[];
}

export async function browseRoutes(
  browser: Browser,
  baseUrl: string,
  routes: AuditRoute[],
): Promise<Map<string, BrowseResult>> {
  const ownHost = new URL(baseUrl).host;
  const results = await mapConcurrent(routes, BROWSER_CHECKS_AT_ONCE, ({ path, route }) =>
    browseRoute(browser, baseUrl + path, ownHost, route.page === "notFound"),
  );
  return new Map(routes.map(({ path }, i) => [path, results[i]]));
}

/** The 404 page answers 404 and logs the missing path as a console error, on purpose. */
async function browseRoute(browser: Browser, url: string, ownHost: string, notFound: boolean): Promise<BrowseResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: Array<Promise<number>> = [];
  const thirdParty = new Set<string>();
  const cspViolations: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.host !== ownHost) thirdParty.add(request.url());
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    else if (message.type() === "error" && !notFound) problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  const response = await page.goto(url, { waitUntil: "networkidle" });
  const status = response?.status();
  if (status !== (notFound ? 404 : 200)) problems.push(`status ${status}`);
  // "instant": the site scrolls smoothly (global.css), and each smooth scroll holds evaluate() ~440 ms.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  }
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(scripts);
  const inline = await page.evaluate(() =>
    Array.from(document.scripts)
      .filter((script) => !script.src && !/json/i.test(script.type))
      .map((script) => script.text)
      .join(""),
  );
  await context.close();
  return {
    jsBytes: sizes.reduce((sum, size) => sum + size, 0) + (inline ? gzipSync(inline).length : 0),
    jsFiles: sizes.length,
    thirdParty: [...thirdParty],
    cspViolations,
    problems,
  };
}
