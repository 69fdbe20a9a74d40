// The homemade lemon drink: hero image, social sharing image and favicon.
import {
  COLORS,
  round1,
  mix,
  dark,
  light,
  circle,
  rect,
  roundRect,
  path,
  stroke,
  group,
  polygonPath,
  shadow,
  linearGradient,
  clip,
  sun,
  cloud,
  hills,
  tree,
  mintLeaf,
  mintSprig,
} from "./lib.mjs";
import { lemon, lemonPath, lemonSlice, lemonHalf, lemonWedge, vessel, tumbler } from "./objects.mjs";
import { pottedPlant } from "./props.mjs";

const DRINK = "#f3e08a";

/** Wooden table top in 3/4 view from y0 down to h. */
export function threeQuarterTable(w, y0, h) {
  let s = rect(0, y0, w, h - y0, COLORS.wood);
  let y = y0;
  let step = 26;
  let i = 0;
  while (y < h) {
    s += rect(
      0,
      y,
      w,
      step,
      [COLORS.wood, mix(COLORS.wood, COLORS.woodLight, 0.55), mix(COLORS.wood, COLORS.woodDark, 0.3)][i % 3],
    );
    s += rect(0, y + step - 2.5, w, 2.5, dark(COLORS.wood, 0.25), `opacity="0.45"`);
    y += step;
    step *= 1.32;
    i++;
  }
  s += rect(0, y0, w, 6, dark(COLORS.wood, 0.12));
  return s;
}

function iceCube(x, y, sz, rot) {
  return group(
    roundRect(-sz / 2, -sz / 2, sz, sz, sz * 0.22, "#ffffff", `opacity="0.5"`) +
      roundRect(-sz / 2 + 3, -sz / 2 + 3, sz * 0.45, sz * 0.3, sz * 0.12, "#ffffff", `opacity="0.6"`),
    `translate(${round1(x)},${round1(y)}) rotate(${round1(rot)})`,
  );
}

function straw(x1, y1, x2, y2, wd = 11) {
  const dx = x2 - x1,
    dy = y2 - y1;
  const L = Math.hypot(dx, dy);
  const a = (Math.atan2(dy, dx) * 180) / Math.PI;
  let s = rect(0, -wd / 2, L, wd, "#fffaf0");
  for (let t = 8; t < L; t += 26)
    s += path(
      polygonPath([
        [t, -wd / 2],
        [t + 12, -wd / 2],
        [t + 4, wd / 2],
        [t - 8, wd / 2],
      ]),
      COLORS.green2,
    );
  return group(s, `translate(${round1(x1)},${round1(y1)}) rotate(${round1(a)})`);
}

/** Glass jug with lemon water. x,y bottom centre; k = scale. */
export function jug(x, y, k = 1) {
  const h = 330 * k;
  const profile = [
    [0, 70 * k],
    [0.12, 78 * k],
    [0.45, 104 * k],
    [0.8, 104 * k],
    [1, 92 * k],
  ];
  const handle =
    stroke(
      `M${round1(x + 80 * k)},${round1(y - h * 0.88)}C${round1(x + 170 * k)},${round1(y - h * 0.86)} ${round1(x + 170 * k)},${round1(y - h * 0.35)} ${round1(x + 100 * k)},${round1(y - h * 0.3)}`,
      "#dbe9ea",
      22 * k,
      `opacity="0.85"`,
    ) +
    stroke(
      `M${round1(x + 84 * k)},${round1(y - h * 0.86)}C${round1(x + 160 * k)},${round1(y - h * 0.84)} ${round1(x + 158 * k)},${round1(y - h * 0.38)} ${round1(x + 102 * k)},${round1(y - h * 0.33)}`,
      "#ffffff",
      6 * k,
      `opacity="0.7"`,
    );
  const inside = ({ yl }) => {
    let s = "";
    s += lemonSlice(x - 40 * k, y - 120 * k, 44 * k, { sx: 0.55, rot: -15 });
    s += lemonSlice(x + 38 * k, y - 70 * k, 42 * k, { sx: 0.8, rot: 20 });
    s += lemonSlice(x - 10 * k, y - 190 * k, 40 * k, { sx: 0.45, rot: 60 });
    s += lemonSlice(x + 50 * k, y - 180 * k, 36 * k, { sx: 0.6, rot: -30, opacity: 0.85 });
    s += mintLeaf(x - 70 * k, y - 60 * k, 46 * k, -30, "#4d9a5c");
    s += mintLeaf(x + 10 * k, y - 150 * k, 40 * k, 200, "#3f8a4f");
    s += iceCube(x - 30 * k, yl + 16 * k, 40 * k, 12) + iceCube(x + 30 * k, yl + 12 * k, 36 * k, -18);
    s +=
      mintLeaf(x - 50 * k, yl + 2 * k, 40 * k, -170, "#5aa868") +
      mintLeaf(x + 6 * k, yl - 2 * k, 36 * k, -20, "#4d9a5c");
    return s;
  };
  let s = vessel({ x, y, h, profile, level: 0.78, drink: DRINK, drinkOp: 0.62, e: 0.14, inside, handle });
  // spout lip
  s += path(
    `M${round1(x - 70 * k)},${round1(y - h)}Q${round1(x - 96 * k)},${round1(y - h - 10 * k)} ${round1(x - 100 * k)},${round1(y - h - 20 * k)}Q${round1(x - 80 * k)},${round1(y - h - 4 * k)} ${round1(x - 60 * k)},${round1(y - h + 6 * k)}Z`,
    "#ffffff",
    `opacity="0.7"`,
  );
  s += mintSprig(x + 30 * k, y - h + 40 * k, 0.9 * k, 15);
  return s;
}

/** Drinking glass with lemon slice on the rim and a paper straw. */
export function drinkGlass(x, y, k = 1) {
  const h = 210 * k;
  const w = 140 * k;
  const inside = ({ yl }) =>
    lemonSlice(x - 10 * k, y - 70 * k, 40 * k, { sx: 0.7, rot: 10 }) +
    mintLeaf(x + 20 * k, y - 40 * k, 34 * k, -40, "#4d9a5c") +
    iceCube(x - 22 * k, yl + 14 * k, 36 * k, 20) +
    iceCube(x + 24 * k, yl + 10 * k, 32 * k, -10) +
    mintLeaf(x - 30 * k, yl, 34 * k, -160, "#5aa868");
  const behind = straw(x + 10 * k, y - 40 * k, x + 70 * k, y - h - 70 * k, 11 * k);
  const above =
    straw(
      x + 10 * k + (60 * k * (h * 0.85)) / (h + 30 * k),
      y - 40 * k - h * 0.85,
      x + 70 * k,
      y - h - 70 * k,
      11 * k,
    ) + lemonSlice(x - w * 0.42, y - h - 6 * k, 42 * k, { sx: 0.75, rot: -20 });
  return tumbler(x, y, h, w, { level: 0.8, drink: DRINK, drinkOp: 0.6, inside, behind, above });
}

function wallAndWindow(w, tableY, win) {
  let s = rect(
    0,
    0,
    w,
    tableY,
    linearGradient([
      [0, "#fbf4e4"],
      [1, COLORS.cream],
    ]),
  );
  // window
  const { x, y, ww, wh } = win;
  s += rect(x - 18, y - 18, ww + 36, wh + 36, "#fffaf0");
  let view = rect(
    x,
    y,
    ww,
    wh,
    linearGradient([
      [0, "#b8dbe9"],
      [1, "#eaf4ee"],
    ]),
  );
  view += sun(x + ww * 0.72, y + wh * 0.3, wh * 0.1);
  view += cloud(x + ww * 0.28, y + wh * 0.25, wh / 420, 0.85);
  view += group(
    hills(ww, wh * 0.7, wh * 0.05, light(COLORS.sage, 0.2), 5, 3) + hills(ww, wh * 0.8, wh * 0.04, COLORS.sage, 6, 3),
    `translate(${x},${y})`,
  );
  view += tree(x + ww * 0.18, y + wh * 0.92, wh / 480, { seed: 3 });
  s += group(view, "", clip(`<rect x="${x}" y="${y}" width="${ww}" height="${wh}"/>`));
  s += rect(x + ww / 2 - 8, y, 16, wh, "#fffaf0");
  s += rect(x, y + wh * 0.42 - 8, ww, 16, "#fffaf0");
  s += path(
    polygonPath([
      [x + ww * 0.05, y + wh],
      [x + ww * 0.3, y],
      [x + ww * 0.4, y],
      [x + ww * 0.15, y + wh],
    ]),
    "#ffffff",
    `opacity="0.2"`,
  );
  // sill
  s += rect(x - 34, y + wh + 14, ww + 68, 20, "#f4ead4");
  s += rect(x - 34, y + wh + 34, ww + 68, 8, dark("#f4ead4", 0.1));
  return s;
}

function morningLight(w, h, tableY, from) {
  return path(
    polygonPath([
      [from[0], from[1]],
      [from[0] + from[2], from[1]],
      [w * 0.95, h],
      [w * 0.35, h],
    ]),
    "#fff6d8",
    `opacity="0.22"`,
  );
}

/** Hero / OG composition of the homemade lemon water. */
export function drinkScene(w, h, { layout = "hero" } = {}) {
  // design space: hero 1200x800 (scaled), og 1200x630
  const og = layout === "og";
  const DW = 1200;
  const DH = og ? 630 : 800;
  const tableY = og ? 380 : 470;
  let s = wallAndWindow(DW, tableY, og ? { x: 90, y: 40, ww: 420, wh: 250 } : { x: 110, y: 60, ww: 470, wh: 320 });
  // plant on the right
  s += pottedPlant(og ? 1080 : 1050, tableY + 8, og ? 1.05 : 1.25, { seed: 5, leafColor: "#4d9a5c" });
  s += threeQuarterTable(DW, tableY, DH);
  s += morningLight(DW, DH, tableY, og ? [140, tableY, 260] : [150, tableY, 300]);
  const k = og ? 0.72 : 0.9;
  const jx = og ? 560 : 560;
  const jy = og ? 560 : 705;
  // cutting board with halved lemon and slices
  const bx = og ? 120 : 90,
    by = og ? 520 : 650;
  s += group(
    roundRect(0, 0, 330, 90, 40, "#c99b64") + roundRect(0, -12, 330, 90, 40, "#d8ad78") + circle(300, 33, 9, "#c99b64"),
    `translate(${bx},${by}) scale(${og ? 0.85 : 1})`,
  );
  s += group(
    lemonHalf(95, 10, 52, 0) +
      lemonSlice(200, 30, 30, { sy: 0.45, thick: 4 }) +
      lemonSlice(250, 18, 28, { sy: 0.45, thick: 4 }) +
      lemonSlice(230, 52, 26, { sy: 0.45, thick: 4 }),
    `translate(${bx},${by}) scale(${og ? 0.85 : 1})`,
  );
  s += jug(jx, jy, k);
  s += drinkGlass(og ? 800 : 830, og ? 585 : 745, k * 1.05);
  // whole lemons
  const lx = og ? 1010 : 1040,
    ly = og ? 560 : 700;
  s += shadow(lx + 10, ly + 38 * k, 120 * k, 16 * k, 0.14);
  s +=
    lemon(lx - 40 * k, ly + 6 * k, 42 * k, -8) +
    lemon(lx + 60 * k, ly + 10 * k, 40 * k, 14) +
    lemon(lx + 12 * k, ly - 36 * k, 40 * k, -20, { leafSide: -1 });
  // mint sprig on the table
  s += group(
    mintSprig(0, 0, 1, 0),
    `translate(${og ? 330 : 310},${og ? 600 : 770}) rotate(-75) scale(${og ? 0.75 : 0.95})`,
  );
  if (!og) s += lemonWedge(1140, 770, 30, 20);
  return og ? s : group(s, `scale(${(w / DW).toFixed(5)})`);
}

/** 64x64 favicon: a lemon with a leaf in the site colours. */
export function faviconSvg() {
  const body = lemonPath(23, 17);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<path d="M49,22C48,12 54,4 63,3C63,11 58,19 49,22Z" fill="${COLORS.green2}"/>` +
    `<path d="M50,20.5C53,14 57,9 61,5.5" fill="none" stroke="${COLORS.green}" stroke-width="1.5" stroke-linecap="round"/>` +
    `<g transform="translate(29 36) rotate(-32)">` +
    `<path d="${body}" fill="${COLORS.yellow}"/>` +
    `<path d="${body}" fill="${COLORS.lemon}" transform="translate(-1.2,-1.8) scale(0.9)"/>` +
    `<ellipse cx="-8" cy="-7" rx="7" ry="2.8" fill="#ffffff" opacity="0.5"/>` +
    `</g></svg>`
  );
}
