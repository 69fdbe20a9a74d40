/** @jest-environment node */
// Reads what `npm run build` wrote into public/: the sitemap, robots.txt, Open Graph tags, JSON-LD,
// noindex, and the real _headers file (hashes of every inline script, no overlapping rules).
// Expectations come from docs/product.md, docs/security.md and docs/audit.md, written out here, not from the modules under test.
import { createHash } from "crypto";
import { existsSync, readFileSync } from "fs";
import { JSDOM } from "jsdom";
import { join } from "path";
import { parse } from "yaml";
import { pageHtmlFiles, siteTopLevel } from "../../src/build-steps/post-build";
import { SITE_URL } from "../../src/lib/site";
import { headersForPath, parseHeadersFile } from "../../src/lib/security-headers";
import { overlappingHeaders } from "../../harness/headers-overlap";

const PUBLIC = join(__dirname, "../../public");
if (!existsSync(join(PUBLIC, "index.html")))
  throw new Error(`${PUBLIC} holds no build: run \`npm run build\` before this test`);

/**
 * The pages search engines should find: docs/product.md section 2's routes without the thank-you page and
 * the 404 page, plus the imprint and the accessibility statement German law asks for. The pages
 * after the form (confirmation, unsubscribe, plan) carry personal tokens and are never listed.
 */
const INDEXABLE = [
  "/",
  "/taegliche-bewegung/",
  "/traditionelle-ernaehrung/",
  "/gesunde-rezepte/",
  "/kontakte-unterstuetzung/",
  "/datenschutz/",
  "/personenbezogene-daten/",
  "/agb/",
  "/impressum/",
  "/barrierefreiheit/",
];
const NOT_INDEXED_FILES = { "/danke-willkommen/": "danke-willkommen/index.html", "404 page": "404.html" };

const read = (file: string) => readFileSync(join(PUBLIC, file), "utf8");
const htmlOf = (path: string) =>
  new JSDOM(read(path === "/" ? "index.html" : `${path.slice(1)}index.html`)).window.document;
type JsonLd = { "@context"?: string; "@type"?: string; name?: unknown; image?: string[] };
const jsonLdOf = (doc: Document): JsonLd[] =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    [JSON.parse(script.textContent ?? "") as JsonLd | JsonLd[]].flat(),
  );
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("sitemap and robots.txt", () => {
  it("the sitemap lists exactly the indexable pages", () => {
    const sitemaps = locs(read("sitemap-index.xml"));
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls = sitemaps.flatMap((url) => locs(read(url.slice(SITE_URL.length + 1))));
    expect(urls.sort()).toEqual(INDEXABLE.map((path) => `${SITE_URL}${path}`).sort());
  });

  it("robots.txt allows the site, keeps crawlers out of the editor and names the sitemap", () => {
    expect(read("robots.txt")).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${SITE_URL}/sitemap-index.xml\n`,
    );
    expect(existsSync(join(PUBLIC, "sitemap-index.xml"))).toBe(true);
  });
});

describe.each(INDEXABLE)("head of %s", (path) => {
  const doc = htmlOf(path);
  const meta = (property: string) => doc.querySelector(`meta[property="${property}"]`)?.getAttribute("content");

  it("has Open Graph tags: title, description, canonical URL and an image that exists", () => {
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical).toBe(`${SITE_URL}${path}`);
    expect(meta("og:url")).toBe(canonical);
    expect(meta("og:title")).toBe(doc.title);
    expect(meta("og:description")).toBe(doc.querySelector('meta[name="description"]')?.getAttribute("content"));
    expect(meta("og:description")!.length).toBeGreaterThan(50);
    expect(meta("og:type")).toBe("website");
    expect(meta("og:locale")).toBe("de_DE");
    const image = meta("og:image")!;
    expect(image.startsWith(`${SITE_URL}/`)).toBe(true);
    expect(existsSync(join(PUBLIC, image.slice(SITE_URL.length)))).toBe(true);
  });

  it("is indexable, and every JSON-LD block is valid JSON with a schema.org context", () => {
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    for (const item of jsonLdOf(doc))
      expect([item["@context"], typeof item["@type"]]).toEqual(["https://schema.org", "string"]);
  });
});

it("the recipes page carries a Recipe JSON-LD for each recipe in data/, with Google's required name and image", () => {
  const recipes = jsonLdOf(htmlOf("/gesunde-rezepte/")).filter((item) => item["@type"] === "Recipe");
  expect(recipes).toHaveLength((parse(readFileSync("data/recipes.yaml", "utf8")) as unknown[]).length);
  for (const recipe of recipes) {
    expect(recipe["@context"]).toBe("https://schema.org");
    expect(typeof recipe.name).toBe("string");
    expect((recipe.image ?? []).length).toBeGreaterThan(0);
    expect(recipe.image?.every((url) => url.startsWith(`${SITE_URL}/`))).toBe(true);
  }
});

it.each(Object.entries(NOT_INDEXED_FILES))("%s is noindex and not in the sitemap", (_page, file) => {
  const doc = new JSDOM(read(file)).window.document;
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/(^|,\s*)noindex(,|$)/);
});

describe("public/_headers as built", () => {
  const rules = parseHeadersFile(read("_headers"));
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("sets no header by two rules that can match the same path", () => {
    expect(overlappingHeaders(rules)).toEqual([]);
  });

  it("allows every inline script of every built page by its hash, in the policy that page gets", () => {
    const missing: string[] = [];
    let scripts = 0;
    for (const file of pageHtmlFiles(PUBLIC)) {
      const relativePath = file.slice(PUBLIC.length);
      const path = relativePath.endsWith("/index.html") ? relativePath.slice(0, -"index.html".length) : relativePath;
      const policy = headersForPath(rules, path)["Content-Security-Policy"] ?? "";
      const doc = new JSDOM(readFileSync(file, "utf8")).window.document;
      for (const script of doc.querySelectorAll("script:not([src])")) {
        const type = script.getAttribute("type");
        if (type && !/^(text\/javascript|module)$/.test(type)) continue; // data blocks such as JSON-LD do not run
        scripts++;
        if (!policy.includes(sha(script.textContent ?? "")))
          missing.push(`${path}: ${(script.textContent ?? "").slice(0, 40)}`);
      }
    }
    expect(scripts).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it("gives every top-level file and folder of the build but the editor the strict policy", () => {
    const { files, folders } = siteTopLevel(PUBLIC);
    const paths = [
      ...files.map((name) => `/${name}`),
      ...folders.filter((name) => name !== "admin").map((name) => `/${name}/`),
    ];
    expect(paths).toContain("/index.html.br");
    const unprotected = paths.filter(
      (path) => !(headersForPath(rules, path)["Content-Security-Policy"] ?? "").includes("script-src 'self' 'sha256-"),
    );
    expect(unprotected).toEqual([]);
  });

  it("gives the editor at /admin/ its own policy and the site's pages the strict one", () => {
    expect(headersForPath(rules, "/admin/")["Content-Security-Policy"]).toContain("'unsafe-eval'");
    for (const path of INDEXABLE) {
      const policy = headersForPath(rules, path)["Content-Security-Policy"] ?? "";
      expect([path, policy.includes("script-src 'self' 'sha256-"), policy.includes("unsafe-eval")]).toEqual([
        path,
        true,
        false,
      ]);
    }
  });
});
