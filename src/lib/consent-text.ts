// The two consent texts at the lead form, as a visitor reads them: placeholders filled in, German
// typography applied. The form, the confirmation mail and the archive of every version
// (docs/consent-versions/, src/content/consent-archive.ts) all use this one rendering, so the
// words a proof's version names are the words he saw.
import { fillPlaceholders, placeholderValues, type PlaceholderSource } from "./placeholders";
import { typeset } from "./typography";

/** The archive's name for each consent of data/mails.yaml. */
export const CONSENT_FIELDS = { consent: "consent", marketing: "marketingConsent" } as const;
export type ConsentKind = keyof typeof CONSENT_FIELDS;

/** What a consent text may name: the site's facts and the brand. */
export type ConsentValues = Record<string, string>;

export const consentValues = (site: PlaceholderSource & { readonly brand: string }): ConsentValues => ({
  ...placeholderValues(site),
  brand: site.brand,
});

export const renderConsent = (text: string, values: ConsentValues): string => typeset(fillPlaceholders(text, values));

/** docs/consent-versions/<kind>-<version>.txt */
export const archiveFileName = (kind: ConsentKind, version: string) => `${kind}-${version}.txt`;

/**
 * Why saving `text` under `version` would change the words of a version already on record (a proof
 * names that version), in German; undefined when the version is new or its words stay the same.
 */
export function silentChange(
  kind: ConsentKind,
  version: string,
  text: string,
  archived: (file: string) => string | undefined,
  values: ConsentValues,
): string | undefined {
  const file = archiveFileName(kind, version);
  const kept = archived(file);
  if (kept === undefined) return undefined;
  let rendered: string;
  try {
    rendered = renderConsent(text, values);
  } catch {
    return undefined; // an unknown {placeholder}: the placeholder rule names it
  }
  if (rendered === kept.trimEnd()) return undefined;
  const field = CONSENT_FIELDS[kind];
  const today = new Date().toISOString().slice(0, 10);
  return `Feld '${field}.text' ergibt (mit den Angaben aus site.yaml eingesetzt) einen anderen Text als die Fassung '${version}', die schon online war (docs/consent-versions/${file}); ein geänderter Einwilligungstext braucht eine neue Fassung: Setzen Sie in '${field}.version' ein neues Datum, z. B. '${today === version ? `${today}-2` : today}'`;
}
