// The browser specs' view of the mails their SMTP server received: waiting for a person's mails,
// and finding the site's links in a mail's text part.
import type { ParsedMail } from "mailparser";
import type { TestSmtpServer } from "../../harness/smtp";
import { BROWSER_BASE_URL } from "./setup";

/** Resolves with every mail to `email` once there are `count` of them; throws after `timeoutMs`. */
export async function mailsTo(
  smtp: TestSmtpServer,
  email: string,
  count: number,
  timeoutMs = 15_000,
): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = smtp.messages.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.text === email));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${email}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link to `path` of the site in the mail's text, with the query `query` (a regular expression's source) matches. */
export function linkIn(mail: ParsedMail, path: string, query: string): string {
  const match = new RegExp(`${BROWSER_BASE_URL}${path}${query}`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0];
}

/** A link token's query (src/follow-up/tokens.ts), and any query of answers. */
export const TOKEN_QUERY = "\\?t=[A-Za-z0-9_-]+";
export const ANY_QUERY = "(\\?[^\\s\"'<>)\\]]+)?";
