// axe-core (WCAG 2.1 A and AA plus best practices) at phone and desktop width, with the menu
// closed and open, and with both forms showing their error messages. The whole page is analyzed once
// per width (2-3 s each); the open menu and the form errors only where they change it (the header,
// the form), which is what each state adds.
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { BROWSER_CHECKS_AT_ONCE, mapConcurrent } from "./pool";
import type { AuditRoute } from "./routes";
import { FORM_ACTION } from "../../src/lib/forms";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeResult {
  violations: string[];
  states: number;
}

/** Analyzes the page, or only `within` (a CSS selector) for a state that changes only that part. */
async function analyze(page: Page, state: string, found: string[], within?: string) {
  // Legacy mode: the default opens a blank page per call to merge frame results (1.5 s each); the
  // site has no frames, so one pass over the page gives the same results in half the time.
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  const result = await (within ? builder.include(within) : builder).analyze();
  for (const violation of result.violations) {
    found.push(`${state}: ${violation.id} (${violation.nodes.length}×) ${violation.help}`);
  }
}

/** The site's own forms (SiteForm): the page script switches them to their own validation, `novalidate`. */
const SITE_FORM = `form[action="${FORM_ACTION}"]`;

/** Waits until the page script has taken over the page's forms (a clear failure if it never does). */
async function enhanced(page: Page) {
  if ((await page.locator(SITE_FORM).count()) > 0) await page.waitForSelector(`${SITE_FORM}[novalidate]`);
}

/** The phone width (menu and form states) and the desktop width. */
export const AXE_WIDTHS = [390, 1280] as const;

export async function runAxe(
  browser: Browser,
  baseUrl: string,
  routes: AuditRoute[],
  widthsOf: (route: AuditRoute) => readonly number[] = () => AXE_WIDTHS,
): Promise<Map<string, AxeResult>> {
  const results = await mapConcurrent(routes, BROWSER_CHECKS_AT_ONCE, (route) =>
    axeRoute(browser, baseUrl + route.path, widthsOf(route)),
  );
  return new Map(routes.map(({ path }, i) => [path, results[i]]));
}

async function axeRoute(browser: Browser, url: string, widths: readonly number[]): Promise<AxeResult> {
  const violations: string[] = [];
  let states = 0;
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    await enhanced(page);
    await analyze(page, `${width}px`, violations);
    states++;
    const toggle = page.locator("button[aria-controls]");
    if (width === 390 && (await toggle.isVisible())) {
      await toggle.click();
      await page.waitForSelector('button[aria-expanded="true"]');
      await analyze(page, `${width}px menu open`, violations, "header");
      states++;
      await toggle.click();
    }
    const form = page.locator(SITE_FORM);
    if ((await form.count()) > 0) {
      await form.locator('button[type="submit"]').click();
      await page.waitForSelector("[aria-invalid='true']");
      await analyze(page, `${width}px form errors`, violations, SITE_FORM);
      states++;
    }
    await context.close();
  }
  return { violations, states };
}
