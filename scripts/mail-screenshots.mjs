// `npm run mail:screenshots`: the plan mail (after `npm run mail:preview`) in Chromium at a phone's
// and a desktop client's width, light and dark, and the confirmation mail for one and for both
// consent boxes at 360 px, saved to docs/ for review. Requests to any host are
// blocked and counted, so a screenshot also proves the mail loads nothing.
import { existsSync } from "fs";
import { resolve } from "path";
import { chromium } from "playwright-core";
import { launchOptions } from "../__tests__/helpers/browser.mjs";

const preview = (name) => {
  const source = resolve(`var/mail-preview/${name}.html`);
  if (!existsSync(source)) throw new Error(`${source} is missing: run \`npm run mail:preview\` first`);
  return source;
};

const browser = await chromium.launch(launchOptions());
try {
  for (const [name, width, scheme, file] of [
    ["plan-knees-evening", 390, "light", "docs/mail-plan-390.png"],
    ["plan-knees-evening", 800, "light", "docs/mail-plan-800.png"],
    ["plan-knees-evening", 390, "dark", "docs/mail-plan-390-dark.png"],
    // What he agreed to, box by box (docs/launch.md): only the first box ticked, and both.
    ["confirmation", 360, "light", "docs/mail-confirmation-one-box-360.png"],
    ["confirmation-both", 360, "light", "docs/mail-confirmation-both-boxes-360.png"],
  ]) {
    const source = preview(name);
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    let requests = 0;
    await page.route(/^https?:/, (route) => {
      requests++;
      return route.abort();
    });
    await page.goto(`file://${source}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${file}: ${width} px, ${scheme}, horizontal overflow ${overflow} px, remote requests ${requests}`);
    await page.close();
  }
} finally {
  await browser.close();
}
