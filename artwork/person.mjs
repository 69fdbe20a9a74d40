// The recurring character: a friendly older man (grey hair, short grey beard,
// glasses). Built from a simple skeleton so every pose shares one look.
//
// Angles are in degrees. Limb angles are measured from "hanging straight down",
// positive = rotating towards the facing direction (forward). 180 = straight up.
// The torso angle is measured from upright, positive = leaning forward.
// In front view, "forward" for a limb means outwards to its own side.
import { COLORS, round1, dark, circle, ellipse, path, stroke, group, smooth } from "./lib.mjs";

/** Body part lengths in px at scale 1: upper arm (ua), forearm (fa), thigh (th), shin (sh). */
export const LIMB = { torso: 60, neck: 8, head: 15.5, ua: 31, fa: 28, th: 46, sh: 46 };
const W = { arm: 12.5, leg: 17, hand: 6.6, shoe: 11 };

const toRad = (d) => (d * Math.PI) / 180;
const dn = (a, dir) => [dir * Math.sin(toRad(a)), Math.cos(toRad(a))];
const add = (p, v, k = 1) => [p[0] + v[0] * k, p[1] + v[1] * k];
const sub = (a, b) => [a[0] - b[0], a[1] - b[1]];
const len = (v) => Math.hypot(v[0], v[1]);
const P = (p) => `${round1(p[0])},${round1(p[1])}`;

function ik(a, b, l1, l2, prefer) {
  const v = sub(b, a);
  const d = len(v);
  const dd = Math.max(Math.abs(l1 - l2) + 0.01, Math.min(l1 + l2 - 0.01, d));
  const base = Math.atan2(v[1], v[0]);
  const A = Math.acos(Math.max(-1, Math.min(1, (l1 * l1 + dd * dd - l2 * l2) / (2 * l1 * dd))));
  const j1 = [a[0] + Math.cos(base + A) * l1, a[1] + Math.sin(base + A) * l1];
  const j2 = [a[0] + Math.cos(base - A) * l1, a[1] + Math.sin(base - A) * l1];
  const j = prefer(j1) >= prefer(j2) ? j1 : j2;
  const u = sub(b, j);
  const ul = len(u) || 1;
  const end = add(j, [u[0] / ul, u[1] / ul], l2);
  return [j, end];
}

// Resolve limb spec -> [joint, end]
function limb(origin, spec, l1, l2, dir, bend) {
  if (spec.to) {
    const prefer = {
      fwd: (p) => p[0] * dir,
      back: (p) => -p[0] * dir,
      up: (p) => -p[1],
      down: (p) => p[1],
      out: (p) => p[0] * dir,
    }[spec.bend || bend];
    return ik(origin, spec.to, l1, l2, prefer);
  }
  const j = add(origin, dn(spec.a1, dir), l1);
  return [j, add(j, dn(spec.a2 ?? spec.a1, dir), l2)];
}

export const OUTFITS = {
  polo: { shirt: COLORS.green2, pants: "#2e3f47", shoe: "#f2ede0", sole: COLORS.terra, sleeves: "short" },
  sweater: { shirt: COLORS.terra, pants: "#2e3f47", shoe: "#f2ede0", sole: COLORS.green2, sleeves: "long" },
  sport: { shirt: COLORS.green, pants: "#35505e", shoe: COLORS.terra, sole: "#f2ede0", sleeves: "short" },
  swim: { shirt: COLORS.skin, pants: COLORS.terra, sleeves: "none", shorts: 0.42, barefoot: true, noShirt: true },
  light: { shirt: "#e9eee2", pants: COLORS.green, shoe: "#f2ede0", sole: COLORS.terra, sleeves: "short" },
};

/** Side-view head. c = centre, dir = facing. */
export function headSide(c, r, dir, { glasses = true, tilt = 0 } = {}) {
  const Pp = (th, rr) => [c[0] + dir * rr * Math.sin(toRad(th + tilt)), c[1] - rr * Math.cos(toRad(th + tilt))];
  let s = "";
  // head
  s += circle(c[0], c[1], r, COLORS.skin);
  // nose
  s += circle(...Pp(92, r * 0.93), r * 0.2, COLORS.skin);
  // hair (grey, receding a little): back and top of the head
  s += path(
    smooth([
      Pp(25, r * 1.06),
      Pp(-15, r * 1.1),
      Pp(-65, r * 1.1),
      Pp(-115, r * 1.04),
      Pp(-150, r * 0.93),
      Pp(-140, r * 0.62),
      Pp(-100, r * 0.5),
      Pp(-50, r * 0.62),
      Pp(0, r * 0.84),
    ]),
    COLORS.hair,
  );
  // short beard along the jaw, leaving the cheek free
  s += path(
    smooth([
      Pp(-150, r * 0.72),
      Pp(-165, r * 1.02),
      Pp(178, r * 1.16),
      Pp(140, r * 1.12),
      Pp(110, r * 1.02),
      Pp(102, r * 0.84),
      Pp(130, r * 0.74),
      Pp(165, r * 0.68),
      Pp(-165, r * 0.55),
    ]),
    COLORS.hair,
  );
  // moustache
  s += path(smooth([Pp(100, r * 0.98), Pp(112, r * 1.02), Pp(110, r * 0.8), Pp(97, r * 0.82)]), COLORS.hair);
  // ear
  s += ellipse(...Pp(-108, r * 0.3), r * 0.2, r * 0.28, COLORS.skin);
  s += ellipse(...Pp(-108, r * 0.3), r * 0.1, r * 0.16, COLORS.skinShade);
  // eye + brow
  const eye = Pp(62, r * 0.62);
  s += circle(eye[0], eye[1], r * 0.1, COLORS.ink);
  const b1 = Pp(48, r * 0.78),
    b2 = Pp(70, r * 0.84);
  s += stroke(`M${P(b1)}L${P(b2)}`, COLORS.hairShade, r * 0.12);
  if (glasses) {
    s += circle(
      eye[0] + dir * r * 0.05,
      eye[1] + r * 0.02,
      r * 0.27,
      "none",
      `stroke="${COLORS.ink}" stroke-width="${round1(r * 0.07)}" opacity="0.75"`,
    );
    const e1 = [eye[0] - dir * r * 0.22, eye[1]];
    const e2 = Pp(-80, r * 0.25);
    s += stroke(`M${P(e1)}L${P(e2)}`, COLORS.ink, r * 0.07, `opacity="0.75"`);
  }
  // cheek
  s += circle(...Pp(90, r * 0.45), r * 0.16, "#e59a86", `opacity="0.35"`);
  return s;
}

/** Front-view head */
export function headFront(c, r, { glasses = true, tilt = 0, smile = true } = {}) {
  const Pp = (th, rr) => [c[0] + rr * Math.sin(toRad(th + tilt)), c[1] - rr * Math.cos(toRad(th + tilt))];
  let s = "";
  s += ellipse(
    ...Pp(-88, r * 0.95),
    r * 0.18,
    r * 0.26,
    COLORS.skinShade,
    `transform="rotate(${tilt} ${P(Pp(-88, r * 0.95))})"`,
  );
  s += ellipse(
    ...Pp(88, r * 0.95),
    r * 0.18,
    r * 0.26,
    COLORS.skinShade,
    `transform="rotate(${tilt} ${P(Pp(88, r * 0.95))})"`,
  );
  s += circle(c[0], c[1], r, COLORS.skin);
  s += path(
    smooth([
      Pp(-100, r * 0.98),
      Pp(-60, r * 1.1),
      Pp(0, r * 1.14),
      Pp(60, r * 1.1),
      Pp(100, r * 0.98),
      Pp(86, r * 0.82),
      Pp(50, r * 0.82),
      Pp(20, r * 0.72),
      Pp(-20, r * 0.74),
      Pp(-55, r * 0.84),
      Pp(-86, r * 0.82),
    ]),
    COLORS.hair,
  );
  // beard
  s += path(
    smooth([
      Pp(-100, r * 0.88),
      Pp(-140, r * 1.02),
      Pp(180, r * 1.14),
      Pp(140, r * 1.02),
      Pp(100, r * 0.88),
      Pp(118, r * 0.7),
      Pp(145, r * 0.66),
      Pp(180, r * 0.74),
      Pp(-145, r * 0.66),
      Pp(-118, r * 0.7),
    ]),
    COLORS.hair,
  );
  s += path(
    smooth([
      Pp(-150, r * 0.36),
      Pp(180, r * 0.3),
      Pp(150, r * 0.36),
      Pp(128, r * 0.55),
      Pp(180, r * 0.46),
      Pp(-128, r * 0.55),
    ]),
    COLORS.hair,
  );
  if (smile)
    s += stroke(`M${P(Pp(-155, r * 0.56))}Q${P(Pp(180, r * 0.66))} ${P(Pp(155, r * 0.56))}`, "#b8735a", r * 0.07);
  const e1 = Pp(-35, r * 0.4),
    e2 = Pp(35, r * 0.4);
  s += circle(...e1, r * 0.09, COLORS.ink) + circle(...e2, r * 0.09, COLORS.ink);
  s += stroke(
    `M${P(Pp(-48, r * 0.62))}L${P(Pp(-22, r * 0.6))}M${P(Pp(22, r * 0.6))}L${P(Pp(48, r * 0.62))}`,
    COLORS.hairShade,
    r * 0.11,
  );
  if (glasses) {
    for (const e of [e1, e2])
      s += circle(
        e[0],
        e[1] + r * 0.03,
        r * 0.24,
        "none",
        `stroke="${COLORS.ink}" stroke-width="${round1(r * 0.065)}" opacity="0.7"`,
      );
    s += stroke(`M${P(add(e1, [r * 0.22, 0]))}L${P(add(e2, [-r * 0.22, 0]))}`, COLORS.ink, r * 0.06, `opacity="0.7"`);
  }
  s += circle(...Pp(0, -r * 0.12), r * 0.13, COLORS.skinShade, `opacity="0.6"`);
  s += circle(...Pp(-140, r * 0.45), r * 0.14, "#e59a86", `opacity="0.3"`);
  s += circle(...Pp(140, r * 0.45), r * 0.14, "#e59a86", `opacity="0.3"`);
  return s;
}

function shoeSide(ankle, footDir, color, sole) {
  const heel = add(ankle, footDir, -5);
  const toe = add(ankle, footDir, 14);
  const n = [-footDir[1], footDir[0]]; // perpendicular
  // make sure n points "down" relative to the foot (sole side)
  const down = n[1] >= 0 ? n : [-n[0], -n[1]];
  let s = stroke(`M${P(heel)}L${P(toe)}`, color, W.shoe);
  s += stroke(`M${P(add(heel, down, 4))}L${P(add(toe, down, 4))}`, sole, 3.2);
  return s;
}

/**
 * Person in side view (default) or front view.
 * opts: x,y = hip position (scene units), s = scale, dir = 1 right / -1 left,
 *       torso, neck (extra head tilt), armN/armF/legN/legF limb specs (side),
 *       armL/armR/legL/legR (front), outfit, ground (y of floor: auto-align lowest foot).
 * limb spec: {a1, a2} or {to:[x,y] in local units relative to hip, bend:'fwd'|'back'|'up'|'down'}
 */
export function person(o) {
  const s = o.s ?? 1;
  const dir = o.dir ?? 1;
  const view = o.view ?? "side";
  const fit = { ...OUTFITS[o.outfit ?? "polo"], ...(o.colors || {}) };
  const torsoA = o.torso ?? 0;
  const hip = [0, 0];
  const out = [];
  const skinArm = (sh, el, ha, shade) => {
    const c = shade ? COLORS.skinShade : COLORS.skin;
    const sc = shade ? dark(fit.shirt, 0.14) : fit.shirt;
    let a = stroke(`M${P(sh)}L${P(el)}L${P(ha)}`, c, W.arm);
    if (fit.sleeves === "long") {
      const wrist = add(el, sub(ha, el), 0.82);
      a += stroke(`M${P(sh)}L${P(el)}L${P(wrist)}`, sc, W.arm + 1.5);
    } else if (fit.sleeves === "short") {
      const sl = add(sh, sub(el, sh), 0.55);
      a += stroke(`M${P(sh)}L${P(sl)}`, sc, W.arm + 3);
    }
    a += circle(ha[0], ha[1], W.hand, c);
    return a;
  };
  const leg = (hp, kn, an, shade, dirS) => {
    const pc = shade ? dark(fit.pants, 0.25) : fit.pants;
    let a;
    if (fit.shorts) {
      a = stroke(`M${P(hp)}L${P(kn)}L${P(an)}`, shade ? COLORS.skinShade : COLORS.skin, W.leg - 3);
      a += stroke(`M${P(hp)}L${P(add(hp, sub(kn, hp), fit.shorts))}`, pc, W.leg + 1);
    } else a = stroke(`M${P(hp)}L${P(kn)}L${P(an)}`, pc, W.leg);
    const shin = sub(an, kn);
    const sl = len(shin) || 1;
    // foot direction: perpendicular to shin, pointing forward
    let fd = [-shin[1] / sl, shin[0] / sl];
    if (fd[0] * dirS < 0) fd = [-fd[0], -fd[1]];
    if (o.flatFeet || Math.abs(shin[0] / sl) < 0.35) {
      // keep feet roughly flat when the shin is near vertical
      fd = [dirS * 1, 0];
    }
    if (view === "front") fd = [dirS * 0.6, 0.15];
    if (fit.barefoot) {
      a += stroke(`M${P(add(an, fd, -3))}L${P(add(an, fd, 12))}`, shade ? COLORS.skinShade : COLORS.skin, 9);
      return a;
    }
    // soften steep toe-off angles
    if (view === "side") {
      fd = [fd[0] + dirS * 0.7, fd[1]];
      const fl = len(fd);
      fd = [fd[0] / fl, fd[1] / fl];
    }
    const shoe = shade ? dark(fit.shoe, 0.12) : fit.shoe;
    a += shoeSide(an, fd, shoe, fit.sole);
    return a;
  };

  let lowest = -Infinity;
  const track = (p) => {
    lowest = Math.max(lowest, p[1] + W.shoe / 2 + 3);
  };

  if (view === "side") {
    const u = [dir * Math.sin(toRad(torsoA)), -Math.cos(toRad(torsoA))];
    const n = [dir * Math.cos(toRad(torsoA)), Math.sin(toRad(torsoA))];
    const T = (t, k) => [hip[0] + u[0] * t + n[0] * k, hip[1] + u[1] * t + n[1] * k];
    const shoulder = T(LIMB.torso - 7, -1);
    const legO = T(0, 1);
    const [kF, aF] = limb(legO, o.legF ?? { a1: 0, a2: 0 }, LIMB.th, LIMB.sh, dir, "fwd");
    const [kN, aN] = limb(legO, o.legN ?? { a1: 0, a2: 0 }, LIMB.th, LIMB.sh, dir, "fwd");
    const [eF, hF] = limb(shoulder, o.armF ?? { a1: 5, a2: 15 }, LIMB.ua, LIMB.fa, dir, "back");
    const [eN, hN] = limb(shoulder, o.armN ?? { a1: 0, a2: 10 }, LIMB.ua, LIMB.fa, dir, "back");
    [aF, aN].forEach(track);
    // far limbs
    const farParts = skinArm(add(shoulder, [-dir * 2, 0]), eF, hF, true) + leg(legO, kF, aF, true, dir);
    if (o.part === "far")
      return group(farParts, `translate(${round1(o.x ?? 0)},${round1(o.y ?? 0)}) scale(${round1(s)})`);
    if (o.part !== "main") out.push(farParts);
    out.push(leg(legO, kN, aN, false, dir));
    // hips
    out.push(circle(...T(2, 0), 15, fit.pants));
    // shirt
    const shirtD = smooth([
      T(LIMB.torso + 2, -14),
      T(LIMB.torso + 9, 0),
      T(LIMB.torso + 2, 13),
      T(LIMB.torso - 22, 16),
      T(18, 18),
      T(-2, 16),
      T(-6, 0),
      T(-2, -15),
      T(30, -15),
    ]);
    out.push(path(shirtD, fit.shirt));
    out.push(
      path(
        smooth([T(LIMB.torso + 1, -14), T(LIMB.torso + 5, -8), T(22, -9), T(-3, -8), T(-2, -15), T(30, -15)]),
        dark(fit.shirt, 0.12),
        `opacity="0.9"`,
      ),
    );
    // neck & head
    const headA = torsoA + (o.neck ?? -torsoA * 0.6);
    const hu = [dir * Math.sin(toRad(headA)), -Math.cos(toRad(headA))];
    const nb = T(LIMB.torso, 3);
    const nt = add(nb, hu, LIMB.neck);
    out.push(stroke(`M${P(nb)}L${P(nt)}`, COLORS.skinShade, 12));
    if (!fit.noShirt)
      out.push(
        path(
          smooth([T(LIMB.torso + 3, -9), T(LIMB.torso + 7, 0), T(LIMB.torso + 3, 9), T(LIMB.torso - 4, 2)]),
          dark(fit.shirt, 0.2),
        ),
      );
    const hc = add(add(nt, hu, LIMB.head * 0.85), [dir * 2.5, 0]);
    out.push(headSide(hc, LIMB.head, dir, { glasses: o.glasses ?? true, tilt: headA }));
    // near arm
    out.push(skinArm(shoulder, eN, hN, false));
    if (o.extra) out.push(o.extra({ T, shoulder, hN, hF, aN, aF, kN, kF, hc }));
  } else {
    // front view: dir +1 = viewer's right
    const u = [Math.sin(toRad(torsoA)), -Math.cos(toRad(torsoA))];
    const n = [Math.cos(toRad(torsoA)), Math.sin(toRad(torsoA))];
    const T = (t, k) => [hip[0] + u[0] * t + n[0] * k, hip[1] + u[1] * t + n[1] * k];
    const shL = T(LIMB.torso - 6, -19),
      shR = T(LIMB.torso - 6, 19);
    const hL = T(0, -10),
      hR = T(0, 10);
    const [kL, aL] = limb(hL, o.legL ?? { a1: 3, a2: 0 }, LIMB.th, LIMB.sh, -1, "out");
    const [kR, aR] = limb(hR, o.legR ?? { a1: 3, a2: 0 }, LIMB.th, LIMB.sh, 1, "out");
    const [eL, haL] = limb(shL, o.armL ?? { a1: 10, a2: 8 }, LIMB.ua, LIMB.fa, -1, "out");
    const [eR, haR] = limb(shR, o.armR ?? { a1: 10, a2: 8 }, LIMB.ua, LIMB.fa, 1, "out");
    [aL, aR].forEach(track);
    const armsUp = (o.armL?.a1 ?? 0) > 100 || (o.armR?.a1 ?? 0) > 100 || o.armsBehindHead;
    out.push(leg(hL, kL, aL, true, -1));
    out.push(leg(hR, kR, aR, false, 1));
    out.push(path(smooth([T(6, -22), T(6, 22), T(-8, 16), T(-8, -16)]), fit.pants));
    const headA = torsoA + (o.neck ?? 0);
    const hu = [Math.sin(toRad(headA)), -Math.cos(toRad(headA))];
    const nb = T(LIMB.torso, 0);
    const nt = add(nb, hu, LIMB.neck);
    if (!armsUp) {
      out.push(skinArm(shL, eL, haL, true));
      out.push(skinArm(shR, eR, haR, false));
    }
    out.push(stroke(`M${P(nb)}L${P(nt)}`, COLORS.skinShade, 15));
    const shirtD = smooth([
      T(LIMB.torso + 1, -22),
      T(LIMB.torso + 4, 0),
      T(LIMB.torso + 1, 22),
      T(LIMB.torso - 8, 26),
      T(20, 22),
      T(-4, 21),
      T(-6, 0),
      T(-4, -21),
      T(20, -22),
      T(LIMB.torso - 8, -26),
    ]);
    out.push(path(shirtD, fit.shirt));
    out.push(
      path(
        smooth([T(LIMB.torso - 4, 10), T(LIMB.torso - 10, 26), T(20, 22), T(-4, 21), T(-5, 12), T(25, 12)]),
        dark(fit.shirt, 0.1),
        `opacity="0.8"`,
      ),
    );
    out.push(path(smooth([T(LIMB.torso + 3, -8), T(LIMB.torso - 8, 0), T(LIMB.torso + 3, 8)]), dark(fit.shirt, 0.25)));
    const hc = add(nt, hu, LIMB.head * 0.85);
    if (armsUp) {
      out.push(headFront(hc, LIMB.head, { glasses: o.glasses ?? true, tilt: headA }));
      out.push(skinArm(shL, eL, haL, true));
      out.push(skinArm(shR, eR, haR, false));
    } else {
      out.push(headFront(hc, LIMB.head, { glasses: o.glasses ?? true, tilt: headA }));
    }
    if (o.extra) out.push(o.extra({ T, haL, haR, hc }));
  }
  const x = o.x ?? 0;
  let y = o.y ?? 0;
  if (o.ground !== undefined) y = o.ground - lowest * s;
  return group(out.join(""), `translate(${round1(x)},${round1(y)}) scale(${round1(s)})`);
}

/** Same geometry helpers exported for props that must meet the hands/feet. */
export const geo = { dn, add, sub, ik };
