// Reusable still-life objects: lemons, glasses, plates, bowls, cutlery, tables.
import {
  COLORS,
  round1,
  mix,
  dark,
  light,
  rng,
  circle,
  ellipse,
  rect,
  roundRect,
  path,
  stroke,
  group,
  smooth,
  shadow,
  clip,
  polar,
  leaf,
} from "./lib.mjs";

// ---------------------------------------------------------------- lemons ---
function lemonPts(rx, ry) {
  const pts = [[rx * 1.17, 0]];
  const addArc = (a0, a1, step) => {
    for (let a = a0; a <= a1; a += step)
      pts.push([rx * Math.cos((a * Math.PI) / 180), ry * Math.sin((a * Math.PI) / 180)]);
  };
  pts.push([rx * 0.97, ry * 0.36]);
  addArc(45, 135, 30);
  pts.push([-rx * 0.97, ry * 0.36], [-rx * 1.17, 0], [-rx * 0.97, -ry * 0.36]);
  addArc(225, 315, 30);
  pts.push([rx * 0.97, -ry * 0.36]);
  return pts;
}
export const lemonPath = (rx, ry) => smooth(lemonPts(rx, ry));

/** Whole lemon, r = half height. rot in degrees. */
export function lemon(x, y, r, rot = 0, { leafSide = 0 } = {}) {
  const rx = r * 1.22;
  let s = "";
  s += path(lemonPath(rx, r), COLORS.yellow);
  s += group(path(lemonPath(rx, r), COLORS.lemon), `translate(${round1(-r * 0.07)},${round1(-r * 0.09)}) scale(0.9)`);
  s += ellipse(
    -rx * 0.32,
    -r * 0.45,
    r * 0.36,
    r * 0.15,
    "#ffffff",
    `opacity="0.45" transform="rotate(-12 ${round1(-rx * 0.32)} ${round1(-r * 0.45)})"`,
  );
  s += circle(rx * 1.13, 0, r * 0.09, dark(COLORS.yellow, 0.2));
  if (leafSide) {
    s += stroke(`M${round1(-rx * 1.12)},0L${round1(-rx * 1.28)},${round1(-r * 0.1)}`, "#5b7a3a", r * 0.08);
    s += leaf(-rx * 1.25, -r * 0.1, r * 1.1, leafSide > 0 ? -150 : 160, COLORS.green2);
  }
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** Round lemon slice seen from above. sx/sy squash it for perspective. */
export function lemonSlice(x, y, r, { rot = 0, sx = 1, sy = 1, thick = 0, seg = 9, seeds = true, opacity = 1 } = {}) {
  let s = "";
  if (thick) s += circle(0, thick, r, dark(COLORS.yellow, 0.12));
  s += circle(0, 0, r, COLORS.yellow);
  s += circle(0, 0, r * 0.9, COLORS.pith);
  for (let i = 0; i < seg; i++) {
    const a0 = (i / seg) * 360 + 4;
    const a1 = ((i + 1) / seg) * 360 - 4;
    const am = (a0 + a1) / 2;
    const tip = polar(0, 0, r * 0.12, am);
    const p0 = polar(0, 0, r * 0.8, a0);
    const p1 = polar(0, 0, r * 0.8, a1);
    s += path(
      `M${round1(tip[0])},${round1(tip[1])}L${round1(p0[0])},${round1(p0[1])}A${round1(r * 0.8)},${round1(r * 0.8)} 0 0 1 ${round1(p1[0])},${round1(p1[1])}Z`,
      i % 2 ? COLORS.lemon : "#f8dc5e",
    );
    if (seeds && i % 4 === 1) {
      const sp = polar(0, 0, r * 0.35, am);
      s += ellipse(
        sp[0],
        sp[1],
        r * 0.07,
        r * 0.035,
        "#fbf3d2",
        `transform="rotate(${round1(am)} ${round1(sp[0])} ${round1(sp[1])})"`,
      );
    }
  }
  s += circle(0, 0, r * 0.08, COLORS.pith);
  s += circle(-r * 0.3, -r * 0.35, r * 0.22, "#ffffff", `opacity="0.22"`);
  return group(
    s,
    `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)}) scale(${sx},${sy})`,
    opacity < 1 ? `opacity="${opacity}"` : "",
  );
}

/** Lemon half lying on the table, cut face turned towards the viewer (3/4 view). */
export function lemonHalf(x, y, r, rot = 0) {
  let s = "";
  // peel dome behind the face
  const d = smooth(
    [
      [0, -r],
      [-r * 0.55, -r * 0.92],
      [-r * 0.98, -r * 0.5],
      [-r * 1.12, 0],
      [-r * 0.98, r * 0.5],
      [-r * 0.55, r * 0.92],
      [0, r],
    ],
    true,
  );
  s += path(d, COLORS.yellow);
  s += group(path(d, COLORS.lemon), `translate(${round1(-r * 0.04)},${round1(-r * 0.08)}) scale(0.88)`);
  s += circle(-r * 1.1, 0, r * 0.08, dark(COLORS.yellow, 0.2));
  s += lemonSlice(r * 0.02, 0, r, { sx: 0.62, thick: 0 });
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** Lemon half seen from above (cut face up). */
export function lemonHalfTop(x, y, r, rot = 0) {
  let s = shadow(r * 0.08, r * 0.12, r * 1.02, r * 1.02, 0.14);
  s += circle(0, 0, r * 1.0, dark(COLORS.yellow, 0.05));
  s += lemonSlice(0, 0, r * 0.97, { seg: 10 });
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** Lemon wedge (half disc), seen from the side of the cut. */
export function lemonWedge(x, y, r, rot = 0) {
  let s = "";
  s += path(`M0,${round1(-r)}A${round1(r)},${round1(r)} 0 0 1 0,${round1(r)}Z`, COLORS.yellow);
  s += path(
    `M0,${round1(-r * 0.86)}A${round1(r * 0.86)},${round1(r * 0.86)} 0 0 1 0,${round1(r * 0.86)}Z`,
    COLORS.pith,
  );
  const n = 4;
  for (let i = 0; i < n; i++) {
    const a0 = -90 + (i / n) * 180 + 5;
    const a1 = -90 + ((i + 1) / n) * 180 - 5;
    const p0 = polar(0, 0, r * 0.8, a0);
    const p1 = polar(0, 0, r * 0.8, a1);
    const t = polar(0, 0, r * 0.1, (a0 + a1) / 2);
    s += path(
      `M${round1(t[0])},${round1(t[1])}L${round1(p0[0])},${round1(p0[1])}A${round1(r * 0.8)},${round1(r * 0.8)} 0 0 1 ${round1(p1[0])},${round1(p1[1])}Z`,
      i % 2 ? COLORS.lemon : "#f8dc5e",
    );
  }
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

// ---------------------------------------------------------------- vessels ---
/**
 * Generic transparent vessel in 3/4 view.
 * profile: [[t, halfWidth], ...] from rim (t=0) to bottom (t=1); x,y = bottom centre; h = height.
 * inside(clipAttr, geo) returns SVG drawn inside the liquid (clipped).
 */
export function vessel({
  x,
  y,
  h,
  profile,
  level = 0.7,
  drink = "#f5e79a",
  drinkOp = 0.6,
  e = 0.13,
  inside = null,
  above = "",
  behind = "",
  handle = null,
  tint = "#e8f3f5",
}) {
  const yTop = y - h;
  const hwAt = (t) => {
    for (let i = 0; i < profile.length - 1; i++) {
      if (t >= profile[i][0] && t <= profile[i + 1][0]) {
        const k = (t - profile[i][0]) / (profile[i + 1][0] - profile[i][0] || 1);
        return profile[i][1] + (profile[i + 1][1] - profile[i][1]) * k;
      }
    }
    return profile[profile.length - 1][1];
  };
  // resample the profile so highlights can follow it
  const ts = [...new Set([...profile.map((p) => p[0]), 0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1])].sort((a, b) => a - b);
  const P = ts.map((t) => [t, hwAt(t)]);
  const topW = P[0][1];
  const botW = P[P.length - 1][1];
  const left = P.map(([t, hw]) => [x - hw, yTop + t * h]);
  const right = P.map(([t, hw]) => [x + hw, yTop + t * h]).reverse();
  let d = smooth(left, false, 0.9).replace(/Z$/, "");
  d += `A${round1(botW)},${round1(botW * e)} 0 0 0 ${round1(x + botW)},${round1(y)}`;
  d += smooth(right, false, 0.9).replace(/^M[^C]*/, "");
  d += `A${round1(topW)},${round1(topW * e)} 0 0 0 ${round1(x - topW)},${round1(yTop)}Z`;
  const bodyClip = clip(`<path d="${d}"/>`);
  let s = shadow(x + h * 0.08, y + 4, botW * 1.5 + h * 0.1, botW * 0.25 + 6, 0.14);
  if (handle) s += handle;
  s += behind;
  // glass body
  s += path(d, tint, `opacity="0.55"`);
  const tl = 1 - level; // level measured from bottom
  const yl = yTop + tl * h;
  const wl = hwAt(tl);
  let liq = rect(x - topW * 2, yl, topW * 4, h * 1.2, drink, `opacity="${drinkOp}"`);
  liq += ellipse(x, yl, wl, wl * e, light(drink, 0.35), `opacity="0.9"`);
  if (inside) liq += inside({ yl, wl, yTop, topW, x, y, h, e });
  // refraction band at the bottom
  liq += ellipse(x, y - h * 0.04, botW * 0.92, botW * e * 1.1, "#ffffff", `opacity="0.35"`);
  s += group(liq, "", bodyClip);
  // highlights
  const hl = left.map(([px, py], i) => [px + P[i][1] * 0.22, py]);
  const hl2 = left.map(([px, py], i) => [px + P[i][1] * 0.38, py]).reverse();
  s += path(smooth([...hl.slice(1, -1), ...hl2.slice(1, -1)], true, 0.6), "#ffffff", `opacity="0.45"`);
  const hr = right.map(([px, py]) => [px - 7, py]);
  s += stroke(smooth(hr.slice(1, -1), false), "#ffffff", 4, `opacity="0.35"`);
  // rim
  s += ellipse(x, yTop, topW, topW * e, "none", `stroke="#ffffff" stroke-width="3" opacity="0.9"`);
  s += above;
  return s;
}

export function tumbler(x, y, h, w, opts = {}) {
  return vessel({
    x,
    y,
    h,
    profile: [
      [0, w / 2],
      [1, w * 0.4],
    ],
    ...opts,
  });
}

// ---------------------------------------------------------- table-top ware ---
export function plate(x, y, r, { color = COLORS.white, rim = null } = {}) {
  let s = circle(x + r * 0.05, y + r * 0.07, r * 1.01, COLORS.ink, `opacity="0.14"`);
  s += circle(x, y, r, color);
  s += circle(x, y, r * 0.76, mix(color, COLORS.sand, 0.35));
  s += circle(x + r * 0.01, y + r * 0.015, r * 0.72, mix(color, COLORS.sand, 0.12));
  if (rim) s += circle(x, y, r * 0.93, "none", `stroke="${rim}" stroke-width="${round1(r * 0.025)}" opacity="0.8"`);
  return s;
}

/** Top-down bowl; returns {svg, inner} - draw contents inside radius `inner`. */
export function bowl(x, y, r, { color = COLORS.white, outer = COLORS.terra } = {}) {
  let s = circle(x + r * 0.06, y + r * 0.08, r * 1.02, COLORS.ink, `opacity="0.16"`);
  s += circle(x, y, r, outer);
  s += circle(x, y, r * 0.93, color);
  s += circle(x + r * 0.03, y + r * 0.035, r * 0.86, mix(color, COLORS.sand, 0.45));
  return s;
}

/** Contents disc clipped to the bowl interior. */
export function inBowl(x, y, r, content) {
  return group(content, "", clip(`<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}"/>`));
}

const METAL = "#c7cbc6";
const METAL_L = "#e6e8e3";
export function fork(x, y, len, rot = 0, color = METAL) {
  let s = shadow(4, len * 0.5 + 5, 8, len * 0.5, 0.1);
  s += roundRect(-5, len * 0.38, 10, len * 0.62, 5, color);
  s += path(
    `M-4,${round1(len * 0.4)}L-9,${round1(len * 0.2)}L-9,0L9,0L9,${round1(len * 0.2)}L4,${round1(len * 0.4)}Z`,
    color,
  );
  for (const tx of [-9, -3.3, 2.4, 8.1]) s += roundRect(tx - 0.6, -len * 0.17, 2.8, len * 0.2, 1.2, color);
  s += roundRect(-2, len * 0.45, 4, len * 0.5, 2, METAL_L, `opacity="0.8"`);
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}
export function knife(x, y, len, rot = 0, color = METAL) {
  let s = shadow(4, len * 0.5 + 5, 8, len * 0.5, 0.1);
  s += roundRect(-5.5, len * 0.42, 11, len * 0.58, 5.5, color);
  s += path(
    `M-4.5,${round1(len * 0.44)}L-4.5,0C-4.5,${round1(-len * 0.05)} 2,${round1(-len * 0.06)} 5,${round1(-len * 0.02)}L4.5,${round1(len * 0.44)}Z`,
    METAL_L,
  );
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}
export function spoon(x, y, len, rot = 0, color = METAL) {
  let s = shadow(5, len * 0.4, 12, len * 0.55, 0.1);
  s += roundRect(-4.5, len * 0.15, 9, len * 0.85, 4.5, color);
  s += ellipse(0, 0, len * 0.13, len * 0.19, color);
  s += ellipse(-len * 0.02, -len * 0.02, len * 0.09, len * 0.14, METAL_L, `opacity="0.9"`);
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

// --------------------------------------------------------------- surfaces ---
/** Top-down wooden table (planks running horizontally). */
export function woodTop(w, h, { plank = 150, base = COLORS.wood, seed = 5 } = {}) {
  const r = rng(seed);
  let s = rect(0, 0, w, h, base);
  let i = 0;
  for (let y = 0; y < h; y += plank, i++) {
    const c = [base, mix(base, COLORS.woodDark, 0.35), mix(base, COLORS.woodLight, 0.5)][i % 3];
    s += rect(0, y, w, plank, c);
    s += rect(0, y + plank - 3, w, 3, dark(base, 0.28), `opacity="0.5"`);
    for (let k = 0; k < 3; k++) {
      const gy = y + r.range(20, plank - 20);
      const x0 = r.range(-100, w * 0.6);
      const len = r.range(200, 600);
      s += stroke(
        `M${round1(x0)},${round1(gy)}C${round1(x0 + len * 0.3)},${round1(gy - 6)} ${round1(x0 + len * 0.6)},${round1(gy + 6)} ${round1(x0 + len)},${round1(gy)}`,
        dark(base, 0.18),
        2.2,
        `opacity="0.35"`,
      );
    }
  }
  return s;
}

/** Top-down linen table cloth. */
export function linenTop(w, h, { base = COLORS.cream, stripe = COLORS.sage } = {}) {
  let s = rect(0, 0, w, h, base);
  for (let y = 40; y < h; y += 120) s += rect(0, y, w, 6, stripe, `opacity="0.35"`);
  return s;
}

/** Folded napkin (top-down). */
export function napkin(x, y, w, h, rot = 0, { color = COLORS.sage, stripe = COLORS.green2 } = {}) {
  let s = rect(6, 8, w, h, COLORS.ink, `opacity="0.1"`);
  s += rect(0, 0, w, h, color);
  s += rect(0, h * 0.12, w, h * 0.04, stripe, `opacity="0.6"`);
  s += rect(0, h * 0.2, w, h * 0.02, stripe, `opacity="0.6"`);
  s += rect(w * 0.5, 0, w * 0.5, h, "#ffffff", `opacity="0.08"`);
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** Wooden cutting board (top-down). */
export function board(x, y, w, h, rot = 0) {
  let s = roundRect(8, 10, w, h, 26, COLORS.ink, `opacity="0.14"`);
  s += roundRect(0, 0, w, h, 26, "#c99b64");
  s += roundRect(6, 6, w - 12, h - 12, 22, "#d8ad78");
  s += circle(w - 30, h / 2, 10, "#c99b64");
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

// ----------------------------------------------------------- small foods ---
export function blueberry(x, y, r) {
  return (
    circle(x, y, r, "#3b4a7a") +
    circle(x - r * 0.25, y - r * 0.3, r * 0.55, "#55679a") +
    circle(x + r * 0.15, y + r * 0.1, r * 0.22, "#2a3358")
  );
}
export function raspberry(x, y, r, rand = Math.random) {
  let s = circle(x, y, r, "#b8324a");
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + rand();
    const d = r * (i % 2 ? 0.55 : 0.3);
    s += circle(x + Math.cos(a) * d, y + Math.sin(a) * d, r * 0.32, i % 3 ? "#d5455c" : "#c63a53");
  }
  s += circle(x - r * 0.3, y - r * 0.35, r * 0.18, "#ffffff", `opacity="0.35"`);
  return s;
}
export function walnut(x, y, r, rot = 0) {
  // walnut half seen from above: scalloped oval, central groove, brain-like wrinkles
  const pts = [];
  for (let k = 0; k < 28; k++) {
    const a = (k / 28) * Math.PI * 2;
    const m = 1 + 0.05 * Math.cos(a * 10) - 0.1 * Math.pow(Math.abs(Math.sin(a)), 12);
    pts.push([Math.cos(a) * r * 0.82 * m, Math.sin(a) * r * m]);
  }
  const d = smooth(pts);
  let s = group(path(d, COLORS.ink, `opacity="0.14"`), `translate(${round1(r * 0.1)},${round1(r * 0.14)})`);
  s += path(d, "#956238");
  s += group(path(d, "#b9834c"), `translate(${round1(-r * 0.06)},${round1(-r * 0.08)}) scale(0.84)`);
  s += stroke(
    `M0,${round1(-r * 0.95)}C${round1(r * 0.12)},${round1(-r * 0.4)} ${round1(-r * 0.12)},${round1(r * 0.4)} 0,${round1(r * 0.95)}`,
    "#6e4526",
    r * 0.1,
  );
  for (const sx of [-1, 1]) {
    s += stroke(
      `M${round1(sx * r * 0.12)},${round1(-r * 0.55)}q${round1(sx * r * 0.3)},${round1(-r * 0.1)} ${round1(sx * r * 0.55)},${round1(r * 0.1)}`,
      "#7d5230",
      r * 0.08,
      `opacity="0.7"`,
    );
    s += stroke(
      `M${round1(sx * r * 0.12)},${round1(-r * 0.05)}q${round1(sx * r * 0.3)},${round1(r * 0.15)} ${round1(sx * r * 0.6)},${round1(-r * 0.05)}`,
      "#7d5230",
      r * 0.08,
      `opacity="0.7"`,
    );
    s += stroke(
      `M${round1(sx * r * 0.12)},${round1(r * 0.45)}q${round1(sx * r * 0.25)},${round1(-r * 0.12)} ${round1(sx * r * 0.5)},${round1(r * 0.12)}`,
      "#7d5230",
      r * 0.08,
      `opacity="0.7"`,
    );
    s += ellipse(sx * r * 0.4, -r * 0.3, r * 0.14, r * 0.08, "#d6a268", `opacity="0.8"`);
  }
  return group(s, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

export function parsleyLeaf(x, y, s = 1, rot = 0, color = "#3e8a45") {
  // flat-leaf parsley: three lobed leaflets
  let o = "";
  const lob = (a, l) => {
    const p = polar(0, 0, l, a);
    return path(smooth([[0, 0], polar(0, 0, l * 0.6, a - 28), [p[0], p[1]], polar(0, 0, l * 0.6, a + 28)]), color);
  };
  o += lob(-90, 14 * s) + lob(-40, 12 * s) + lob(-140, 12 * s);
  o += path(
    smooth([[0, 0], polar(0, 0, 6 * s, -110), polar(0, 0, 9 * s, -90), polar(0, 0, 6 * s, -70)]),
    light(color, 0.2),
  );
  o += stroke(`M0,0L0,${round1(8 * s)}`, light(color, 0.1), 1.6 * s);
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

export function broccoli(x, y, s = 1, rot = 0, seed = 1) {
  const r = rng(seed);
  let o = path(`M${-7 * s},0L${-10 * s},${34 * s}Q0,${40 * s} ${10 * s},${34 * s}L${7 * s},0Z`, "#8fbf6a");
  o += path(`M${-3 * s},${4 * s}L${-4 * s},${32 * s}L${3 * s},${32 * s}L${2 * s},${4 * s}Z`, "#a9d083");
  const heads = [
    [0, -10, 17],
    [-17, -2, 13],
    [17, -2, 13],
    [-9, -22, 13],
    [10, -22, 13],
    [0, 2, 12],
  ];
  for (const [hx, hy, hr] of heads) o += circle(hx * s, hy * s, hr * s, "#2f6e3a");
  for (const [hx, hy, hr] of heads) {
    for (let k = 0; k < 4; k++) {
      const a = r() * Math.PI * 2;
      const d = r() * hr * 0.55;
      o += circle((hx + Math.cos(a) * d) * s, (hy + Math.sin(a) * d) * s, hr * 0.42 * s, k % 2 ? "#3e8a45" : "#367c40");
    }
    o += circle((hx - hr * 0.3) * s, (hy - hr * 0.3) * s, hr * 0.3 * s, "#55a35a", `opacity="0.8"`);
  }
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}
