/** @jest-environment node */
// The security headers: one definition, written to public/_headers, sent by the own server.
import { createHash } from "crypto";
import {
  EDITOR_CONTENT_SECURITY_POLICY,
  formatHeadersFile,
  headerRules,
  headersForPath,
  parseHeadersFile,
  siteContentSecurityPolicy,
  type HeaderRule,
} from "../../src/lib/security-headers";
import { inlineScriptHashes } from "../../src/build-steps/inline-scripts";
import { HASHED_SCRIPT, startTestServer } from "../../harness/server";
import { canMatchSamePath, overlappingHeaders } from "../../harness/headers-overlap";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

it("hashes executable inline scripts and skips external scripts and JSON-LD", () => {
  const html =
    '<script>window.pagePath="/agb/";</script><script src="/app.js"></script>' +
    '<script type="application/ld+json">{"a":1}</script><script type="module">run()</script>';
  expect(inlineScriptHashes(html)).toEqual([sha('window.pagePath="/agb/";'), sha("run()")]);
});

it("allows scripts only from the site and by hash, never inline, and forbids framing", () => {
  const csp = siteContentSecurityPolicy(["sha256-abc"]);
  expect(csp).toContain("script-src 'self' 'sha256-abc'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
});

// The _headers format as Netlify documents it: a path line, then indented "Name: value" lines.
const HEADERS_TEXT = `/*
  X-Frame-Options: DENY
  Permissions-Policy: camera=(), microphone=()
/agb/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc'
`;
const HEADERS_RULES: HeaderRule[] = [
  { path: "/*", headers: { "X-Frame-Options": "DENY", "Permissions-Policy": "camera=(), microphone=()" } },
  { path: "/agb/*", headers: { "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-abc'" } },
];

it("writes the _headers format", () => {
  expect(formatHeadersFile(HEADERS_RULES)).toBe(HEADERS_TEXT);
});

it("reads the _headers format, skipping comments and blank lines", () => {
  expect(parseHeadersFile(`# security headers\n\n${HEADERS_TEXT}`)).toEqual(HEADERS_RULES);
  expect(() => parseHeadersFile("/*\n  no colon here\n")).toThrow('_headers: cannot read the line "no colon here"');
});

const SITE = {
  files: ["404.html", "app-1234.js", "index.html", "robots.txt"],
  folders: ["admin", "agb", "page-data", "static"],
};

describe("_headers rules", () => {
  it("the overlap check itself sees the overlaps Netlify would merge", () => {
    expect(canMatchSamePath("/*", "/admin/*")).toBe(true);
    expect(canMatchSamePath("/agb/*", "/agb")).toBe(true);
    expect(canMatchSamePath("/", "/index.html")).toBe(false);
    expect(canMatchSamePath("/agb/*", "/admin/*")).toBe(false);
    expect(canMatchSamePath("/a/*", "/ab")).toBe(false);
    expect(
      overlappingHeaders([
        { path: "/*", headers: { "Content-Security-Policy": "strict" } },
        { path: "/admin/*", headers: { "Content-Security-Policy": "editor" } },
      ]),
    ).toEqual(["Content-Security-Policy on /* and /admin/*"]);
  });

  it("no header is set by two rules that can match the same path", () => {
    const rules = headerRules(["sha256-abc"], SITE);
    expect(overlappingHeaders(rules)).toEqual([]);
    expect(overlappingHeaders(parseHeadersFile(formatHeadersFile(rules)))).toEqual([]);
  });

  it("the strict policy on the site's every top-level file and folder, the editor's on /admin/ only", () => {
    const rules = headerRules(["sha256-abc"], SITE);
    const csp = (path: string) => headersForPath(rules, path)["Content-Security-Policy"];
    for (const path of [
      "/",
      "/index.html",
      "/404.html",
      "/agb/",
      "/app-1234.js",
      "/robots.txt",
      "/page-data/app-data.json",
      "/static/abc/hero.jpg",
    ]) {
      expect([path, csp(path)]).toEqual([path, siteContentSecurityPolicy(["sha256-abc"])]);
    }
    for (const path of ["/admin/", "/admin/decap-cms.js"])
      expect([path, csp(path)]).toEqual([path, EDITOR_CONTENT_SECURITY_POLICY]);
    expect(csp("/admin/")).toContain("'unsafe-eval'");
    expect(csp("/agb/")).not.toContain("'unsafe-eval'");
    expect(headersForPath(rules, "/admin/")["Strict-Transport-Security"]).toBe(
      headersForPath(rules, "/agb/")["Strict-Transport-Security"],
    );
  });
});

describe("caching, the same on both hosts (src/lib/caching.ts)", () => {
  const YEAR = "public, max-age=31536000, immutable";
  it("_headers keeps hashed files for a year and leaves pages to Netlify's default, revalidation", () => {
    const rules = headerRules(["sha256-abc"], SITE);
    const cacheControl = (path: string) => headersForPath(rules, path)["Cache-Control"];
    for (const path of ["/static/page-0123456789abcdef0123.js", "/static/abc/hero.jpg"])
      expect([path, cacheControl(path)]).toEqual([path, YEAR]);
    for (const path of ["/", "/agb/", "/index.html", "/robots.txt", "/admin/"])
      expect([path, cacheControl(path)]).toEqual([path, undefined]);
    expect(cacheControl("/app-1234.js")).toBeUndefined(); // four hex digits are no content hash
    const hashedChunk = headerRules([], { files: ["app-0123456789abcdef0123.js"], folders: [] });
    expect(headersForPath(hashedChunk, "/app-0123456789abcdef0123.js")["Cache-Control"]).toBe(YEAR);
  });

  it("the own server sends the same: a year for a hashed file, revalidation for a page and for a missing hashed file", async () => {
    const server = await startTestServer();
    try {
      const cacheControl = async (path: string) => (await server.app.inject(path)).headers["cache-control"];
      expect(await cacheControl(HASHED_SCRIPT)).toBe(YEAR);
      expect(await cacheControl("/agb/")).toBe("public, max-age=0, must-revalidate");
      const missing = await server.app.inject("/static/page-0000000000000000ffff.js");
      expect(missing.statusCode).toBe(404);
      expect(missing.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    } finally {
      await server.close();
    }
  });
});

describe("headers on real responses of the own server", () => {
  // The values as docs/security.md promises them, written out rather than taken from the module under test.
  const EXPECTED = {
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "cross-origin-opener-policy": "same-origin",
  };
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(["/", "/agb/", "/gibt-es-nicht/", "/admin/", HASHED_SCRIPT])("%s", async (path) => {
    const response = await server.app.inject(path);
    expect(Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, response.headers[name]]))).toEqual(EXPECTED);
    const policy = String(response.headers["content-security-policy"]);
    if (path === "/admin/") expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    else expect(policy).toContain("script-src 'self' 'sha256-test'; style-src");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
