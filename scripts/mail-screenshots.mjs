// `npm run mail:screenshots`: the plan mail (after `npm run mail:preview`) in Chromium as a phone shows
// it (360 × 640 CSS px), for three answer sets, saved to docs/mail/ with a desktop client's width and a
// dark one, and the confirmation mail for one and for both consent boxes at 360 px. Measures what the plan's budget asks (docs/plan.md, "The mail"): at most 12 screens, the
// print link within the first 3; exits with 1 when a budget is missed. Requests to any host are
// blocked and counted, so a screenshot also proves the mail loads nothing.
import { existsSync, mkdirSync } from "fs";
import { resolve } from "path";
import { chromium } from "playwright-core";
import { launchOptions } from "../harness/browser.mjs";

const PHONE = { width: 360, height: 640 };
const BUDGET = { screens: 12, printLinkScreen: 3 };
const MAILS = ["plan-review", "plan-knees-evening", "plan-active-morning", "confirmation", "confirmation-both"];

const sources = MAILS.map((name) => [name, resolve(`var/mail-preview/${name}.html`)]);
for (const [, source] of sources)
  if (!existsSync(source)) throw new Error(`${source} is missing: run \`npm run mail:preview\` first`);
mkdirSync("docs/mail", { recursive: true });

const browser = await chromium.launch(launchOptions());
let missed = 0;
try {
  for (const [name, source] of sources) {
    const shots = [
      [PHONE.width, PHONE.height, "light", `docs/mail/${name}-360.png`],
      ...(name === "plan-review"
        ? [
            [800, 900, "light", `docs/mail/${name}-800.png`],
            [PHONE.width, PHONE.height, "dark", `docs/mail/${name}-360-dark.png`],
          ]
        : []),
    ];
    for (const [width, height, scheme, file] of shots) {
      const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
      let requests = 0;
      await page.route(/^https?:/, (route) => {
        requests++;
        return route.abort();
      });
      await page.goto(`file://${source}`);
      const m = await page.evaluate(() => {
        const top = (element) => (element ? element.getBoundingClientRect().top + window.scrollY : NaN);
        const heading = (text) => [...document.querySelectorAll("h2")].find((h) => h.textContent.includes(text));
        return {
          height: document.documentElement.scrollHeight,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          printLink: top([...document.querySelectorAll("a")].find((a) => a.href.includes("/mein-plan/"))),
          shopping: top(heading("Einkaufszettel")),
          exercises: top(heading("Ihre Übungen")),
        };
      });
      await page.screenshot({ path: file, fullPage: true });
      const screens = (y) => (y / height).toFixed(1);
      console.log(
        `${file}: ${width} px, ${scheme}, ${screens(m.height)} screens of ${height} px; print link at screen ` +
          `${screens(m.printLink)}, shopping list at ${screens(m.shopping)}, exercises at ${screens(m.exercises)}; ` +
          `horizontal overflow ${m.overflow} px, remote requests ${requests}`,
      );
      if (width === PHONE.width && scheme === "light") {
        if (m.height / height > BUDGET.screens || m.printLink / height > BUDGET.printLinkScreen || m.overflow > 0) {
          console.error(
            `${name}: over budget (${BUDGET.screens} screens, print link in the first ${BUDGET.printLinkScreen})`,
          );
          missed++;
        }
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}
process.exit(missed > 0 ? 1 : 0);
