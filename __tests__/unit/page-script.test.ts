/**
 * @jest-environment node
 */
// The site's scripts (src/build-steps/page-script.ts): the every-page script inlined on every page;
// the page script and the plan script as hashed files, which it loads where they are needed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { brotliDecompressSync, gunzipSync } from "zlib";
import {
  addEveryPageScript,
  bundleEveryPageScript,
  bundlePageScript,
  bundlePlanScript,
  takePlanContent,
  writeScriptFile,
} from "../../src/build-steps/page-script";
import {
  EVERY_PAGE_SCRIPT_TAG,
  MENU_TOGGLE_ATTRIBUTE,
  needsPageScript,
  OPEN_FOR_PRINT_ATTRIBUTE,
  PLAN_CONTENT_ATTRIBUTE,
  PLAN_SHEET_ATTRIBUTE,
} from "../../src/enhance/markers";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "page-script-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (name: string, body: string) => {
  const file = join(dir, name);
  writeFileSync(file, `<html><head><title>T</title></head><body>${body}</body></html>`);
  return file;
};

it("bundles src/enhance/ into one self-contained script", async () => {
  const code = await bundlePageScript();
  expect(code).not.toMatch(/\brequire\(|\bimport\b/);
  // The forms' texts come from the one shared contract (src/lib/forms.ts).
  expect(code).toContain("Wird gesendet...");
  expect(code).toContain("Ungültige E-Mail");
});

it("writes a script under a name that changes with its content, with brotli and gzip copies", () => {
  const first = writeScriptFile(dir, "page", "run(1)");
  expect(first).toMatch(/^\/static\/page-[0-9a-f]{20}\.js$/);
  expect(readFileSync(join(dir, first), "utf8")).toBe("run(1)");
  expect(brotliDecompressSync(readFileSync(join(dir, `${first}.br`))).toString()).toBe("run(1)");
  expect(gunzipSync(readFileSync(join(dir, `${first}.gz`))).toString()).toBe("run(1)");
  expect(writeScriptFile(dir, "page", "run(1)")).toBe(first);
  expect(writeScriptFile(dir, "page", "run(2)")).not.toBe(first);
});

it("asks for the page script where an element names a job for it", () => {
  expect(needsPageScript('<form data-enhance="site-form"></form>')).toBe(true);
  expect(needsPageScript("<p>data-enhance is just text here</p>")).toBe(false);
});

it("bundles the menu, opening details for print and loading the files into one small script in ES2017 syntax", async () => {
  const code = await bundleEveryPageScript({
    pageScript: "/static/page-0a.js",
    planScript: "/static/plan-0b.js",
    countViews: false,
  });
  expect(code).not.toMatch(/<\/script|<!--|\brequire\(|\bimport\b/);
  expect(code).toContain(MENU_TOGGLE_ATTRIBUTE);
  expect(code).toContain(OPEN_FOR_PRINT_ATTRIBUTE);
  expect(code).toContain('"/static/page-0a.js"');
  expect(code).toContain('"/static/plan-0b.js"');
  expect(code).not.toMatch(/PAGE_SCRIPT_URL|PLAN_SCRIPT_URL/);
  // ES2017 for older phones: no optional chaining, which the TypeScript source uses.
  expect(code).not.toContain("?.");
  expect(code.length).toBeLessThan(2000);
});

it("inlines the every-page script before </body> of every page", () => {
  const pages = ["a.html", "b.html"].map((name) => page(name, "<p>Text</p>"));
  expect(addEveryPageScript(pages, "menu()")).toBe(2);
  for (const file of pages)
    expect(readFileSync(file, "utf8")).toContain(`<p>Text</p>${EVERY_PAGE_SCRIPT_TAG}menu()</script></body>`);
});

it("moves the plan's content from its page into the plan script, apart from the page script", async () => {
  // As the page renders it: "<" written as \u003c, so that the JSON cannot end its script element.
  const content = '{"note":"Inhalt \\u003c/script>"}';
  const sheet = page(
    "plan.html",
    `<div ${PLAN_SHEET_ATTRIBUTE}=""></div><script type="application/json" ${PLAN_CONTENT_ATTRIBUTE}="">${content}</script>`,
  );
  const other = page("other.html", '<form data-enhance="site-form"></form>');
  expect(takePlanContent([sheet, other])).toBe(content);
  expect(readFileSync(sheet, "utf8")).not.toContain(PLAN_CONTENT_ATTRIBUTE);

  const [pageScript, planScript] = await Promise.all([bundlePageScript(), bundlePlanScript(content)]);
  expect(planScript).toContain("Inhalt");
  expect(planScript).not.toContain("PLAN_DATA");
  // The week's rules live in the plan script, not in the page script of the home page and the forms.
  expect(planScript).toContain("hauptgericht");
  expect(pageScript).not.toContain("hauptgericht");
});

it("stops the build when a plan sheet comes without its content, or no page has one", () => {
  const sheet = page("plan.html", `<div ${PLAN_SHEET_ATTRIBUTE}=""></div>`);
  expect(() => takePlanContent([sheet])).toThrow(PLAN_CONTENT_ATTRIBUTE);
  expect(() => takePlanContent([page("other.html", "<p>Text</p>")])).toThrow("no page carries the plan's content");
});
