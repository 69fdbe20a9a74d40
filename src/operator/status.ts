// What the page and the report mail say needs attention, from facts each host gathers the same
// way (server/operator-status.ts, netlify/operator/status.ts). Two parts come from other modules
// through small interfaces, so each can be filled in where that work lives: the limits
// (LimitStatus: mails delayed by a limit, contact messages held for a digest) and operations
// (OpsStatus: backups, the release served).
import { localTime } from "./days";

export type MailKind = "confirmation" | "plan" | "contact" | "webhook" | "report";

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  confirmation: "Bestätigungsmail",
  plan: "Plan-Mail",
  contact: "Kontaktnachricht an Sie",
  webhook: "Webhook-Aufruf",
  report: "Bericht an Sie",
};

export interface MailTrouble {
  kind: MailKind;
  /** The error as the sender recorded it (English, from SMTP or the network); shown in German by germanReason. */
  error: string;
  /** When it was queued (waiting) or given up (failed). */
  at: string;
  attempts: number;
}

/** Mails a limit holds back instead of sending now, and contact messages held for a digest. */
export interface LimitStatus {
  delayedMails: number;
  heldContactMessages: number;
}

/** Backups and the release served, from the operations module; "unknown" until it reports. */
export interface OpsStatus {
  backup: { lastAt: string | null; overdue: boolean } | "unknown";
  release: { name: string; at?: string } | "unknown";
}

export interface OperatorStatus {
  failed: MailTrouble[];
  waiting: MailTrouble[];
  limits: LimitStatus;
  /** Addresses marked undeliverable whose data is still kept. */
  undeliverable: number;
  /** Reading delivery reports: off (no mailbox configured), or its last outcome. */
  bounceReading: { configured: false } | { configured: true; lastReadAt?: string; error?: string };
  webhook: { configured: boolean; failing: MailTrouble[] };
  lastMailSentAt: string | null;
  /** Records older than their retention period by more than the hour the job may take. */
  retentionOverdue: number;
  ops: OpsStatus;
}

export type Level = "problem" | "warning" | "info" | "ok";

export interface AttentionItem {
  level: Level;
  title: string;
  detail?: string;
  /** A view of the page that shows more (a path under /betrieb/). */
  link?: { href: string; label: string };
}

/** The recorded error of a mail or webhook call, in plain German for the operator. */
export function germanReason(error: string): string {
  const code = /\b([45]\d\d)\b/.exec(error)?.[1];
  if (/^undeliverable/i.test(error))
    return "Adresse unzustellbar: der Empfänger-Mailserver hat die E-Mail zurückgeschickt.";
  if (/ECONNREFUSED/.test(error))
    return "Der Mailserver ist nicht erreichbar (Verbindung abgelehnt). Läuft er, stimmt SMTP_URL?";
  if (/ENOTFOUND|EAI_AGAIN/.test(error))
    return "Die Adresse des Mailservers wurde nicht gefunden. Bitte SMTP_URL prüfen.";
  if (/ETIMEDOUT|timeout|Timeout/.test(error)) return "Der Mailserver antwortet nicht (Zeitüberschreitung).";
  if (/EAUTH|\b535\b/.test(error))
    return "Die Anmeldung am Mailserver ist fehlgeschlagen. Bitte Benutzer und Passwort in SMTP_URL prüfen.";
  if (/webhook/i.test(error)) return `Der Webhook-Empfänger hat nicht angenommen${code ? ` (Status ${code})` : ""}.`;
  if (code?.startsWith("5"))
    return `Der Mailserver hat die E-Mail abgelehnt (Code ${code}): meist ist die Adresse falsch oder das Postfach gibt es nicht.`;
  if (code?.startsWith("4")) return `Der Mailserver bittet, es später noch einmal zu versuchen (Code ${code}).`;
  return `Unbekannter Fehler: ${error.slice(0, 160)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function troubleDetail(troubles: readonly MailTrouble[]): string {
  const byReason = new Map<string, number>();
  for (const trouble of troubles) {
    const line = `${MAIL_KIND_LABELS[trouble.kind]}: ${germanReason(trouble.error)}`;
    byReason.set(line, (byReason.get(line) ?? 0) + 1);
  }
  return [...byReason].map(([line, n]) => (n > 1 ? `${n} × ${line}` : line)).join(" · ");
}

const DAY_MS = 24 * 60 * 60_000;

/** The items of "Was Aufmerksamkeit braucht", problems first; an "ok" item for each thing that is fine. */
export function attentionItems(
  status: OperatorStatus,
  now: number,
  paths: { mails: string; people: string },
): AttentionItem[] {
  const items: AttentionItem[] = [];
  const mails = { href: paths.mails, label: "E-Mails ansehen" };
  const mailFailures = status.failed.filter((t) => t.kind !== "webhook");
  if (mailFailures.length > 0)
    items.push({
      level: "problem",
      title: `${plural(mailFailures.length, "E-Mail konnte", "E-Mails konnten")} nicht zugestellt werden`,
      detail: troubleDetail(mailFailures),
      link: mails,
    });
  const mailWaiting = status.waiting.filter((t) => t.kind !== "webhook");
  if (mailWaiting.length > 0)
    items.push({
      level: "warning",
      title: `${plural(mailWaiting.length, "E-Mail wartet", "E-Mails warten")} auf einen neuen Versuch`,
      detail: troubleDetail(mailWaiting),
      link: mails,
    });
  if (status.limits.delayedMails > 0)
    items.push({
      level: "warning",
      title: `${plural(status.limits.delayedMails, "E-Mail wird", "E-Mails werden")} wegen einer Obergrenze später verschickt`,
      detail: "Niemand geht verloren: die E-Mails gehen raus, sobald die Grenze es erlaubt.",
      link: mails,
    });
  if (status.limits.heldContactMessages > 0)
    items.push({
      level: "warning",
      title: `${plural(status.limits.heldContactMessages, "Kontaktnachricht wird", "Kontaktnachrichten werden")} gesammelt zugestellt`,
      detail: "Über der Grenze für Kontaktnachrichten kommen sie gebündelt in einer E-Mail.",
    });
  if (status.undeliverable > 0)
    items.push({
      level: "warning",
      title: `${plural(status.undeliverable, "Adresse ist", "Adressen sind")} unzustellbar`,
      detail:
        "Diese Adressen bekommen keine E-Mails mehr. Meist ein Tippfehler: die Person kann das Formular neu ausfüllen.",
      link: { href: `${paths.people}?status=unzustellbar`, label: "Unzustellbare ansehen" },
    });
  if (status.webhook.failing.length > 0)
    items.push({
      level: "problem",
      title: `Der Webhook schlägt fehl (${plural(status.webhook.failing.length, "Aufruf", "Aufrufe")})`,
      detail: troubleDetail(status.webhook.failing),
      link: mails,
    });
  if (!status.bounceReading.configured)
    items.push({
      level: "info",
      title: "Rückläufer werden nicht gelesen",
      detail:
        "Kein Postfach für Zustellfehler eingerichtet (BOUNCE_IMAP_URL): unzustellbare Adressen erkennt die Seite nicht von selbst.",
    });
  else if (status.bounceReading.error)
    items.push({
      level: "problem",
      title: "Das Postfach für Rückläufer ist nicht erreichbar",
      detail: `Letzter Versuch: ${status.bounceReading.error}`,
    });
  if (status.retentionOverdue > 0)
    items.push({
      level: "problem",
      title: `${plural(status.retentionOverdue, "Eintrag ist", "Einträge sind")} über der Aufbewahrungsfrist`,
      detail: "Der stündliche Löschlauf hat sie nicht entfernt. Läuft der Server bzw. die geplante Funktion?",
    });
  if (status.ops.backup !== "unknown" && status.ops.backup.overdue)
    items.push({
      level: "problem",
      title: "Die Datensicherung ist überfällig",
      detail: status.ops.backup.lastAt
        ? `Letzte Sicherung: ${localTime(status.ops.backup.lastAt)}`
        : "Es gibt noch keine Sicherung.",
    });
  const queued = status.waiting.length + status.limits.delayedMails;
  if (status.lastMailSentAt && queued > 0 && now - Date.parse(status.lastMailSentAt) > DAY_MS)
    items.push({
      level: "problem",
      title: "Seit über einem Tag ist keine E-Mail mehr hinausgegangen",
      detail: `Letzte erfolgreiche E-Mail: ${localTime(status.lastMailSentAt)}`,
      link: mails,
    });

  const order: Level[] = ["problem", "warning", "info", "ok"];
  items.sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level));
  if (!items.some((item) => item.level === "problem" || item.level === "warning"))
    items.push({ level: "ok", title: "Alles in Ordnung: keine E-Mail hängt, keine Adresse ist unzustellbar." });
  return items;
}

/** Facts shown under the items: the last mail, backups, the release. */
export function statusFacts(status: OperatorStatus): Array<{ label: string; value: string }> {
  const facts = [
    {
      label: "Letzte erfolgreich versendete E-Mail",
      value: status.lastMailSentAt ? localTime(status.lastMailSentAt) : "noch keine",
    },
    {
      label: "Rückläufer gelesen",
      value: !status.bounceReading.configured
        ? "nicht eingerichtet"
        : status.bounceReading.lastReadAt
          ? localTime(status.bounceReading.lastReadAt)
          : "noch nicht",
    },
    {
      label: "Letzte Datensicherung",
      value:
        status.ops.backup === "unknown"
          ? "unbekannt (nicht eingerichtet)"
          : status.ops.backup.lastAt
            ? localTime(status.ops.backup.lastAt)
            : "noch keine",
    },
    {
      label: "Ausgelieferter Stand",
      value:
        status.ops.release === "unknown"
          ? "unbekannt"
          : `${status.ops.release.name}${status.ops.release.at ? ` (${localTime(status.ops.release.at)})` : ""}`,
    },
  ];
  return facts;
}
