// The pages written at run time rather than by the build: a request the server cannot take (both
// hosts). A form with mistakes gets its built check page instead (server/form-check-page.ts).
import { escapeHtml } from "./escape-html";
import { palette } from "./palette";
import { UI_TEXT } from "./ui-text";
import type { RequestError } from "./request-errors";

const { bg, ink, primary, primaryDark, onPrimary } = palette;
const STYLE = `body{margin:0;font:1.25rem/1.6 system-ui,sans-serif;color:${ink};background:${bg}}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{color:${primaryDark};line-height:1.25}
.button{display:inline-block;margin-top:1.5rem;min-height:3.5rem;padding:.75rem 2rem;border-radius:.75rem;
background:${primary};color:${onPrimary};font-weight:700;text-decoration:none}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function requestErrorPage(error: RequestError): string {
  return page(
    error.title,
    `<h1>${escapeHtml(error.title)}</h1><p>${escapeHtml(error.text)}</p><a class="button" href="/">${UI_TEXT.homeLink}</a>`,
  );
}
