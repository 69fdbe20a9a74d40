// Takes full-page screenshots of a route at phone and desktop width, for a person to look at.
// Usage: node scripts/screenshot.mjs [path] [outDir]   (server must run on BASE_URL, default :9000)
import { chromium } from "playwright-core";
import { launchOptions } from "../harness/browser.mjs";

const path = process.argv[2] ?? "/";
const outDir = process.argv[3] ?? "/tmp";
const base = process.env.BASE_URL ?? "http://localhost:9000";
const browser = await chromium.launch(launchOptions());
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  await page.goto(base + path, { waitUntil: "networkidle" });
  // Scroll through the page so that lazy images load before the full-page shot.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y); // smooth would take ~440 ms each
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" })); // the sticky header is drawn where the page is scrolled
  const file = `${outDir}/shot${path.replace(/\W+/g, "-")}${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await page.close();
}
await browser.close();
