// GET /bestaetigen/?t=…, the page the confirmation mail's link opens, on both hosts (the adapters:
// server/follow-up-routes.ts, netlify/functions/confirm-page.mts). It changes nothing: it is the
// built page with the questions and the button. Only when the host knows the link was used already
// does it answer with the built /schon-bestaetigt/ page instead, so he learns it on arrival rather
// than after answering six questions again.
import { TOKEN_PARAM } from "./facts";
import { TOKEN_PAGE_HEADERS } from "../lib/security-headers";
import { isGenuineToken, tokenKey } from "./tokens";

export interface ConfirmPages {
  /** The built /bestaetigen/ page. */
  confirm: string;
  /** The built /schon-bestaetigt/ page. */
  alreadyConfirmed: string;
}

export async function answerConfirmPage(
  search: string,
  isUsed: (key: string) => Promise<boolean>,
  tokenSecret: string,
  pages: ConfirmPages,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const token = new URLSearchParams(search).get(TOKEN_PARAM);
  const used = isGenuineToken(tokenSecret, "confirm", token) && (await isUsed(tokenKey(token)));
  return {
    status: 200,
    headers: { ...TOKEN_PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8" },
    body: used ? pages.alreadyConfirmed : pages.confirm,
  };
}
