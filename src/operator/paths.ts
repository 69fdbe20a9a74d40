// The operator's page (docs/betrieb-seite.md): every path under /betrieb/, on both hosts (the
// self-hosted server's routes, the Netlify function `betrieb`). Nothing here is linked from the site.
export const OPERATOR_BASE = "/betrieb/";

export const operatorPaths = {
  home: OPERATOR_BASE,
  login: `${OPERATOR_BASE}anmelden/`,
  logout: `${OPERATOR_BASE}abmelden/`,
  people: `${OPERATOR_BASE}personen/`,
  mails: `${OPERATOR_BASE}emails/`,
  export: `${OPERATOR_BASE}export/`,
  report: `${OPERATOR_BASE}bericht/`,
  person: (id: string) => `${OPERATOR_BASE}personen/${encodeURIComponent(id)}/`,
  erase: (id: string) => `${OPERATOR_BASE}personen/${encodeURIComponent(id)}/loeschen/`,
} as const;

/** The operator's session cookie: only for /betrieb/, never sent with a visitor's page. */
export const SESSION_COOKIE = "betrieb_sitzung";
export const SESSION_MAX_AGE_S = 8 * 60 * 60;

/** What the session cookie holds (sealed: encrypted and authenticated by the host). */
export interface OperatorSession {
  /** When he logged in (ms). */
  at: number;
  /** The passwords' fingerprint then (password.ts): a changed password ends every session. */
  key: string;
}

export function sessionValid(session: Partial<OperatorSession> | undefined, now: number, fingerprint: string): boolean {
  return (
    typeof session?.at === "number" &&
    session.key === fingerprint &&
    now >= session.at &&
    now - session.at < SESSION_MAX_AGE_S * 1000
  );
}

/** Periods the overview offers, in days; the first is the default. */
export const PERIOD_CHOICES = [7, 30, 90] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

export function periodChoice(raw: unknown): PeriodChoice {
  const n = Number(raw);
  return (PERIOD_CHOICES as readonly number[]).includes(n) ? (n as PeriodChoice) : PERIOD_CHOICES[0];
}

/** A relative path under /betrieb/ to go back to after the login; anything else is the overview. */
export function safeNext(raw: unknown): string {
  return typeof raw === "string" && raw.startsWith(OPERATOR_BASE) && !raw.startsWith("//") && !/[\\\r\n]/.test(raw)
    ? raw
    : operatorPaths.home;
}
