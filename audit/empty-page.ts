// The empty page every route is measured against: served by the site's own server in the same run,
// with the headers every page gets, so that what a route costs beyond it is the route's own cost
// (its bytes, its CSS, its layout), not the machine's, the server's or the headers'.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { writeCompressedCopies } from "../src/build-steps/compressed-copies";

export const EMPTY_PAGE_PATH = "/leere-seite/";

/** The smallest page there can be: a heading and one sentence, no CSS, no script, no image. */
export const EMPTY_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Leer</title></head>' +
  "<body><h1>Leere Seite</h1><p>Ein Satz, kein CSS, kein Skript, kein Bild.</p></body></html>";

/**
 * The built site plus the empty page, for the audit's server (PUBLIC_DIR): a folder whose entries
 * link to those of `publicDir`, so the build itself stays untouched. `remove` deletes the folder.
 */
export function siteWithEmptyPage(publicDir: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "audit-site-"));
  for (const entry of readdirSync(publicDir)) symlinkSync(join(publicDir, entry), join(dir, entry));
  const folder = join(dir, EMPTY_PAGE_PATH);
  mkdirSync(folder);
  writeFileSync(join(folder, "index.html"), EMPTY_PAGE);
  writeCompressedCopies(join(folder, "index.html"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
