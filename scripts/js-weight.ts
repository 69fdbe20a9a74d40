// `npm run measure:js`: loads every route in Chromium from the real server, scrolls to the end
// so lazy chunks load too, and reports the gzip bytes of JavaScript each route transfers.
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { launchOptions } from "./browser.mjs";
import { freePort, startServer } from "./server-process";
import { routes } from "../src/lib/routes";

export const JS_BUDGET_BYTES = 100 * 1024;

export async function measureJs(baseUrl: string): Promise<Array<{ path: string; bytes: number; files: number }>> {
  const browser = await chromium.launch(launchOptions());
  const results = [];
  try {
    for (const route of routes) {
      const path = route.page === "notFound" ? "/gibt-es-nicht/" : route.path;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts: Array<Promise<number>> = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      const sizes = await Promise.all(scripts);
      results.push({ path, bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "js-weight-"));
  const server = await startServer({ port: await freePort(), databasePath: join(dir, "leads.sqlite") });
  try {
    const results = await measureJs(server.url);
    console.log("| route | JS files | JS gzip |\n|---|---:|---:|");
    for (const r of results) console.log(`| ${r.path} | ${r.files} | ${(r.bytes / 1024).toFixed(1)} KB |`);
    const over = results.filter((r) => r.bytes > JS_BUDGET_BYTES);
    if (over.length) {
      console.error(`Over the ${JS_BUDGET_BYTES / 1024} KB budget: ${over.map((r) => r.path).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) main();
