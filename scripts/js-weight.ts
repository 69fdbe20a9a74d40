// `npm run measure:js`: the gzip bytes of JavaScript each route loads in Chromium, lazy chunks
// included, from the real server. The audit (`npm run audit`) checks the same figure against its budget.
import { chromium } from "playwright-core";
import { launchOptions } from "../harness/browser.mjs";
import { withServer } from "../harness/server-process";
import { browseRoutes } from "../audit/browse";
import { auditRoutes } from "../audit/routes";

async function main() {
  await withServer({}, async (server) => {
    const browser = await chromium.launch(launchOptions());
    try {
      const results = await browseRoutes(browser, server.url, auditRoutes);
      console.log("| route | JS files | JS gzip |\n|---|---:|---:|");
      for (const [path, r] of results) console.log(`| ${path} | ${r.jsFiles} | ${(r.jsBytes / 1024).toFixed(1)} KB |`);
    } finally {
      await browser.close();
    }
  });
}

void main();
