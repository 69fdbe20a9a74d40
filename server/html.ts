// The form with errors (422) that the self-hosted server writes for a post without JavaScript.
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
import { UI_TEXT } from "../src/lib/ui-text";
import { INVALID_TITLE } from "../src/lib/request-errors";
import { escapeHtml, page } from "../src/lib/error-page";

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
