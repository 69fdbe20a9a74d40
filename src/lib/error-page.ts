// The few HTML pages written at run time rather than by the build: request errors (both hosts)
// and, self-hosted, the form with errors. Everything a visitor typed passes through escapeHtml.
import { palette } from "./palette";
import { UI_TEXT } from "./ui-text";
import type { RequestError } from "./request-errors";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const { bg, ink, muted, primary, primaryDark, onPrimary, error, errorBg } = palette;
const STYLE = `body{margin:0;font:1.25rem/1.6 system-ui,sans-serif;color:${ink};background:${bg}}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{color:${primaryDark};line-height:1.25}
label{display:block;font-weight:700;margin-top:1.5rem}input,textarea{width:100%;box-sizing:border-box;
min-height:3rem;padding:.75rem 1rem;font:inherit;border:2px solid ${muted};border-radius:.75rem}
[aria-invalid=true]{border:3px solid ${error}}.error{color:${error};font-weight:700;margin:.25rem 0 0}
button,.button{display:inline-block;margin-top:1.5rem;min-height:3.5rem;padding:.75rem 2rem;border:0;
border-radius:.75rem;background:${primary};color:${onPrimary};font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.check{display:flex;gap:1rem;align-items:flex-start;margin-top:1.5rem}.check input{flex:none;width:2rem;height:2rem;min-height:0}
.check label{margin:0;font-weight:400}.summary{padding:1rem;border-left:5px solid ${error};background:${errorBg}}.hp{position:absolute;left:-10000px}`;

export function page(title: string, body: string): string {
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
