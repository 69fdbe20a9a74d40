// Reflow (WCAG 2.1 SC 1.4.10) and enlarged text (SC 1.4.4), which axe does not test: every route on
// narrow phones and with the root text size at 200 %, as older readers set it on their phones.
// A page passes when it does not scroll sideways and every control (the menu button, links, the
// form's fields and buttons) lies inside the viewport.
import type { Browser, Page } from "playwright-core";
import { mapOnPages } from "./pool";
import type { AuditRoute } from "./routes";

export interface ReflowViewport {
  width: number;
  /** Root font size in percent: 200 emulates a phone's text size setting at its largest. */
  textPercent: number;
}

export const REFLOW_VIEWPORTS: readonly ReflowViewport[] = [
  { width: 320, textPercent: 100 },
  { width: 360, textPercent: 100 },
  { width: 390, textPercent: 200 },
];

export const viewportLabel = ({ width, textPercent }: ReflowViewport) =>
  textPercent === 100 ? `${width} px` : `${width} px, text ${textPercent} %`;

export interface ReflowMeasure {
  viewport: ReflowViewport;
  /** document.documentElement.scrollWidth: more than the viewport means sideways scrolling. */
  documentWidth: number;
  /** Controls reaching past the viewport's edge, e.g. `button "Menü" (x 310–402)`. */
  clippedControls: string[];
}

export interface ReflowResult {
  measures: ReflowMeasure[];
  failures: string[];
}

/** Sets the root font size the way a browser's text size setting does; the CSS sizes text in rem. */
export async function enlargeText(page: Page, textPercent: number) {
  if (textPercent !== 100) await page.addStyleTag({ content: `html { font-size: ${textPercent}% !important; }` });
}

/** Measures the page as it is now. Runs in the page, so it must be self-contained. */
export function measureInPage(): { documentWidth: number; clippedControls: string[] } {
  const viewport = document.documentElement.clientWidth;
  const controls = document.querySelectorAll<HTMLElement>(
    "a[href], button, input:not([type=hidden]), textarea, select, summary",
  );
  const clippedControls: string[] = [];
  for (const control of controls) {
    // The honeypot sits off-screen on purpose and is hidden from assistive technology.
    if (control.closest("[aria-hidden='true']")) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue; // not rendered (closed menu) or visually hidden
    if (rect.left < -0.5 || rect.right > viewport + 0.5) {
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? control.getAttribute("name") ?? "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40);
      clippedControls.push(
        `${control.tagName.toLowerCase()} "${name}" (x ${Math.round(rect.left)}–${Math.round(rect.right)})`,
      );
    }
  }
  return { documentWidth: document.documentElement.scrollWidth, clippedControls };
}

/** Opens `url` at the viewport's width and text size and measures it. */
export async function measureReflow(page: Page, url: string, viewport: ReflowViewport): Promise<ReflowMeasure> {
  await page.setViewportSize({ width: viewport.width, height: 800 });
  await page.goto(url, { waitUntil: "load" });
  await enlargeText(page, viewport.textPercent);
  return { viewport, ...(await page.evaluate(measureInPage)) };
}

/**
 * Every viewport of one route, loaded once: the layout is CSS (inlined in the HTML), so it is
 * measured at DOMContentLoaded and again after each resize, in the order given (text sizes
 * ascending). The next route's navigation drops the enlarged text with the document.
 */
async function measureRoute(page: Page, url: string, viewports: readonly ReflowViewport[]) {
  await page.setViewportSize({ width: viewports[0].width, height: 800 });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  const measures: ReflowMeasure[] = [];
  let textPercent = 100;
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: 800 });
    if (viewport.textPercent !== textPercent) await enlargeText(page, (textPercent = viewport.textPercent));
    measures.push({ viewport, ...(await page.evaluate(measureInPage)) });
  }
  return measures;
}

/** Verdicts for one route: the document fits the viewport, the menu button and every control are inside it. */
function reflowFailures(path: string, measures: ReflowMeasure[]): string[] {
  return measures.flatMap(({ viewport, documentWidth, clippedControls }) => [
    ...(documentWidth > viewport.width
      ? [`${path}: ${documentWidth} px wide at ${viewportLabel(viewport)} (scrolls sideways)`]
      : []),
    ...clippedControls.map((control) => `${path}: ${control} outside the viewport at ${viewportLabel(viewport)}`),
  ]);
}

export async function runReflow(
  browser: Browser,
  baseUrl: string,
  routes: AuditRoute[],
): Promise<Map<string, ReflowResult>> {
  const measures = await mapOnPages(browser, routes, (page, { path }) =>
    measureRoute(page, baseUrl + path, REFLOW_VIEWPORTS),
  );
  return new Map(
    routes.map(({ path }, i) => [path, { measures: measures[i], failures: reflowFailures(path, measures[i]) }]),
  );
}

/** The report's reflow table: document width per route and viewport; ✗ marks a failure. */
export function renderReflowSection(rows: ReadonlyArray<{ route: AuditRoute; reflow: ReflowResult }>): string {
  const cell = ({ viewport, documentWidth, clippedControls }: ReflowMeasure) =>
    `${documentWidth}${documentWidth > viewport.width || clippedControls.length > 0 ? " ✗" : ""}`;
  const lines = rows.map(({ route, reflow }) => `| \`${route.path}\` | ${reflow.measures.map(cell).join(" | ")} |`);
  return `## Reflow and enlarged text

Document width (\`scrollWidth\`, CSS px) per route in Chromium, with the root font size set as a phone's
text size setting does (WCAG 2.1 SC 1.4.10, 1.4.4; axe does not test this). Budget: no wider than the
viewport, and every control (menu button, links, form fields, buttons) inside it; ✗ marks a miss, listed
in the verdict.

| Route | ${REFLOW_VIEWPORTS.map(viewportLabel).join(" | ")} |
|---|${REFLOW_VIEWPORTS.map(() => "---:").join("|")}|
${lines.join("\n")}
`;
}
