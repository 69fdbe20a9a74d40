#!/usr/bin/env node
// Renders the site's illustrations from hand-written SVG scenes to JPEG/PNG.
//
//   node artwork/render-images.mjs               -> render everything
//   node artwork/render-images.mjs recipe-lachs  -> render files whose name contains the filter(s)
//
// Scenes live in artwork/ and share one flat, outline-free style:
// cream/sky backgrounds, site palette, 1-2 tone shading, lemons as a motif.
import sharp from "sharp";
import { mkdir, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { doc, resetDefs } from "./lib.mjs";
import { walking, stretching, chairStand, cycling, balance, swimming } from "./scenes-exercise.mjs";
import {
  lemonGinger,
  porridge,
  eggBread,
  lentilSalad,
  salmon,
  vegStew,
  herbQuark,
  chicken,
  beetroot,
} from "./scenes-recipe.mjs";
import { drinkScene, faviconSvg } from "./scenes-drink.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IMG = path.join(ROOT, "data/images");
const STATIC = path.join(ROOT, "static");

const W = 1200;
const H = 800;

/** output file -> {width, height, scene} */
export const IMAGES = {
  [`${IMG}/hero.jpg`]: { width: 1600, height: 1067, scene: (w, h) => drinkScene(w, h, { layout: "hero" }) },
  [`${IMG}/exercise-montag.jpg`]: { width: W, height: H, scene: walking },
  [`${IMG}/exercise-dienstag.jpg`]: { width: W, height: H, scene: stretching },
  [`${IMG}/exercise-mittwoch.jpg`]: { width: W, height: H, scene: chairStand },
  [`${IMG}/exercise-donnerstag.jpg`]: { width: W, height: H, scene: cycling },
  [`${IMG}/exercise-freitag.jpg`]: { width: W, height: H, scene: balance },
  [`${IMG}/exercise-samstag.jpg`]: { width: W, height: H, scene: swimming },
  [`${IMG}/recipe-zitronenwasser.jpg`]: { width: W, height: H, scene: lemonGinger },
  [`${IMG}/recipe-porridge.jpg`]: { width: W, height: H, scene: porridge },
  [`${IMG}/recipe-eibrot.jpg`]: { width: W, height: H, scene: eggBread },
  [`${IMG}/recipe-linsensalat.jpg`]: { width: W, height: H, scene: lentilSalad },
  [`${IMG}/recipe-lachs.jpg`]: { width: W, height: H, scene: salmon },
  [`${IMG}/recipe-gemueseeintopf.jpg`]: { width: W, height: H, scene: vegStew },
  [`${IMG}/recipe-kraeuterquark.jpg`]: { width: W, height: H, scene: herbQuark },
  [`${IMG}/recipe-haehnchen.jpg`]: { width: W, height: H, scene: chicken },
  [`${IMG}/recipe-rote-bete.jpg`]: { width: W, height: H, scene: beetroot },
  [`${STATIC}/og-image.jpg`]: { width: 1200, height: 630, scene: (w, h) => drinkScene(w, h, { layout: "og" }) },
  [`${STATIC}/favicon.svg`]: { width: 64, height: 64, raw: true, scene: faviconSvg },
  [`${STATIC}/favicon.png`]: { width: 192, height: 192, raw: true, scene: faviconSvg },
};

const JPEG = { quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" };

async function render(file, { width, height, scene, raw }) {
  await mkdir(path.dirname(file), { recursive: true });
  resetDefs();
  const svg = raw ? scene() : doc(width, height, scene(width, height));
  const ext = path.extname(file);
  if (ext === ".svg") {
    await writeFile(file, svg);
  } else {
    // density so the SVG is rasterised at (at least) the target size
    const img = sharp(Buffer.from(svg), { density: raw ? (72 * width) / 64 : 72 }).resize(width, height);
    if (ext === ".png") await img.png({ compressionLevel: 9 }).toFile(file);
    else await img.flatten({ background: "#fdf8ec" }).jpeg(JPEG).toFile(file);
  }
  const { size } = await stat(file);
  return size;
}

async function main() {
  const filters = process.argv.slice(2);
  const entries = Object.entries(IMAGES).filter(
    ([file]) => !filters.length || filters.some((q) => path.basename(file).includes(q)),
  );
  if (!entries.length) {
    console.error(`No image matches ${filters.join(", ")}`);
    process.exit(1);
  }
  for (const [file, spec] of entries) {
    const t = Date.now();
    const size = await render(file, spec);
    const kb = (size / 1024).toFixed(1);
    const warn = size > 180 * 1024 && file.endsWith(".jpg") ? "  (over 180 KB!)" : "";
    console.log(`${path.relative(ROOT, file).padEnd(42)} ${kb.padStart(7)} KB  ${Date.now() - t} ms${warn}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
