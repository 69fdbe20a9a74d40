// Hands a composed mail to SMTP, or, without SMTP_URL, writes it as an .eml file (self-hosted default).
import { chmodSync, mkdirSync, writeFileSync } from "fs";
import { join } from "path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { MailConfig } from "./config";
import type { Mail } from "./compose";

export interface MailSender {
  /** Resolves once the SMTP server accepted the mail (or the file is written); rejects otherwise, callers retry. */
  send(mail: Mail, messageId: string): Promise<{ file?: string }>;
  close(): void;
}

/** Every SMTP wait is bounded: a send takes at most about CONNECTION + GREETING + SOCKET time. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

function messageOf(mail: Mail, messageId: string, from: string, bounceAddress?: string): SendMailOptions {
  return {
    // The envelope sender (Return-Path): where delivery reports go, a mailbox the operator named.
    ...(bounceAddress ? { envelope: { from: bounceAddress, to: mail.to } } : {}),
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
    messageId,
  };
}

/** `<abc.123@zitronen-vital.de>` → `abc.123_zitronen-vital.de`: safe as part of a file name. */
function fileSafe(messageId: string): string {
  return messageId
    .replace(/^<|>$/g, "")
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .slice(0, 120);
}

/**
 * `pool`: keep up to two SMTP connections open and send many mails over them (a long-running
 * server: post → mail median 18 ms instead of 127 ms). Short-lived Netlify functions, whose
 * instances freeze between calls, open a connection per mail instead.
 */
export function createMailSender(config: MailConfig, options: { pool?: boolean } = {}): MailSender {
  if (config.smtpUrl) {
    const pool = options.pool ? { pool: true, maxConnections: 2 } : {};
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...pool, ...SMTP_TIMEOUTS });
    return {
      async send(mail, messageId) {
        await transport.sendMail(messageOf(mail, messageId, config.mailFrom, config.bounceAddress));
        return {};
      },
      close: () => transport.close(),
    };
  }

  // The same MIME builder as for SMTP, so the file is exactly what would have been sent.
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail, messageId) {
      const info = await files.sendMail(messageOf(mail, messageId, config.mailFrom, config.bounceAddress));
      // Mails hold names and addresses: readable by the server's user only.
      mkdirSync(config.mailDir, { recursive: true, mode: 0o700 });
      chmodSync(config.mailDir, 0o700);
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(config.mailDir, `${stamp}-${fileSafe(messageId)}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      chmodSync(file, 0o600);
      return { file };
    },
    close: () => files.close(),
  };
}
