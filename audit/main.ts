// `npm run audit`: measures the built site on every route with tools nobody here wrote, writes
// docs/quality.md and exits non-zero when a budget is missed. (`npm run audit` builds first;
// `npm test` runs the same audit on the build it has just made.)
import { chromium, type Browser } from "playwright-core";
import { existsSync, readFileSync, writeFileSync } from "fs";
import { loadavg } from "os";
import { join, relative, resolve } from "path";
import { launchOptions } from "../harness/browser.mjs";
import { withServer } from "../harness/server-process";
import { pageHtmlFiles } from "../src/build-steps/post-build";
import { AXE_WIDTHS, runAxe } from "./axe";
import { browseRoutes } from "./browse";
import { auditPart, auditScope, BUDGETS, LIGHTHOUSE_SAMPLE } from "./budgets";
import { EMPTY_PAGE_PATH, siteWithEmptyPage } from "./empty-page";
import { measureFirstResponses } from "./first-response";
import { bestPracticesMeetBudget, runLighthouse, seoMeetsBudget, type FloorFigures } from "./lighthouse";
import { runLinkCheck } from "./links";
import { runReflow } from "./reflow";
import { countScreens, type ScreenCount } from "./screens";
import { renderReport, type RouteFigures } from "./report";
import type { LighthouseResult } from "./lighthouse";
import { auditRoutes, MISSING_PATH, type AuditRoute } from "./routes";
import { pathOf } from "../src/lib/routes";
import { runVnu } from "./vnu";

const PUBLIC = resolve("public");
const REPORT = resolve("docs/quality.md");

const htmlFileOf = (path: string) => (path === MISSING_PATH ? "404.html" : join(path.slice(1), "index.html"));
const version = (name: string) =>
  String(
    (JSON.parse(readFileSync(resolve("node_modules", name, "package.json"), "utf8")) as { version: string }).version,
  );

/** What one route got; a part left out (AUDIT_PART) or a route outside the Lighthouse sample has none. */
interface AuditedRoute {
  route: AuditRoute;
  lighthouse?: LighthouseResult;
  checks?: Omit<RouteFigures, "route" | "lighthouse">;
}

type Check = (ok: boolean, message: string) => void;

/** The landing page's FCP and LCP against the empty page's (the full audit only). */
function ratioVerdicts(lh: LighthouseResult, empty: FloorFigures, check: Check) {
  for (const [metric, route, floor] of [
    ["FCP", lh.fcpMedianMs, empty.fcpMs],
    ["LCP", lh.lcpMedianMs, empty.lcpMs],
  ] as const)
    check(
      route <= BUDGETS.homeToEmptyPage * floor,
      `${pathOf("home")}: ${metric} ${Math.round(route)} ms = ${(route / floor).toFixed(2)}× the empty page's ${Math.round(floor)} ms (budget ${BUDGETS.homeToEmptyPage}×)`,
    );
}

function lighthouseVerdicts(at: string, route: AuditRoute, lh: LighthouseResult, check: Check, warnings: string[]) {
  check(lh.accessibility >= BUDGETS.lighthouse.accessibility, `${at}: Lighthouse accessibility ${lh.accessibility}`);
  check(
    bestPracticesMeetBudget(lh, route.route.page === "notFound"),
    `${at}: Lighthouse best practices ${lh.bestPractices} (${lh.failedAudits.filter((a) => a.startsWith("best-practices:")).join(", ")})`,
  );
  check(
    seoMeetsBudget(lh, !!route.route.noIndex),
    `${at}: Lighthouse SEO ${lh.seo} (${lh.failedAudits.filter((a) => a.startsWith("seo:")).join(", ")})`,
  );
  check(
    lh.performance >= BUDGETS.lighthouse.performanceFloor,
    `${at}: Lighthouse performance median ${lh.performance}`,
  );
  if (lh.performance < BUDGETS.lighthouse.performanceGoal)
    warnings.push(`${at}: performance ${lh.performance} < ${BUDGETS.lighthouse.performanceGoal}`);
  check(lh.cls <= BUDGETS.cls, `${at}: CLS ${lh.cls.toFixed(3)}`);
}

function checkVerdicts(
  at: string,
  { axe, vnu, browse, reflow, firstResponse }: NonNullable<AuditedRoute["checks"]>,
  check: Check,
) {
  check(
    firstResponse.bodyBytes <= BUDGETS.htmlBrotliBytes,
    `${at}: HTML ${firstResponse.bodyBytes} bytes ${firstResponse.contentEncoding} (budget ${BUDGETS.htmlBrotliBytes})`,
  );
  check(
    firstResponse.bodyBytes + firstResponse.headerBytes <= BUDGETS.firstResponseBytes,
    `${at}: first response ${firstResponse.bodyBytes + firstResponse.headerBytes} bytes with headers (TCP's first round trip: ${BUDGETS.firstResponseBytes})`,
  );
  check(browse.jsBytes <= BUDGETS.jsBytes, `${at}: JavaScript ${(browse.jsBytes / 1024).toFixed(1)} KB gzip`);
  check(axe.violations.length <= BUDGETS.axeViolations, `${at}: ${axe.violations.length} axe violations`);
  check(vnu.length <= BUDGETS.vnuErrors, `${at}: ${vnu.length} vnu errors`);
  check(
    browse.thirdParty.length <= BUDGETS.thirdPartyRequests,
    `${at}: ${browse.thirdParty.length} third-party requests`,
  );
  check(browse.cspViolations.length === 0, `${at}: ${browse.cspViolations.length} CSP violations`);
  for (const problem of browse.problems) check(false, `${at}: ${problem}`);
  for (const failure of reflow.failures) check(false, failure);
}

function verdicts(
  rows: AuditedRoute[],
  empty: FloorFigures | undefined,
  site?: { brokenLinks: number; otherVnuErrors: number; screens: ScreenCount[] },
) {
  const failures: string[] = [];
  const warnings: string[] = [];
  const check: Check = (ok, message) => ok || failures.push(message);
  for (const { route, lighthouse, checks } of rows) {
    if (lighthouse) lighthouseVerdicts(route.path, route, lighthouse, check, warnings);
    if (lighthouse && empty && route.route.page === "home") ratioVerdicts(lighthouse, empty, check);
    if (checks) checkVerdicts(route.path, checks, check);
  }
  if (site) {
    for (const { textPercent, screens } of site.screens)
      check(
        screens <= BUDGETS.homeScreens[textPercent],
        `${pathOf("home")}: ${screens.toFixed(1)} screens at 360 × 740 px with ${textPercent} % text (budget ${BUDGETS.homeScreens[textPercent]})`,
      );
    check(site.brokenLinks <= BUDGETS.brokenLinks, `${site.brokenLinks} broken links`);
    check(site.otherVnuErrors === 0, `${site.otherVnuErrors} vnu errors in other HTML files`);
  }
  return { failures, warnings };
}

/** Runs one phase of the audit and says how long it took (CI's time budget is read from this). */
async function phase<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`audit: ${name}`);
  const result = await run();
  console.log(`audit: ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

const inSample = ({ route }: AuditRoute) => (LIGHTHOUSE_SAMPLE as readonly string[]).includes(route.page);

/** Everything but Lighthouse: what the site sends, judged independently of the machine's speed. */
async function runChecks(baseUrl: string, browser: Browser) {
  const htmlFiles = [...pageHtmlFiles(PUBLIC), join(PUBLIC, "admin/index.html")];
  const vnu = await phase("Nu Html Checker", () => runVnu(htmlFiles, PUBLIC));
  const links = await phase("links", () => runLinkCheck(baseUrl, ["/404/", "/gesunde-rezepte/", "/impressum/"]));
  const browse = await phase("browsing every route", () => browseRoutes(browser, baseUrl, auditRoutes));
  const reflow = await phase("reflow at 320 px, 360 px and 390 px with 200 % text", () =>
    runReflow(browser, baseUrl, auditRoutes),
  );
  // The sample scope checks the desktop width only on the sample routes (axe is the audit's slowest
  // part); the phone width, with the menu and form states, on every route.
  const sample = auditScope() === "sample";
  const axeWidths = (route: AuditRoute) => (sample && !inSample(route) ? [AXE_WIDTHS[0]] : AXE_WIDTHS);
  const axe = await phase("axe-core", () => runAxe(browser, baseUrl, auditRoutes, axeWidths));
  const firstResponses = await phase("first responses", () => measureFirstResponses(baseUrl, auditRoutes));
  const screens = await phase("the landing page's screens", () => countScreens(browser, baseUrl + pathOf("home")));

  const perRoute = new Map(
    auditRoutes.map(({ path }) => [
      path,
      {
        axe: axe.get(path)!,
        vnu: vnu.get(htmlFileOf(path)) ?? [`${htmlFileOf(path)} was not checked`],
        browse: browse.get(path)!,
        reflow: reflow.get(path)!,
        firstResponse: firstResponses.get(path)!,
      },
    ]),
  );
  const routeFiles = new Set(auditRoutes.map((r) => htmlFileOf(r.path)));
  const otherHtml = new Map([...vnu].filter(([file]) => !routeFiles.has(file)));
  const otherVnuErrors = [...otherHtml.values()].reduce((sum, errors) => sum + errors.length, 0);
  return { perRoute, otherHtml, links, otherVnuErrors, screens };
}

function tools(browser: Browser) {
  return [
    `Lighthouse ${version("lighthouse")} (mobile preset, Chromium ${browser.version()})`,
    `axe-core ${version("axe-core")} (run in Chromium by Playwright)`,
    `Nu Html Checker (vnu-jar ${version("vnu-jar")})`,
    `linkinator ${version("linkinator")}`,
    "JavaScript bytes (script files as transferred, inline scripts gzipped), third-party requests, CSP violations, console errors and failed requests from Chromium's network log and console",
    "document width and controls in the viewport at 320 px, 360 px and 390 px with 200 % text (Playwright)",
  ];
}

async function audit(baseUrl: string, browser: Browser): Promise<number> {
  const part = auditPart();
  const sample = auditScope() === "sample";
  const checks = part === "lighthouse" ? undefined : await runChecks(baseUrl, browser);
  const lighthouseRoutes = sample ? auditRoutes.filter(inSample) : auditRoutes;
  const load = { before: loadavg()[0], after: 0 };
  const lighthouseRun =
    part === "checks"
      ? undefined
      : // The sample's single run on a machine busy with the tests says nothing about a ratio of
        // timings, so only the full audit measures the empty page.
        await phase("Lighthouse", () => runLighthouse(baseUrl, lighthouseRoutes, sample ? undefined : EMPTY_PAGE_PATH));
  load.after = loadavg()[0];
  if (lighthouseRun)
    console.log(
      `audit: load average (1 min) ${load.before.toFixed(1)} before Lighthouse, ${load.after.toFixed(1)} after`,
    );
  const lighthouse = lighthouseRun?.routes;
  const floor = lighthouseRun?.empty;

  const rows: AuditedRoute[] = auditRoutes.map((route) => ({
    route,
    lighthouse: lighthouse?.get(route.path),
    checks: checks?.perRoute.get(route.path),
  }));
  const { failures, warnings } = verdicts(
    rows,
    floor,
    checks && {
      brokenLinks: checks.links.broken.length,
      otherVnuErrors: checks.otherVnuErrors,
      screens: checks.screens,
    },
  );

  if (checks && lighthouse && floor && !sample) {
    // The full scope with every part: Lighthouse and every check on every route.
    const measured = rows.map(({ route, lighthouse, checks }) => ({ route, lighthouse: lighthouse!, ...checks! }));
    writeFileSync(
      REPORT,
      renderReport({
        date: new Date().toISOString().slice(0, 10),
        tools: tools(browser),
        rows: measured,
        floor,
        load,
        screens: checks.screens,
        otherHtml: checks.otherHtml,
        links: checks.links,
        failures,
        warnings,
      }),
    );
    console.log(`audit: wrote ${relative(process.cwd(), REPORT)}`);
  } else {
    const scope = lighthouse ? `Lighthouse on ${lighthouseRoutes.map((r) => r.path).join(", ")}` : "no Lighthouse";
    console.log(`audit: ${part} (${auditScope()} scope, ${scope}); ${relative(process.cwd(), REPORT)} left as it is`);
  }
  for (const warning of warnings) console.log(`audit: below goal: ${warning}`);
  for (const failure of failures) console.error(`audit: FAILED ${failure}`);
  console.log(failures.length === 0 ? "audit: all budgets met" : `audit: ${failures.length} budget(s) missed`);
  return failures.length;
}

async function main() {
  if (!existsSync(join(PUBLIC, "index.html")))
    throw new Error("public/ holds no built site: run `npm run build` first");
  const site = siteWithEmptyPage(PUBLIC);
  try {
    const failures = await withServer({ PUBLIC_DIR: site.dir }, async (server) => {
      const browser = await chromium.launch(launchOptions());
      try {
        return await audit(server.url, browser);
      } finally {
        await browser.close();
      }
    });
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    site.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
