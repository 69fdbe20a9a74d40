// The 422 answer to a form post without JavaScript that has mistakes: the built check page of that
// form (src/templates/form-check.tsx, the site's own SiteForm inside its header and footer), with
// what the visitor typed put back into the fields and each message next to its field. The page is
// the build's; this only fills in values, by the ids the form contract gives every field.
import { escapeHtml } from "../src/lib/error-page";
import {
  CHECKBOX_VALUE,
  errorIdOf,
  fieldIdOf,
  helpIdOf,
  type Errors,
  type FormDefinition,
  type Values,
} from "../src/lib/forms";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The opening tag of the input or textarea with this id; group 1 is a self-closing slash. */
const openingTag = (id: string) => new RegExp(`<(?:input|textarea)\\b[^>]*\\sid="${escapeRegExp(id)}"[^>]*?(/?)>`);

function addAttributes(html: string, id: string, attributes: string): string {
  return html.replace(
    openingTag(id),
    (tag, selfClosing: string) =>
      tag.slice(0, tag.length - 1 - selfClosing.length) + attributes + (selfClosing ? " />" : ">"),
  );
}

/**
 * Where a typed value goes until the page's markup is done: the patterns below then never scan
 * what a visitor typed (up to the body limit), and the values go in last, by plain string search.
 * A NUL character never appears in a built page.
 */
const slot = (index: number) => `\u0000${index}\u0000`;

export function fillFormCheckPage(html: string, form: FormDefinition, values: Values, errors: Errors): string {
  let page = html;
  const typed: string[] = [];
  const keep = (value: string) => slot(typed.push(escapeHtml(value)) - 1);
  for (const field of form.fields) {
    const id = fieldIdOf(form.name, field.name);
    const value = values[field.name] ?? "";
    const message = errors[field.name];
    const describedBy = [errorIdOf(form.name, field.name), ...(field.help ? [helpIdOf(form.name, field.name)] : [])];
    const invalid = message ? ` aria-invalid="true" aria-describedby="${describedBy.join(" ")}"` : "";
    if (field.type === "checkbox") {
      page = addAttributes(page, id, (value === CHECKBOX_VALUE ? " checked" : "") + invalid);
    } else if (field.rows) {
      page = addAttributes(page, id, invalid).replace(
        new RegExp(`(<textarea\\b[^>]*\\sid="${escapeRegExp(id)}"[^>]*>)(</textarea>)`),
        (_all, open: string, close: string) => open + keep(value) + close,
      );
    } else {
      page = addAttributes(page, id, ` value="${keep(value)}"` + invalid);
    }
    if (message) {
      const errorId = errorIdOf(form.name, field.name);
      page = page.replace(
        new RegExp(`(<p\\b[^>]*\\sid="${escapeRegExp(errorId)}"[^>]*?)\\s+hidden(?:="")?([^>]*>)(</p>)`),
        (_all, open: string, rest: string, close: string) => open + rest + escapeHtml(message) + close,
      );
      // The help line with an example (its text is the build's) is shown under the short message.
      if (field.help)
        page = page.replace(
          new RegExp(
            `(<p\\b[^>]*\\sid="${escapeRegExp(helpIdOf(form.name, field.name))}"[^>]*?)\\s+hidden(?:="")?([^>]*>)`,
          ),
          (_all, open: string, rest: string) => open + rest,
        );
    }
  }
  // The form's alert: every message once more, each a link to its field, announced by screen readers.
  const summary = form.fields
    .filter((field) => errors[field.name])
    .map((field) => `<a href="#${fieldIdOf(form.name, field.name)}">${escapeHtml(errors[field.name]!)}</a>`)
    .join(" · ");
  page = page.replace(
    /(<p\b[^>]*\srole="alert"[^>]*?) hidden(?:="")?([^>]*>)(<\/p>)/,
    (_all, open: string, rest: string, close: string) => (summary ? open + rest + summary + close : _all),
  );
  return typed.reduce((filled, value, index) => filled.replace(slot(index), () => value), page);
}
