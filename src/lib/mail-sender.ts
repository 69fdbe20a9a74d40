// The sender of the site's mails: MAIL_FROM, or the brand with the contact address of data/site.yaml.
// The mail config uses it to send; the thank-you page names it, so the visitor knows what to look for.

export function mailFromOf(configured: string | undefined, site: { brand: string; email: string }): string {
  return configured?.trim() || `${site.brand} <${site.email}>`;
}

/** `Zitronen-Vital <plan@zitronen-vital.de>` → `Zitronen-Vital (plan@zitronen-vital.de)`, as a visitor reads it. */
export function senderLabel(mailFrom: string): string {
  const text = mailFrom.trim();
  const open = text.indexOf("<");
  const address = text.slice(open + 1, -1);
  if (open < 0 || !text.endsWith(">") || address === "" || /[<>]/.test(address)) return text;
  const quoted = text.slice(0, open).trim();
  const name = quoted.replace(/^"/, "").replace(/"$/, "").trimEnd();
  if (name.includes('"') || name.includes("<")) return text;
  return name ? `${name} (${address})` : address;
}
