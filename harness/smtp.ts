// A real SMTP server for tests (smtp-server + mailparser) on 127.0.0.1: every accepted mail is
// parsed and kept in `messages`. No TLS, authentication optional, so any nodemailer URL works.
import type { AddressInfo } from "net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:PORT, ready for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** The envelope sender (MAIL FROM, the later Return-Path) of each of `messages`, in the same order. */
  envelopeFrom: string[];
  /** Mails answered 451 (see `deferOnce`): received in full, then refused for now. */
  deferred: ParsedMail[];
  /** Resolves once `count` messages have arrived in total; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Resolves with the mails to `address` (any case) once there are `count`; rejects after `timeoutMs`. */
  mailsTo(address: string, count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

/**
 * `deferOnce`: the first mail whose subject matches is received in full and then answered
 * "451 try again later", as a busy server may answer after the DATA command: the sender must
 * send it again, with the same Message-ID.
 * `refuseRecipients`: every recipient is answered with this code (a 5xx refuses for good, a 4xx
 * defers), quoting the address as real servers do; no mail arrives.
 * `refuseAddress`: only the recipients it matches are refused for good (550).
 * `refuseMail`: a mail it accepts is refused for good (550) after its data.
 */
export async function startSmtpServer(
  port = 0,
  options: {
    deferOnce?: RegExp;
    refuseRecipients?: number;
    refuseAddress?: RegExp;
    refuseMail?: (mail: ParsedMail) => boolean;
    host?: string;
  } = {},
): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const envelopeFrom: string[] = [];
  const deferred: ParsedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // stop() is an outage: open (pooled) client connections are cut at once, not after 30 s.
    closeTimeout: 100,
    // No reverse DNS lookup of each client (127.0.0.1): over 100 ms per connection here.
    disableReverseLookup: true,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onRcptTo(address, _session, callback) {
      if (options.refuseAddress?.test(address.address))
        return callback(
          Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), {
            responseCode: 550,
          }),
        );
      if (options.refuseRecipients === undefined) return callback();
      callback(
        Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
          responseCode: options.refuseRecipients,
        }),
      );
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (options.refuseMail?.(mail))
            return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
          if (options.deferOnce?.test(mail.subject ?? "") && deferred.length === 0) {
            deferred.push(mail);
            return callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
          }
          messages.push(mail);
          const from = session.envelope.mailFrom;
          envelopeFrom.push(from ? from.address : "");
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // smtp-server keeps its net.Server in `server.server`.
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();

  /** Resolves once `select` finds `count` mails, as they arrive; rejects after `timeoutMs`. */
  const until = (select: () => ParsedMail[], count: number, timeoutMs = 10_000, expected: () => string) => {
    if (select().length >= count) return Promise.resolve([...select()]);
    return new Promise<ParsedMail[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`Expected ${expected()} within ${timeoutMs} ms`));
      }, timeoutMs);
      function check() {
        if (select().length < count) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve([...select()]);
      }
      waiters.add(check);
    });
  };

  return {
    port: address.port,
    url: `smtp://${options.host ?? "127.0.0.1"}:${address.port}`,
    messages,
    envelopeFrom,
    deferred,
    waitForMessages: (count, timeoutMs) =>
      until(
        () => messages,
        count,
        timeoutMs,
        () => `${count} mail(s) in all, got ${messages.length}`,
      ),
    mailsTo(address, count, timeoutMs = 15_000) {
      const to = () => messages.filter((mail) => recipientsOf(mail).includes(address.toLowerCase()));
      return until(to, count, timeoutMs, () => `${count} mail(s) to ${address}, got ${to().length}`);
    },
    stop() {
      for (const wake of waiters) wake();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A mail's recipients' addresses, lower-cased. */
export const recipientsOf = (mail: ParsedMail): string[] =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((entry) => (entry.address ?? "").toLowerCase()));

/** A header exactly as sent (mailparser folds List-* headers into a parsed `list` object). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();
}

/** An SMTP server that answers every recipient with `code` (see `refuseRecipients`). */
export const startRejectingSmtpServer = (code: number) => startSmtpServer(0, { refuseRecipients: code });
