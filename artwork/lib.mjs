// Low-level SVG helpers shared by all scenes.
// Style rules: flat shapes, no outlines, 1-2 tone shading by offsetting a
// lighter copy of a shape over a darker base, soft round forms.

export const COLORS = {
  green: "#1d5b3a",
  green2: "#3f8a5f",
  sage: "#a9c8a0",
  lemon: "#f6d34a",
  yellow: "#f2b632",
  cream: "#fdf8ec",
  sand: "#ecdcb8",
  terra: "#c8643b",
  ink: "#1f2a24",
  sky: "#cfe6ef",
  // derived / supporting tones
  white: "#fffdf7",
  paper: "#f8f1df",
  skin: "#ebbd98",
  skinShade: "#d9a27c",
  hair: "#e9e7e1",
  hairShade: "#c9c6bd",
  wood: "#d7b688",
  woodDark: "#c29c6b",
  woodLight: "#e3c69c",
  water: "#8cc7d6",
  waterDeep: "#5aa8bd",
  denim: "#34495a",
  pith: "#fff4cf",
};

export const round1 = (n) => Math.round(n * 10) / 10;

function hexToRgb(h) {
  const s = h.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}
function rgbToHex(r) {
  return (
    "#" +
    r
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
export const dark = (c, t = 0.15) => mix(c, COLORS.ink, t);
export const light = (c, t = 0.25) => mix(c, "#ffffff", t);

// Deterministic pseudo random generator (mulberry32)
export function rng(seed = 1) {
  let a = seed >>> 0;
  const r = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  r.range = (lo, hi) => lo + (hi - lo) * r();
  r.pick = (arr) => arr[Math.floor(r() * arr.length)];
  return r;
}

// ---- defs collector (gradients, clip paths) ------------------------------
let _defs = [];
let _id = 0;
export const uid = (p = "id") => `${p}${++_id}`;
export const addDef = (s) => {
  _defs.push(s);
};
export function resetDefs() {
  _defs = [];
}

export function linearGradient(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
  const id = uid("lg");
  const u = units ? ` gradientUnits="${units}"` : "";
  addDef(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>` +
      stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("") +
      `</linearGradient>`,
  );
  return `url(#${id})`;
}
export function radialGradient(stops, { cx = 0.5, cy = 0.5, r = 0.5, units } = {}) {
  const id = uid("rg");
  const u = units ? ` gradientUnits="${units}"` : "";
  addDef(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${u}>` +
      stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("") +
      `</radialGradient>`,
  );
  return `url(#${id})`;
}
export function clip(shapeSvg) {
  const id = uid("cp");
  addDef(`<clipPath id="${id}">${shapeSvg}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

export function doc(w, h, body) {
  const defs = _defs.length ? `<defs>${_defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`;
}

// ---- primitives -----------------------------------------------------------
export const circle = (x, y, r, fill, a = "") =>
  `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}" fill="${fill}" ${a}/>`;
export const ellipse = (x, y, rx, ry, fill, a = "") =>
  `<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="${round1(rx)}" ry="${round1(ry)}" fill="${fill}" ${a}/>`;
export const rect = (x, y, w, h, fill, a = "") =>
  `<rect x="${round1(x)}" y="${round1(y)}" width="${round1(w)}" height="${round1(h)}" fill="${fill}" ${a}/>`;
export const roundRect = (x, y, w, h, r, fill, a = "") =>
  `<rect x="${round1(x)}" y="${round1(y)}" width="${round1(w)}" height="${round1(h)}" rx="${round1(r)}" fill="${fill}" ${a}/>`;
export const path = (d, fill, a = "") => `<path d="${d}" fill="${fill}" ${a}/>`;
export const stroke = (d, color, w, a = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${round1(w)}" stroke-linecap="round" stroke-linejoin="round" ${a}/>`;
export const group = (inner, tr = "", a = "") => `<g${tr ? ` transform="${tr}"` : ""}${a ? " " + a : ""}>${inner}</g>`;
export const polygonPath = (pts) => "M" + pts.map((p) => `${round1(p[0])},${round1(p[1])}`).join("L") + "Z";
// Catmull-Rom spline through points -> cubic bezier path
export function smooth(pts, closed = true, k = 1) {
  const n = pts.length;
  const get = (i) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${round1(pts[0][0])},${round1(pts[0][1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1),
      p1 = get(i),
      p2 = get(i + 1),
      p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += `C${round1(c1[0])},${round1(c1[1])} ${round1(c2[0])},${round1(c2[1])} ${round1(p2[0])},${round1(p2[1])}`;
  }
  return d + (closed ? "Z" : "");
}

// Irregular round blob (foliage, stones, ginger, ...)
export function blobPts(cx, cy, r, { n = 9, jit = 0.15, rand = Math.random, sx = 1, sy = 1, rot = 0 } = {}) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const rr = r * (1 - jit + rand() * jit * 2);
    pts.push([cx + Math.cos(a) * rr * sx, cy + Math.sin(a) * rr * sy]);
  }
  return pts;
}
export const blob = (cx, cy, r, o = {}) => smooth(blobPts(cx, cy, r, o));

export const shadow = (x, y, rx, ry, o = 0.13) => ellipse(x, y, rx, ry, COLORS.ink, `opacity="${o}"`);

// polar helpers
export const toRadians = (d) => (d * Math.PI) / 180;
export const polar = (cx, cy, r, aDeg) => [cx + Math.cos(toRadians(aDeg)) * r, cy + Math.sin(toRadians(aDeg)) * r];

// ---- common scenery ---------------------------------------------------------
export function sun(x, y, r, { color = COLORS.lemon, halo = true } = {}) {
  let s = "";
  if (halo) {
    s += circle(x, y, r * 2.3, "#ffffff", `opacity="0.16"`);
    s += circle(x, y, r * 1.6, "#ffffff", `opacity="0.22"`);
  }
  s += circle(x, y, r, color);
  s += circle(x - r * 0.18, y - r * 0.18, r * 0.72, light(color, 0.25), `opacity="0.7"`);
  return s;
}

export function cloud(x, y, s = 1, o = 0.9) {
  const d =
    `M${round1(x - 70 * s)},${round1(y)}` +
    `a${round1(26 * s)},${round1(26 * s)} 0 0 1 ${round1(34 * s)},${round1(-22 * s)}` +
    `a${round1(34 * s)},${round1(34 * s)} 0 0 1 ${round1(62 * s)},${round1(-12 * s)}` +
    `a${round1(26 * s)},${round1(26 * s)} 0 0 1 ${round1(44 * s)},${round1(34 * s)}Z`;
  return path(d, "#ffffff", `opacity="${o}"`);
}

export function skyBg(w, h, { top = "#bfdfeb", bottom = COLORS.cream } = {}) {
  return rect(
    0,
    0,
    w,
    h,
    linearGradient([
      [0, top],
      [1, bottom],
    ]),
  );
}

export function hills(w, y, amp, color, seed = 3, n = 5) {
  const r = rng(seed);
  const pts = [[-50, y + amp]];
  for (let i = 0; i <= n; i++) pts.push([(i / n) * (w + 100) - 50, y + r.range(-amp, amp * 0.4)]);
  pts.push([w + 50, y + amp]);
  let d = smooth(pts, false);
  d += `L${w + 50},${y + 2000}L-50,${y + 2000}Z`;
  return path(d, color);
}

export function tree(
  x,
  y,
  s = 1,
  { seed = 1, c1 = COLORS.green2, c2 = COLORS.green, trunk = "#8a6246", shape = "round" } = {},
) {
  const r = rng(seed);
  let out = "";
  out += path(
    `M${round1(x - 7 * s)},${round1(y)}L${round1(x - 4 * s)},${round1(y - 120 * s)}L${round1(x + 4 * s)},${round1(y - 120 * s)}L${round1(x + 7 * s)},${round1(y)}Z`,
    trunk,
  );
  out += stroke(`M${round1(x)},${round1(y - 70 * s)}L${round1(x + 22 * s)},${round1(y - 100 * s)}`, trunk, 5 * s);
  if (shape === "round") {
    out += path(blob(x, y - 150 * s, 62 * s, { rand: r, n: 10, jit: 0.08, sy: 1.05 }), c2);
    out += path(blob(x - 8 * s, y - 158 * s, 52 * s, { rand: r, n: 10, jit: 0.08 }), c1);
    out += circle(x - 26 * s, y - 178 * s, 16 * s, light(c1, 0.15), `opacity="0.8"`);
  } else {
    // tall poplar-ish
    out += path(blob(x, y - 160 * s, 40 * s, { rand: r, n: 10, jit: 0.06, sy: 2.1 }), c2);
    out += path(blob(x - 5 * s, y - 166 * s, 32 * s, { rand: r, n: 10, jit: 0.06, sy: 2.1 }), c1);
  }
  return out;
}

export function bush(x, y, s = 1, { seed = 2, c1 = COLORS.green2, c2 = COLORS.green, flowers = null } = {}) {
  const r = rng(seed);
  let out = path(blob(x, y - 26 * s, 40 * s, { rand: r, n: 9, jit: 0.1, sx: 1.5, sy: 0.8 }), c2);
  out += path(blob(x - 6 * s, y - 32 * s, 32 * s, { rand: r, n: 9, jit: 0.1, sx: 1.4, sy: 0.75 }), c1);
  if (flowers) {
    for (let i = 0; i < 7; i++) {
      const fx = x + r.range(-45, 45) * s;
      const fy = y - r.range(15, 50) * s;
      out += circle(fx, fy, 4.5 * s, flowers) + circle(fx, fy, 1.8 * s, COLORS.lemon);
    }
  }
  return out;
}

// Small stylised leaf (mint, parsley, lemon leaf)
export function leaf(x, y, len, rotDeg, color = COLORS.green2, { vein = true, width = 0.45 } = {}) {
  const w = len * width;
  const d = `M0,0C${round1(len * 0.25)},${round1(-w)} ${round1(len * 0.75)},${round1(-w)} ${round1(len)},0C${round1(len * 0.75)},${round1(w)} ${round1(len * 0.25)},${round1(w)} 0,0Z`;
  let s = path(d, color);
  s += path(
    `M0,0C${round1(len * 0.25)},${round1(-w)} ${round1(len * 0.75)},${round1(-w)} ${round1(len)},0Z`,
    light(color, 0.12),
  );
  if (vein)
    s += stroke(
      `M${round1(len * 0.08)},0L${round1(len * 0.85)},0`,
      dark(color, 0.25),
      Math.max(1, len * 0.035),
      `opacity="0.55"`,
    );
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rotDeg)})`);
}

// Serrated mint leaf
export function mintLeaf(x, y, len, rotDeg, color = "#4d9a5c") {
  const pts = [];
  const n = 7;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const w = Math.sin(Math.PI * Math.pow(t, 0.8)) * len * 0.36;
    pts.push([t * len, -w * (i % 2 ? 1 : 0.86)]);
  }
  for (let i = n - 1; i > 0; i--) {
    const t = i / n;
    const w = Math.sin(Math.PI * Math.pow(t, 0.8)) * len * 0.36;
    pts.push([t * len, w * (i % 2 ? 1 : 0.86)]);
  }
  let s = path(smooth([[0, 0], ...pts.slice(1)]), color);
  s += stroke(
    `M${round1(len * 0.05)},0L${round1(len * 0.85)},0`,
    dark(color, 0.3),
    Math.max(1, len * 0.04),
    `opacity="0.5"`,
  );
  for (const t of [0.3, 0.5, 0.7]) {
    s += stroke(
      `M${round1(len * t)},0L${round1(len * (t + 0.12))},${round1(-len * 0.15)}M${round1(len * t)},0L${round1(len * (t + 0.12))},${round1(len * 0.15)}`,
      dark(color, 0.3),
      Math.max(0.8, len * 0.025),
      `opacity="0.35"`,
    );
  }
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rotDeg)})`);
}

export function mintSprig(x, y, s = 1, rot = 0) {
  let o = stroke(
    `M0,0C${round1(10 * s)},${round1(-30 * s)} ${round1(5 * s)},${round1(-60 * s)} ${round1(12 * s)},${round1(-90 * s)}`,
    "#3f8a4f",
    3 * s,
  );
  o += mintLeaf(5 * s, -30 * s, 38 * s, -160, "#3f8a4f");
  o += mintLeaf(8 * s, -38 * s, 36 * s, -20, "#4d9a5c");
  o += mintLeaf(8 * s, -64 * s, 30 * s, -150, "#4d9a5c");
  o += mintLeaf(10 * s, -70 * s, 28 * s, -35, "#5aa868");
  o += mintLeaf(12 * s, -88 * s, 22 * s, -95, "#5aa868");
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}
