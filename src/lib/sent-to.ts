// The address the confirmation mail went to, shown on the thank-you page so that a typo can be
// spotted. It travels only in the URL's fragment (`/danke-willkommen/#an=ma…r@web.de`), which no
// server and no log ever sees; nothing is stored in the browser.

export const SENT_TO_KEY = "an";
/** Longer fragments are not ours: the page then keeps its general wording. */
const MAX_LENGTH = 260;

/** `max.mueller@web.de` → `ma…r@web.de`: the local part masked, the domain in full. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const shown = local.length <= 3 ? `${local.slice(0, 1)}…` : `${local.slice(0, 2)}…${local.slice(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/** The fragment the lead form's script appends to the thank-you page's path. */
export const sentToFragment = (email: string) => `#${new URLSearchParams({ [SENT_TO_KEY]: maskAddress(email) })}`;

/** The masked address in a thank-you page's fragment, or null when there is none. */
export function sentToOf(hash: string): string | null {
  if (hash.length > MAX_LENGTH) return null;
  const value = new URLSearchParams(hash.replace(/^#/, "")).get(SENT_TO_KEY)?.trim();
  return value && /^[^\s@]+@[^\s@]+$/.test(value) ? value : null;
}
