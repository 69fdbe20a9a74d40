// The lead and contact forms: a plain HTML form that works without JavaScript. The page script
// (src/enhance/site-form.ts) adds the validation messages, the 'Wird gesendet...' state and a fetch
// submission; the empty error elements here are where it writes the messages.
import React from "react";
import { Link } from "gatsby";
import {
  CHECKBOX_VALUE,
  FORM_NAME_FIELD,
  actionOf,
  HONEYPOT_FIELD,
  errorIdOf,
  fieldIdOf,
  helpIdOf,
  suggestionIdOf,
  type FieldDefinition,
  type FormDefinition,
} from "../lib/forms";
import { UI_TEXT } from "../lib/ui-text";
import { pathOf } from "../lib/routes";
import { enhance } from "../enhance/markers";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useConsent, type ConsentTexts } from "../hooks/use-consent";
import * as styles from "./site-form.module.css";
import * as buttonStyles from "./button.module.css";

interface SiteFormProps {
  form: FormDefinition;
  id?: string;
}

export function SiteForm({ form, id }: SiteFormProps) {
  const { privacyNotice } = useSiteSettings();
  const consent = useConsent();
  return (
    <form
      id={id}
      name={form.name}
      method="post"
      action={actionOf(form)}
      className={styles.form}
      {...enhance("site-form")}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={form.name} />
      <p className={styles.honeypot} aria-hidden="true">
        <label>
          {UI_TEXT.honeypotLabel}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {form.fields
        .filter((field) => field.type !== "checkbox")
        .map((field) => (
          <FormField key={field.name} form={form} field={field} />
        ))}
      <p className={styles.alert} role="alert" hidden />
      {/* Nothing else stands between the fields, the consent boxes and the button: with the phone's
          keyboard open the button stays close to the e-mail field (the offer goes above the form). */}
      {form.fields
        .filter((field) => field.type === "checkbox")
        .map((field) => (
          <ConsentBox key={field.name} form={form} field={field} texts={consent} />
        ))}
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.button}>
          {form.submitLabel}
        </button>
      </div>
      {form.name === "kontakt" && (
        <p className={styles.privacy}>
          {privacyNotice} <Link to={pathOf("privacy")}>Mehr dazu in unserer Datenschutzerklärung.</Link>
        </p>
      )}
    </form>
  );
}

function FormField({ form, field }: { form: FormDefinition; field: FieldDefinition }) {
  const shared = {
    id: fieldIdOf(form.name, field.name),
    name: field.name,
    required: true,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={shared.id} className={styles.label}>
        {field.label}
      </label>
      {field.rows ? <textarea {...shared} rows={field.rows} /> : <input {...shared} type={field.type} />}
      <p id={errorIdOf(form.name, field.name)} className={styles.error} hidden />
      {field.type === "email" && (
        // Filled and shown by the page script when the domain looks mistyped; a tap on the address takes it.
        <div aria-live="polite">
          <p id={suggestionIdOf(form.name, field.name)} className={styles.suggestion} hidden>
            {UI_TEXT.suggestion.before}
            <button type="button" className={styles.suggestionButton} />
            {UI_TEXT.suggestion.after}
          </p>
        </div>
      )}
      {/* Shown with the message (src/enhance/form-errors.ts). */}
      {field.help && (
        <p id={helpIdOf(form.name, field.name)} className={styles.help} hidden>
          {field.help}
        </p>
      )}
    </div>
  );
}

/** A consent checkbox: the whole text is its label, so a tap anywhere on it ticks the box. */
function ConsentBox({ form, field, texts }: { form: FormDefinition; field: FieldDefinition; texts: ConsentTexts }) {
  const id = fieldIdOf(form.name, field.name);
  const required = field.rule === "checked";
  // The message stands right above the box, not under its long text: with the box in view it is too.
  return (
    <div className={styles.field}>
      <p id={errorIdOf(form.name, field.name)} className={styles.error} hidden />
      <div className={styles.checkbox}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          value={CHECKBOX_VALUE}
          required={required}
          className={styles.checkboxInput}
        />
        <label htmlFor={id}>{field.name === "consent" ? texts.consent : texts.marketing}</label>
      </div>
      {required && (
        <p className={styles.consentLink}>
          <Link to={pathOf("privacy")}>{texts.privacyLinkLabel}</Link>
        </p>
      )}
    </div>
  );
}
