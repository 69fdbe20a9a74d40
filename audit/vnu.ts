// The Nu Html Checker (vnu.jar, on the machine's Java) on every built HTML page.
import { execFile } from "child_process";
import { relative } from "path";
import { promisify } from "util";

const run = promisify(execFile);

/**
 * Two messages are filtered, each a gap in what the checker knows, not in the page:
 * - Netlify detects forms by its own attribute netlify-honeypot, which HTML does not know; it stands
 *   only in public/__forms.html, the hidden file Netlify reads (docs/audit.md).
 * - vnu's CSS checker predates CSS container queries (`container-type`, `@container`, in every
 *   browser since 2023), which let the header follow the text size (docs/decisions/003-reflow-at-320-px-and-200-percent-text.md). Only these
 *   two names are filtered; every other CSS error still counts.
 */
const FILTER = [
  ".*“netlify-honeypot”.*",
  "CSS: “container-type”: Property “container-type” doesn't exist\\.",
  "CSS: Unrecognized at-rule “@container”",
].join("|");

export async function runVnu(files: string[], publicDir: string): Promise<Map<string, string[]>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar has no types; its export is the jar's path
  const jar = String(require("vnu-jar"));
  const { stdout, stderr } = await run(
    "java",
    ["-jar", jar, "--errors-only", "--format", "json", "--filterpattern", FILTER, ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout: string; stderr: string }) => error); // vnu exits 1 when it finds errors
  const report = JSON.parse(stderr || stdout || '{"messages":[]}') as {
    messages: Array<{ url: string; message: string; lastLine?: number }>;
  };
  const byFile = new Map<string, string[]>(files.map((file) => [relative(publicDir, file), []]));
  for (const message of report.messages) {
    const file = relative(publicDir, decodeURIComponent(message.url.replace(/^file:/, "")));
    byFile.get(file)?.push(`line ${message.lastLine ?? "?"}: ${message.message}`);
  }
  return byFile;
}
