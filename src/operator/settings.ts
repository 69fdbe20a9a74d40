// The operator page's settings, the same names on both hosts (server/config.ts reads them for the
// self-hosted server, netlify/operator/runtime.ts for the functions); docs/betrieb-seite.md.
//   OPERATOR_PASSWORD_HASH  one or more hashes from `npm run betrieb:passwort` (unset: no login possible)
//   BOUNCE_IMAP_URL         imaps://user:password@host:993/INBOX, the mailbox of BOUNCE_ADDRESS (unset: bounces are not read)
//   BOUNCE_POLL_SECONDS     how often that mailbox is read (self-hosted; default 300)
//   REPORT_SCHEDULE         weekly (default), daily or off: the report mail to NOTIFY_TO
import { parsePasswordHashes } from "./password";

export type ReportSchedule = "weekly" | "daily" | "off";
const SCHEDULES: readonly ReportSchedule[] = ["weekly", "daily", "off"];

export interface ImapSettings {
  host: string;
  port: number;
  /** TLS from the start (imaps:) or STARTTLS (imap:), which only a loopback host may skip. */
  secure: boolean;
  requireTls: boolean;
  user: string;
  password: string;
  mailbox: string;
}

export interface OperatorSettings {
  passwordHashes: string[];
  imap?: ImapSettings;
  bouncePollMs: number;
  reportSchedule: ReportSchedule;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export function parseImapUrl(value: string): ImapSettings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`BOUNCE_IMAP_URL must look like "imaps://user:password@host:993/INBOX", got something else`);
  }
  if (url.protocol !== "imaps:" && url.protocol !== "imap:")
    throw new Error("BOUNCE_IMAP_URL must start with imaps:// (or imap:// for STARTTLS)");
  if (!url.username || !url.password) throw new Error("BOUNCE_IMAP_URL needs the mailbox's user and password");
  const secure = url.protocol === "imaps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    requireTls: !secure && !LOOPBACK.has(url.hostname),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    mailbox: decodeURIComponent(url.pathname.replace(/^\//, "")) || "INBOX",
  };
}

export function operatorSettingsFromEnv(env: NodeJS.ProcessEnv): OperatorSettings {
  const schedule = (env.REPORT_SCHEDULE?.trim() || "weekly") as ReportSchedule;
  if (!SCHEDULES.includes(schedule))
    throw new Error(`REPORT_SCHEDULE must be weekly, daily or off, got "${env.REPORT_SCHEDULE}"`);
  const poll = env.BOUNCE_POLL_SECONDS?.trim() ? Number(env.BOUNCE_POLL_SECONDS) : 300;
  if (!Number.isFinite(poll) || poll < 1)
    throw new Error(`BOUNCE_POLL_SECONDS must be a number of seconds of at least 1, got "${env.BOUNCE_POLL_SECONDS}"`);
  const imapUrl = env.BOUNCE_IMAP_URL?.trim();
  return {
    passwordHashes: parsePasswordHashes(env.OPERATOR_PASSWORD_HASH),
    imap: imapUrl ? parseImapUrl(imapUrl) : undefined,
    bouncePollMs: poll * 1000,
    reportSchedule: schedule,
  };
}
