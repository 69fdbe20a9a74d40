/**
 * @jest-environment node
 * @slow 60
 */
// An honest launch (docs/launch.md): the site built from a data folder as an operator launches it,
// every company fact real and confirmed, no testimonial, no success story, no figure. The go-live
// check passes on that folder; the built pages have no empty section and no broken link. The
// project is built in a copy of itself (gatsby build writes public/ and .cache/ where it runs), so
// the main build in public/ is left alone.
import { execFile } from "child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "fs";
import { tmpdir } from "os";
import { join, relative } from "path";
import { promisify } from "util";
import { JSDOM } from "jsdom";
import { formatFinding, goLiveFindings } from "../../src/content/go-live";
import { pathOf } from "../../src/lib/routes";
import { launchReadyData } from "../../harness/launch-data";
import { LAUNCH_SETTINGS } from "../../harness/launch-settings";

jest.setTimeout(15 * 60_000);

const ROOT = join(__dirname, "../..");
/** What `gatsby build` reads: the project's sources with the launch data in place of data/. */
const PROJECT_FILES = [
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.ts",
  "src",
  "static",
];

let data: string;
let project: string;
let publicDir: string;

beforeAll(async () => {
  data = launchReadyData();
  project = mkdtempSync(join(tmpdir(), "launch-build-"));
  for (const file of PROJECT_FILES) cpSync(join(ROOT, file), join(project, file), { recursive: true });
  cpSync(data, join(project, "data"), { recursive: true });
  mkdirSync(join(project, "docs"));
  cpSync(join(ROOT, "docs/consent-versions"), join(project, "docs/consent-versions"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(project, "node_modules"));
  // The main build's Gatsby cache (webpack, images): Gatsby sources the launch data anew and
  // rebuilds what it changes. 52 CPU-seconds instead of 71, quiet; the pages came out byte for byte
  // the same as without the cache.
  if (existsSync(join(ROOT, ".cache"))) cpSync(join(ROOT, ".cache"), join(project, ".cache"), { recursive: true });
  // --no-uglify: the checks read the pages' HTML; minifying the scripts is work they do not need.
  await promisify(execFile)(process.execPath, [join(ROOT, "node_modules/gatsby/cli.js"), "build", "--no-uglify"], {
    cwd: project,
    env: {
      ...process.env,
      ...LAUNCH_SETTINGS,
      GATSBY_FEEDBACK_DISABLED: "1",
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  publicDir = join(project, "public");
});

afterAll(() => {
  rmSync(data, { recursive: true, force: true });
  rmSync(project, { recursive: true, force: true });
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "admin" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const documents = new Map<string, Document>();
function page(file: string): Document {
  if (!documents.has(file)) documents.set(file, new JSDOM(readFileSync(file, "utf8")).window.document);
  return documents.get(file)!;
}
const fileOfPath = (path: string) =>
  path === "/404/" ? join(publicDir, "404.html") : join(publicDir, path, "index.html");
const name = (file: string) => `/${relative(publicDir, file)}`;

it("the go-live check passes on the launch data", () => {
  const files = readdirSync(data)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({ name: file, text: readFileSync(join(data, file), "utf8") }));
  expect(
    goLiveFindings({ files, dataDir: "data", env: LAUNCH_SETTINGS, today: new Date() }).map(formatFinding),
  ).toEqual([]);
});

it("builds every page", () => {
  expect(existsSync(fileOfPath(pathOf("home")))).toBe(true);
  expect(htmlFiles(publicDir).length).toBeGreaterThanOrEqual(24);
});

it("shows no testimonial, story or figure, and none of their sections", () => {
  for (const id of ["home", "movement"] as const) {
    const doc = page(fileOfPath(pathOf(id)));
    for (const key of ["testimonials", "story", "statistic"])
      expect([id, key, doc.querySelector(`section[aria-labelledby="${key}-heading"]`)]).toEqual([id, key, null]);
    expect(doc.querySelectorAll("figure, blockquote")).toHaveLength(0);
    expect(doc.body.textContent).not.toMatch(/Beispiel|15\.000|78\s%|Geld zurück|Fachlich geprüft/);
  }
});

it("has no empty section on any page: each holds more than its heading", () => {
  const empty = htmlFiles(publicDir).flatMap((file) =>
    Array.from(page(file).querySelectorAll("main section"))
      .filter((section) => Array.from(section.children).every((child) => /^H[1-6]$/.test(child.tagName)))
      .map((section) => `${name(file)}: ${section.querySelector("h2,h3")?.textContent ?? "(ohne Überschrift)"}`),
  );
  expect(empty).toEqual([]);
});

it("has no broken link: every page a link names exists, and so does every fragment it points to", () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(publicDir)) {
    for (const anchor of page(file).querySelectorAll("a[href]")) {
      const href = anchor.getAttribute("href")!;
      if (/^(mailto:|tel:|https?:)/.test(href)) continue;
      checked++;
      const url = new URL(href, `https://site${name(file).replace(/index\.html$|404\.html$/, "")}`);
      const target = url.pathname.endsWith("/") ? fileOfPath(url.pathname) : join(publicDir, url.pathname);
      if (!existsSync(target)) broken.push(`${name(file)} → ${href}`);
      else if (
        url.hash &&
        target.endsWith(".html") &&
        !page(target).getElementById(decodeURIComponent(url.hash.slice(1)))
      )
        broken.push(`${name(file)} → ${href} (no element #${url.hash.slice(1)})`);
    }
  }
  expect(broken).toEqual([]);
  // Every page links its menu, footer and legal pages: hundreds of links were followed.
  expect(checked).toBeGreaterThan(300);
});
