// Legal texts name the company, its address and e-mail through placeholders such as {email},
// so that these facts are written once, in data/site.yaml (the limits and retention periods the
// privacy text names, in privacy-numbers.ts and PLAN_RETENTION_DAYS).
import {
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  CONFIRMATIONS_PER_DOMAIN_PER_HOUR,
  MARKETING_RETENTION_YEARS,
} from "./privacy-numbers";

export interface PlaceholderSource {
  readonly email: string;
  readonly phone: string;
  readonly company: string;
  readonly seat: string;
  readonly registerCourt: string;
  readonly registerNumber: string;
  readonly managingDirectors: string;
  readonly address: { readonly street: string; readonly postalCode: string; readonly city: string };
  readonly supervisoryAuthority: string;
  /** PLAN_RETENTION_DAYS as the build or the host reads it (src/lib/privacy-settings.ts). */
  readonly planRetentionDays: number;
}

export const PLACEHOLDER_NAMES = [
  "email",
  "phone",
  "company",
  "seat",
  "registerCourt",
  "registerNumber",
  "managingDirectors",
  "street",
  "postalCode",
  "city",
  "address",
  "supervisoryAuthority",
  "confirmationsPerAddress",
  "confirmationsPerDomain",
  "planRetentionDays",
  "marketingRetentionYears",
] as const;
export const PLACEHOLDER_PATTERN = /\{(\w+)\}/g;

/** A "[PLATZHALTER: …]" marker: a fact the operator has not filled in yet (the go-live check lists each). */
export const UNFILLED_MARKER = /\[PLATZHALTER[^\]]*\]/g;

export const hasPlaceholder = (text: string) => text.search(UNFILLED_MARKER) >= 0;

export function placeholderValues(site: PlaceholderSource): Record<(typeof PLACEHOLDER_NAMES)[number], string> {
  const { street, postalCode, city } = site.address;
  return {
    email: site.email,
    phone: site.phone,
    company: site.company,
    seat: site.seat,
    registerCourt: site.registerCourt,
    registerNumber: site.registerNumber,
    managingDirectors: site.managingDirectors,
    street,
    postalCode,
    city,
    address: `${street}, ${postalCode} ${city}`,
    supervisoryAuthority: site.supervisoryAuthority,
    confirmationsPerAddress: String(CONFIRMATIONS_PER_ADDRESS_PER_DAY),
    confirmationsPerDomain: String(CONFIRMATIONS_PER_DOMAIN_PER_HOUR),
    planRetentionDays: String(site.planRetentionDays),
    marketingRetentionYears: String(MARKETING_RETENTION_YEARS),
  };
}

/** Replaces every {name}; an unknown name is an editor's typo and stops the build. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER_PATTERN, (match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(
        `Unknown placeholder ${match} in "${text.slice(0, 60)}…"; known placeholders: ` +
          Object.keys(values)
            .map((key) => `{${key}}`)
            .join(", "),
      );
    }
    return value;
  });
}
