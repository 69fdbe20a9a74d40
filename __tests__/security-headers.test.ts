/** @jest-environment node */
import { createHash } from "crypto";
import {
  formatHeadersFile,
  headerRules,
  headersForPath,
  parseHeadersFile,
  siteContentSecurityPolicy,
} from "../src/lib/security-headers";
import { inlineScriptHashes } from "../src/lib/inline-scripts";

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

it("writes and reads the _headers file without loss", () => {
  const rules = headerRules(["sha256-abc", "sha256-def"]);
  expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
});

it("matches paths the way Netlify does: later rules override earlier ones", () => {
  const rules = headerRules(["sha256-abc"]);
  const page = headersForPath(rules, "/agb/");
  const editor = headersForPath(rules, "/admin/");
  expect(page["Content-Security-Policy"]).toContain("'sha256-abc'");
  expect(editor["Content-Security-Policy"]).toContain("'unsafe-eval'");
  expect(editor["Strict-Transport-Security"]).toBe(page["Strict-Transport-Security"]);
  expect(Object.keys(page)).toEqual(
    expect.arrayContaining(["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]),
  );
});
