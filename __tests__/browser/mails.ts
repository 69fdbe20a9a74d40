// The browser specs' view of the mails their SMTP server received: the site's links in a mail's
// text part. (Waiting for a person's mails: the SMTP server's mailsTo, harness/smtp.ts.)
import type { ParsedMail } from "mailparser";
import { BROWSER_BASE_URL } from "./setup";

/** The first link to `path` of the site in the mail's text, with the query `query` (a regular expression's source) matches. */
export function linkIn(mail: ParsedMail, path: string, query: string): string {
  const match = new RegExp(`${BROWSER_BASE_URL}${path}${query}`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0];
}

/** A link token's query (src/follow-up/tokens.ts), and any query of answers. */
export const TOKEN_QUERY = "\\?t=[A-Za-z0-9_-]+";
export const ANY_QUERY = "(\\?[^\\s\"'<>)\\]]+)?";
