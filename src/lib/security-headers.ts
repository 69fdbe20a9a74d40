// The security headers of the site: one definition, written into public/_headers at build time.
// Netlify reads that file; the self-hosted server reads the same file, so both send the same headers.
import { IMMUTABLE, isHashedAsset } from "./caching";
import { pathOf } from "./routes";

/** Headers every response gets. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Where links from our pages may say they came from (the browsers' default, made explicit). */
const SITE_REFERRER_POLICY = { "Referrer-Policy": "strict-origin-when-cross-origin" } as const;

/**
 * The pages whose URL carries a link token (/bestaetigen/?t=…, /abmelden/?t=…, /anfrage-loeschen/?t=…) and every answer to
 * their POSTs: never cached, and the token never leaves in a Referer.
 */
export const TOKEN_PAGE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } as const;
export const TOKEN_PAGE_FOLDERS: readonly string[] = [
  pathOf("confirm"),
  pathOf("unsubscribe"),
  pathOf("deleteRequest"),
].map((path) => path.replace(/^\/|\/$/g, ""));

/**
 * The public pages: scripts only from the site itself plus Gatsby's inline scripts, allowed by their
 * SHA-256 hashes (never 'unsafe-inline'). Styles may be inline: Gatsby inlines its CSS.
 */
export function siteContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The editor at /admin/ (Decap CMS) compiles validation schemas at run time and talks to its Git
 * backend (GitHub) or, locally, to decap-server on port 8081. It is not a page for visitors.
 */
export const EDITOR_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' http://localhost:8081 https://api.github.com https://*.githubusercontent.com",
  "frame-src 'self' https://github.com",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

/**
 * The operator's page (/betrieb/, src/operator/): no script at all, its one inline stylesheet, forms
 * only to itself; never cached (it shows names and addresses), its URL (a search) never sent on.
 */
export const OPERATOR_FOLDER = "betrieb";
export const OPERATOR_PAGE_HEADERS = {
  "Content-Security-Policy": [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; "),
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const HEADERS_FILE = "_headers";

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** The folder of the built site that holds the editor (Decap CMS), served at /admin/. */
export const EDITOR_FOLDER = "admin";

/** What the built site (public/) holds at its top level. */
export interface SiteTopLevel {
  files: readonly string[];
  folders: readonly string[];
}

/**
 * No header is set by two rules that can match the same path. Netlify applies every matching rule
 * and, where two set the same header, may send both values; a browser then enforces two
 * Content-Security-Policies, and the strict one would break the editor. So the headers every
 * response gets sit on `/*` alone, the strict policy on `/` and on each top-level file and folder of
 * the site except the editor's (e.g. `/agb/*`, `/app-1234.js`), and the editor's policy on `/admin/*`.
 * A path outside all of them (a missing top-level page, answered with 404.html) gets the base headers
 * without a policy; X-Frame-Options still forbids framing it. Content-hashed files (`/static/*` and
 * hashed chunks, src/lib/caching.ts) are cached for a year; everything else keeps Netlify's default,
 * which is the own server's too: revalidated on every visit.
 */
export function headerRules(scriptHashes: readonly string[], site: SiteTopLevel): HeaderRule[] {
  const strict = siteContentSecurityPolicy(scriptHashes);
  const sitePaths = [
    "/",
    ...site.files.map((file) => `/${file}`),
    ...site.folders
      .filter((f) => f !== EDITOR_FOLDER && f !== OPERATOR_FOLDER && !TOKEN_PAGE_FOLDERS.includes(f))
      .map((f) => `/${f}/*`),
  ];
  return [
    { path: "/*", headers: { ...BASE_HEADERS } },
    ...sitePaths.map((path) => ({
      path,
      headers: {
        "Content-Security-Policy": strict,
        ...SITE_REFERRER_POLICY,
        ...(isHashedAsset(path.replace(/\*$/, "")) ? { "Cache-Control": IMMUTABLE } : {}),
      },
    })),
    ...TOKEN_PAGE_FOLDERS.map((folder) => ({
      path: `/${folder}/*`,
      headers: { "Content-Security-Policy": strict, ...TOKEN_PAGE_HEADERS },
    })),
    {
      path: `/${EDITOR_FOLDER}/*`,
      headers: { "Content-Security-Policy": EDITOR_CONTENT_SECURITY_POLICY, ...SITE_REFERRER_POLICY },
    },
    { path: `/${OPERATOR_FOLDER}/*`, headers: { ...OPERATOR_PAGE_HEADERS } },
  ];
}

/** Netlify's _headers format: a path line, then indented "Name: value" lines. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n")
    .concat("\n");
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const at = line.indexOf(":");
    const rule = rules[rules.length - 1];
    if (!rule || at === -1) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

/** Netlify's matching: every rule whose path matches applies (headerRules makes sure no two set the same header). */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const matches = (pattern: string) =>
    pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern || path === `${pattern}/`;
  return Object.fromEntries(rules.filter((rule) => matches(rule.path)).flatMap((rule) => Object.entries(rule.headers)));
}
