// The byte limit of a form post, derived from the form contract: the longest valid post, with every
// field at its maximum length in the most expensive encoding a browser can send.
import { FORM_NAME_FIELD, forms, HONEYPOT_FIELD, type FormDefinition } from "../src/lib/forms";

/**
 * maxlength counts UTF-16 code units. The costliest unit is a character of 3 UTF-8 bytes, such as
 * "€" (U+20AC): "%E2%82%AC" is 9 bytes for 1 unit. "ü" costs 6 bytes, a line break sent as CR LF
 * 6, an emoji 12 bytes for its 2 units (6 per unit), so 9 bytes a unit is the worst case.
 */
export const WORST_BYTES_PER_CODE_UNIT = 9;

interface PostedField {
  name: string;
  maxLength: number;
}

/** name=value pairs joined by "&": each field costs its encoded name, "=", its value and a separator. */
export function maxPostBytes(fields: readonly PostedField[]): number {
  return fields.reduce(
    (sum, field) =>
      sum + Buffer.byteLength(encodeURIComponent(field.name)) + 1 + field.maxLength * WORST_BYTES_PER_CODE_UNIT + 1,
    0,
  );
}

/** Everything a browser posts for a form: its fields, the form name, the (empty) honeypot. */
export function postedFields(form: FormDefinition): PostedField[] {
  return [
    ...form.fields,
    { name: FORM_NAME_FIELD, maxLength: form.name.length },
    { name: HONEYPOT_FIELD, maxLength: 0 },
  ];
}

/** About 48 KB today (the contact form's 5,000-character message dominates). */
export const BODY_LIMIT_BYTES = Math.max(...Object.values(forms).map((form) => maxPostBytes(postedFields(form))));
