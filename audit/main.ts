// `npm run audit`: measures the built site on every route with tools nobody here wrote, writes
// docs/quality.md and exits non-zero when a budget is missed. (`npm run audit` builds first;
// `npm test` runs the same audit on the build it has just made.)
import { chromium, type Browser } from "playwright-core";
import { existsSync, readFileSync, writeFileSync } from "fs";
import { join, relative, resolve } from "path";
import { launchOptions } from "../__tests__/helpers/browser.mjs";
import { withServer } from "../__tests__/helpers/server-process";
import { pageHtmlFiles } from "../src/build-steps/post-build";
import { AXE_WIDTHS, runAxe } from "./axe";
import { browseRoutes } from "./browse";
import { auditPart, auditScope, BUDGETS, LIGHTHOUSE_SAMPLE } from "./budgets";
import { bestPracticesMeetBudget, measureFloor, runLighthouse, seoMeetsBudget } from "./lighthouse";
import { runLinkCheck } from "./links";
import { runReflow } from "./reflow";
import { renderReport, type RouteFigures } from "./report";
import type { LighthouseResult } from "./lighthouse";
import { auditRoutes, MISSING_PATH, type AuditRoute } from "./routes";
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

function checkVerdicts(at: string, { axe, vnu, browse, reflow }: NonNullable<AuditedRoute["checks"]>, check: Check) {
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

function verdicts(rows: AuditedRoute[], site?: { brokenLinks: number; otherVnuErrors: number }) {
  const failures: string[] = [];
  const warnings: string[] = [];
  const check: Check = (ok, message) => ok || failures.push(message);
  for (const { route, lighthouse, checks } of rows) {
    if (lighthouse) lighthouseVerdicts(route.path, route, lighthouse, check, warnings);
    if (checks) checkVerdicts(route.path, checks, check);
  }
  if (site) {
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

  const perRoute = new Map(
    auditRoutes.map(({ path }) => [
      path,
      {
        axe: axe.get(path)!,
        vnu: vnu.get(htmlFileOf(path)) ?? [`${htmlFileOf(path)} was not checked`],
        browse: browse.get(path)!,
        reflow: reflow.get(path)!,
      },
    ]),
  );
  const routeFiles = new Set(auditRoutes.map((r) => htmlFileOf(r.path)));
  const otherHtml = new Map([...vnu].filter(([file]) => !routeFiles.has(file)));
  const otherVnuErrors = [...otherHtml.values()].reduce((sum, errors) => sum + errors.length, 0);
  return { perRoute, otherHtml, links, otherVnuErrors };
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
  const lighthouse =
    part === "checks" ? undefined : await phase("Lighthouse", () => runLighthouse(baseUrl, lighthouseRoutes));
  // The machine's floor belongs next to a full measurement, not to the sample `npm test` runs.
  const floor = lighthouse && !sample ? await phase("Lighthouse on an empty page", measureFloor) : undefined;
  if (floor)
    for (const [variant, figures] of [
      ["no headers", floor.bare],
      ["site headers", floor.siteHeaders],
    ] as const)
      console.log(
        `audit: empty page (${variant}) scores ${figures.performance} (runs ${figures.runs.join("/")}; TBT ${Math.round(figures.tbtMs)} ms)`,
      );

  const rows: AuditedRoute[] = auditRoutes.map((route) => ({
    route,
    lighthouse: lighthouse?.get(route.path),
    checks: checks?.perRoute.get(route.path),
  }));
  const { failures, warnings } = verdicts(
    rows,
    checks && { brokenLinks: checks.links.broken.length, otherVnuErrors: checks.otherVnuErrors },
  );

  if (checks && lighthouse && floor) {
    // The full scope with every part: Lighthouse and every check on every route.
    const measured = rows.map(({ route, lighthouse, checks }) => ({ route, lighthouse: lighthouse!, ...checks! }));
    writeFileSync(
      REPORT,
      renderReport({
        date: new Date().toISOString().slice(0, 10),
        tools: tools(browser),
        rows: measured,
        floor,
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
  const failures = await withServer({}, async (server) => {
    const browser = await chromium.launch(launchOptions());
    try {
      return await audit(server.url, browser);
    } finally {
      await browser.close();
    }
  });
  process.exitCode = failures === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
