// `npm run audit`: measures the built site on every route with tools nobody here wrote, writes
// docs/quality.md and exits non-zero when a budget is missed. (`npm run audit` builds first;
// `npm test` runs the same audit on the build it has just made.)
import { chromium, type Browser } from "playwright-core";
import { existsSync, readFileSync, writeFileSync } from "fs";
import { join, relative, resolve } from "path";
import { launchOptions } from "../browser.mjs";
import { withServer } from "../server-process";
import { pageHtmlFiles } from "../../src/build/post-build";
import { AXE_WIDTHS, runAxe } from "./axe";
import { browseRoutes } from "./browse";
import { auditScope, BUDGETS, LIGHTHOUSE_SAMPLE } from "./budgets";
import { bestPracticesMeetBudget, runLighthouse, seoMeetsBudget } from "./lighthouse";
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

/** A route's figures; `lighthouse` is missing for routes outside the sample (AUDIT_SCOPE=sample). */
type AuditedRoute = Omit<RouteFigures, "lighthouse"> & { lighthouse?: LighthouseResult };

function lighthouseVerdicts(
  at: string,
  route: AuditedRoute["route"],
  lh: LighthouseResult,
  check: (ok: boolean, message: string) => void,
  warnings: string[],
) {
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

function verdicts(rows: AuditedRoute[], brokenLinks: number, otherVnuErrors: number) {
  const failures: string[] = [];
  const warnings: string[] = [];
  const check = (ok: boolean, message: string) => ok || failures.push(message);
  for (const { route, lighthouse, axe, vnu, browse, reflow } of rows) {
    const at = route.path;
    if (lighthouse) lighthouseVerdicts(at, route, lighthouse, check, warnings);
    check(browse.jsBytes <= BUDGETS.jsBytes, `${at}: JavaScript ${(browse.jsBytes / 1024).toFixed(1)} KB gzip`);
    check(axe.violations.length <= BUDGETS.axeViolations, `${at}: ${axe.violations.length} axe violations`);
    check(vnu.length <= BUDGETS.vnuErrors, `${at}: ${vnu.length} vnu errors`);
    check(
      browse.thirdParty.length <= BUDGETS.thirdPartyRequests,
      `${at}: ${browse.thirdParty.length} third-party requests`,
    );
    check(browse.cspViolations.length === 0, `${at}: ${browse.cspViolations.length} CSP violations`);
    failures.push(...reflow.failures);
  }
  check(brokenLinks <= BUDGETS.brokenLinks, `${brokenLinks} broken links`);
  check(otherVnuErrors === 0, `${otherVnuErrors} vnu errors in other HTML files`);
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

async function audit(baseUrl: string, browser: Browser): Promise<number> {
  const htmlFiles = [...pageHtmlFiles(PUBLIC), join(PUBLIC, "admin/index.html")];
  const vnu = await phase("Nu Html Checker", () => runVnu(htmlFiles, PUBLIC));
  const links = await phase("links", () => runLinkCheck(baseUrl, ["/404/", "/gesunde-rezepte/", "/impressum/"]));
  const browse = await phase("browsing every route", () => browseRoutes(browser, baseUrl, auditRoutes));
  const reflow = await phase("reflow at 320 px, 360 px and 390 px with 200 % text", () =>
    runReflow(browser, baseUrl, auditRoutes),
  );
  const sample = auditScope() === "sample";
  const inSample = ({ route }: AuditRoute) => (LIGHTHOUSE_SAMPLE as readonly string[]).includes(route.page);
  // The sample scope checks the desktop width only on the sample routes (axe is the audit's slowest
  // part); the phone width, with the menu and form states, on every route.
  const axeWidths = (route: AuditRoute) => (sample && !inSample(route) ? [AXE_WIDTHS[0]] : AXE_WIDTHS);
  const axe = await phase("axe-core", () => runAxe(browser, baseUrl, auditRoutes, axeWidths));
  const lighthouseRoutes = sample ? auditRoutes.filter(inSample) : auditRoutes;
  const lighthouse = await phase("Lighthouse", () => runLighthouse(baseUrl, lighthouseRoutes));

  const rows: AuditedRoute[] = auditRoutes.map((route) => ({
    route,
    lighthouse: lighthouse.get(route.path),
    axe: axe.get(route.path)!,
    vnu: vnu.get(htmlFileOf(route.path)) ?? [`${htmlFileOf(route.path)} was not checked`],
    browse: browse.get(route.path)!,
    reflow: reflow.get(route.path)!,
  }));
  const routeFiles = new Set(auditRoutes.map((r) => htmlFileOf(r.path)));
  const otherHtml = new Map([...vnu].filter(([file]) => !routeFiles.has(file)));
  const otherVnuErrors = [...otherHtml.values()].reduce((sum, errors) => sum + errors.length, 0);
  const { failures, warnings } = verdicts(rows, links.broken.length, otherVnuErrors);

  const tools = [
    `Lighthouse ${version("lighthouse")} (mobile preset, Chromium ${browser.version()})`,
    `axe-core ${version("axe-core")} via @axe-core/playwright ${version("@axe-core/playwright")}`,
    `Nu Html Checker (vnu-jar ${version("vnu-jar")})`,
    `linkinator ${version("linkinator")}`,
    "JavaScript bytes, third-party requests and CSP violations from Chromium's network log and console",
    "document width and controls in the viewport at 320 px, 360 px and 390 px with 200 % text (Playwright)",
  ];
  if (sample)
    console.log(
      `audit: sample scope, Lighthouse on ${lighthouseRoutes.map((r) => r.path).join(", ")}; ${relative(process.cwd(), REPORT)} left as it is`,
    );
  else {
    const measured = rows as RouteFigures[]; // the full scope runs Lighthouse on every route
    writeFileSync(
      REPORT,
      renderReport({
        date: new Date().toISOString().slice(0, 10),
        tools,
        rows: measured,
        otherHtml,
        links,
        failures,
        warnings,
      }),
    );
    console.log(`audit: wrote ${relative(process.cwd(), REPORT)}`);
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
