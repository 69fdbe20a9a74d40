// Writes docs/quality.md: one row per route with every measured figure, then the budget verdicts.
import type { AxeResult } from "./axe";
import type { BrowseResult } from "./browse";
import { BUDGETS, lighthouseRunsPerRoute } from "./budgets";
import type { BrokenLink } from "./links";
import { EMPTY_PAGE, EMPTY_PAGE_PATH } from "./empty-page";
import type { FirstResponse } from "./first-response";
import type { FloorFigures, LighthouseResult } from "./lighthouse";
import { renderReflowSection, type ReflowResult } from "./reflow";
import type { AuditRoute } from "./routes";
import { PHONE_SCREEN, type ScreenCount } from "./screens";

export interface RouteFigures {
  route: AuditRoute;
  lighthouse: LighthouseResult;
  axe: AxeResult;
  vnu: string[];
  browse: BrowseResult;
  reflow: ReflowResult;
  firstResponse: FirstResponse;
}

export interface AuditReport {
  date: string;
  tools: string[];
  rows: RouteFigures[];
  /** Lighthouse on the empty page, served by the same server, its runs alternating with the routes'. */
  floor: FloorFigures;
  /** The machine's load average (1 minute) before and after Lighthouse: the report's timings depend on it. */
  load: { before: number; after: number };
  /** The landing page's length at 360 px. */
  screens: ScreenCount[];
  otherHtml: Map<string, string[]>;
  links: { checked: number; broken: BrokenLink[] };
  failures: string[];
  warnings: string[];
}

const floorRow = (f: FloorFigures) =>
  `| \`${EMPTY_PAGE_PATH}\` | ${f.performance} (${f.runs.join("/")}) | ${Math.round(f.fcpMs)} ms | ${Math.round(f.lcpMs)} ms | ${Math.round(f.tbtMs)} ms |`;

function renderFirstResponses(rows: readonly RouteFigures[]): string {
  const lines = rows.map(({ route, firstResponse: r }) => {
    const total = r.bodyBytes + r.headerBytes;
    const over = r.bodyBytes > BUDGETS.htmlBrotliBytes || total > BUDGETS.firstResponseBytes;
    return `| \`${route.path}\` | ${r.status} | ${r.contentEncoding} | ${r.bodyBytes.toLocaleString("en")} | ${r.headerBytes.toLocaleString("en")} | ${total.toLocaleString("en")}${over ? " ✗" : ""} |`;
  });
  return `## First response

Each route's HTML as the own server sends it to a browser that accepts brotli, and its status line
and headers. Budget: HTML ≤ ${BUDGETS.htmlBrotliBytes.toLocaleString("en")} bytes and, with the headers, ≤ ${BUDGETS.firstResponseBytes.toLocaleString("en")} bytes: TCP's
first round trip (ten segments of 1,460 bytes), so a phone has the whole page, first heading and
hero included, after one round trip; ✗ marks a miss. Scripts beyond the menu come as hashed files
(\`/static/page-….js\`, \`/static/plan-….js\`), deferred and cached for a year.

| Route | Status | Encoding | HTML (bytes) | Headers (bytes) | Together |
|---|---:|---|---:|---:|---:|
${lines.join("\n")}
`;
}

function renderScreens(counts: readonly ScreenCount[]): string {
  const [first] = counts;
  const header = `| Part | ${counts.map((c) => `${c.textPercent} % text`).join(" | ")} |`;
  const partRows = first.parts.map(
    (part, i) =>
      `| ${part.name.replace(/\|/g, "\\|")} | ${counts.map((c) => c.parts[i]?.screens.toFixed(2) ?? "–").join(" | ")} |`,
  );
  const total = `| **the whole page** | ${counts.map((c) => `**${c.screens.toFixed(1)}**${c.screens > BUDGETS.homeScreens[c.textPercent] ? " ✗" : ""}`).join(" | ")} |`;
  return `## The landing page's length

Height of \`/\` in screens of a ${PHONE_SCREEN.width} × ${PHONE_SCREEN.height} px phone, in Chromium, with the root text size at
100 % and 200 % (as a phone's text setting sets it). Budget: ≤ ${BUDGETS.homeScreens[100]} screens at 100 %, ≤ ${BUDGETS.homeScreens[200]} at 200 %;
✗ marks a miss. The parts overlap nothing; their sum differs from the whole by the margins between them.

${header}
|---|${counts.map(() => "---:").join("|")}|
${partRows.join("\n")}
${total}
`;
}

const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;

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
  const { floor } = report;
  const lcpRows = report.rows.map(
    ({ route, lighthouse: { fcpMedianMs, lcpMedianMs, lcp } }) =>
      `| \`${route.path}\` | ${ms(fcpMedianMs)} (${ratio(fcpMedianMs, floor.fcpMs)}) | ${ms(lcpMedianMs)} (${ratio(lcpMedianMs, floor.lcpMs)}) | ${lcp.element.replace(/\|/g, "\\|")} | ${ms(lcp.phases?.ttfbMs)} | ${ms(lcp.phases?.loadDelayMs)} | ${ms(lcp.phases?.loadTimeMs)} | ${ms(lcp.phases?.renderDelayMs)} |`,
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
CLS ≤ ${BUDGETS.cls}; JavaScript ≤ ${kb(BUDGETS.jsBytes)} gzip; axe 0 violations; vnu 0 errors; 0 broken links; 0 third-party requests;
HTML ≤ ${BUDGETS.htmlBrotliBytes.toLocaleString("en")} bytes brotli and ≤ ${BUDGETS.firstResponseBytes.toLocaleString("en")} with its headers ("First response").

**The empty page** (${EMPTY_PAGE.length} bytes: a heading and one sentence, no CSS, no script, no image), served by
the same server with the headers every page gets, and measured in the same run, one run of it in each
round of runs over the routes (medians). Its figures are what this machine allows; what a route needs
beyond them is the route's own cost. Load average of the machine (1 minute) before Lighthouse
${report.load.before.toFixed(1)}, after ${report.load.after.toFixed(1)} (2 cores).

| Empty page | Perf. (median) | FCP | LCP | TBT |
|---|---:|---:|---:|---:|
${floorRow(report.floor)}

Budget for \`/\`: FCP and LCP (medians) ≤ ${BUDGETS.homeToEmptyPage}× the empty page's.

## Largest Contentful Paint

Per route, the medians of FCP and LCP over its runs and their ratio to the empty page's; from the run
that stands for it (median performance), the element Lighthouse took as the largest paint and the four
phases of its time (simulated mobile; an image's load delay and load time are 0 for text).

| Route | FCP (× empty) | LCP (× empty) | LCP element | TTFB | Load delay | Load time | Render delay |
|---|---:|---:|---|---:|---:|---:|---:|
${lcpRows.join("\n")}

${renderFirstResponses(report.rows)}
${renderScreens(report.screens)}
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
