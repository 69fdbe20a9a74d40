// The lead and contact forms: a plain HTML form that works without JavaScript,
// enhanced with validation, the 'Wird gesendet...' state and a fetch submission.
import React, { useEffect, useRef, useState } from "react";
import { Link, navigate } from "gatsby";
import {
  FORM_ACTION,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  SEND_FAILED_MESSAGE,
  SUBMITTING_LABEL,
  hiddenValuesFrom,
  validate,
  type Errors,
  type FieldDefinition,
  type FieldName,
  type FormDefinition,
  type Values,
} from "../lib/forms";
import { postForm } from "../lib/submit";
import { UI_TEXT } from "../lib/ui-text";
import { pathOf } from "../lib/routes";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useConsent } from "../hooks/use-consent";
import * as styles from "./site-form.module.css";
import * as buttonStyles from "./button.module.css";

type Status = "idle" | "submitting" | "failed";
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

interface SiteFormProps {
  form: FormDefinition;
  id?: string;
  /** Shown right above the submit button, where the visitor decides (the lead form's offer). */
  aboveButton?: React.ReactNode;
}

export function SiteForm({ form, id, aboveButton }: SiteFormProps) {
  const { privacyNotice } = useSiteSettings();
  const consent = useConsent();
  const [values, setValues] = useState<Values>({});
  const [hidden, setHidden] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [enhanced, setEnhanced] = useState(false);
  const fieldRefs = useRef<Partial<Record<FieldName, FieldElement | null>>>({});
  const honeypotRef = useRef<HTMLInputElement>(null);

  // Until React runs, the browser's own `required` check guards the plain form post. The scripts
  // load after the first paint, so a visitor may have typed already: React takes over those values
  // (in the same render that enhances the form) instead of clearing the fields.
  useEffect(() => {
    const typed = Object.fromEntries(
      form.fields.flatMap(({ name }) => {
        const value = fieldRefs.current[name]?.value ?? "";
        return value ? [[name, value]] : [];
      }),
    );
    setValues((current) => ({ ...typed, ...current }));
    setEnhanced(true);
    setHidden(hiddenValuesFrom(form, window.location.search));
  }, [form]);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const found = validate(form, values);
    setErrors(found);
    const firstInvalid = form.fields.find((field) => found[field.name]);
    if (firstInvalid) {
      setStatus("idle");
      fieldRefs.current[firstInvalid.name]?.focus();
      return;
    }
    setStatus("submitting");
    const confirmed = await postForm(form, values, honeypotRef.current?.value ?? "", hidden);
    if (confirmed) void navigate(FORM_ACTION);
    else setStatus("failed");
  }

  const submitting = status === "submitting";
  return (
    <form
      id={id}
      name={form.name}
      method="post"
      action={FORM_ACTION}
      noValidate={enhanced}
      onSubmit={(event) => void handleSubmit(event)}
      className={styles.form}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={form.name} />
      {form.hiddenFields?.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={hidden[field.name] ?? ""} />
      ))}
      <p className={styles.honeypot} aria-hidden="true">
        <label>
          {UI_TEXT.honeypotLabel}
          <input ref={honeypotRef} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {form.fields.map((field) => (
        <FormField
          key={field.name}
          formName={form.name}
          field={field}
          value={values[field.name] ?? ""}
          error={errors[field.name]}
          disabled={submitting}
          inputRef={(element) => {
            fieldRefs.current[field.name] = element;
          }}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      {status === "failed" && (
        <p className={styles.alert} role="alert">
          {SEND_FAILED_MESSAGE}
        </p>
      )}
      {aboveButton}
      <div>
        <button type="submit" className={buttonStyles.button} disabled={submitting}>
          {submitting ? SUBMITTING_LABEL : form.submitLabel}
        </button>
      </div>
      {form.name === "lead" ? (
        // The consent text the visitor saw is stored with the lead by its version (data/mails.yaml).
        <p className={styles.privacy} id={`${form.name}-consent`}>
          {consent.text} <Link to={pathOf("privacy")}>{consent.privacyLinkLabel}</Link>
        </p>
      ) : (
        <p className={styles.privacy}>
          {privacyNotice} <Link to={pathOf("privacy")}>Mehr dazu in unserer Datenschutzerklärung.</Link>
        </p>
      )}
    </form>
  );
}

interface FormFieldProps {
  formName: string;
  field: FieldDefinition;
  value: string;
  error?: string;
  disabled: boolean;
  inputRef: (element: FieldElement | null) => void;
  onChange: (value: string) => void;
}

function FormField({ formName, field, value, error, disabled, inputRef, onChange }: FormFieldProps) {
  const inputId = `${formName}-${field.name}`;
  const errorId = `${inputId}-error`;
  const shared = {
    id: inputId,
    name: field.name,
    value,
    required: true,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    readOnly: disabled,
    className: styles.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {field.label}
      </label>
      {field.rows ? (
        <textarea {...shared} ref={inputRef} rows={field.rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} ref={inputRef} type={field.type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
