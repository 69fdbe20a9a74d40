/** @jest-environment node */
// One CSS order for the whole site (src/styles/css-order.ts): every stylesheet must be in the list,
// else webpack orders the missing one by itself again and warns "Conflicting order".
import { readdirSync, readFileSync } from "fs";
import { join, relative, resolve } from "path";

const SRC = resolve(__dirname, "../../src");
const ORDER_FILE = join(SRC, "styles/css-order.ts");

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith(".css") ? [relative(SRC, path)] : [];
  });
}

const listed = [...readFileSync(ORDER_FILE, "utf8").matchAll(/^import "(.+\.css)";$/gm)].map(([, path]) =>
  relative(SRC, resolve(join(SRC, "styles"), path)),
);

describe("the site's CSS order", () => {
  it("lists every stylesheet in src/ exactly once", () => {
    expect([...listed].sort()).toEqual(stylesheets(SRC).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("is the layout's first import, so every template starts with it", () => {
    const layout = readFileSync(join(SRC, "components/layout.tsx"), "utf8");
    expect(layout.match(/^import .+$/m)?.[0]).toBe('import "../styles/css-order";');
  });
});
