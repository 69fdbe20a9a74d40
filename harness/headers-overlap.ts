// Which rules of a _headers file could both apply to one request path, and set the same header.
import type { HeaderRule } from "../src/lib/security-headers";

/**
 * Whether two _headers paths can match the same request path, written here from Netlify's rules
 * (a trailing * matches any rest, including none; a path without * matches itself and itself plus "/"),
 * independent of the matcher under test.
 */
export function canMatchSamePath(a: string, b: string): boolean {
  const splat = (p: string) => p.endsWith("*");
  const stem = (p: string) => (splat(p) ? p.slice(0, -1) : p.replace(/\/$/, ""));
  if (splat(a) && splat(b)) return stem(a).startsWith(stem(b)) || stem(b).startsWith(stem(a));
  if (splat(a) !== splat(b)) {
    const [prefix, exact] = splat(a) ? [stem(a), stem(b)] : [stem(b), stem(a)];
    return exact.startsWith(prefix) || `${exact}/`.startsWith(prefix);
  }
  return stem(a) === stem(b);
}

/** Every header that two rules which can match the same path both set. */
export function overlappingHeaders(rules: readonly HeaderRule[]): string[] {
  const found: string[] = [];
  rules.forEach((a, i) =>
    rules.slice(i + 1).forEach((b) => {
      if (!canMatchSamePath(a.path, b.path)) return;
      for (const name of Object.keys(a.headers))
        if (name in b.headers) found.push(`${name} on ${a.path} and ${b.path}`);
    }),
  );
  return found;
}
