// The few HTML pages the server writes itself: a form with errors (422) and request errors.
// Everything a visitor typed passes through escapeHtml before it reaches the page.
import {
  CHECKBOX_VALUE,
  FORM_ACTION,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  type Errors,
  type FieldName,
  type FormDefinition,
  type Values,
} from "../src/lib/forms";
import { palette } from "../src/lib/palette";
import { UI_TEXT } from "../src/lib/ui-text";
import { INVALID_TITLE, type RequestError } from "./messages";

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

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The labels of the consent checkboxes, which live in data/mails.yaml rather than in the form contract. */
export type CheckboxLabels = Partial<Record<FieldName, string>>;

export function invalidFormPage(form: FormDefinition, values: Values, errors: Errors, labels: CheckboxLabels): string {
  const summary = form.fields
    .filter((field) => errors[field.name])
    .map((field) => `<li><a href="#${field.name}">${escapeHtml(errors[field.name]!)}</a></li>`)
    .join("");
  const fields = form.fields
    .map((field) => {
      const value = escapeHtml(values[field.name] ?? "");
      const error = errors[field.name];
      const described = error ? ` aria-invalid="true" aria-describedby="${field.name}-error"` : "";
      const common = `id="${field.name}" name="${field.name}" required maxlength="${field.maxLength}"${described}`;
      const message = error ? `<p class="error" id="${field.name}-error">${escapeHtml(error)}</p>` : "";
      if (field.type === "checkbox") {
        const required = field.rule === "checked" ? " required" : "";
        const checked = values[field.name] === CHECKBOX_VALUE ? " checked" : "";
        const box = `<input id="${field.name}" name="${field.name}" type="checkbox" value="${CHECKBOX_VALUE}"${required}${checked}${described}>`;
        return `<p class="check">${box}<label for="${field.name}">${escapeHtml(labels[field.name] ?? field.label)}</label></p>${message}`;
      }
      const input = field.rows
        ? `<textarea ${common} rows="${field.rows}">${value}</textarea>`
        : `<input ${common} type="${field.type}" autocomplete="${field.autoComplete}" value="${value}">`;
      return `<label for="${field.name}">${escapeHtml(field.label)}</label>${input}${message}`;
    })
    .join("");
  return page(
    INVALID_TITLE,
    `<h1>${INVALID_TITLE}</h1><div class="summary" role="alert"><ul>${summary}</ul></div>
<form method="post" action="${FORM_ACTION}" name="${form.name}">
<input type="hidden" name="${FORM_NAME_FIELD}" value="${form.name}">
<p class="hp" aria-hidden="true"><label>${UI_TEXT.honeypotLabel}<input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></p>
${fields}<button type="submit">${escapeHtml(form.submitLabel)}</button></form>`,
  );
}

export function requestErrorPage(error: RequestError): string {
  return page(
    error.title,
    `<h1>${escapeHtml(error.title)}</h1><p>${escapeHtml(error.text)}</p><a class="button" href="/">${UI_TEXT.homeLink}</a>`,
  );
}
