// Opens every route in Chromium like a visitor on a phone, scrolls to the end so lazy images and
// chunks load, and records the JavaScript transferred (gzip bytes), every request to another host,
// and every Content-Security-Policy violation.
import type { Browser } from "playwright-core";
import { BROWSER_CHECKS_AT_ONCE, mapConcurrent } from "./pool";
import type { AuditRoute } from "./routes";

export interface BrowseResult {
  jsBytes: number;
  jsFiles: number;
  thirdParty: string[];
  cspViolations: string[];
}

export async function browseRoutes(
  browser: Browser,
  baseUrl: string,
  routes: AuditRoute[],
): Promise<Map<string, BrowseResult>> {
  const ownHost = new URL(baseUrl).host;
  const results = await mapConcurrent(routes, BROWSER_CHECKS_AT_ONCE, ({ path }) =>
    browseRoute(browser, baseUrl + path, ownHost),
  );
  return new Map(routes.map(({ path }, i) => [path, results[i]]));
}

async function browseRoute(browser: Browser, url: string, ownHost: string): Promise<BrowseResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: Array<Promise<number>> = [];
  const thirdParty = new Set<string>();
  const cspViolations: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.host !== ownHost) thirdParty.add(request.url());
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(scripts);
  await context.close();
  return {
    jsBytes: sizes.reduce((sum, size) => sum + size, 0),
    jsFiles: sizes.length,
    thirdParty: [...thirdParty],
    cspViolations,
  };
}
