// A form's mistakes marked on the page, the same way in the browser (site-form.ts, when the visitor
// sends) and on the check page the server answers a post without JavaScript with
// (server/form-check-page.ts runs this on the built page in a small DOM): each field's short
// message beside it, its help line with an example under it, both the field's description for
// screen readers. Only the DOM calls both have: ids, attributes, textContent, hidden.
import { errorIdOf, fieldIdOf, helpIdOf, type Errors, type FormDefinition } from "../lib/forms";

/** The element with this id; a form the build rendered always has it. */
export function elementOf(document: Document, id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`form: no element #${id}`);
  return element;
}

export function markErrors(document: Document, form: FormDefinition, errors: Errors): void {
  for (const field of form.fields) {
    const input = elementOf(document, fieldIdOf(form.name, field.name));
    const error = elementOf(document, errorIdOf(form.name, field.name));
    const help = field.help ? elementOf(document, helpIdOf(form.name, field.name)) : undefined;
    const message = errors[field.name];
    error.textContent = message ?? "";
    error.hidden = !message;
    if (help) help.hidden = !message;
    if (message) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", [error.id, ...(help ? [help.id] : [])].join(" "));
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }
}
