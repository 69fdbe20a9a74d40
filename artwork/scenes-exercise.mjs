// Exercise scenes (1200 x 800): the same older man doing one activity per weekday.
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
  polygonPath,
  blob,
  linearGradient,
  skyBg,
  sun,
  cloud,
  hills,
  tree,
  bush,
} from "./lib.mjs";
import { person, LIMB } from "./person.mjs";
import { lemon, tumbler, lemonSlice } from "./objects.mjs";
import {
  bench,
  chair,
  bicycle,
  windowPane,
  pottedPlant,
  lemonTree,
  fence,
  flowers,
  mat,
  lemonPicture,
  bird,
  laneRope,
} from "./props.mjs";

const groundShadow = (x, y, rx) => ellipse(x, y, rx, rx * 0.12, COLORS.ink, `opacity="0.16"`);

function grassTufts(y0, y1, w, n, seed, color) {
  const r = rng(seed);
  let o = "";
  for (let i = 0; i < n; i++) {
    const x = r.range(0, w);
    const y = r.range(y0, y1);
    const h = r.range(8, 16);
    o += stroke(
      `M${round1(x - 5)},${round1(y - h * 0.7)}L${round1(x)},${round1(y)}L${round1(x + 1)},${round1(y - h)}M${round1(x)},${round1(y)}L${round1(x + 6)},${round1(y - h * 0.6)}`,
      color,
      2.4,
      `opacity="0.7"`,
    );
  }
  return o;
}

function room({ w, h, floorY, wall = "#f6eedb", floor = "#dcbf93" }) {
  let o = rect(0, 0, w, h, wall);
  o += rect(0, floorY - 150, w, 150, mix(wall, COLORS.sage, 0.22));
  o += rect(0, floorY - 156, w, 8, mix(wall, COLORS.sage, 0.4));
  o += rect(0, floorY, w, h - floorY, floor);
  let y = floorY;
  let step = 22;
  let i = 0;
  while (y < h) {
    o += rect(0, y, w, 2.5, dark(floor, 0.18), `opacity="0.45"`);
    const off = (i * 173) % 300;
    for (let x = off; x < w; x += 300) o += rect(x, y, 2.5, step, dark(floor, 0.18), `opacity="0.35"`);
    y += step;
    step *= 1.28;
    i++;
  }
  o += rect(0, floorY - 14, w, 16, "#fbf6ea");
  return o;
}

// ------------------------------------------------------------------ Monday
export function walking(w = 1200, h = 800) {
  let s = skyBg(w, h, { top: "#bcdfeb", bottom: "#f3f6e8" });
  s += sun(960, 150, 62);
  s += cloud(260, 150, 1.3, 0.85) + cloud(720, 95, 0.8, 0.75);
  s += bird(520, 170, 1.2) + bird(560, 150, 0.9);
  s += hills(w, 430, 26, light(COLORS.sage, 0.35), 3, 4);
  for (const [x, sc] of [
    [60, 0.35],
    [470, 0.3],
    [760, 0.38],
    [920, 0.32],
  ])
    s += tree(x, 455, sc, {
      seed: x,
      shape: "tall",
      c1: mix(COLORS.sage, COLORS.green2, 0.4),
      c2: mix(COLORS.sage, COLORS.green2, 0.6),
    });
  s += hills(w, 470, 18, mix(COLORS.sage, COLORS.green2, 0.25), 8, 5);
  s += rect(0, 520, w, h, "#a9c894");
  s += hills(w, 520, 10, "#a9c894", 9, 6);
  // path branch to the horizon + main path across the front
  s += path(`M-20,640C300,622 800,628 1220,636L1220,742C800,730 300,738 -20,752Z`, "#eadbb7");
  s += path(`M-20,730C300,716 800,712 1220,722L1220,742C800,730 300,738 -20,752Z`, "#dccb9f");
  // trees & bench
  s += tree(150, 610, 1.9, { seed: 21 });
  s += tree(1090, 612, 1.55, { seed: 5 });
  s += bush(1000, 612, 1.1, { seed: 4, flowers: COLORS.lemon });
  s += bush(40, 628, 1.0, { seed: 6, flowers: COLORS.terra });
  s += bench(345, 628, 250);
  s += grassTufts(530, 620, w, 40, 3, COLORS.green2);
  // foreground
  s += path(`M-20,752C300,738 800,730 1220,742L1220,820L-20,820Z`, "#8fb879");
  s += flowers(180, 800, 10, { seed: 2, spread: 170, s: 1.1 });
  s += flowers(1050, 800, 8, { seed: 9, spread: 140, s: 1.1 });
  // the walker
  const sc = 2.1;
  s += groundShadow(640, 712, 120);
  s += person({
    x: 610,
    ground: 714,
    s: sc,
    torso: 7,
    neck: -4,
    outfit: "sport",
    legN: { a1: 26, a2: 6 },
    legF: { a1: -20, a2: -38 },
    armN: { a1: -46, a2: -22 },
    armF: { a1: 42, a2: 120 },
  });
  return s;
}

// ----------------------------------------------------------------- Tuesday
export function stretching(w = 1200, h = 800) {
  const floorY = 600;
  let s = room({ w, h, floorY, wall: "#f7f0df" });
  // window with curtains
  s += windowPane(110, 130, 320, 330, { sunPos: [0.75, 0.25], seed: 4 });
  for (const cx of [70, 470]) {
    s += roundRect(cx - 34, 100, 68, 430, 30, COLORS.sage);
    s += rect(cx - 6, 110, 6, 410, dark(COLORS.sage, 0.12), `opacity="0.7"`);
    s += rect(cx + 14, 110, 5, 410, dark(COLORS.sage, 0.12), `opacity="0.5"`);
  }
  s += rect(20, 92, 500, 10, "#b07a4a");
  // light falling onto the floor
  s += path(
    polygonPath([
      [110, 460],
      [430, 460],
      [760, 800],
      [200, 800],
    ]),
    "#ffffff",
    `opacity="0.16"`,
  );
  // wall picture, plant, side table with lemons
  s += lemonPicture(700, 150, 150, 180);
  s += pottedPlant(1090, 640, 1.5, { seed: 3 });
  s += rect(895, 470, 12, 150, "#a7744a");
  s += ellipse(901, 620, 40, 7, COLORS.ink, `opacity="0.12"`);
  s += rect(871, 612, 60, 8, "#a7744a");
  s += ellipse(901, 466, 72, 14, "#b98452");
  s += ellipse(901, 461, 72, 14, "#c99b64");
  s += path(`M861,452L941,452Q938,478 901,480Q864,478 861,452Z`, COLORS.sage);
  s += lemon(882, 446, 15, -10) + lemon(918, 444, 14, 20) + lemon(900, 434, 14, -5);
  // mat + person
  s += mat(600, 705, 560, 92, COLORS.green2);
  const sc = 2.05;
  const tilt = -17;
  s += ellipse(600, 712, 120, 12, COLORS.ink, `opacity="0.15"`);
  s += person({
    view: "front",
    x: 600,
    ground: 716,
    s: sc,
    torso: tilt,
    neck: -6,
    outfit: "light",
    colors: { shirt: COLORS.yellow, pants: COLORS.green },
    armL: { a1: 8, a2: 2 },
    armR: { a1: 192, a2: 232 },
    armsBehindHead: true,
    legL: { a1: 8, a2: 4 },
    legR: { a1: 10, a2: 6 },
  });
  return s;
}

// --------------------------------------------------------------- Wednesday
export function chairStand(w = 1200, h = 800) {
  const floorY = 620;
  let s = room({ w, h, floorY, wall: "#f6efdd" });
  s += windowPane(800, 120, 290, 320, { sunPos: [0.3, 0.3], seed: 6 });
  s += lemonPicture(150, 160, 150, 180);
  // rug
  s += ellipse(520, 712, 330, 48, dark(COLORS.sand, 0.05));
  s += ellipse(520, 708, 310, 40, COLORS.sand);
  // side table with lemon water
  s += rect(955, 560, 14, 150, "#a7744a");
  s += ellipse(962, 710, 44, 7, COLORS.ink, `opacity="0.12"`);
  s += rect(930, 700, 64, 8, "#a7744a");
  s += ellipse(962, 556, 82, 15, "#b98452") + ellipse(962, 551, 82, 15, "#c99b64");
  s += tumbler(945, 552, 82, 56, { inside: ({ yl }) => lemonSlice(945, yl + 28, 17, { sx: 0.45, rot: 12 }) });
  s += lemon(1000, 546, 13, 10);
  const sc = 2.1;
  const cx = 420,
    fy = 712;
  s += chair(cx, fy, sc, { face: 1 });
  // person rising from the chair
  const hip = [cx + 22 * sc, fy - 72 * sc];
  const ankle = [(cx + 56 * sc - hip[0]) / sc, (fy - hip[1]) / sc - 8.7];
  s += person({
    x: hip[0],
    y: hip[1],
    s: sc,
    torso: 46,
    neck: -22,
    outfit: "sweater",
    legN: { to: ankle, bend: "fwd" },
    legF: { to: [ankle[0] - 4, ankle[1]], bend: "fwd" },
    armN: { a1: 78, a2: 86 },
    armF: { a1: 72, a2: 82 },
  });
  // motion arrow (up and forward)
  const a0 = [cx - 10, fy - 150],
    a1 = [cx + 10, fy - 330],
    a2 = [cx + 80, fy - 395];
  s += stroke(
    `M${a0[0]},${a0[1]}Q${a1[0]},${a1[1]} ${a2[0]},${a2[1]}`,
    COLORS.terra,
    9,
    `stroke-dasharray="2 20" opacity="0.9"`,
  );
  s += path(
    polygonPath([
      [a2[0] + 24, a2[1] - 12],
      [a2[0] - 10, a2[1] - 22],
      [a2[0] + 4, a2[1] + 14],
    ]),
    COLORS.terra,
  );
  return s;
}

// ---------------------------------------------------------------- Thursday
export function cycling(w = 1200, h = 800) {
  let s = skyBg(w, h, { top: "#bfe0ec", bottom: "#f4f4e4" });
  s += sun(1010, 140, 60);
  s += cloud(300, 130, 1.2, 0.85) + cloud(780, 80, 0.9, 0.75);
  s += hills(w, 410, 24, light(COLORS.sage, 0.35), 12, 4);
  s += hills(w, 450, 20, COLORS.lemon, 14, 4);
  s += hills(w, 470, 14, COLORS.yellow, 13, 5).replace('fill="#f2b632"', 'fill="#f2b632" opacity="0.35"');
  s += hills(w, 500, 16, mix(COLORS.sage, COLORS.green2, 0.35), 15, 5);
  // field rows
  for (let i = 0; i < 7; i++) s += rect(0, 528 + i * 14, w, 4, COLORS.green2, `opacity="0.25"`);
  for (const [x, sc] of [
    [90, 0.8],
    [210, 0.6],
    [880, 0.7],
    [1130, 0.9],
  ])
    s += tree(x, 615, sc, { seed: x + 3 });
  s += rect(0, 612, w, 40, "#9cc287");
  // path
  s += path(`M-20,650C400,640 800,640 1220,648L1220,732L-20,732Z`, "#e8d9b5");
  s += rect(0, 728, w, 80, "#8fb879");
  s += grassTufts(738, 800, w, 40, 11, COLORS.green);
  s += flowers(1000, 800, 7, { seed: 4, spread: 160, colors: [COLORS.lemon, "#f4f0e6"] });
  // motion lines
  for (const [x, y, l] of [
    [170, 520, 90],
    [130, 560, 70],
    [190, 600, 60],
  ])
    s += stroke(`M${x},${y}L${x + l},${y}`, "#ffffff", 6, `opacity="0.75"`);
  // bike + rider
  const sc = 2.35;
  const bike = bicycle(300, 706, sc, { crank: 35 });
  const hip = [bike.saddle[0] - 1 * sc, bike.saddle[1] - 8 * sc];
  const loc = (p, dx = 0, dy = 0) => [(p[0] - hip[0]) / sc + dx, (p[1] - hip[1]) / sc + dy];
  const rider = {
    x: hip[0],
    y: hip[1],
    s: sc,
    torso: 20,
    neck: -12,
    outfit: "polo",
    legN: { to: loc(bike.pedal, -3, -7), bend: "fwd" },
    legF: { to: loc(bike.pedalFar, -3, -7), bend: "fwd" },
    armN: { to: loc(bike.grips, 0, 1), bend: "down" },
    armF: { to: loc(bike.grips, 2, 0), bend: "down" },
    flatFeet: true,
  };
  s += person({ ...rider, part: "far" });
  s += bike.far + bike.svg;
  s += person({ ...rider, part: "main" });
  s += bike.near;
  return s;
}

// ------------------------------------------------------------------ Friday
export function balance(w = 1200, h = 800) {
  let s = skyBg(w, h, { top: "#c3e2ed", bottom: "#f6f5e6" });
  s += sun(180, 140, 56);
  s += cloud(820, 120, 1.1, 0.85);
  // hedge + fence
  const r = rng(3);
  let hedge = "";
  for (let x = -40; x < w + 60; x += 70)
    hedge += path(blob(x, 420, 70, { rand: r, n: 9, jit: 0.12 }), x % 140 ? COLORS.green : dark(COLORS.green, 0.08));
  s += hedge + rect(0, 420, w, 200, COLORS.green);
  s += fence(580, w, { color: "#f7f0e0", h: 120 });
  s += rect(0, 575, w, h, "#a9c894");
  s += flowers(300, 590, 12, { seed: 8, spread: 280, s: 1.1 });
  s += flowers(900, 590, 10, { seed: 12, spread: 200, s: 1.1 });
  s += grassTufts(600, 800, w, 60, 5, COLORS.green2);
  // stepping path
  for (const [x, y, rx] of [
    [150, 770, 70],
    [205, 700, 50],
    [245, 650, 36],
  ])
    s += ellipse(x, y, rx, rx * 0.3, "#e4d4ad");
  s += lemonTree(1020, 700, 1.35);
  // chair (seat opens to the left, backrest next to the man)
  const sc = 2.1;
  const fy = 712;
  s += chair(400, fy, sc, { face: -1, color: COLORS.green2, cushion: COLORS.lemon });
  const hipY = fy - (LIMB.th + LIMB.sh + 8.6) * sc;
  const hipX = 610;
  const backTop = [400 + 27 * sc, fy - 104 * sc];
  s += ellipse(hipX, fy, 110, 13, COLORS.ink, `opacity="0.15"`);
  s += person({
    view: "front",
    x: hipX,
    y: hipY,
    s: sc,
    outfit: "polo",
    neck: 4,
    armL: { to: [(backTop[0] - hipX) / sc, (backTop[1] - hipY) / sc], bend: "out" },
    armR: { a1: 96, a2: 104 },
    legL: { a1: 2, a2: 0 },
    legR: { a1: 56, a2: -18 },
  });
  return s;
}

// ---------------------------------------------------------------- Saturday
export function swimming(w = 1200, h = 800, o = {}) {
  let s = skyBg(w, h, { top: "#bfe0ec", bottom: "#eef5ea" });
  s += sun(1020, 90, 50);
  const r = rng(6);
  for (let x = -40; x < w + 60; x += 80)
    s += path(blob(x, 205, 62, { rand: r, n: 9, jit: 0.12 }), x % 160 ? COLORS.green2 : COLORS.green);
  s += rect(0, 205, w, 60, COLORS.green2);
  s += rect(0, 250, w, 40, COLORS.sand);
  // tiled edge
  s += rect(0, 288, w, 26, "#fbf8f0");
  for (let x = 0; x < w; x += 40) s += rect(x, 288, 2, 26, "#d9e6e6");
  s += rect(0, 312, w, 8, "#3f9bb3");
  // water
  const waterTop = 320;
  const wg = linearGradient(
    [
      [0, "#7cc8d8"],
      [1, "#3f9bb8"],
    ],
    { x1: 0, y1: waterTop, x2: 0, y2: h, units: "userSpaceOnUse" },
  );
  s += rect(0, waterTop, w, h - waterTop, wg);
  // caustic light lines
  const r2 = rng(9);
  for (let i = 0; i < 26; i++) {
    const x = r2.range(-50, w),
      y = r2.range(340, 790),
      l = r2.range(50, 140);
    s += stroke(
      `M${round1(x)},${round1(y)}q${round1(l / 4)},-8 ${round1(l / 2)},0t${round1(l / 2)},0`,
      "#ffffff",
      r2.range(2, 4),
      `opacity="0.28"`,
    );
  }
  // ladder at the edge
  for (const x of [120, 190]) s += stroke(`M${x},390L${x},300Q${x},270 ${x + 30},270L${x + 34},272`, "#d5dbd7", 9);
  for (const y of [340, 370]) s += rect(120, y, 70, 7, "#c5ccc7", `opacity="0.7"`);
  s += laneRope(420, w, 0.9, { phase: 8 });
  // swimmer doing front crawl to the right
  const sc = 2.5;
  const water = 575;
  const hip = [450, water + 36];
  s += person({
    x: hip[0],
    y: hip[1],
    s: sc,
    torso: 84,
    neck: -58,
    outfit: "swim",
    glasses: false,
    legN: { a1: -84, a2: -95 },
    legF: { a1: -96, a2: -80 },
    armF: { a1: 100, a2: 95 },
    armN: o.armN ?? { a1: 175, a2: 120 },
  });
  // water over the submerged body
  s += rect(150, water, 800, 160, wg, `opacity="0.72"`);
  // waves & splashes
  const wave = (x, y, wd, o = 0.75) =>
    path(
      `M${round1(x - wd)},${round1(y)}q${round1(wd / 2)},-12 ${round1(wd)},0q${round1(wd / 2)},12 ${round1(wd)},0q${round1(-wd)},10 ${round1(-wd * 2)},0Z`,
      "#ffffff",
      `opacity="${o}"`,
    );
  s +=
    wave(735, water + 4, 40) +
    wave(640, water + 6, 50, 0.6) +
    wave(430, water + 6, 70, 0.5) +
    wave(300, water + 8, 40, 0.45);
  for (const [x, y, rr] of [
    [232, 560, 8],
    [214, 540, 6],
    [256, 538, 5],
    [196, 562, 5],
    [276, 556, 4],
  ])
    s += circle(x, y, rr, "#ffffff", `opacity="0.85"`);
  s += ellipse(236, water + 4, 48, 9, "#ffffff", `opacity="0.7"`);
  for (const [x, y, rr] of [
    [830, 548, 6],
    [848, 532, 4],
    [812, 530, 4],
  ])
    s += circle(x, y, rr, "#ffffff", `opacity="0.85"`);
  s += laneRope(740, w, 1.6, { phase: 20 });
  return s;
}
