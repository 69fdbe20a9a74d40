// Recipe scenes (1200 x 800), mostly top-down table views.
import {
  COLORS,
  round1,
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
  polygonPath,
  smooth,
  blob,
  shadow,
  linearGradient,
  radialGradient,
  leaf,
  mintLeaf,
  mintSprig,
  polar,
} from "./lib.mjs";
import {
  lemon,
  lemonSlice,
  lemonHalf,
  lemonHalfTop,
  lemonWedge,
  tumbler,
  plate,
  bowl,
  inBowl,
  fork,
  knife,
  spoon,
  woodTop,
  linenTop,
  napkin,
  blueberry,
  raspberry,
  walnut,
  parsleyLeaf,
  broccoli,
  board,
} from "./objects.mjs";
import { threeQuarterTable } from "./scenes-drink.mjs";
import { pottedPlant } from "./props.mjs";

// -------------------------------------------------------------- helpers ---
/** Scatter points inside a disc, avoiding too much overlap (simple dart throwing). */
function scatter(r, cx, cy, R, n, minD) {
  const pts = [];
  let tries = 0;
  while (pts.length < n && tries < n * 40) {
    tries++;
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * R;
    const p = [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
    if (pts.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= minD)) pts.push(p);
  }
  return pts;
}

/** Cube seen from above at a slight angle: darker base + lighter top face. */
function cube(x, y, sz, rot, c, top = light(c, 0.22)) {
  return group(
    roundRect(-sz / 2, -sz / 2, sz, sz, sz * 0.22, c) +
      roundRect(-sz / 2, -sz / 2 - sz * 0.06, sz * 0.86, sz * 0.8, sz * 0.2, top),
    `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`,
  );
}

/** Top-down glass of lemon water. */
function topGlass(x, y, r, { drink = "#f6e79a" } = {}) {
  let s = circle(x + r * 0.12, y + r * 0.16, r * 1.02, COLORS.ink, `opacity="0.13"`);
  s += circle(x, y, r, "#eaf4f4", `opacity="0.85"`);
  s += circle(x, y, r * 0.88, drink, `opacity="0.85"`);
  s += lemonSlice(x - r * 0.15, y + r * 0.1, r * 0.52, { opacity: 0.9 });
  s += group(
    roundRect(-r * 0.2, -r * 0.2, r * 0.4, r * 0.4, r * 0.08, "#ffffff", `opacity="0.55"`),
    `translate(${round1(x + r * 0.42)},${round1(y - r * 0.35)}) rotate(20)`,
  );
  s += mintLeaf(x + r * 0.1, y - r * 0.45, r * 0.45, -140, "#4d9a5c");
  s += circle(x, y, r * 0.94, "none", `stroke="#ffffff" stroke-width="${round1(r * 0.06)}" opacity="0.9"`);
  s += path(
    `M${round1(x - r * 0.7)},${round1(y - r * 0.5)}A${round1(r * 0.86)},${round1(r * 0.86)} 0 0 1 ${round1(x + r * 0.1)},${round1(y - r * 0.86)}`,
    "none",
    `stroke="#ffffff" stroke-width="${round1(r * 0.1)}" stroke-linecap="round" opacity="0.6"`,
  );
  return s;
}

function gingerRoot(x, y, s = 1, rot = 0) {
  const lumps = [
    [0, 0, 58, 24, 0],
    [-44, -30, 30, 15, -55],
    [28, -34, 28, 14, 50],
    [66, 6, 30, 16, 12],
    [-66, 10, 24, 16, 15],
    [10, 30, 24, 13, 70],
    [-10, -44, 18, 12, -80],
  ];
  let o = "";
  for (const [lx, ly, rx, ry, rr] of lumps)
    o += ellipse(
      (lx + 3) * s,
      (ly + 6) * s,
      rx * s,
      ry * s,
      COLORS.ink,
      `opacity="0.14" transform="rotate(${rr} ${round1((lx + 3) * s)} ${round1((ly + 6) * s)})"`,
    );
  for (const [lx, ly, rx, ry, rr] of lumps)
    o += ellipse(
      lx * s,
      ly * s,
      rx * s,
      ry * s,
      "#c49a63",
      `transform="rotate(${rr} ${round1(lx * s)} ${round1(ly * s)})"`,
    );
  for (const [lx, ly, rx, ry, rr] of lumps)
    o += ellipse(
      (lx - 2) * s,
      (ly - 3) * s,
      rx * 0.88 * s,
      ry * 0.8 * s,
      "#ddb67f",
      `transform="rotate(${rr} ${round1((lx - 2) * s)} ${round1((ly - 3) * s)})"`,
    );
  for (const [lx, ly] of [
    [-30, -4],
    [-5, -8],
    [22, -2],
    [44, 6],
    [-48, -16],
  ])
    o += stroke(
      `M${round1(lx * s)},${round1((ly - 9) * s)}q${round1(4 * s)},${round1(9 * s)} 0,${round1(18 * s)}`,
      "#b48852",
      2.2 * s,
      `opacity="0.6"`,
    );
  // fresh cut end
  o += ellipse(-82 * s, 12 * s, 8 * s, 13 * s, "#efd995");
  o += ellipse(-82 * s, 12 * s, 4 * s, 8 * s, "#f6e6ae");
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

function gingerSlice(x, y, r, { sx = 1, sy = 1, rot = 0 } = {}) {
  const rr = rng(Math.round(x * 7 + y));
  let o = path(blob(0, 0, r, { rand: rr, n: 8, jit: 0.08 }), "#c29357");
  o += path(blob(0, 0, r * 0.84, { rand: rr, n: 8, jit: 0.06 }), "#f2d98c");
  o += circle(0, 0, r * 0.5, "#e9c970", `opacity="0.8"`);
  for (let i = 0; i < 6; i++) {
    const p = polar(0, 0, r * rr.range(0.1, 0.6), rr() * 360);
    o += circle(p[0], p[1], r * 0.05, "#d9bb72");
  }
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)}) scale(${sx},${sy})`);
}

function chive(x, y, len, rot, c = "#3e8a45") {
  return group(
    stroke(`M0,0L${round1(len)},0`, c, 4) +
      stroke(`M${round1(len * 0.1)},-1L${round1(len * 0.9)},-1`, light(c, 0.25), 1.2, `opacity="0.7"`),
    `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`,
  );
}

function radish(x, y, r, rot = 0) {
  let o = "";
  o += leaf(-r * 0.4, -r * 0.8, r * 2.2, -110, COLORS.green2) + leaf(r * 0.2, -r * 0.8, r * 2, -70, "#5aa868");
  o += circle(r * 0.08, r * 0.12, r, COLORS.ink, `opacity="0.12"`);
  o += circle(0, 0, r, "#cf3b5a");
  o += circle(-r * 0.1, -r * 0.1, r * 0.82, "#de5573");
  o += path(
    `M${round1(-r * 0.5)},${round1(r * 0.75)}Q0,${round1(r * 1.15)} ${round1(r * 0.5)},${round1(r * 0.75)}Q0,${round1(r * 0.9)} ${round1(-r * 0.5)},${round1(r * 0.75)}Z`,
    "#f6e6ea",
  );
  o += stroke(`M0,${round1(r * 0.98)}L${round1(r * 0.1)},${round1(r * 1.5)}`, "#f1dbe0", r * 0.1);
  o += ellipse(-r * 0.35, -r * 0.35, r * 0.25, r * 0.15, "#ffffff", `opacity="0.35"`);
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

function breadSlice(x, y, s = 1, rot = 0, seed = 1) {
  const r = rng(seed);
  const d = `M${-70 * s},${60 * s}L${-74 * s},${-20 * s}C${-80 * s},${-70 * s} ${-40 * s},${-86 * s} 0,${-84 * s}C${40 * s},${-86 * s} ${80 * s},${-70 * s} ${74 * s},${-20 * s}L${70 * s},${60 * s}Z`;
  let o = group(path(d, COLORS.ink, `opacity="0.15"`), `translate(${6 * s},${8 * s})`);
  o += path(d, "#6b4124");
  o += group(path(d, "#a97a4b"), `scale(0.88) translate(0,${3 * s})`);
  for (let i = 0; i < 36; i++) {
    const px = r.range(-58, 58) * s,
      py = r.range(-62, 48) * s;
    const c = r.pick(["#7a4f2c", "#e4d2a2", "#8c5e36", "#5b3a20"]);
    o += ellipse(
      px,
      py,
      r.range(2, 4.5) * s,
      r.range(1.2, 2.2) * s,
      c,
      `transform="rotate(${round1(r.range(0, 180))} ${round1(px)} ${round1(py)})"`,
    );
  }
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** A hard-boiled egg cut lengthwise, seen from above: white with a yolk. */
function eggHalf(x, y, r, rot = 0) {
  let o = ellipse(4, 6, r * 1.3, r, COLORS.ink, `opacity="0.14"`);
  o += ellipse(0, 0, r * 1.3, r, "#fbf8ee");
  o += ellipse(-r * 0.15, -r * 0.1, r * 1.05, r * 0.75, "#ffffff", `opacity="0.6"`);
  o += circle(r * 0.1, 0, r * 0.52, "#f2b81f");
  o += circle(r * 0.02, -r * 0.1, r * 0.34, "#f7cd4a");
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** A whole egg in its shell, lying on the table. */
function wholeEgg(x, y, r, rot = 0) {
  const d = `M0,${-r * 1.25}C${r * 0.8},${-r * 1.25} ${r},${-r * 0.2} ${r},${r * 0.25}C${r},${r * 0.85} ${r * 0.55},${r * 1.05} 0,${r * 1.05}C${-r * 0.55},${r * 1.05} ${-r},${r * 0.85} ${-r},${r * 0.25}C${-r},${-r * 0.2} ${-r * 0.8},${-r * 1.25} 0,${-r * 1.25}Z`;
  let o = group(path(d, COLORS.ink, `opacity="0.14"`), `translate(5,7)`);
  o += path(d, "#e9d6b8");
  o += ellipse(-r * 0.3, -r * 0.45, r * 0.28, r * 0.42, "#f6ead4", `opacity="0.9"`);
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** A slice of boiled egg, seen from above. */
function eggSlice(x, y, r, rot = 0) {
  let o = ellipse(3, 4, r * 1.2, r, COLORS.ink, `opacity="0.12"`);
  o += ellipse(0, 0, r * 1.2, r, "#fbf8ee");
  o += circle(0, 0, r * 0.58, "#f2b81f") + circle(-r * 0.08, -r * 0.08, r * 0.36, "#f7cd4a");
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** A tomato slice: red rim, lighter flesh, seeds in chambers. */
function tomatoSlice(x, y, r, rot = 0) {
  let o = circle(3, 5, r, COLORS.ink, `opacity="0.12"`);
  o += circle(0, 0, r, "#d8392b") + circle(0, 0, r * 0.86, "#ef5a40");
  for (let k = 0; k < 4; k++) {
    const [cx, cy] = polar(0, 0, r * 0.48, k * 90 + 45);
    o += ellipse(
      cx,
      cy,
      r * 0.22,
      r * 0.16,
      "#f7a48a",
      `transform="rotate(${k * 90 + 45} ${round1(cx)} ${round1(cy)})"`,
    );
    o += circle(cx, cy, r * 0.05, "#f3e2a0");
  }
  o += circle(0, 0, r * 0.14, "#f38a6c");
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

/** A chickpea: a beige ball with a little beak. */
function chickpea(x, y, r) {
  return (
    circle(x + 2, y + 3, r, COLORS.ink, `opacity="0.13"`) +
    circle(x, y, r, "#dcb46a") +
    circle(x - r * 0.25, y - r * 0.25, r * 0.5, "#ecd08e") +
    circle(x + r * 0.55, y - r * 0.45, r * 0.22, "#c99c52")
  );
}

/** A pumpkin seed: a dark green drop. */
function pumpkinSeed(x, y, len, rot = 0) {
  const d = `M${-len / 2},0C${-len / 3},${-len / 4} ${len / 3},${-len / 5} ${len / 2},0C${len / 3},${len / 5} ${-len / 3},${len / 4} ${-len / 2},0Z`;
  return group(
    path(d, "#3f5a2c") + path(d, "#5b7a3a", `transform="scale(0.7,0.5)"`),
    `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`,
  );
}

function carrotTop(x, y, s = 1, rot = 0) {
  // whole carrot with green tops, lying on the table
  let o = path(
    `M0,${-16 * s}C${60 * s},${-18 * s} ${150 * s},${-6 * s} ${190 * s},0C${150 * s},${6 * s} ${60 * s},${18 * s} 0,${16 * s}C${-8 * s},${10 * s} ${-8 * s},${-10 * s} 0,${-16 * s}Z`,
    "#ee8a2e",
  );
  o += path(
    `M0,${-16 * s}C${60 * s},${-18 * s} ${150 * s},${-6 * s} ${190 * s},0C${150 * s},${-2 * s} ${60 * s},${-4 * s} 0,${-4 * s}Z`,
    "#f6a24a",
  );
  for (const t of [40, 80, 120]) o += stroke(`M${t * s},${-8 * s}L${(t + 8) * s},${-8 * s}`, "#d8731f", 2 * s);
  for (const a of [-160, -180, -200, -170])
    o += leaf(-4 * s, 0, 70 * s, a, a === -180 ? COLORS.green : COLORS.green2, { width: 0.22, vein: false });
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

function wholeBeet(x, y, r, rot = 0) {
  let o = "";
  for (const a of [-110, -80, -60]) {
    const p = polar(0, 0, r * 2.2, a);
    o += stroke(`M0,${round1(-r * 0.8)}L${round1(p[0])},${round1(p[1])}`, "#9c2a5a", r * 0.12);
    o += leaf(p[0], p[1], r * 1.6, a, a === -80 ? COLORS.green : COLORS.green2);
  }
  o += circle(r * 0.1, r * 0.14, r, COLORS.ink, `opacity="0.14"`);
  o += stroke(
    `M0,${round1(r * 0.9)}Q${round1(r * 0.1)},${round1(r * 1.4)} ${round1(r * 0.35)},${round1(r * 1.7)}`,
    "#7a1841",
    r * 0.1,
  );
  o += circle(0, 0, r, "#7d1a46");
  o += circle(-r * 0.12, -r * 0.14, r * 0.8, "#962657");
  o += ellipse(-r * 0.4, -r * 0.4, r * 0.26, r * 0.14, "#ffffff", `opacity="0.22"`);
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

function woodenSpoon(x, y, len, rot = 0) {
  let o = roundRect(-6, len * 0.2, 12, len * 0.8, 6, "#c99b64");
  o += ellipse(0, 0, len * 0.12, len * 0.18, "#c99b64");
  o += ellipse(-len * 0.01, -len * 0.01, len * 0.085, len * 0.14, "#b8874f");
  return group(
    shadow(6, len * 0.45, 14, len * 0.5, 0.1) + o,
    `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`,
  );
}

function rosemary(x, y, len, rot = 0) {
  let o = stroke(`M0,0L${round1(len)},0`, "#6b5a3a", 3);
  for (let t = 8; t < len - 4; t += 7) {
    o += stroke(`M${t},0L${t + 7},-11`, "#3f7a4f", 3.2) + stroke(`M${t},0L${t + 7},11`, "#4d8a5c", 3.2);
  }
  return group(o, `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`);
}

// ============================================================== scenes ===
// ------------------------------------------------ lemon-ginger water (3/4)
export function lemonGinger(w = 1200, h = 800) {
  const tableY = 440;
  let s = rect(
    0,
    0,
    w,
    tableY,
    linearGradient([
      [0, "#dcedf2"],
      [1, "#eef5ef"],
    ]),
  );
  s += circle(470, 250, 215, light(COLORS.sage, 0.35), `opacity="0.7"`);
  s += circle(470, 250, 150, light(COLORS.sage, 0.15), `opacity="0.35"`);
  // shelf with lemons and a jar
  s += rect(760, 200, 360, 14, "#c99b64") + rect(760, 214, 360, 6, "#b98a55");
  s += lemon(820, 175, 24, -8) + lemon(872, 178, 22, 16, { leafSide: -1 });
  s +=
    roundRect(960, 110, 70, 90, 14, "#e8f3f5", `opacity="0.8"`) +
    rect(960, 140, 70, 60, "#d9b27c", `opacity="0.55"`) +
    roundRect(955, 98, 80, 18, 6, COLORS.terra);
  s +=
    roundRect(1060, 150, 40, 50, 6, COLORS.green2) +
    leaf(1080, 150, 50, -120, COLORS.green2) +
    leaf(1080, 150, 46, -60, "#5aa868");
  s += pottedPlant(1110, tableY + 20, 0.9, { seed: 9, leafColor: "#4d9a5c" });
  s += threeQuarterTable(w, tableY, h);
  // glass with lemon and ginger
  const x = 470,
    y = 720,
    gh = 360,
    gw = 225;
  const inside = ({ yl }) =>
    lemonSlice(x - 30, y - 110, 52, { sx: 0.7, rot: 15 }) +
    gingerSlice(x + 52, y - 64, 34, { sx: 0.75, rot: 30 }) +
    gingerSlice(x - 58, y - 200, 32, { sx: 0.65, rot: -20 }) +
    lemonSlice(x + 40, y - 190, 46, { sx: 0.5, rot: -30 }) +
    mintLeaf(x - 70, y - 40, 44, -30, "#4d9a5c") +
    group(roundRect(-26, -26, 52, 52, 12, "#ffffff", `opacity="0.45"`), `translate(${x - 30},${yl + 22}) rotate(15)`) +
    group(roundRect(-24, -24, 48, 48, 12, "#ffffff", `opacity="0.45"`), `translate(${x + 40},${yl + 18}) rotate(-12)`) +
    mintLeaf(x - 10, yl + 2, 44, -150, "#5aa868");
  s += tumbler(x, y, gh, gw, {
    level: 0.8,
    drink: "#f1df8e",
    drinkOp: 0.6,
    inside,
    above: lemonSlice(x - gw * 0.42, y - gh - 8, 56, { sx: 0.75, rot: -20 }) + mintSprig(x + 50, y - gh + 30, 0.9, 20),
  });
  // board with ginger root and slices
  s += group(
    roundRect(0, 10, 430, 120, 50, "#b98a55") +
      roundRect(0, 0, 430, 120, 50, "#d8ad78") +
      circle(395, 60, 12, "#b98a55"),
    `translate(690,560)`,
  );
  s += gingerRoot(840, 605, 1.15, -6);
  s +=
    gingerSlice(985, 640, 32, { sy: 0.55 }) +
    gingerSlice(1050, 622, 30, { sy: 0.55 }) +
    gingerSlice(1030, 664, 31, { sy: 0.55 });
  s += knife(760, 700, 210, -96);
  // lemons
  s += shadow(160, 625, 110, 14, 0.14);
  s += lemon(120, 598, 48, -10, { leafSide: 1 }) + lemonHalf(215, 610, 50, 0);
  s += lemonSlice(170, 720, 40, { sy: 0.45, thick: 5 }) + lemonSlice(255, 705, 34, { sy: 0.45, thick: 5 });
  s += gingerSlice(330, 730, 24, { sy: 0.5 });
  return s;
}

// ---------------------------------------------------------------- porridge
export function porridge(w = 1200, h = 800) {
  const r = rng(12);
  let s = woodTop(w, h, { seed: 2 });
  s += napkin(120, 420, 300, 420, -14, { color: COLORS.sage });
  s += spoon(255, 610, 260, -20);
  s += topGlass(1010, 170, 95);
  const cx = 600,
    cy = 420,
    R = 280;
  s += bowl(cx, cy, R, { color: COLORS.white, outer: COLORS.green2 });
  let c = circle(cx, cy, R * 0.86, "#e8d3a6");
  c += circle(cx - 20, cy - 24, R * 0.7, "#eedcb4", `opacity="0.8"`);
  for (let i = 0; i < 520; i++) {
    const a = r() * Math.PI * 2,
      d = Math.sqrt(r()) * R * 0.86;
    const px = cx + Math.cos(a) * d,
      py = cy + Math.sin(a) * d;
    c += ellipse(
      px,
      py,
      r.range(6, 10),
      r.range(3.5, 6),
      r.pick(["#f4e6c6", "#dcc18f", "#e6cf9f", "#f7ecd2"]),
      `transform="rotate(${round1(r() * 180)} ${round1(px)} ${round1(py)})"`,
    );
  }
  // honey drizzle
  c += stroke(
    `M${cx - 170},${cy - 40}C${cx - 80},${cy - 120} ${cx + 40},${cy + 40} ${cx + 150},${cy - 60}`,
    COLORS.yellow,
    9,
    `opacity="0.75"`,
  );
  s += inBowl(cx, cy, R * 0.86, c);
  // toppings
  const tops = [];
  for (const [x, y] of [
    [-60, -70],
    [-20, -110],
    [30, -80],
    [-100, -20],
    [70, -120],
    [-40, -160],
    [10, -40],
  ])
    tops.push(raspberry(cx + x + 40, cy + y + 60, 22, r));
  for (const [x, y] of [
    [80, 40],
    [110, 70],
    [60, 90],
    [140, 30],
    [95, 110],
    [130, 120],
    [40, 60],
    [170, 80],
    [-130, 70],
    [-150, 110],
    [-100, 120],
  ])
    tops.push(blueberry(cx + x, cy + y, 14));
  s += tops.join("");
  s +=
    walnut(cx - 60, cy + 150, 30, 20) +
    walnut(cx + 10, cy + 170, 28, -30) +
    walnut(cx + 160, cy - 60, 28, 60) +
    walnut(cx - 170, cy - 80, 26, -10);
  s += mintLeaf(cx + 40, cy - 10, 46, -60, "#4d9a5c") + mintLeaf(cx + 40, cy - 10, 40, -10, "#5aa868");
  for (let i = 0; i < 30; i++) {
    const a = r() * Math.PI * 2,
      d = Math.sqrt(r()) * R * 0.8;
    const px = cx + Math.cos(a) * d,
      py = cy + Math.sin(a) * d;
    s += ellipse(px, py, 3, 1.8, "#5b3a22", `transform="rotate(${round1(r() * 180)} ${round1(px)} ${round1(py)})"`);
  }
  // side: small dish of berries and loose walnuts
  s += bowl(1030, 620, 105, { color: COLORS.white, outer: COLORS.terra });
  let b = "";
  for (const p of scatter(r, 1030, 620, 70, 26, 18)) b += blueberry(p[0], p[1], 13);
  s += inBowl(1030, 620, 92, b);
  s +=
    walnut(880, 730, 28, 40) +
    walnut(1140, 420, 26, -20) +
    raspberry(900, 650, 20, r) +
    blueberry(860, 690, 13) +
    blueberry(1150, 470, 13);
  return s;
}

// ------------------------------------------------------------ lentil salad
export function lentilSalad(w = 1200, h = 800) {
  const r = rng(7);
  let s = linenTop(w, h, { base: "#f6efdf", stripe: COLORS.sage });
  s += napkin(60, 330, 250, 380, -8, { color: COLORS.sage, stripe: COLORS.green2 });
  s += topGlass(1020, 160, 88);
  const cx = 560,
    cy = 410,
    R = 290;
  s += bowl(cx, cy, R, { color: COLORS.white, outer: COLORS.green });
  let c = circle(cx, cy, R * 0.86, "#6e5436");
  const cols = ["#96744a", "#86663f", "#a88656", "#7a7644", "#8f8650", "#b08f60"];
  for (let i = 0; i < 1050; i++) {
    const a = r() * Math.PI * 2,
      d = Math.sqrt(r()) * R * 0.88;
    const px = cx + Math.cos(a) * d,
      py = cy + Math.sin(a) * d;
    const col = r.pick(cols);
    const rot = round1(r() * 180);
    c += `<g transform="translate(${round1(px)},${round1(py)}) rotate(${rot})"><ellipse rx="9.5" ry="6.6" fill="${col}"/><ellipse cx="-2.2" cy="-1.8" rx="4.5" ry="2.4" fill="${light(col, 0.3)}"/></g>`;
  }
  // diced vegetables
  for (const p of scatter(r, cx, cy, R * 0.78, 26, 40))
    c += cube(p[0], p[1], r.range(20, 26), r() * 90, "#d6453a", "#ea6a54");
  for (const p of scatter(r, cx, cy, R * 0.78, 22, 40))
    c += cube(p[0], p[1], r.range(20, 25), r() * 90, "#4f8f3f", "#cfe4a0");
  for (const p of scatter(r, cx, cy, R * 0.78, 14, 50))
    c += group(
      stroke(`M-10,6Q0,-10 12,4`, "#a4457a", 6) + stroke(`M-6,10Q2,-2 10,8`, "#e7c9dc", 4),
      `translate(${round1(p[0])},${round1(p[1])}) rotate(${round1(r() * 360)})`,
    );
  for (const p of scatter(r, cx, cy, R * 0.8, 26, 30))
    c += parsleyLeaf(p[0], p[1], r.range(1.2, 1.6), r() * 360, r.pick(["#3e8a45", "#2f7a3a", "#4d9a55"]));
  s += inBowl(cx, cy, R * 0.86, c);
  s += lemonWedge(cx + 120, cy - 130, 52, 200) + lemonWedge(cx + 170, cy - 60, 48, 150);
  // sides
  s += lemonHalfTop(1020, 500, 78, 20);
  for (let i = 0; i < 9; i++)
    s += parsleyLeaf(1000 + r.range(-60, 90), 680 + r.range(-40, 50), 2.4, r() * 360, r.pick(["#3e8a45", "#2f7a3a"]));
  s += fork(180, 560, 250, 18);
  for (let i = 0; i < 14; i++) {
    const px = r.range(120, 300),
      py = r.range(90, 200);
    s += group(
      `<ellipse rx="8.5" ry="6" fill="${r.pick(cols)}"/>`,
      `translate(${round1(px)},${round1(py)}) rotate(${round1(r() * 180)})`,
    );
  }
  return s;
}

// ------------------------------------------------------------------ salmon
export function salmon(w = 1200, h = 800) {
  const r = rng(4);
  let s = rect(0, 0, w, h, "#dcebef");
  for (let x = 30; x < w; x += 140) s += rect(x, 0, 8, h, "#ffffff", `opacity="0.35"`);
  for (let y = 60; y < h; y += 140) s += rect(0, y, w, 8, "#ffffff", `opacity="0.35"`);
  const cx = 580,
    cy = 410,
    R = 320;
  s += fork(190, 430, 300, 0) + knife(980, 440, 310, 0);
  s += plate(cx, cy, R);
  // potatoes
  for (const [x, y, rr] of [
    [cx - 150, cy + 150, 40],
    [cx - 70, cy + 190, 36],
    [cx - 190, cy + 70, 34],
  ]) {
    s += ellipse(x + 4, y + 6, rr, rr * 0.85, COLORS.ink, `opacity="0.12"`);
    s += ellipse(x, y, rr, rr * 0.85, "#e6bf6b") + ellipse(x - rr * 0.2, y - rr * 0.2, rr * 0.6, rr * 0.45, "#f1d592");
    s += parsleyLeaf(x + 6, y - 4, 0.8, r() * 360);
  }
  // broccoli
  s +=
    broccoli(cx + 150, cy + 150, 1.6, -30, 1) +
    broccoli(cx + 60, cy + 200, 1.4, 10, 2) +
    broccoli(cx + 200, cy + 60, 1.4, -70, 3);
  // salmon fillet
  const fx = cx - 40,
    fy = cy - 60;
  const fil = smooth([
    [-170, -40],
    [-120, -80],
    [0, -88],
    [120, -78],
    [180, -40],
    [185, 30],
    [140, 72],
    [0, 80],
    [-130, 70],
    [-185, 30],
  ]);
  let F = group(path(fil, COLORS.ink, `opacity="0.15"`), `translate(8,12)`);
  F += path(fil, "#cf6a43");
  F += group(path(fil, "#f08c62"), `translate(-4,-8) scale(0.95)`);
  F += group(path(fil, "#f5a07a"), `translate(-14,-18) scale(0.72)`);
  // white fat stripes
  for (let i = -4; i <= 4; i++) {
    const x0 = i * 38;
    F += stroke(
      `M${x0 - 14},-76C${x0 + 12},-40 ${x0 - 20},-10 ${x0 + 6},20C${x0 + 24},44 ${x0 - 4},60 ${x0 + 6},74`,
      "#fde0cf",
      5,
      `opacity="0.85"`,
    );
  }
  // golden baked edge
  F += path(
    `M-170,-40C-120,-80 0,-90 120,-78C160,-70 180,-50 180,-40C120,-66 0,-78 -120,-66Z`,
    "#e08a4a",
    `opacity="0.6"`,
  );
  // dill & pepper
  for (let i = 0; i < 22; i++) {
    const px = r.range(-150, 150),
      py = r.range(-60, 55);
    F += stroke(`M${round1(px)},${round1(py)}l${round1(r.range(-8, 8))},${round1(r.range(-8, 8))}`, "#3e7a3e", 2.2);
  }
  for (let i = 0; i < 18; i++) F += circle(r.range(-150, 150), r.range(-60, 55), 1.8, "#5b3a22", `opacity="0.7"`);
  s += group(F, `translate(${fx},${fy}) rotate(-10)`);
  s += lemonSlice(fx - 50, fy - 20, 42, { rot: 10 }) + lemonSlice(fx + 40, fy - 4, 40, { rot: 40 });
  s += lemonWedge(cx + 190, cy - 150, 44, 230);
  // side
  s += lemonHalfTop(1060, 150, 72, -20) + lemon(1070, 700, 50, -30, { leafSide: 1 });
  s += group(mintSprig(0, 0, 1.1, 0), `translate(120,720) rotate(-100)`);
  return s;
}

// --------------------------------------------------------- vegetable stew
export function vegStew(w = 1200, h = 800) {
  const r = rng(21);
  let s = woodTop(w, h, { seed: 9, base: "#d3b083" });
  s += carrotTop(880, 700, 1.1, -12);
  s += lemonHalfTop(1070, 140, 70, 10);
  const cx = 540,
    cy = 400,
    R = 300;
  // pot handles + body
  for (const sx of [-1, 1]) s += roundRect(cx + sx * (R + 30) - 40, cy - 34, 80, 68, 30, dark(COLORS.green, 0.15));
  s += circle(cx + 16, cy + 22, R + 6, COLORS.ink, `opacity="0.18"`);
  s += circle(cx, cy, R, COLORS.green);
  s += circle(cx, cy, R * 0.94, dark(COLORS.green, 0.2));
  s += circle(cx, cy, R * 0.9, "#d9823f");
  let c = circle(
    cx,
    cy,
    R * 0.9,
    radialGradient([
      [0, "#eb9a52"],
      [1, "#d4793a"],
    ]),
  );
  // potatoes
  for (const p of scatter(r, cx, cy, R * 0.8, 14, 70)) c += cube(p[0], p[1], 44, r() * 90, "#eed49a", "#f6e5b8");
  // carrot slices
  for (const p of scatter(r, cx, cy, R * 0.8, 20, 52)) {
    const rr = r.range(20, 26);
    c +=
      ellipse(p[0] + 3, p[1] + 4, rr, rr * 0.95, COLORS.ink, `opacity="0.12"`) +
      circle(p[0], p[1], rr, "#ee7d22") +
      circle(p[0], p[1], rr * 0.72, "#f59a3e") +
      circle(p[0], p[1], rr * 0.3, "#f8b35e");
  }
  // zucchini slices
  for (const p of scatter(r, cx, cy, R * 0.8, 14, 60)) {
    const rr = r.range(26, 30);
    c +=
      circle(p[0] + 3, p[1] + 4, rr, COLORS.ink, `opacity="0.12"`) +
      circle(p[0], p[1], rr, "#3f7d3a") +
      circle(p[0], p[1], rr * 0.86, "#dbe8ad");
    for (let k = 0; k < 5; k++) {
      const q = polar(p[0], p[1], rr * 0.35, k * 72 + 20);
      c += ellipse(q[0], q[1], 3, 1.8, "#c4d48d", `transform="rotate(${k * 72 + 20} ${round1(q[0])} ${round1(q[1])})"`);
    }
  }
  // green beans
  for (const p of scatter(r, cx, cy, R * 0.78, 12, 50)) {
    const a = r() * 180;
    c += group(
      roundRect(-32, -7, 64, 14, 7, "#4f9640") + roundRect(-26, -6, 50, 5, 2.5, "#78b860"),
      `translate(${round1(p[0])},${round1(p[1])}) rotate(${round1(a)})`,
    );
  }
  // peas
  for (const p of scatter(r, cx, cy, R * 0.84, 60, 16))
    c += circle(p[0], p[1], 8.5, "#6fb449") + circle(p[0] - 2.5, p[1] - 2.5, 3.2, "#a6d77a");
  // herbs
  for (const p of scatter(r, cx, cy, R * 0.75, 20, 40))
    c += parsleyLeaf(p[0], p[1], 1.4, r() * 360, r.pick(["#2f7a3a", "#3e8a45"]));
  s += inBowl(cx, cy, R * 0.9, c);
  s += woodenSpoon(cx + 230, cy - 170, 330, 40);
  // small herb bowl
  s += bowl(1030, 440, 95, { color: COLORS.white, outer: COLORS.terra });
  let hb = "";
  for (const p of scatter(r, 1030, 440, 70, 40, 12))
    hb += parsleyLeaf(p[0], p[1], 1.1, r() * 360, r.pick(["#2f7a3a", "#3e8a45", "#4d9a55"]));
  s += inBowl(1030, 440, 82, hb);
  for (let i = 0; i < 10; i++) s += circle(r.range(120, 260), r.range(640, 760), r.range(7, 9), "#6fb449");
  return s;
}

// ----------------------------------------------------------- herb quark
export function herbQuark(w = 1200, h = 800) {
  const r = rng(5);
  let s = linenTop(w, h, { base: "#f5eedc", stripe: COLORS.sage });
  s += group(
    roundRect(10, 14, 640, 300, 40, COLORS.ink, `opacity="0.12"`) +
      roundRect(0, 0, 640, 300, 40, "#c99b64") +
      roundRect(8, 8, 624, 284, 34, "#dcb37e") +
      circle(600, 150, 14, "#c99b64"),
    `translate(520,430) rotate(-6)`,
  );
  s += breadSlice(680, 580, 1.15, -18, 3) + breadSlice(860, 560, 1.15, 8, 4) + breadSlice(1020, 570, 1.1, 24, 5);
  const cx = 430,
    cy = 330,
    R = 250;
  s += bowl(cx, cy, R, { color: COLORS.white, outer: "#8fbfd0" });
  let c = circle(cx, cy, R * 0.86, "#f4f1e6");
  c += circle(cx - 20, cy - 20, R * 0.7, "#fbfaf4");
  for (let k = 0; k < 4; k++)
    c += circle(
      cx + 10 - k * 8,
      cy + 8 - k * 6,
      R * (0.62 - k * 0.14),
      "none",
      `stroke="#e6e1d2" stroke-width="6" opacity="0.8"`,
    );
  for (let i = 0; i < 420; i++) {
    const a = r() * Math.PI * 2,
      d = Math.sqrt(r()) * R * 0.84;
    const px = cx + Math.cos(a) * d,
      py = cy + Math.sin(a) * d;
    const col = r.pick(["#3e8a45", "#2f6e3a", "#5aa868", "#4d9a55"]);
    if (i % 5 === 0) c += circle(px, py, 3.6, "none", `stroke="${col}" stroke-width="2.2"`);
    else
      c += roundRect(
        px - 4,
        py - 1.8,
        r.range(6, 11),
        3.6,
        1.6,
        col,
        `transform="rotate(${round1(r() * 180)} ${round1(px)} ${round1(py)})"`,
      );
  }
  // linseed oil collected in the swirl grooves
  const arc = (rr, a0, a1) => {
    const p0 = polar(cx + 8, cy + 4, rr, a0),
      p1 = polar(cx + 8, cy + 4, rr, a1);
    return `M${round1(p0[0])},${round1(p0[1])}A${rr},${rr} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${round1(p1[0])},${round1(p1[1])}`;
  };
  for (const [rr, a0, a1, wd] of [
    [38, 0, 300, 12],
    [90, 150, 400, 11],
    [140, 200, 330, 9],
  ]) {
    c += stroke(arc(rr, a0, a1), "#e0a52a", wd, `opacity="0.6"`);
    c += stroke(arc(rr - 2, a0 + 10, a1 - 30), "#f8dc7c", wd * 0.3, `opacity="0.85"`);
  }
  for (const [dx, dy, rr] of [
    [-120, 40, 7],
    [60, -120, 6],
    [130, 70, 8],
    [-40, 150, 6],
  ])
    c += circle(cx + dx, cy + dy, rr, "#e0a52a", `opacity="0.6"`);
  s += inBowl(cx, cy, R * 0.86, c);
  for (let i = 0; i < 5; i++) s += chive(cx - 40 + i * 6, cy - 150 + i * 3, 120, 30 + i * 3);
  // radishes & chives on the table
  s += radish(150, 650, 34, -20) + radish(240, 700, 30, 30) + radish(110, 740, 28, 10);
  for (let i = 0; i < 6; i++)
    s += chive(790 + i * 10, 110 + i * 14, 230 - i * 10, 8 + i * 4, i % 2 ? "#3e8a45" : "#2f7a3a");
  // linseed sprinkle
  for (let i = 0; i < 40; i++) {
    const px = r.range(880, 1120),
      py = r.range(300, 380);
    s += ellipse(px, py, 3.4, 2, "#7a4f2c", `transform="rotate(${round1(r() * 180)} ${round1(px)} ${round1(py)})"`);
  }
  s += lemonWedge(860, 290, 40, 200);
  return s;
}

// ---------------------------------------------------------------- chicken
export function chicken(w = 1200, h = 800) {
  const r = rng(8);
  let s = woodTop(w, h, { seed: 4 });
  // baking tray with parchment
  const tx = 150,
    ty = 110,
    tw = 900,
    th = 580;
  s += roundRect(tx + 12, ty + 16, tw, th, 36, COLORS.ink, `opacity="0.2"`);
  s += roundRect(tx, ty, tw, th, 36, "#3b4542");
  s += roundRect(tx + 16, ty + 16, tw - 32, th - 32, 26, "#4a5652");
  s += path(
    polygonPath([
      [tx + 50, ty + 40],
      [tx + tw - 40, ty + 55],
      [tx + tw - 55, ty + th - 40],
      [tx + 40, ty + th - 50],
    ]),
    "#f3e7cb",
  );
  s += path(
    polygonPath([
      [tx + 50, ty + 40],
      [tx + tw - 40, ty + 55],
      [tx + tw - 46, ty + 160],
      [tx + 46, ty + 150],
    ]),
    "#ffffff",
    `opacity="0.25"`,
  );
  // roasted vegetables around
  const veg = [];
  const pepper = (x, y, a, c) =>
    group(
      path(`M-46,-10C-20,-22 20,-22 46,-8C48,6 44,14 40,14C20,2 -20,2 -40,14C-48,10 -50,0 -46,-10Z`, c) +
        path(`M-40,-10C-20,-18 20,-18 40,-8C20,-10 -20,-10 -40,-4Z`, light(c, 0.3), `opacity="0.7"`) +
        circle(-10, -6, 5, "#5a2318", `opacity="0.35"`) +
        circle(22, -4, 4, "#5a2318", `opacity="0.35"`),
      `translate(${round1(x)},${round1(y)}) rotate(${round1(a)})`,
    );
  const zucchini = (x, y, a) =>
    group(
      path(`M-30,0A30,30 0 0 1 30,0Z`, "#3f7d3a") +
        path(`M-25,0A25,25 0 0 1 25,0Z`, "#e0e8ae") +
        circle(-8, -8, 2.5, "#c6d28a") +
        circle(8, -8, 2.5, "#c6d28a") +
        circle(0, -14, 2.5, "#c6d28a") +
        rect(-30, -2, 60, 4, "#c9a64a", `opacity="0.5"`),
      `translate(${round1(x)},${round1(y)}) rotate(${round1(a)})`,
    );
  const onion = (x, y, a) =>
    group(
      path(`M-34,10A34,34 0 0 1 34,10L22,10A22,22 0 0 0 -22,10Z`, "#8e3a6e") +
        path(`M-26,10A26,26 0 0 1 26,10L18,10A18,18 0 0 0 -18,10Z`, "#e5c2d6") +
        path(`M-14,10A14,14 0 0 1 14,10L6,10A6,6 0 0 0 -6,10Z`, "#b35d92"),
      `translate(${round1(x)},${round1(y)}) rotate(${round1(a)})`,
    );
  const tomato = (x, y) =>
    circle(x, y, 18, "#d43f2f") +
    circle(x - 5, y - 5, 7, "#ee6a55") +
    path(
      polygonPath([
        [x - 6, y - 14],
        [x, y - 20],
        [x + 6, y - 14],
        [x, y - 11],
      ]),
      COLORS.green2,
    );
  const spots = [];
  for (let i = 0; i < 400 && spots.length < 46; i++) {
    const x = r.range(tx + 90, tx + tw - 80),
      y = r.range(ty + 85, ty + th - 75);
    if (Math.hypot((x - 590) / 300, (y - 395) / 125) < 1) continue;
    if (spots.some((q) => Math.hypot(q[0] - x, q[1] - y) < 62)) continue;
    spots.push([x, y]);
  }
  spots.forEach(([x, y], i) => {
    const k = i % 6;
    const big = `scale(1.3)`;
    let v;
    if (k === 0 || k === 4) v = pepper(0, 0, r() * 360, "#d9432f");
    else if (k === 1) v = pepper(0, 0, r() * 360, COLORS.yellow);
    else if (k === 2 || k === 5) v = zucchini(0, 0, r() * 360);
    else v = onion(0, 0, r() * 360);
    veg.push(group(v, `translate(${round1(x)},${round1(y)}) ${big}`));
  });
  for (const [x, y] of [
    [300, 250],
    [880, 560],
    [760, 220],
  ])
    veg.push(tomato(x, y));
  s += veg.join("");
  // chicken breast: seared end piece + fanned slices
  const cxk = 590,
    cyk = 395;
  let ck = "";
  const sliceN = 6;
  for (let i = sliceN - 1; i >= 0; i--) {
    const x = 40 + i * 46,
      a = -8 + i * 3;
    const len = 78 - Math.abs(i - 2) * 6;
    ck += group(
      ellipse(8, 10, 30, len, COLORS.ink, `opacity="0.16"`) +
        ellipse(0, 0, 30, len, "#b8692b") +
        ellipse(-2, -1, 24, len - 7, "#f4dfc2") +
        ellipse(-6, -8, 13, len * 0.55, "#fbeedd"),
      `translate(${round1(x)},0) rotate(${round1(a)})`,
    );
  }
  const whole = smooth([
    [-230, -10],
    [-190, -62],
    [-100, -80],
    [0, -74],
    [30, -60],
    [30, 60],
    [0, 72],
    [-110, 76],
    [-200, 52],
  ]);
  ck += group(path(whole, COLORS.ink, `opacity="0.16"`), `translate(8,10)`);
  ck +=
    path(whole, "#b8692b") +
    group(path(whole, "#d8964c"), `translate(-6,-6) scale(0.93)`) +
    group(path(whole, "#e6ad64"), `translate(-24,-16) scale(0.7)`);
  for (let k = -4; k <= 1; k++) ck += stroke(`M${k * 42 - 30},-62L${k * 42 + 20},60`, "#7a3f18", 9, `opacity="0.45"`);
  ck += ellipse(24, 0, 26, 64, "#f0d4ae");
  ck += ellipse(22, -2, 18, 52, "#f8e6cc");
  for (let i = 0; i < 26; i++) ck += circle(r.range(-200, 20), r.range(-55, 55), 1.8, "#4a2e18", `opacity="0.6"`);
  s += group(ck, `translate(${cxk},${cyk}) rotate(-6)`);
  for (let i = 0; i < 3; i++) s += rosemary([330, 820, 420][i], [180, 640, 620][i], 100, [20, -30, 160][i]);
  s += lemonWedge(860, 300, 40, 160) + lemonWedge(300, 520, 40, -20);
  s += lemon(1120, 760, 46, -20) + rosemary(60, 60, 120, 30);
  return s;
}

// --------------------------------------------------------- beetroot salad
export function beetroot(w = 1200, h = 800) {
  const r = rng(31);
  let s = linenTop(w, h, { base: "#f7f0e1", stripe: "#e3c3a6" });
  s += napkin(820, 520, 330, 260, -8, { color: COLORS.sage, stripe: COLORS.green2 });
  s += fork(960, 640, 260, 70);
  s += wholeBeet(1040, 200, 62, 20);
  s += wholeEgg(1070, 420, 44, 25);
  s += lemonHalfTop(180, 660, 66, 20);
  const cx = 520,
    cy = 400,
    R = 290;
  s += bowl(cx, cy, R, { color: COLORS.white, outer: COLORS.green });
  let c = circle(cx, cy, R * 0.86, "#eef3e2");
  // greens
  for (const p of scatter(r, cx, cy, R * 0.85, 40, 34))
    c += leaf(p[0], p[1], r.range(50, 75), r() * 360, r.pick(["#4d9a55", "#3e8a45", "#6aae5a", "#2f7a3a"]), {
      width: 0.42,
    });
  // beet and apple cubes
  const beetC = ["#8e1f4c", "#a4265a", "#7a1841"];
  for (const p of scatter(r, cx, cy, R * 0.72, 30, 44)) {
    const col = r.pick(beetC);
    c += ellipse(p[0] + 4, p[1] + 6, 18, 16, COLORS.ink, `opacity="0.15"`);
    c += cube(p[0], p[1], r.range(34, 40), r() * 90, col, light(col, 0.18));
  }
  for (const p of scatter(r, cx, cy, R * 0.68, 10, 60))
    c += cube(p[0], p[1], r.range(26, 30), r() * 90, "#d9d98a", "#f1efc0");
  // chickpeas
  for (const p of scatter(r, cx, cy, R * 0.7, 26, 30)) c += chickpea(p[0], p[1], r.range(11, 13));
  s += inBowl(cx, cy, R * 0.86, c);
  // egg quarters on top, pumpkin seeds over everything
  for (const [x, y, a] of [
    [-110, -70, 20],
    [60, -140, -30],
    [130, 50, 60],
    [-70, 110, -20],
  ])
    s += eggHalf(cx + x, cy + y, 34, a);
  for (let i = 0; i < 36; i++) s += pumpkinSeed(cx + r.range(-200, 200), cy + r.range(-200, 200), 16, r() * 180);
  s += lemonWedge(cx + 210, cy + 150, 40, 130);
  for (let i = 0; i < 14; i++) s += pumpkinSeed(r.range(210, 330), r.range(100, 180), 18, r() * 180);
  // a few loose beet slices
  for (const [x, y] of [
    [920, 380],
    [960, 300],
  ])
    s +=
      circle(x + 4, y + 6, 34, COLORS.ink, `opacity="0.12"`) +
      circle(x, y, 34, "#8e1f4c") +
      circle(x, y, 26, "#b0306a") +
      circle(x, y, 16, "#8e1f4c") +
      circle(x, y, 8, "#b0306a");
  return s;
}

// -------------------------------------------------- wholegrain bread with egg
export function eggBread(w = 1200, h = 800) {
  const r = rng(41);
  let s = woodTop(w, h, { seed: 7 });
  s += napkin(70, 520, 300, 240, 8, { color: COLORS.sage, stripe: COLORS.green2 });
  s += board(300, 170, 640, 440, -4);
  // two slices of bread, topped with egg and tomato
  for (const [bx, by, rot, seed] of [
    [490, 390, -8, 11],
    [760, 380, 6, 12],
  ]) {
    s += breadSlice(bx, by, 1.55, rot, seed);
    const slices = [
      [-45, -55],
      [35, -45],
      [-40, 15],
      [40, 25],
    ];
    slices.forEach(([dx, dy], i) => {
      s += i % 2 === 0 ? tomatoSlice(bx + dx, by + dy, 34, r() * 90) : eggSlice(bx + dx, by + dy, 30, r() * 40 - 20);
    });
    for (let i = 0; i < 10; i++)
      s += circle(bx + r.range(-60, 60), by + r.range(-70, 50), 2.4, "#2e2a26", `opacity="0.7"`);
  }
  s += wholeEgg(1010, 200, 52, -20);
  s += eggHalf(1060, 380, 38, 30);
  s += tomatoSlice(1000, 560, 44, 10);
  s += topGlass(170, 200, 80);
  s += lemonWedge(250, 390, 38, 40);
  s += knife(880, 690, 240, -10);
  return s;
}
