/**
 * @jest-environment node
 */
// The inline scripts (src/build-steps/page-script.ts): bundled for inlining; the page script is added
// to exactly the pages that ask for it, the every-page script to every page.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import {
  addEveryPageScript,
  addPageScript,
  addPlanScript,
  bundleEveryPageScript,
  bundlePageScript,
  bundlePlanScript,
} from "../src/build-steps/page-script";
import {
  EVERY_PAGE_SCRIPT_TAG,
  MENU_TOGGLE_ATTRIBUTE,
  OPEN_FOR_PRINT_ATTRIBUTE,
  PAGE_SCRIPT_TAG,
  PLAN_CONTENT_ATTRIBUTE,
  PLAN_SCRIPT_TAG,
  PLAN_SHEET_ATTRIBUTE,
} from "../src/enhance/markers";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "page-script-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("bundles src/enhance/ into one self-contained script that can be inlined", async () => {
  const code = await bundlePageScript();
  expect(code).not.toMatch(/<\/script|<!--|\brequire\(|\bimport\b/);
  // The forms' texts come from the one shared contract (src/lib/forms.ts).
  expect(code).toContain("Wird gesendet...");
  expect(code).toContain("Ungültige E-Mail");
});

it("inlines the script before </body> only where an element asks for it", () => {
  const marked = join(dir, "form.html");
  const plain = join(dir, "plain.html");
  writeFileSync(marked, '<html><body><form data-enhance="site-form"></form></body></html>');
  writeFileSync(plain, "<html><body><p>data-enhance is just text here</p></body></html>");
  expect(addPageScript([marked, plain], "run()")).toBe(1);
  expect(readFileSync(marked, "utf8")).toBe(
    `<html><body><form data-enhance="site-form"></form>${PAGE_SCRIPT_TAG}run()</script></body></html>`,
  );
  expect(readFileSync(plain, "utf8")).toBe("<html><body><p>data-enhance is just text here</p></body></html>");
});

it("bundles the menu and opening details for print into one small script in ES2017 syntax", async () => {
  const code = await bundleEveryPageScript();
  expect(code).not.toMatch(/<\/script|<!--|\brequire\(|\bimport\b/);
  expect(code).toContain(MENU_TOGGLE_ATTRIBUTE);
  expect(code).toContain(OPEN_FOR_PRINT_ATTRIBUTE);
  // ES2017 for older phones: no optional chaining, which the TypeScript source uses.
  expect(code).not.toContain("?.");
  expect(code.length).toBeLessThan(1500);
});

it("inlines the every-page script before </body> of every page", () => {
  const pages = ["a.html", "b.html"].map((name) => join(dir, name));
  for (const page of pages) writeFileSync(page, "<html><body><p>Text</p></body></html>");
  expect(addEveryPageScript(pages, "menu()")).toBe(2);
  for (const page of pages)
    expect(readFileSync(page, "utf8")).toBe(
      `<html><body><p>Text</p>${EVERY_PAGE_SCRIPT_TAG}menu()</script></body></html>`,
    );
});

it("keeps the plan's code in a script of its own, inlined only where a plan sheet is", async () => {
  const [pageScript, planScript] = await Promise.all([bundlePageScript(), bundlePlanScript()]);
  expect(planScript).not.toMatch(/<\/script|<!--|\brequire\(|\bimport\b/);
  expect(planScript).toContain(PLAN_CONTENT_ATTRIBUTE);
  // The week's rules live in the plan script, not in the page script of the home page and the forms.
  expect(planScript).toContain("hauptgericht");
  expect(pageScript).not.toContain("hauptgericht");
  const sheet = join(dir, "plan.html");
  const other = join(dir, "other.html");
  writeFileSync(sheet, `<html><body><div ${PLAN_SHEET_ATTRIBUTE}=""></div></body></html>`);
  writeFileSync(other, '<html><body><form data-enhance="site-form"></form></body></html>');
  expect(addPlanScript([sheet, other], "plan()")).toBe(1);
  expect(readFileSync(sheet, "utf8")).toContain(`${PLAN_SCRIPT_TAG}plan()</script></body>`);
  expect(readFileSync(other, "utf8")).not.toContain(PLAN_SCRIPT_TAG);
});
