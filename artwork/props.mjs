// Scenery props for the exercise scenes: bench, chair, bicycle, window, plants...
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
  polygonPath,
  smooth,
  blob,
  shadow,
  linearGradient,
  leaf,
  clip,
  hills,
  tree,
  polar,
  cloud,
  sun,
} from "./lib.mjs";
import { lemon } from "./objects.mjs";

/** Park bench, front view. x = centre, y = ground. */
export function bench(x, y, w = 260, { wood = COLORS.terra, iron = "#33433b" } = {}) {
  let s = shadow(x, y + 4, w * 0.55, 10, 0.14);
  const hw = w / 2;
  // legs
  for (const lx of [-hw + 24, hw - 24]) {
    s += rect(x + lx - 5, y - 62, 10, 62, iron);
    s += rect(x + lx - 5, y - 120, 10, 62, iron);
    s += rect(x + lx - 18, y - 4, 36, 6, iron);
  }
  // back slats
  for (let i = 0; i < 3; i++) s += roundRect(x - hw, y - 130 + i * 20, w, 14, 4, i % 2 ? dark(wood, 0.08) : wood);
  // seat
  s += roundRect(x - hw - 6, y - 66, w + 12, 12, 4, light(wood, 0.12));
  s += roundRect(x - hw - 6, y - 56, w + 12, 8, 3, dark(wood, 0.18));
  // armrests
  for (const lx of [-hw + 6, hw - 6]) s += roundRect(x + lx - 9, y - 86, 18, 8, 4, iron);
  return s;
}

/** Sturdy chair in slight 3/4 side view. x = seat centre, y = floor. face = 1 seat opens to the right. */
export function chair(x, y, s = 1, { face = 1, color = "#b07a4a", cushion = COLORS.sage } = {}) {
  const d = [10, -12];
  const xb = -24,
    xf = 24,
    sy = -48,
    top = -108;
  const cd = dark(color, 0.25);
  let o = ellipse(4, 2, 42, 7, COLORS.ink, `opacity="0.14"`);
  // far legs & far back post
  o += rect(xf + d[0] - 3, sy + d[1], 6, -sy, cd);
  o += path(
    polygonPath([
      [xb + d[0] - 3, d[1]],
      [xb + d[0] + 3, d[1]],
      [xb + d[0] - 1, top + d[1]],
      [xb + d[0] - 8, top + d[1]],
    ]),
    cd,
  );
  // back slats between posts
  for (const yy of [top + 4, top + 26]) {
    o += path(
      polygonPath([
        [xb - 6, yy],
        [xb + d[0] - 5, yy + d[1]],
        [xb + d[0] - 5, yy + d[1] + 13],
        [xb - 6, yy + 13],
      ]),
      dark(color, 0.1),
    );
  }
  // seat
  o += path(
    polygonPath([
      [xb, sy],
      [xf, sy],
      [xf + d[0], sy + d[1]],
      [xb + d[0], sy + d[1]],
    ]),
    light(color, 0.15),
  );
  o += path(
    polygonPath([
      [xb + 4, sy - 3],
      [xf - 2, sy - 3],
      [xf + d[0] - 3, sy + d[1] - 1],
      [xb + d[0] + 2, sy + d[1] - 1],
    ]),
    cushion,
  );
  o += rect(xb, sy, xf - xb, 7, dark(color, 0.05));
  // near legs & back post
  o += rect(xf - 3.5, sy, 7, -sy, color);
  o += path(
    polygonPath([
      [xb - 3.5, 0],
      [xb + 3.5, 0],
      [xb + 1, top],
      [xb - 7, top],
    ]),
    color,
  );
  o += rect(xb, -14, xf - xb, 4, dark(color, 0.12));
  return group(o, `translate(${round1(x)},${round1(y)}) scale(${round1(s * face)},${round1(s)})`);
}

/** Bicycle facing right. x = rear axle x, y = ground. Returns {svg, far, saddle, grips, pedal, pedalFar} */
export function bicycle(x, y, s = 1, { color = COLORS.terra, crank = 30, basket = true } = {}) {
  const R = 37;
  const A = (p) => [x + p[0] * s, y - (R + 2) * s + p[1] * s];
  const rear = [0, 0],
    front = [112, 0],
    bb = [44, 7],
    st = [30, -50],
    saddle = [26, -64];
  const ht = [90, -52],
    hb = [95, -34],
    stemTop = [88, -70],
    grip = [74, -70];
  const P = (p) => `${round1(A(p)[0])},${round1(A(p)[1])}`;
  const wheel = (c) => {
    const cc = A(c);
    let w = "";
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI;
      w += stroke(
        `M${round1(cc[0] + Math.cos(a) * R * s * 0.88)},${round1(cc[1] + Math.sin(a) * R * s * 0.88)}L${round1(cc[0] - Math.cos(a) * R * s * 0.88)},${round1(cc[1] - Math.sin(a) * R * s * 0.88)}`,
        "#9aa39c",
        0.9 * s,
      );
    }
    w += circle(cc[0], cc[1], R * s * 0.9, "none", `stroke="#c3c8c1" stroke-width="${round1(2.2 * s)}"`);
    w += circle(cc[0], cc[1], R * s, "none", `stroke="${COLORS.ink}" stroke-width="${round1(5.5 * s)}"`);
    w += circle(cc[0], cc[1], 3.5 * s, "#6c746e");
    // mudguard
    const a0 = polar(cc[0], cc[1], (R + 5) * s, -170),
      a1 = polar(cc[0], cc[1], (R + 5) * s, -20);
    w += `<path d="M${round1(a0[0])},${round1(a0[1])}A${round1((R + 5) * s)},${round1((R + 5) * s)} 0 0 1 ${round1(a1[0])},${round1(a1[1])}" fill="none" stroke="${COLORS.green}" stroke-width="${round1(3.5 * s)}" stroke-linecap="round"/>`;
    return w;
  };
  const pedalAt = (deg) => [bb[0] + Math.cos((deg * Math.PI) / 180) * 17, bb[1] + Math.sin((deg * Math.PI) / 180) * 17];
  const pN = pedalAt(crank),
    pF = pedalAt(crank + 180);
  const far =
    stroke(`M${P(bb)}L${P(pF)}`, "#59625c", 4 * s) + rect(A(pF)[0] - 6 * s, A(pF)[1] - 2 * s, 12 * s, 4 * s, "#3d4540");
  let o = ellipse(x + 56 * s, y + 2 * s, 90 * s, 7 * s, COLORS.ink, `opacity="0.14"`);
  o += wheel(rear) + wheel(front);
  const fw = 5.5 * s;
  o += stroke(`M${P(bb)}L${P(rear)}L${P(st)}`, dark(color, 0.12), fw * 0.8);
  o += stroke(`M${P(hb)}Q${P([104, -18])} ${P(front)}`, color, fw * 0.9);
  o += stroke(`M${P(st)}L${P(ht)}M${P(bb)}L${P(hb)}M${P(bb)}L${P([st[0] - 1, st[1] - 6])}`, color, fw);
  o += stroke(`M${P(ht)}L${P(hb)}`, dark(color, 0.2), fw * 1.3);
  // seat post + saddle
  o += stroke(`M${P(st)}L${P([saddle[0] + 1, saddle[1] + 2])}`, "#6c746e", 3 * s);
  o += path(
    smooth([
      A([saddle[0] - 10, saddle[1] - 1]),
      A([saddle[0] + 10, saddle[1] - 2]),
      A([saddle[0] + 9, saddle[1] + 3]),
      A([saddle[0] - 9, saddle[1] + 4]),
    ]),
    COLORS.ink,
  );
  // stem + bars
  o += stroke(`M${P(ht)}L${P(stemTop)}`, "#6c746e", 3.5 * s);
  o += stroke(`M${P(stemTop)}Q${P([84, -76])} ${P(grip)}`, "#6c746e", 3.2 * s);
  o += stroke(`M${P(grip)}L${P([grip[0] - 6, grip[1] + 1])}`, COLORS.ink, 5 * s);
  // chain ring + chain
  o += stroke(`M${P([bb[0], bb[1] - 9])}L${P([0, -4])}M${P([bb[0], bb[1] + 9])}L${P([0, 4])}`, "#59625c", 1.6 * s);
  o += circle(...A(bb), 10 * s, "#7d867f");
  o += circle(...A(bb), 5 * s, "#a9b0aa");
  if (basket) {
    const b = (p) => A([p[0], p[1]]);
    o += path(polygonPath([b([96, -66]), b([126, -66]), b([122, -44]), b([100, -44])]), "#b98a55");
    // lemons in the basket
    o += lemon(...b([106, -68]), 7 * s, -20) + lemon(...b([117, -69]), 6.5 * s, 15);
    o += leaf(...b([111, -71]), 11 * s, -60, COLORS.green2, { vein: false });
    o += path(polygonPath([b([96, -66]), b([126, -66]), b([122, -44]), b([100, -44])]), "#c99b64", `opacity="0.95"`);
    for (const yy of [-60, -53])
      o += stroke(
        `M${round1(b([97, yy])[0])},${round1(b([97, yy])[1])}L${round1(b([124, yy])[0])},${round1(b([124, yy])[1])}`,
        "#a8784a",
        1.5 * s,
      );
    o += rect(...b([96, -68]), 30 * s, 3 * s, "#a8784a");
  }
  const near =
    stroke(`M${P(bb)}L${P(pN)}`, "#8a938d", 4.5 * s) +
    rect(A(pN)[0] - 7 * s, A(pN)[1] - 2.5 * s, 14 * s, 5 * s, "#4b544e") +
    circle(...A(bb), 3 * s, "#d9ddd6");
  return { far, svg: o, near, saddle: A(saddle), grips: A(grip), pedal: A(pN), pedalFar: A(pF) };
}

/** Window with a small landscape outside. */
export function windowPane(x, y, w, h, { frame = "#fbf6ea", seed = 4, sunPos = null } = {}) {
  let o = rect(x - 14, y - 14, w + 28, h + 28, frame);
  o += rect(x - 14, y + h + 6, w + 28, 14, dark(frame, 0.08));
  let inner = rect(
    x,
    y,
    w,
    h,
    linearGradient([
      [0, "#b9dcea"],
      [1, "#e6f2ef"],
    ]),
  );
  if (sunPos) inner += sun(x + w * sunPos[0], y + h * sunPos[1], Math.min(w, h) * 0.09);
  inner += cloud(x + w * 0.35, y + h * 0.3, w / 500, 0.8);
  inner += group(hills(w, h * 0.72, h * 0.06, COLORS.sage, seed, 3), `translate(${round1(x)},${round1(y)})`);
  inner += group(
    hills(w, h * 0.82, h * 0.04, mix(COLORS.sage, COLORS.green2, 0.5), seed + 1, 3),
    `translate(${round1(x)},${round1(y)})`,
  );
  inner += tree(x + w * 0.78, y + h * 0.86, h / 520, { seed });
  const cp = clip(`<rect x="${round1(x)}" y="${round1(y)}" width="${round1(w)}" height="${round1(h)}"/>`);
  o += group(inner, "", cp);
  o += rect(x + w / 2 - 6, y, 12, h, frame);
  o += rect(x, y + h * 0.45 - 6, w, 12, frame);
  // soft light in the glass
  o += path(
    polygonPath([
      [x + w * 0.1, y + h],
      [x + w * 0.35, y],
      [x + w * 0.45, y],
      [x + w * 0.2, y + h],
    ]),
    "#ffffff",
    `opacity="0.18"`,
  );
  return o;
}

export function pottedPlant(x, y, s = 1, { pot = COLORS.terra, seed = 7, leafColor = COLORS.green2 } = {}) {
  const r = rng(seed);
  let o = ellipse(x, y, 46 * s, 8 * s, COLORS.ink, `opacity="0.12"`);
  let leaves = "";
  for (let i = 0; i < 11; i++) {
    const a = -150 + (i / 10) * 120 + r.range(-8, 8);
    const l = r.range(70, 120) * s;
    const c = i % 3 === 0 ? COLORS.green : i % 3 === 1 ? leafColor : mix(leafColor, COLORS.sage, 0.4);
    leaves += stroke(
      `M${round1(x)},${round1(y - 60 * s)}L${round1(x + Math.cos((a * Math.PI) / 180) * l * 0.5)},${round1(y - 60 * s + Math.sin((a * Math.PI) / 180) * l * 0.5)}`,
      dark(COLORS.green, 0.1),
      2.5 * s,
    );
    leaves += leaf(
      x + Math.cos((a * Math.PI) / 180) * l * 0.35,
      y - 60 * s + Math.sin((a * Math.PI) / 180) * l * 0.35,
      l * 0.75,
      a,
      c,
      { width: 0.38 },
    );
  }
  o += leaves;
  o += path(
    polygonPath([
      [x - 40 * s, y - 70 * s],
      [x + 40 * s, y - 70 * s],
      [x + 30 * s, y],
      [x - 30 * s, y],
    ]),
    pot,
  );
  o += rect(x - 44 * s, y - 78 * s, 88 * s, 16 * s, dark(pot, 0.1));
  o += path(
    polygonPath([
      [x + 8 * s, y - 62 * s],
      [x + 40 * s, y - 62 * s],
      [x + 30 * s, y],
      [x + 4 * s, y],
    ]),
    dark(pot, 0.12),
    `opacity="0.5"`,
  );
  return o;
}

/** Small lemon tree in a pot (garden motif). */
export function lemonTree(x, y, s = 1, seed = 11) {
  const r = rng(seed);
  let o = ellipse(x, y, 60 * s, 9 * s, COLORS.ink, `opacity="0.12"`);
  o += rect(x - 5 * s, y - 150 * s, 10 * s, 100 * s, "#8a6246");
  o += path(blob(x, y - 190 * s, 70 * s, { rand: r, n: 11, jit: 0.1 }), COLORS.green);
  o += path(blob(x - 8 * s, y - 198 * s, 58 * s, { rand: r, n: 11, jit: 0.1 }), COLORS.green2);
  for (let i = 0; i < 7; i++) {
    const a = r() * Math.PI * 2;
    const d = r.range(15, 55) * s;
    o += lemon(x + Math.cos(a) * d, y - 190 * s + Math.sin(a) * d * 0.9, 10 * s, r.range(-40, 40) + 90);
  }
  o += path(
    polygonPath([
      [x - 44 * s, y - 60 * s],
      [x + 44 * s, y - 60 * s],
      [x + 34 * s, y],
      [x - 34 * s, y],
    ]),
    COLORS.terra,
  );
  o += rect(x - 48 * s, y - 68 * s, 96 * s, 14 * s, dark(COLORS.terra, 0.12));
  return o;
}

export function fence(y, w, { color = "#f6efdf", h = 110, step = 34 } = {}) {
  let o = rect(0, y - h * 0.75, w, 10, dark(color, 0.08));
  o += rect(0, y - h * 0.3, w, 10, dark(color, 0.08));
  for (let x = 8; x < w; x += step)
    o += path(
      polygonPath([
        [x, y],
        [x, y - h + 10],
        [x + 11, y - h],
        [x + 22, y - h + 10],
        [x + 22, y],
      ]),
      color,
    );
  return o;
}

export function flowers(
  x,
  y,
  n,
  { seed = 5, spread = 120, colors = [COLORS.terra, COLORS.lemon, "#f4f0e6"], s = 1 } = {},
) {
  const r = rng(seed);
  let o = "";
  for (let i = 0; i < n; i++) {
    const fx = x + r.range(-spread, spread);
    const h = r.range(20, 55) * s;
    const c = r.pick(colors);
    o += stroke(`M${round1(fx)},${round1(y)}L${round1(fx + r.range(-6, 6))},${round1(y - h)}`, COLORS.green2, 2.4 * s);
    o += leaf(fx, y - h * 0.4, 14 * s, r.pick([-30, -150]), COLORS.green2, { vein: false });
    for (let k = 0; k < 5; k++) {
      const p = polar(fx, y - h, 5 * s, k * 72);
      o += circle(p[0], p[1], 4.2 * s, c);
    }
    o += circle(fx, y - h, 3 * s, c === COLORS.lemon ? COLORS.terra : COLORS.yellow);
  }
  return o;
}

/** Exercise mat in perspective (floor). */
export function mat(x, y, w, h, color = COLORS.green2) {
  let o = path(
    polygonPath([
      [x - w / 2, y + h / 2],
      [x - w / 2 + w * 0.08, y - h / 2],
      [x + w / 2 - w * 0.08, y - h / 2],
      [x + w / 2, y + h / 2],
    ]),
    dark(color, 0.1),
  );
  o += path(
    polygonPath([
      [x - w / 2 + 6, y + h / 2 - 8],
      [x - w / 2 + w * 0.08 + 5, y - h / 2],
      [x + w / 2 - w * 0.08 - 5, y - h / 2],
      [x + w / 2 - 6, y + h / 2 - 8],
    ]),
    color,
  );
  o += rect(x - w / 2, y + h / 2, w, 8, dark(color, 0.25));
  return o;
}

/** Framed picture with a lemon (wall decoration). */
export function lemonPicture(x, y, w, h) {
  let o = rect(x + 6, y + 8, w, h, COLORS.ink, `opacity="0.1"`);
  o += rect(x, y, w, h, "#b07a4a");
  o += rect(x + 10, y + 10, w - 20, h - 20, COLORS.sky);
  o += circle(x + w / 2, y + h * 0.55, Math.min(w, h) * 0.28, light(COLORS.sage, 0.2));
  o += lemon(x + w / 2, y + h * 0.56, Math.min(w, h) * 0.17, -20, { leafSide: 1 });
  return o;
}

export function bird(x, y, s = 1) {
  return stroke(
    `M${round1(x - 10 * s)},${round1(y - 4 * s)}Q${round1(x - 4 * s)},${round1(y - 8 * s)} ${round1(x)},${round1(y)}Q${round1(x + 4 * s)},${round1(y - 8 * s)} ${round1(x + 10 * s)},${round1(y - 4 * s)}`,
    COLORS.ink,
    2.2 * s,
    `opacity="0.55"`,
  );
}

/** Lane rope of floats across the pool, in perspective row. */
export function laneRope(
  y,
  w,
  s = 1,
  { colors = [COLORS.lemon, COLORS.lemon, COLORS.terra, "#fffdf7"], phase = 0 } = {},
) {
  let o = stroke(`M0,${round1(y)}L${w},${round1(y)}`, "#e8e4da", 2 * s);
  let i = 0;
  for (let x = -phase; x < w + 30 * s; x += 26 * s, i++) {
    const c = colors[Math.floor(i / 1) % colors.length];
    o += ellipse(x, y + 3 * s, 12 * s, 5 * s, COLORS.ink, `opacity="0.12"`);
    o += ellipse(x, y, 11.5 * s, 7.5 * s, c);
    o += ellipse(x - 2 * s, y - 2.5 * s, 6 * s, 2.5 * s, "#ffffff", `opacity="0.5"`);
  }
  return o;
}
