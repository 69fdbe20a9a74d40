// The 422 answer to a form post without JavaScript that has mistakes: the built check page of that
// form (src/templates/form-check.tsx, the site's own SiteForm inside its header and footer), with
// what the visitor typed put back into the fields and the mistakes marked by the page script's own
// function (src/enhance/form-errors.ts), run here on the built page in a small DOM (linkedom).
import { parseHTML } from "linkedom";
import { escapeHtml } from "../src/lib/escape-html";
import { CHECKBOX_VALUE, fieldIdOf, type Errors, type FormDefinition, type Values } from "../src/lib/forms";
import { elementOf, markErrors } from "../src/enhance/form-errors";

/** A form's built check page, parsed once at start: each answer fills a copy (a fifth of parsing it again). */
export class CheckPage {
  private readonly page: Document;

  constructor(html: string) {
    this.page = parseHTML(html).document;
  }

  fill(form: FormDefinition, values: Values, errors: Errors): string {
    const document = this.page.cloneNode(true) as Document;
    for (const field of form.fields) {
      const input = elementOf(document, fieldIdOf(form.name, field.name));
      const value = values[field.name] ?? "";
      if (field.type === "checkbox") input.toggleAttribute("checked", value === CHECKBOX_VALUE);
      // linkedom writes a textarea's text as it is (raw text, like a script's), and the browser reads
      // it with entities decoded: escaped here, a typed "</textarea>" stays text.
      else if (field.rows) input.textContent = escapeHtml(value);
      else input.setAttribute("value", value);
    }
    markErrors(document, form, errors);
    // The form's alert: every message once more, each a link to its field, announced by screen
    // readers. In the browser the focus goes to the first mistake instead (src/enhance/site-form.ts).
    const alert = document.querySelector("[role=alert]");
    const invalid = form.fields.filter((field) => errors[field.name]);
    if (alert && invalid.length > 0) {
      invalid.forEach((field, index) => {
        if (index > 0) alert.append(" · ");
        const link = document.createElement("a");
        link.setAttribute("href", `#${fieldIdOf(form.name, field.name)}`);
        link.textContent = errors[field.name]!;
        alert.append(link);
      });
      alert.removeAttribute("hidden");
    }
    // The built page is HTML5; its doctype keeps the browser out of quirks mode.
    return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
  }
}

/** The check page filled in once (tests, benchmarks); the server keeps a CheckPage per form. */
export const fillFormCheckPage = (html: string, form: FormDefinition, values: Values, errors: Errors) =>
  new CheckPage(html).fill(form, values, errors);
