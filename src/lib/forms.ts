// The form contract shared by the browser, the self-hosted server and the tests:
// form names, fields, limits, validation rules and every message a visitor can see.
import { pathOf, type PageId } from "./routes";

export type FormName = "lead" | "kontakt";
export type FieldName = "name" | "email" | "message" | "consent" | "marketing";
export type Values = Partial<Record<FieldName, string>>;
export type Errors = Partial<Record<FieldName, string>>;

/** `checked`: a checkbox that must be ticked; `optional`: a checkbox that may stay empty. */
type Rule = "notBlank" | "email" | "checked" | "optional";

export interface FieldDefinition {
  name: FieldName;
  label: string;
  rule: Rule;
  /** docs/product.md's short message, shown next to the field when the rule fails. */
  message: string;
  /** A help line with an example, shown under the message (src/enhance/form-errors.ts). */
  help?: string;
  maxLength: number;
  autoComplete: string;
  /** A checkbox's label is its consent text from data/mails.yaml (`label` only names it in messages). */
  type: "text" | "email" | "checkbox";
  /** Rows of a multi-line field; single-line when absent. */
  rows?: number;
}

export interface FormDefinition {
  name: FormName;
  fields: readonly FieldDefinition[];
  submitLabel: string;
  /** The form's thank-you page: the form posts to it, and a successful post ends there. */
  thanksPage: PageId;
}

/**
 * Text, '@', text, '.', text, with no spaces (docs/product.md section 3). The domain's labels hold
 * no dot, so each character has one place to go: the pattern runs in linear time.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;

/** Shortest time the 'Wird gesendet...' state stays visible (docs/product.md section 3). */
export const MIN_SUBMIT_MS = 800;

export const HONEYPOT_FIELD = "bot-field";
export const FORM_NAME_FIELD = "form-name";
/** Where a form posts: its thank-you page (Netlify shows the action's page after a post). */
export const actionOf = (form: FormDefinition) => pathOf(form.thanksPage);

/** The id of a field's input and of the element that shows its error message. */
export const fieldIdOf = (form: FormName, field: string) => `${form}-${field}`;
export const errorIdOf = (form: FormName, field: string) => `${fieldIdOf(form, field)}-error`;
export const helpIdOf = (form: FormName, field: string) => `${fieldIdOf(form, field)}-help`;
/** Where the page script suggests a corrected address under an e-mail field (src/lib/email-typos.ts). */
export const suggestionIdOf = (form: FormName, field: string) => `${fieldIdOf(form, field)}-suggestion`;

/** What a ticked checkbox posts; an unticked one posts nothing. */
export const CHECKBOX_VALUE = "ja";

export const SUBMITTING_LABEL = "Wird gesendet...";
export const SEND_FAILED_MESSAGE =
  "Das Absenden hat leider nicht geklappt. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal – Ihre Eingaben bleiben erhalten.";

/**
 * Asking for a plan about elevated blood sugar reveals health data: processing it needs explicit
 * consent (Art. 9 Abs. 2 a DSGVO), an unticked box the visitor ticks himself. Further mails (tips,
 * offers) need a consent of their own (§ 7 UWG), optional. Their texts and versions: data/mails.yaml.
 */
const consentFields: readonly FieldDefinition[] = [
  {
    name: "consent",
    label: "Einwilligung",
    rule: "checked",
    message: "Bitte setzen Sie das Häkchen bei der Einwilligung – ohne sie dürfen wir Ihnen den Plan nicht senden.",
    maxLength: CHECKBOX_VALUE.length,
    autoComplete: "off",
    type: "checkbox",
  },
  {
    name: "marketing",
    label: "Weitere E-Mails",
    rule: "optional",
    message: "",
    maxLength: CHECKBOX_VALUE.length,
    autoComplete: "off",
    type: "checkbox",
  },
];

const NAME_MAX = 60;
const EMAIL_MAX = 254;
const MESSAGE_MAX = 5000;

export const leadForm: FormDefinition = {
  name: "lead",
  submitLabel: "Kostenlosen Plan anfordern",
  thanksPage: "thanks",
  fields: [
    {
      name: "name",
      label: "Ihr Vorname",
      rule: "notBlank",
      message: "Name erforderlich",
      help: "Bitte tragen Sie Ihren Vornamen ein, z. B. Klaus.",
      maxLength: NAME_MAX,
      autoComplete: "given-name",
      type: "text",
    },
    {
      name: "email",
      label: "Ihre E-Mail-Adresse",
      rule: "email",
      message: "Ungültige E-Mail",
      help: "Bitte geben Sie Ihre vollständige E-Mail-Adresse ein, z. B. name@beispiel.de.",
      maxLength: EMAIL_MAX,
      autoComplete: "email",
      type: "email",
    },
    ...consentFields,
  ],
};

export const contactForm: FormDefinition = {
  name: "kontakt",
  submitLabel: "Nachricht senden",
  thanksPage: "contactThanks",
  fields: [
    {
      name: "name",
      label: "Ihr Name",
      rule: "notBlank",
      message: "Name ist erforderlich",
      help: "Bitte tragen Sie Ihren Namen ein, z. B. Klaus Müller.",
      maxLength: NAME_MAX,
      autoComplete: "name",
      type: "text",
    },
    {
      name: "email",
      label: "Ihre E-Mail-Adresse",
      rule: "email",
      message: "Ungültige E-Mail-Adresse",
      help: "Bitte geben Sie Ihre vollständige E-Mail-Adresse ein, z. B. name@beispiel.de.",
      maxLength: EMAIL_MAX,
      autoComplete: "email",
      type: "email",
    },
    {
      name: "message",
      label: "Ihre Nachricht",
      rule: "notBlank",
      message: "Nachricht ist erforderlich",
      help: "Bitte schreiben Sie uns Ihre Frage, z. B. „Wann kommt mein Plan?“",
      maxLength: MESSAGE_MAX,
      autoComplete: "off",
      type: "text",
      rows: 5,
    },
  ],
};

export const forms: Record<FormName, FormDefinition> = { lead: leadForm, kontakt: contactForm };

/** The page that shows a form again with its mistakes (src/templates/form-check.tsx, server/form-check-page.ts). */
export const FORM_CHECK_PAGES = { lead: "leadFormCheck", kontakt: "contactFormCheck" } as const satisfies Record<
  FormName,
  PageId
>;

export function formCheckFor(page: PageId): FormDefinition {
  const name = (Object.keys(FORM_CHECK_PAGES) as FormName[]).find((form) => FORM_CHECK_PAGES[form] === page);
  if (!name) throw new Error(`No form is checked on page "${page}"`);
  return forms[name];
}

export function isFormName(value: unknown): value is FormName {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(forms, value);
}

/**
 * A character a person can see: not white space, not an invisible format character (zero-width
 * space and joiners, soft hyphen, direction marks, BOM) and not a blank filler (Hangul, Braille).
 */
const VISIBLE = /[^\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * Control characters (NUL, escape, DEL, C1) and the direction overrides and isolates that make text
 * read differently than it is stored (U+202A–U+202E, U+2066–U+2069); a multi-line field may hold
 * line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * A plain mailbox, local@domain: no display name, quotes, angle brackets, commas, empty domain
 * labels or trailing dot. "Klaus <k@x.de>" would pass a looser check, and the mail program would
 * then write to the bare mailbox behind the suppression list's back: one address is one person.
 */
const PLAIN_MAILBOX = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]+$/;

/**
 * What a person's name is made of: letters of any script, spaces, hyphens, apostrophes and dots.
 * The first name becomes the greeting of a mail sent from the brand's domain, so a name may not
 * carry a link, an address or anything else a phishing text needs.
 */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** "evil.example", "www.bank": a dot between letters is a host name, not a name. */
const HOST_NAME = /\p{L}\.\p{L}{2,}/u;

/** A name with other characters than a name has (digits, "@", a link). */
export function nameCharactersMessage(field: FieldDefinition): string {
  return `${field.label}: bitte nur Buchstaben, Leerzeichen, Bindestrich, Apostroph und Punkt – keine Ziffern, kein @ und keine Internetadresse.`;
}

const isPersonName = (value: string) => PERSON_NAME.test(value) && !HOST_NAME.test(value);

export function hasControlCharacters(field: FieldDefinition, value: string): boolean {
  return (field.rows ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}

const rules: Record<Rule, (value: string) => boolean> = {
  notBlank: (value) => VISIBLE.test(value),
  email: (value) => PLAIN_MAILBOX.test(value),
  checked: (value) => value === CHECKBOX_VALUE,
  optional: (value) => value === "" || value === CHECKBOX_VALUE,
};

/** Trims every field of the form; fields the form does not know are dropped. */
export function normalize(form: FormDefinition, values: Values): Values {
  const result: Values = {};
  for (const field of form.fields) {
    const value = (values[field.name] ?? "").trim();
    result[field.name] = field.type === "checkbox" && value !== CHECKBOX_VALUE ? "" : value;
  }
  return result;
}

/** Only a hand-made request can exceed a field's maxlength; the browser stops typing there. */
export function tooLongMessage(field: FieldDefinition): string {
  return `${field.label}: bitte höchstens ${field.maxLength.toLocaleString("de-DE")} Zeichen.`;
}

/** Only pasted or hand-made text holds control characters; a keyboard cannot type them. */
export function controlCharacterMessage(field: FieldDefinition): string {
  return `${field.label}: bitte ohne unsichtbare Steuerzeichen (sie stammen oft aus kopiertem Text).`;
}

/**
 * Returns one message per invalid field, in field order; an empty object means valid. The length
 * is checked before any pattern runs, so no pattern ever sees more than a field's maxLength
 * characters, whatever a hand-made request sends (docs/security.md).
 */
export function validate(form: FormDefinition, values: Values): Errors {
  const clean = normalize(form, values);
  const errors: Errors = {};
  for (const field of form.fields) {
    const value = clean[field.name] ?? "";
    if (value.length > field.maxLength) errors[field.name] = tooLongMessage(field);
    else if (!rules[field.rule](value)) errors[field.name] = field.message;
    else if (hasControlCharacters(field, value)) errors[field.name] = controlCharacterMessage(field);
    else if (field.name === "name" && !isPersonName(value)) errors[field.name] = nameCharactersMessage(field);
  }
  return errors;
}
