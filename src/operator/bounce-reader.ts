// Reads delivery reports (RFC 3464 "multipart/report; report-type=delivery-status", what every
// common mail server sends back) from the bounce mailbox with imapflow and mailparser. A report
// counts only when it quotes one of our own Message-IDs, so nobody can mark an address
// undeliverable by mailing a made-up report; the host checks that the ID belongs to the address.
// Handled reports are deleted from the mailbox (they hold addresses); other mail is left alone.
import type { ParsedMail } from "mailparser";
import type { ImapSettings } from "./settings";
import { OUR_MESSAGE_ID } from "../follow-up/outgoing";

export interface DeliveryReport {
  recipient: string;
  /** "failed" (permanent), "delayed", "delivered", "relayed", "expanded". */
  action: string;
  /** The enhanced status code, e.g. 5.1.1. */
  status: string;
  diagnostic: string;
  /** Our Message-ID the report quotes (without the angle brackets). */
  messageId: string;
}

function field(block: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, "im").exec(block);
  return match ? match[1].replace(/\r?\n[ \t]+/g, " ").trim() : "";
}

export function isDeliveryReport(mail: ParsedMail): boolean {
  const type = mail.headers.get("content-type") as { value?: string; params?: Record<string, string> } | undefined;
  return (
    type?.value?.toLowerCase() === "multipart/report" &&
    type.params?.["report-type"]?.toLowerCase() === "delivery-status"
  );
}

/** The per-recipient reports of one parsed delivery report; none when it quotes no Message-ID of ours. */
export function deliveryReportsOf(mail: ParsedMail): DeliveryReport[] {
  if (!isDeliveryReport(mail)) return [];
  const parts = [mail.text ?? "", ...mail.attachments.map((a) => a.content.toString("utf8"))].join("\n\n");
  const messageId = OUR_MESSAGE_ID.exec(parts)?.[1];
  if (!messageId) return [];
  return parts
    .split(/\r?\n\s*\r?\n/)
    .filter((block) => /^Final-Recipient:/im.test(block))
    .map((block) => ({
      recipient: field(block, "Final-Recipient")
        .replace(/^rfc822\s*;\s*/i, "")
        .replace(/^<|>$/g, ""),
      action: field(block, "Action").toLowerCase(),
      status: field(block, "Status"),
      diagnostic: field(block, "Diagnostic-Code").replace(/^smtp\s*;\s*/i, ""),
      messageId,
    }))
    .filter((report) => report.recipient.includes("@"));
}

/** A permanent failure: the address should get no more mail. */
export const isPermanent = (report: DeliveryReport) => report.action === "failed" || report.status.startsWith("5.");

/** The reason shown to the operator and kept with the person. */
export const bounceReason = (report: DeliveryReport) =>
  `${report.status || "5.0.0"} ${report.diagnostic || "zurückgewiesen"}`.slice(0, 300);

/**
 * Reads every unread message of the mailbox; `handle` gets each permanent report and says whether
 * the Message-ID was ours for that address. Returns how many reports were handled.
 */
export async function readBounces(
  settings: ImapSettings,
  handle: (report: DeliveryReport) => Promise<boolean>,
): Promise<{ reports: number; marked: number }> {
  // Loaded when the mailbox is first read, not when the server starts.
  const { ImapFlow } = await import("imapflow");
  const { simpleParser } = await import("mailparser");
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    doSTARTTLS: settings.requireTls ? true : undefined,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    // Every wait is bounded: a hanging mailbox must not hold the server or a function.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  await client.connect();
  let reports = 0;
  let marked = 0;
  try {
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const handled: number[] = [];
      const sources: Array<{ uid: number; source: Buffer }> = [];
      for await (const message of client.fetch({ seen: false }, { uid: true, source: true }, { uid: true }))
        if (message.source) sources.push({ uid: message.uid, source: message.source });
      for (const { uid, source } of sources) {
        const found = deliveryReportsOf(await simpleParser(source)).filter(isPermanent);
        if (found.length === 0) continue;
        reports++;
        for (const report of found) if (await handle(report)) marked++;
        handled.push(uid);
      }
      if (handled.length > 0) await client.messageDelete(handled, { uid: true });
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return { reports, marked };
}
