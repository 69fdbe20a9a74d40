// The sender of the site's mails: MAIL_FROM, or the brand with the contact address of data/site.yaml.
// The mail config uses it to send; the thank-you page names it, so the visitor knows what to look for.

export function mailFromOf(configured: string | undefined, site: { brand: string; email: string }): string {
  return configured?.trim() || `${site.brand} <${site.email}>`;
}

/** `Zitronen-Vital <plan@zitronen-vital.de>` → `Zitronen-Vital (plan@zitronen-vital.de)`, as a visitor reads it. */
export function senderLabel(mailFrom: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(mailFrom);
  if (!match) return mailFrom.trim();
  return match[1] ? `${match[1]} (${match[2]})` : match[2];
}
