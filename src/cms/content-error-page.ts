// During `npm run edit` the development site shows the content check's errors instead of pages with
// silently empty sections (Gatsby drops a file it cannot parse and renders the rest). The build
// stops on the same errors (gatsby-node.ts).
import type { IncomingMessage, ServerResponse } from "http";
import { checkContent, errorsOf, formatProblem } from "../content/check";
import { escapeHtml } from "../lib/escape-html";

export function contentErrorPage(errors: string[]): string {
  return `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fehler in den Inhalten</title></head>
<body style="font: 1.15rem/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a">
<h1 style="color: #b00020">Die Inhalte in data/ enthalten ${errors.length === 1 ? "einen Fehler" : `${errors.length} Fehler`}</h1>
<p>Solange ${errors.length === 1 ? "er besteht" : "sie bestehen"}, zeigt die Vorschau keine Seite, damit kein Abschnitt unbemerkt leer bleibt; auch die Veröffentlichung würde abgelehnt.</p>
<ul>${errors.map((error) => `<li style="margin-bottom: 0.75rem">${escapeHtml(error)}</li>`).join("")}</ul>
<p>Beheben Sie ${errors.length === 1 ? "ihn" : "sie"} in der genannten Datei und Zeile und laden Sie diese Seite danach neu.</p>
</body>
</html>
`;
}

/** Express-style middleware for gatsby-config's developMiddleware: answers page requests while data/ has errors. */
export function contentErrorMiddleware(dataDir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? "/";
    const isPage =
      req.method === "GET" && (req.headers.accept ?? "").includes("text/html") && !/^\/(admin|__|___)/.test(url);
    if (!isPage) return next();
    checkContent(dataDir).then(
      (problems) => {
        const errors = errorsOf(problems).map(formatProblem);
        if (errors.length === 0) return next();
        res
          .writeHead(500, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
          .end(contentErrorPage(errors));
      },
      () => next(),
    );
  };
}
