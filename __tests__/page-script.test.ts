/**
 * @jest-environment node
 */
// The page script (src/build-steps/page-script.ts): bundled for inlining, and added to exactly the pages
// that ask for it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { addPageScript, bundlePageScript } from "../src/build-steps/page-script";
import { PAGE_SCRIPT_TAG } from "../src/enhance/markers";

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
