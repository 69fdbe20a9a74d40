// The big public mail providers (web.de, GMX, T-Online, Gmail, … about 8,800 domains): the
// per-domain ceiling protects one organisation's mail server, and these are not one
// organisation: most German men's mailboxes are at a handful of them, so one busy hour after a
// newspaper ad must not delay them. The list is kept by others: the `email-providers` package
// (all.json), updated with `npm update email-providers`. (`free-email-domains` downloads its list
// from HubSpot in an install script, which fails without internet and is not run here.)
import providers from "email-providers/all.json" with { type: "json" };

const PUBLIC = new Set<string>(providers);

/** Whether the domain (as emailKey spells it: lower case, punycode) is a public mail provider. */
export function isPublicMailProvider(domain: string): boolean {
  return PUBLIC.has(domain);
}
