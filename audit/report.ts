// Writes docs/quality.md: one row per route with every measured figure, then the budget verdicts.
import type { AxeResult } from "./axe";
import type { BrowseResult } from "./browse";
import { BUDGETS, lighthouseRunsPerRoute } from "./budgets";
import type { BrokenLink } from "./links";
import { FLOOR_PAGE, type FloorFigures, type FloorResult, type LighthouseResult } from "./lighthouse";
import { renderReflowSection, type ReflowResult } from "./reflow";
import type { AuditRoute } from "./routes";

export interface RouteFigures {
  route: AuditRoute;
  lighthouse: LighthouseResult;
  axe: AxeResult;
  vnu: string[];
  browse: BrowseResult;
  reflow: ReflowResult;
}

export interface AuditReport {
  date: string;
  tools: string[];
  rows: RouteFigures[];
  /** Lighthouse on an empty page, the same runs: what the machine allows. */
  floor: FloorResult;
  otherHtml: Map<string, string[]>;
  links: { checked: number; broken: BrokenLink[] };
  failures: string[];
  warnings: string[];
}

const floorRow = (label: string, f: FloorFigures) =>
  `| ${label} | ${f.performance} (${f.runs.join("/")}) | ${Math.round(f.fcpMs)} ms | ${Math.round(f.lcpMs)} ms | ${Math.round(f.tbtMs)} ms |`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function renderReport(report: AuditReport): string {
  const header =
    "| Route | Perf. (median) | A11y | Best pr. | SEO | LCP | CLS | TBT | Transfer | JS gzip | axe | vnu | 3rd-party | CSP viol. |\n" +
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|";
  const rows = report.rows.map(({ route, lighthouse: lh, axe, vnu, browse }) =>
    [
      `\`${route.path}\``,
      `${lh.performance} (${lh.runs.join("/")})`,
      lh.accessibility,
      route.route.page === "notFound" ? `${lh.bestPractices}²` : lh.bestPractices,
      route.route.noIndex ? `${lh.seo}¹` : lh.seo,
      `${(lh.lcpMs / 1000).toFixed(2)} s`,
      lh.cls.toFixed(3),
      `${Math.round(lh.tbtMs)} ms`,
      kb(lh.bytes),
      kb(browse.jsBytes),
      `${axe.violations.length} (${axe.states} states)`,
      vnu.length,
      browse.thirdParty.length,
      browse.cspViolations.length,
    ]
      .join(" | ")
      .replace(/^/, "| ")
      .concat(" |"),
  );
  const details = report.rows.flatMap(({ route, lighthouse, axe, vnu, browse }) => [
    ...lighthouse.failedAudits.map((a) => `- \`${route.path}\` Lighthouse audit not passed: ${a}`),
    ...axe.violations.map((v) => `- \`${route.path}\` axe: ${v}`),
    ...vnu.map((v) => `- \`${route.path}\` vnu: ${v}`),
    ...browse.thirdParty.map((u) => `- \`${route.path}\` third-party request: ${u}`),
    ...browse.cspViolations.map((c) => `- \`${route.path}\` CSP: ${c}`),
    ...browse.problems.map((p) => `- \`${route.path}\` browser: ${p}`),
  ]);
  const ms = (value: number | undefined) => (value === undefined ? "–" : `${Math.round(value)} ms`);
  const lcpRows = report.rows.map(
    ({ route, lighthouse: { fcpMs, lcpMs, lcp } }) =>
      `| \`${route.path}\` | ${ms(fcpMs)} | ${ms(lcpMs)} | ${lcp.element.replace(/\|/g, "\\|")} | ${ms(lcp.phases?.ttfbMs)} | ${ms(lcp.phases?.loadDelayMs)} | ${ms(lcp.phases?.loadTimeMs)} | ${ms(lcp.phases?.renderDelayMs)} |`,
  );
  const otherHtml = [...report.otherHtml].map(
    ([file, errors]) => `\`${file}\`: ${errors.length} vnu errors${errors.map((e) => `\n  - ${e}`).join("")}`,
  );
  return `# Quality report

Written by \`npm run audit\` on ${report.date}. Do not edit by hand; run the command again.

Tools: ${report.tools.join("; ")}.

${header}
${rows.join("\n")}

¹ Thank-you and 404 pages carry \`noindex\` on purpose, which Lighthouse's "Page isn't blocked from
indexing" audit (is-crawlable) counts against SEO. Their SEO budget: every other SEO audit passes and
is-crawlable fails. The 404 page is measured by Lighthouse at \`/404/\` (Lighthouse does not audit a page
answered with status 404); axe, the browser checks and vnu see it at a missing path.

² The 404 page logs the missing path with \`console.error\` (docs/product.md section 2: "The missing
path is logged to the console"), which Lighthouse's errors-in-console audit counts against best practices. Its budget: no
console error other than that one log line.

**Budgets** (every route): Lighthouse accessibility, best practices and SEO = 100; performance ≥ ${BUDGETS.lighthouse.performanceGoal}
(goal; the audit fails below ${BUDGETS.lighthouse.performanceFloor}, the median of ${lighthouseRunsPerRoute()} runs (AUDIT_RUNS); the score depends on the shared 2-core machine as much as on the site);
CLS ≤ ${BUDGETS.cls}; JavaScript ≤ ${kb(BUDGETS.jsBytes)} gzip; axe 0 violations; vnu 0 errors; 0 broken links; 0 third-party requests.

**This machine's floor:** an empty page (${FLOOR_PAGE.length} bytes: a heading and one sentence, no CSS, no
script, no image), served from the audit itself and measured the same way, the two variants alternating:

| Empty page | Perf. (median) | FCP | LCP | TBT |
|---|---:|---:|---:|---:|
${floorRow("without headers", report.floor.bare)}
${floorRow("with the site's response headers", report.floor.siteHeaders)}

The second row is the best a route can score here: its headers include Cross-Origin-Opener-Policy,
which makes Chromium start the page in a fresh renderer process, and Lighthouse counts that start
as blocking time (README, "Measured quality"). What a route scores below that row is its own cost.

## Largest Contentful Paint

Per route, from the run that stands for it (median performance): the element Lighthouse took as the
largest paint and the four phases of its time (simulated mobile; an image's load delay and load time
are 0 for text).

| Route | FCP | LCP | LCP element | TTFB | Load delay | Load time | Render delay |
|---|---:|---:|---|---:|---:|---:|---:|
${lcpRows.join("\n")}

${renderReflowSection(report.rows)}
**Links:** ${report.links.checked} links and images checked, ${report.links.broken.length} broken.
${report.links.broken.map((l) => `- ${l.url} (${l.status}) on ${l.parent}`).join("\n")}

**Other HTML files:** ${otherHtml.length ? otherHtml.join("; ") : "none"}

## Verdict

${report.failures.length === 0 ? "All budgets met." : report.failures.map((f) => `- FAILED: ${f}`).join("\n")}
${report.warnings.map((w) => `- Below goal: ${w}`).join("\n")}

## Findings

${details.length ? details.join("\n") : "None."}
`;
}
