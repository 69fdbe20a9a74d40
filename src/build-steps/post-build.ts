// Files written into public/ after Gatsby has rendered the pages.
import { readdirSync, readFileSync, writeFileSync } from "fs";
import { join, relative } from "path";
import { writeCompressedCopies } from "./compressed-copies";
import { inlineScriptHashes } from "./inline-scripts";
import { NETLIFY_FORMS_FILE, netlifyFormsHtml } from "./netlify-forms";
import { formatHeadersFile, headerRules, HEADERS_FILE, type SiteTopLevel } from "../lib/security-headers";
import { SITEMAP_INDEX } from "../lib/site";

/** The HTML pages people open: not the editor, not Gatsby's internal fragments or data. */
export function pageHtmlFiles(publicDir: string): string[] {
  const skipped = ["admin", "_gatsby", "page-data", "static"];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return skipped.includes(relative(publicDir, path)) ? [] : walk(path);
      return entry.name.endsWith(".html") ? [path] : [];
    });
  return walk(publicDir).sort();
}

/**
 * React 18.3's streaming renderer (which Gatsby uses) pads its 2 KB output buffer with zero bytes
 * when a multi-byte character (ü, „) does not fit at the buffer's end: `writeStringChunk` writes the
 * whole view instead of the written part (fixed in React 19). The bytes of the character follow
 * intact, so removing U+0000, which never belongs in HTML, restores the text exactly.
 * Returns the files that needed it.
 */
export function removeRendererNulBytes(publicDir: string): string[] {
  const repaired: string[] = [];
  for (const file of pageHtmlFiles(publicDir)) {
    const bytes = readFileSync(file);
    if (!bytes.includes(0)) continue;
    writeFileSync(file, Buffer.from(bytes.filter((byte) => byte !== 0)));
    repaired.push(relative(publicDir, file));
  }
  return repaired;
}

/** The top-level files and folders of the built site; call it after every other file is written. */
export function siteTopLevel(publicDir: string): SiteTopLevel {
  const entries = readdirSync(publicDir, { withFileTypes: true }).filter((entry) => entry.name !== HEADERS_FILE);
  const names = (folders: boolean) =>
    entries
      .filter((entry) => entry.isDirectory() === folders)
      .map((entry) => entry.name)
      .sort();
  return { files: names(false), folders: names(true) };
}

export function writeSecurityHeaders(publicDir: string): string[] {
  const hashes = new Set(pageHtmlFiles(publicDir).flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))));
  const sorted = [...hashes].sort();
  writeFileSync(join(publicDir, HEADERS_FILE), formatHeadersFile(headerRules(sorted, siteTopLevel(publicDir))));
  return sorted;
}

export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  writeFileSync(
    join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}${SITEMAP_INDEX}\n`,
  );
}

export function writeNetlifyForms(publicDir: string): void {
  writeFileSync(join(publicDir, NETLIFY_FORMS_FILE), netlifyFormsHtml());
}

/**
 * Brotli and gzip copies of every page (compressed-copies.ts). Call it after every change to the
 * pages, and before writeSecurityHeaders, which lists the top-level copies too.
 */
export function writePrecompressedPages(publicDir: string): number {
  const pages = pageHtmlFiles(publicDir);
  for (const file of pages) writeCompressedCopies(file);
  return pages.length;
}
