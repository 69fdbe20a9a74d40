// Legal texts name the company, its address and e-mail through placeholders such as {email},
// so that these facts are written once, in data/site.yaml (the limits the privacy text names, in
// src/follow-up/limits.ts).
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, CONFIRMATIONS_PER_DOMAIN_PER_HOUR } from "../follow-up/limits";

export interface PlaceholderSource {
  readonly email: string;
  readonly phone: string;
  readonly company: string;
  readonly seat: string;
  readonly registerCourt: string;
  readonly registerNumber: string;
  readonly managingDirectors: string;
  readonly address: { readonly street: string; readonly postalCode: string; readonly city: string };
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
  "confirmationsPerAddress",
  "confirmationsPerDomain",
] as const;
export const PLACEHOLDER_PATTERN = /\{(\w+)\}/g;

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
    confirmationsPerAddress: String(CONFIRMATIONS_PER_ADDRESS_PER_DAY),
    confirmationsPerDomain: String(CONFIRMATIONS_PER_DOMAIN_PER_HOUR),
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
