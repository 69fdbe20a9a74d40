// The editor at /admin/: Decap's prebuilt browser bundle (node_modules/decap-cms/dist, React
// included, nothing compiled by us) plus editor.js, our own small esbuild bundle of src/cms/cms.ts
// (generated configuration, YAML format, German texts, checks before saving). Everything is served
// by the site itself: the build copies it into public/admin/, `npm run edit` serves it from memory.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "fs";
import type { IncomingMessage, ServerResponse } from "http";
import { createRequire } from "module";
import { dirname, join, resolve } from "path";
import { bundleForBrowser } from "../build-steps/browser-bundle";
import { CONSENT_ARCHIVE_DIR, consentValuesOf } from "../content/consent-archive";
import { CONTENT_DIR } from "../lib/site";
import type { EditorConsentArchive } from "./save-check";
import { previewCss } from "./preview-css";

export const EDITOR_PATH = "/admin/";
const EDITOR_SCRIPT = "editor.js";
const DECAP_SCRIPT = "decap-cms.js";

// Resolved from the project (gatsby-config and gatsby-node are bundled, where require.resolve is not available).
const projectRequire = createRequire(join(process.cwd(), "package.json"));
const decapDist = () => join(dirname(projectRequire.resolve("decap-cms/package.json")), "dist");

/** Decap's main file, the chunks it loads on demand, its WebAssembly files and its licence notes. */
export function decapFiles(): string[] {
  return readdirSync(decapDist()).filter((name) => /^([\w-]+\.)?decap-cms\.js(\.LICENSE\.txt)?$|\.wasm$/.test(name));
}

export const bundleEditorScript = () =>
  bundleForBrowser("src/cms/cms.ts", {
    target: "es2020",
    // The production Git repository is chosen at build time (docs/editing.md, "The browser editor").
    define: {
      "process.env.GATSBY_CMS_REPO": JSON.stringify(process.env.GATSBY_CMS_REPO ?? ""),
      "process.env.GATSBY_CMS_BRANCH": JSON.stringify(process.env.GATSBY_CMS_BRANCH ?? ""),
      "process.env.GATSBY_CMS_AUTH_URL": JSON.stringify(process.env.GATSBY_CMS_AUTH_URL ?? ""),
      // The consent versions on record, so that the editor refuses a changed text under an old version.
      "process.env.CONSENT_ARCHIVE": JSON.stringify(JSON.stringify(editorConsentArchive())),
      // The page's styles for the preview pane (src/cms/preview.ts).
      "process.env.PREVIEW_CSS": JSON.stringify(previewCss()),
    },
  });

/** The archive's files and the placeholder values at bundle time (src/cms/save-check.ts reads them). */
export function editorConsentArchive(): EditorConsentArchive | null {
  const values = consentValuesOf(resolve(CONTENT_DIR), process.env);
  if (!values || !existsSync(CONSENT_ARCHIVE_DIR)) return null;
  const files = Object.fromEntries(
    readdirSync(CONSENT_ARCHIVE_DIR)
      .filter((name) => name.endsWith(".txt"))
      .map((name) => [name, readFileSync(join(CONSENT_ARCHIVE_DIR, name), "utf8")]),
  );
  return { files, values };
}

/** No inline script: the editor's Content-Security-Policy allows only the site's own files. */
export const editorHtml = () => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Zitronen-Vital – Inhalte bearbeiten</title>
</head>
<body>
<script src="${EDITOR_SCRIPT}"></script>
<script src="${DECAP_SCRIPT}"></script>
</body>
</html>
`;

/** Writes the editor into `dir` (public/admin/ at the end of the build). */
export async function writeEditor(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const name of decapFiles()) copyFileSync(join(decapDist(), name), join(dir, name));
  writeFileSync(join(dir, EDITOR_SCRIPT), await bundleEditorScript());
  writeFileSync(join(dir, "index.html"), editorHtml());
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * The editor for Gatsby's development server (gatsby-config's developMiddleware), mounted at /admin:
 * editor.js is bundled anew on every load, so a change in src/cms shows after a reload.
 */
export function editorMiddleware() {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => {
    const name = (req.url ?? "/").split("?")[0].replace(/^\//, "");
    if (req.originalUrl?.split("?")[0] === EDITOR_PATH.slice(0, -1)) {
      res.writeHead(301, { Location: EDITOR_PATH }).end();
      return;
    }
    const send = (type: string, body: string | Buffer) =>
      res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" }).end(body);
    if (name === "" || name === "index.html") return send("text/html; charset=utf-8", editorHtml());
    if (name === EDITOR_SCRIPT) {
      bundleEditorScript().then(
        (script) => send(TYPES[".js"], script),
        (error: Error) =>
          res.writeHead(500, { "Content-Type": TYPES[".txt"] }).end(`editor.js could not be built:\n${error.message}`),
      );
      return;
    }
    if (decapFiles().includes(name)) {
      const type = TYPES[name.slice(name.lastIndexOf("."))] ?? "application/octet-stream";
      return send(type, readFileSync(join(decapDist(), name)));
    }
    next();
  };
}
