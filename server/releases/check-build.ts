// The checks a build passes before it becomes a release (bin/build.ts): every page of the route
// table, the 404 page, the security headers and the form check pages are there and readable, the
// mails' content loads from the data the site was built from, and the compiled server exists.
// Gatsby already stopped on broken content; this catches a build that ended without its parts.
import { existsSync } from "fs";
import { join } from "path";
import { routes } from "../../src/lib/routes";
import { loadMailContent } from "../../src/mail/content";
import { readCheckPages } from "../form-route";
import { readHeaderRules } from "../security-headers";

/** What is wrong with the build, one German line each; empty when it may become a release. */
export function buildProblems(parts: { publicDir: string; dataDir: string; serverEntry: string }): string[] {
  const problems: string[] = [];
  const pageFile = (path: string) => join(parts.publicDir, path, "index.html");
  const missing = routes.map((route) => route.path).filter((path) => !existsSync(pageFile(path)));
  if (missing.length > 0) problems.push(`Es fehlen Seiten im Build: ${missing.join(", ")}`);
  if (!existsSync(join(parts.publicDir, "404.html"))) problems.push("Es fehlt die Seite 404.html");
  const attempt = (what: string, read: () => unknown) => {
    try {
      read();
    } catch (error) {
      problems.push(`${what}: ${(error as Error).message}`);
    }
  };
  attempt("Die Sicherheits-Header (_headers) lassen sich nicht lesen", () => readHeaderRules(parts.publicDir));
  attempt("Die Prüfseiten der Formulare fehlen", () => readCheckPages(parts.publicDir));
  attempt("Die Texte der E-Mails lassen sich nicht laden", () => loadMailContent(parts.dataDir));
  if (!existsSync(parts.serverEntry)) problems.push(`Der Server ist nicht übersetzt (${parts.serverEntry} fehlt)`);
  return problems;
}
