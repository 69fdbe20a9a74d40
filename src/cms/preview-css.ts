// The styles of the editor's preview pane (src/cms/preview.ts): the site's global.css and the CSS
// modules the preview templates use, each module's classes prefixed with its file name. Read at
// bundle time (src/cms/editor-files.ts) and carried inside editor.js.
import { readFileSync } from "fs";
import { join } from "path";
import { prefixModuleCss } from "./preview";

/** The CSS modules the preview templates use, by their file name. */
const PREVIEW_MODULES = ["cards", "testimonials", "success-story", "example-label", "faq"];

export function previewCss(): string {
  const read = (path: string) => readFileSync(join(process.cwd(), "src", path), "utf8");
  return [
    read("styles/global.css"),
    ...PREVIEW_MODULES.map((module) => prefixModuleCss(module, read(`components/${module}.module.css`))),
    ".preview-page { padding: var(--spacing-5) var(--inset, 1rem); }",
  ].join("\n");
}
