// The page's charts: SVG drawn on the server with Observable Plot in a DOM made by linkedom, so
// the page needs no JavaScript. Each chart is decoration for the eye (aria-hidden); the same
// numbers follow it as a table (views/funnel-view.tsx). Plot, d3 and linkedom take about a second
// to load, so they are loaded with the first page that draws a chart, not when the server starts.
import type * as PlotModule from "@observablehq/plot";
import { palette } from "../lib/palette";
import { shortDay } from "./days";
import { FUNNEL_STEPS, type Funnel } from "./funnel";

const WIDTH = 720;
const FONT_SIZE = "17px";

let Plot: typeof PlotModule;
let parseHTML: typeof import("linkedom").parseHTML;

/** Loads the charting library once; call (and wait) before drawing. */
export async function loadCharts(): Promise<void> {
  Plot ??= await import("@observablehq/plot");
  parseHTML ??= (await import("linkedom")).parseHTML;
}

function render(options: PlotModule.PlotOptions): string {
  if (!Plot) throw new Error("charts.ts: call loadCharts() before drawing");
  const { document } = parseHTML("<!DOCTYPE html><html><body></body></html>");
  const chart = Plot.plot({
    document: document,
    width: WIDTH,
    style: { fontSize: FONT_SIZE, fontFamily: "system-ui, sans-serif", background: "transparent", color: palette.ink },
    ...options,
  });
  chart.setAttribute("aria-hidden", "true");
  chart.setAttribute("focusable", "false");
  return chart.outerHTML;
}

/** The period's funnel as horizontal bars, one per step. */
export function funnelChart(funnel: Funnel): string {
  const data = FUNNEL_STEPS.map(({ key, label }) => ({ label, n: funnel.totals[key] }));
  return render({
    height: 300,
    marginLeft: 210,
    marginRight: 60,
    x: {
      label: null,
      grid: true,
      tickFormat: "d",
      nice: true,
      ticks: Math.min(5, Math.max(1, ...data.map((d) => d.n))),
    },
    y: { label: null, domain: data.map((d) => d.label) },
    marks: [
      Plot.barX(data, { y: "label", x: "n", fill: palette.primary }),
      Plot.text(data, {
        y: "label",
        x: "n",
        text: (d: { n: number }) => String(d.n),
        dx: 8,
        textAnchor: "start",
        fill: palette.ink,
      }),
      Plot.ruleX([0]),
    ],
  });
}

/** The lines of the daily chart; their colours are named in the page's legend. */
export const DAILY_SERIES = [
  { key: "requests", label: "Anfragen", color: palette.primary },
  { key: "confirmations", label: "Bestätigungen", color: "#8a4b00" },
  { key: "plans", label: "Pläne gesendet", color: "#3d4a9e" },
] as const;

/** Requests, confirmations and plans sent per day, one line each. */
export function dailyChart(funnel: Funnel): string {
  const labels = funnel.days.map((d) => shortDay(d.day));
  const data = funnel.days.flatMap((day, i) =>
    DAILY_SERIES.map((s) => ({ day: labels[i], series: s.label, n: day[s.key] })),
  );
  // Long periods label every seventh day only, so the labels never overlap.
  const every = labels.length > 14 ? 7 : 1;
  return render({
    height: 320,
    marginBottom: labels.length > 7 ? 80 : 40,
    x: {
      type: "point",
      label: null,
      domain: labels,
      tickRotate: labels.length > 7 ? -40 : 0,
      ticks: labels.filter((_, i) => i % every === 0),
    },
    // Whole numbers only: at most five ticks, never one between two counts.
    y: {
      label: null,
      grid: true,
      tickFormat: "d",
      ticks: Math.min(5, Math.max(1, ...data.map((d) => d.n))),
      domain: [0, Math.max(1, ...data.map((d) => d.n))],
    },
    color: { domain: DAILY_SERIES.map((s) => s.label), range: DAILY_SERIES.map((s) => s.color) },
    marks: [
      Plot.ruleY([0]),
      Plot.lineY(data, { x: "day", y: "n", stroke: "series", strokeWidth: 3, marker: "circle" }),
    ],
  });
}
