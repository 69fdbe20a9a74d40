// axe-core (WCAG 2.1 A and AA plus best practices) at phone and desktop width, with the menu
// closed and open, and with both forms showing their error messages. The whole page is analyzed once
// per width; the open menu and the form errors only where they change it (the header, the form),
// which is what each state adds.
//
// axe is given to the browser once, as an init script of each page's context: Chromium compiles it
// on the first document and reuses the compiled code on every later one. (@axe-core/playwright
// injected it again for every analysis, about 0.9 s each, half of this phase.)
import axe from "axe-core";
import type { Browser, Page } from "playwright-core";
import { mapOnPages } from "./pool";
import type { AuditRoute } from "./routes";
import { enhancedForms, SITE_FORM } from "../harness/page-script";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeResult {
  violations: string[];
  states: number;
}

/** Analyzes the page, or only `within` (a CSS selector) for a state that changes only that part. */
async function analyze(page: Page, state: string, found: string[], within?: string) {
  const violations = await page.evaluate(
    async ({ tags, within }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const result = await axe.run(within ? { include: [within] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return result.violations.map(({ id, help, nodes }) => ({ id, help, count: nodes.length }));
    },
    { tags: TAGS, within },
  );
  for (const { id, help, count } of violations) found.push(`${state}: ${id} (${count}×) ${help}`);
}

/** The phone width (menu and form states) and the desktop width. */
export const AXE_WIDTHS = [390, 1280] as const;

export async function runAxe(
  browser: Browser,
  baseUrl: string,
  routes: AuditRoute[],
  widthsOf: (route: AuditRoute) => readonly number[] = () => AXE_WIDTHS,
): Promise<Map<string, AxeResult>> {
  const jobs = routes.flatMap((route) => widthsOf(route).map((width) => ({ path: route.path, width })));
  const results = await mapOnPages(
    browser,
    jobs,
    (page, { path, width }) => axeAt(page, baseUrl + path, width),
    (context) => context.addInitScript({ content: axe.source }),
  );
  const byRoute = new Map(routes.map(({ path }): [string, AxeResult] => [path, { violations: [], states: 0 }]));
  jobs.forEach(({ path }, i) => {
    const route = byRoute.get(path)!;
    route.violations.push(...results[i].violations);
    route.states += results[i].states;
  });
  return byRoute;
}

/** Every state of one route at one width. */
async function axeAt(page: Page, url: string, width: number): Promise<AxeResult> {
  const violations: string[] = [];
  let states = 0;
  await page.setViewportSize({ width, height: 844 });
  await page.goto(url, { waitUntil: "load" });
  await enhancedForms(page);
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
  return { violations, states };
}
