// The lead and contact forms after the page script has run: the German validation messages, the
// 'Wird gesendet...' state and a fetch submission. Without JavaScript the same form posts as plain
// HTML, guarded by the browser's own `required` check (src/components/site-form.tsx).
import {
  HONEYPOT_FIELD,
  actionOf,
  SEND_FAILED_MESSAGE,
  SUBMITTING_LABEL,
  errorIdOf,
  forms,
  isFormName,
  normalize,
  suggestionIdOf,
  validate,
  type Values,
} from "../lib/forms";
import { elementOf, markErrors } from "./form-errors";
import { postForm } from "../lib/submit";
import { sentToFragment } from "../lib/sent-to";
import { suggestAddress } from "../lib/email-typos";

export interface FormEnvironment {
  /** Opens the thank-you page once the server has the submission. */
  navigate: (path: string) => void;
  /** Loads the current address again. */
  reload: () => void;
  /** Where the form is: the thank-you page carries the lead form too. */
  pathname: string;
  search: string;
}

/**
 * Opens the thank-you page. From the thank-you page's own form only the fragment changes (the
 * masked address), and a new fragment loads no page: the button would say "Wird gesendet…" for
 * ever next to the old address. So the page is then loaded again (a GET of the static page: it
 * shows the new address and a fresh form).
 */
function openThankYouPage(target: string, environment: FormEnvironment): void {
  environment.navigate(target);
  if (target.split("#")[0] === environment.pathname && environment.search === "") environment.reload();
}

/** Set on the form while its sticky button would cover the field being typed in (site-form.module.css). */
export const UNSTUCK_ATTRIBUTE = "data-unstuck";
/** Space kept between a field and the button above which it is shown. */
const MARGIN_PX = 16;

/**
 * The button sticks to the bottom of the screen while the form is in view, and must never cover the
 * field being typed in. Where the screen has room above the button, the field moves up into it;
 * where it has none (the phone's keyboard open, which makes Chrome shrink the page, at 200 % text)
 * the button leaves its place until the field loses the focus. Checked when a field gets the focus
 * and whenever the screen changes size (the keyboard opening) or scrolls.
 */
function keepTypingClearOfButton(form: HTMLFormElement, button: HTMLButtonElement): void {
  const bar = button.parentElement ?? button;
  const check = () => {
    form.removeAttribute(UNSTUCK_ATTRIBUTE);
    const field = document.activeElement;
    const typing =
      (field instanceof HTMLInputElement && field.type !== "checkbox") || field instanceof HTMLTextAreaElement;
    if (!typing || !form.contains(field)) return;
    const [typed, covering] = [field.getBoundingClientRect(), bar.getBoundingClientRect()];
    if (typed.bottom <= covering.top || typed.top >= covering.bottom) return;
    // Room above the button: the field moves up into it. None (the keyboard open, large text): the button goes.
    const room = covering.top - MARGIN_PX;
    if (typed.bottom - typed.top <= room - MARGIN_PX) window.scrollBy(0, typed.bottom - room);
    else form.setAttribute(UNSTUCK_ATTRIBUTE, "");
  };
  // Once the browser has scrolled the focused field into view (after the focus event).
  const update = () => void setTimeout(check, 50);
  form.addEventListener("focusin", update);
  form.addEventListener("focusout", () => form.removeAttribute(UNSTUCK_ATTRIBUTE));
  window.addEventListener("resize", update);
  window.addEventListener("scroll", update, { passive: true });
}

/**
 * Puts a field and its message (right beside it: below a text field, above a consent box) in the
 * middle of the screen, never under the sticky button at the bottom (which leaves the flow while an
 * invalid field has the focus: site-form.module.css). Where both do not fit (the consent's message
 * at 200 % text on a phone fills most of the screen), the focused box comes into view with as much
 * of its message above it as the screen holds.
 */
function bringIntoView(input: HTMLElement, message: HTMLElement): void {
  input.focus({ preventScroll: true });
  const boxes = [input, message].map((element) => element.getBoundingClientRect());
  const height = Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
  input.scrollIntoView?.({ block: height <= window.innerHeight * 0.8 ? "center" : "end" });
}

export function enhanceSiteForm(form: HTMLFormElement, environment: FormEnvironment): void {
  // Not form.name: a form's named controls shadow its properties, and this form has a field "name".
  const formName = form.getAttribute("name");
  if (!isFormName(formName)) throw new Error(`site form: unknown form name "${formName}"`);
  const definition = forms[formName];
  const control = (name: string) => {
    const element = form.elements.namedItem(name);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
      throw new Error(`site form "${formName}": no field "${name}"`);
    return element;
  };
  const required = <T>(element: T | null, what: string): T => {
    if (!element) throw new Error(`site form "${formName}": no ${what}`);
    return element;
  };
  const button = required(form.querySelector<HTMLButtonElement>("button[type=submit]"), "submit button");
  const alert = required(form.querySelector<HTMLElement>("[role=alert]"), "alert");

  let submitting = false;

  function setSubmitting(value: boolean) {
    submitting = value;
    button.disabled = value;
    button.textContent = value ? SUBMITTING_LABEL : definition.submitLabel;
    for (const field of definition.fields) control(field.name).readOnly = value;
  }

  async function submit() {
    const values: Values = Object.fromEntries(
      definition.fields.map((field) => {
        const input = control(field.name);
        const unticked = input instanceof HTMLInputElement && input.type === "checkbox" && !input.checked;
        return [field.name, unticked ? "" : input.value];
      }),
    );
    const errors = validate(definition, values);
    markErrors(document, definition, errors);
    alert.hidden = true;
    const firstInvalid = definition.fields.find((field) => errors[field.name]);
    if (firstInvalid) {
      bringIntoView(control(firstInvalid.name), elementOf(document, errorIdOf(definition.name, firstInvalid.name)));
      return;
    }
    setSubmitting(true);
    const confirmed = await postForm(definition, values, control(HONEYPOT_FIELD).value);
    // On success the button keeps saying 'Wird gesendet...' until the thank-you page has loaded.
    // The lead form's thank-you page shows where the mail went (masked, in the fragment only).
    const sentTo = definition.name === "lead" ? sentToFragment(normalize(definition, values).email ?? "") : "";
    if (confirmed) return openThankYouPage(actionOf(definition) + sentTo, environment);
    setSubmitting(false);
    alert.textContent = SEND_FAILED_MESSAGE;
    alert.hidden = false;
  }

  for (const field of definition.fields.filter((f) => f.type === "email")) {
    const input = control(field.name);
    const suggestion = required(document.getElementById(suggestionIdOf(definition.name, field.name)), "suggestion");
    const accept = required(suggestion.querySelector("button"), "suggestion's button");
    // Checked once the visitor leaves the field; typing again hides it; only a tap changes the address.
    input.addEventListener("change", () => {
      const suggested = suggestAddress(input.value);
      accept.textContent = suggested ?? "";
      suggestion.hidden = !suggested;
    });
    input.addEventListener("input", () => (suggestion.hidden = true));
    accept.addEventListener("click", () => {
      input.value = accept.textContent ?? input.value;
      suggestion.hidden = true;
      input.focus();
    });
  }

  keepTypingClearOfButton(form, button);
  form.noValidate = true;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!submitting) void submit();
  });
}
