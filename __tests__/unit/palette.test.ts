/** @jest-environment node */
// global.css cannot import TypeScript, so this test keeps its colour tokens equal to src/lib/palette.ts.
import { readFileSync } from "fs";
import { join } from "path";
import { cssVariableOf, palette, type ColorName } from "../../src/lib/palette";

const css = readFileSync(join(__dirname, "../../src/styles/global.css"), "utf8");
const declared = new Map(
  [...css.matchAll(/(--color-[\w-]+):\s*([^;\s][^;]*);/g)].map(([, name, value]) => [name, value.trim()]),
);

it("global.css declares every palette colour with the palette's value", () => {
  for (const name of Object.keys(palette) as ColorName[]) {
    expect([cssVariableOf(name), declared.get(cssVariableOf(name))]).toEqual([cssVariableOf(name), palette[name]]);
  }
});

it("global.css declares no colour the palette does not know", () => {
  const known = new Set((Object.keys(palette) as ColorName[]).map(cssVariableOf));
  expect([...declared.keys()].filter((name) => !known.has(name))).toEqual([]);
});

it("names custom properties in kebab case", () => {
  expect(cssVariableOf("primaryDark")).toBe("--color-primary-dark");
  expect(cssVariableOf("bg")).toBe("--color-bg");
});
