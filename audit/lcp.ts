// What a Lighthouse run says about Largest Contentful Paint: the element and the four phases
// (time to first byte, load delay, load time, render delay; the last three are 0/0/all for text).
// Read from the "largest-contentful-paint-element" audit, whose details hold the element table
// and, where the metric could be computed, the phase table.

export interface LcpPhases {
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
}

export interface LcpDetails {
  /** Short description of the element, e.g. `img (Ein Glas Zitronenwasser …)` or `h1 (Ihr Weg …)`. */
  element: string;
  phases: LcpPhases | undefined;
}

interface NodeItem {
  node?: { type?: string; nodeLabel?: string; snippet?: string; selector?: string };
}
interface PhaseItem {
  phase?: string;
  timing?: number;
}
interface LcpAudit {
  details?: { type?: string; items?: Array<{ type?: string; items?: Array<NodeItem & PhaseItem> }> };
}

const PHASE_KEYS: Record<string, keyof LcpPhases> = {
  TTFB: "ttfbMs",
  "Load Delay": "loadDelayMs",
  "Load Time": "loadTimeMs",
  "Render Delay": "renderDelayMs",
};

/** `<img class="x" …>` → `img`; the label (alt text or text content) cut to 40 characters. */
function describe(node: NonNullable<NodeItem["node"]>): string {
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? "")?.[1]?.toLowerCase() ?? "?";
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").trim();
  const short = label.length > 40 ? `${label.slice(0, 39)}…` : label;
  return short ? `${tag} (${short})` : tag;
}

export function lcpDetails(audits: Record<string, unknown>): LcpDetails {
  const audit = audits["largest-contentful-paint-element"] as LcpAudit | undefined;
  const tables = audit?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phaseRows = tables[1]?.items ?? [];
  let phases: LcpPhases | undefined;
  if (phaseRows.length === 4) {
    phases = { ttfbMs: 0, loadDelayMs: 0, loadTimeMs: 0, renderDelayMs: 0 };
    for (const row of phaseRows) {
      const key = PHASE_KEYS[row.phase ?? ""];
      if (key) phases[key] = row.timing ?? 0;
    }
  }
  return { element: node ? describe(node) : "none", phases };
}
