// How the site's own browser code is bundled (the page script, the editor's editor.js): esbuild, one
// self-contained minified IIFE, returned as text for the caller to inline or write.
import { build, type BuildOptions } from "esbuild";
import { join } from "path";

export async function bundleForBrowser(
  entry: string,
  options: Pick<BuildOptions, "target" | "define" | "charset">,
): Promise<string> {
  const result = await build({
    entryPoints: [join(process.cwd(), entry)],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
    ...options,
  });
  return result.outputFiles[0].text;
}
