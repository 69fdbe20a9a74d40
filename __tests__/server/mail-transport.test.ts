/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from "http";
import type { AddressInfo } from "net";
import { mkdtempSync, readFileSync, rmSync, statSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { composeMail, urls } from "../../src/mail/compose";
import { mailConfigFromEnv, type MailConfig } from "../../src/mail/config";
import { loadMailContent } from "../../src/mail/content";
import { createMailSender } from "../../src/mail/transport";
import { Webhook } from "standardwebhooks";
import { postWebhook, type WebhookEvent } from "../../src/mail/webhook";
import { startSmtpServer, type TestSmtpServer } from "../../harness/smtp";

const content = loadMailContent("data");
/** A header as sent, unfolded (RFC 5322: a long line may continue on the next one). */
const raw = (lines: ReadonlyArray<{ key: string; line: string }>, key: string) =>
  lines.find((l) => l.key === key)?.line.replace(/\r?\n(?=[ \t])/g, "");

describe("SMTP only over TLS", () => {
  it("refuses to send in plain text to another machine, and sends to a relay on this one", async () => {
    // 127.0.0.2 is this machine too, but not a name the transport exempts: it stands for a mail server elsewhere.
    const remote = await startSmtpServer(0, { host: "127.0.0.2" });
    const local = await startSmtpServer();
    const mail = await composeMail(
      { type: "contact", name: "Werner", email: "werner@example.de", message: "Hallo" },
      content,
      mailConfigFromEnv({ NOTIFY_TO: "team@example.de" }, content),
    );
    const send = async (smtpUrl: string) => {
      const sender = createMailSender(mailConfigFromEnv({ SMTP_URL: smtpUrl, NOTIFY_TO: "team@example.de" }, content));
      try {
        return await sender.send(mail, "<tls-1@zitronen-vital.de>");
      } finally {
        sender.close();
      }
    };
    try {
      await expect(send(remote.url)).rejects.toThrow(/STARTTLS/);
      expect(remote.messages).toHaveLength(0);
      await expect(send(local.url)).resolves.toEqual({});
      expect(local.messages).toHaveLength(1);
    } finally {
      await remote.stop();
      await local.stop();
    }
  });
});

describe("SMTP sending (a real SMTP server)", () => {
  let smtp: TestSmtpServer;
  let config: MailConfig;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    config = mailConfigFromEnv({ SMTP_URL: smtp.url, NOTIFY_TO: "team@example.de" }, content);
  });
  afterEach(() => smtp.stop());

  it("delivers the plan mail with the given Message-ID and both unsubscribe headers", async () => {
    const unsubscribeUrl = urls.unsubscribe(config, "UUUUuuuu1111____");
    const mail = await composeMail(
      { type: "plan", name: "Klaus", email: "klaus@example.de", answers: {}, unsubscribeUrl },
      content,
      config,
    );
    const sender = createMailSender(config);
    try {
      expect(await sender.send(mail, "<outbox-42@zitronen-vital.de>")).toEqual({});
    } finally {
      sender.close();
    }
    const [received] = await smtp.waitForMessages(1);
    expect(received.messageId).toBe("<outbox-42@zitronen-vital.de>");
    expect(received.subject).toBe("Ihr 4-Wochen-Plan, Klaus");
    expect(received.from?.value).toEqual([{ name: "Zitronen-Vital", address: "kontakt@zitronen-vital.de" }]);
    expect(received.to && "text" in received.to ? received.to.text : "").toBe("klaus@example.de");
    expect(raw(received.headerLines, "list-unsubscribe")).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(raw(received.headerLines, "list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(received.html).toContain("Guten Tag Klaus,");
    expect(received.text).toContain("Guten Tag Klaus,");
  });

  it("delivers the contact notice to NOTIFY_TO with Reply-To = the sender", async () => {
    const mail = await composeMail(
      { type: "contact", name: "Heinz", email: "heinz@example.de", message: "Wann kommt der Plan?" },
      content,
      config,
    );
    const sender = createMailSender(config);
    await sender.send(mail, "<contact-7@zitronen-vital.de>");
    sender.close();
    const [received] = await smtp.waitForMessages(1);
    expect(received.replyTo?.text).toBe("heinz@example.de");
    expect(received.to && "text" in received.to ? received.to.text : "").toBe("team@example.de");
    expect(received.text).toContain("Wann kommt der Plan?");
  });

  it("rejects when the SMTP server is down, so the caller can retry", async () => {
    await smtp.stop();
    const mail = await composeMail(
      {
        type: "confirmation",
        name: "K",
        email: "k@example.de",
        confirmUrl: urls.confirm(config, "x"),
        marketing: false,
      },
      content,
      config,
    );
    const sender = createMailSender(config);
    await expect(sender.send(mail, "<c-1@zitronen-vital.de>")).rejects.toThrow();
    sender.close();
    smtp = await startSmtpServer(); // for afterEach
  });
});

describe(".eml files without SMTP_URL", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "mail-eml-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("writes the mail readable by its owner only and returns the path", async () => {
    const mailDir = join(root, "var/mail");
    const config = mailConfigFromEnv({ MAIL_DIR: mailDir }, content);
    const mail = await composeMail(
      {
        type: "confirmation",
        name: "Werner",
        email: "w@example.de",
        confirmUrl: urls.confirm(config, "tok_tok"),
        marketing: false,
      },
      content,
      config,
    );
    const sender = createMailSender(config);
    const { file } = await sender.send(mail, "<confirm-3@zitronen-vital.de>");
    sender.close();
    expect(file).toMatch(new RegExp(`^${mailDir}/.+confirm-3_zitronen-vital\\.de\\.eml$`));
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    const eml = readFileSync(file!, "utf8");
    expect(eml).toContain("Message-ID: <confirm-3@zitronen-vital.de>");
    expect(eml).toContain("To: w@example.de");
    expect(eml).toContain("Content-Type: text/html");
    expect(eml).toContain("Content-Type: text/plain");
  });
});

describe("webhook", () => {
  let server: Server;
  let url: string;
  const received: Array<{ body: string; type?: string; headers: Record<string, string> }> = [];
  let status = 204;
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        if (req.url === "/hang") return; // never answers
        received.push({
          body,
          type: req.headers["content-type"],
          headers: {
            "webhook-id": String(req.headers["webhook-id"]),
            "webhook-timestamp": String(req.headers["webhook-timestamp"]),
            "webhook-signature": String(req.headers["webhook-signature"]),
          },
        });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const SECRET = "whsec_" + Buffer.from("a-secret-of-32-bytes-or-more-ok!").toString("base64");
  const confirmed: WebhookEvent = {
    type: "lead.confirmed",
    data: {
      leadId: "abc",
      name: "Klaus",
      email: "k@example.de",
      confirmedAt: "2026-11-26T10:00:00Z",
      consentVersion: "2026-11-27",
      marketingVersion: null,
    },
  };

  it("signs the Standard Webhooks way: a receiver's own library verifies it, and refuses a changed body", async () => {
    status = 204;
    await postWebhook(`${url}/lead`, SECRET, "zv-1-1", confirmed);
    const last = received.at(-1)!;
    expect(last.type).toBe("application/json");
    const verified = new Webhook(SECRET).verify(last.body, last.headers) as { type: string; data: object };
    expect(verified).toMatchObject({ type: "lead.confirmed", data: confirmed.data });
    expect(last.headers["webhook-id"]).toBe("zv-1-1");
    expect(() => new Webhook(SECRET).verify(last.body.replace("Klaus", "Kurt"), last.headers)).toThrow();
    // A raw secret (no whsec_ prefix) is used as its bytes: the receiver's library, given it in
    // base64, agrees.
    await postWebhook(`${url}/lead`, "r".repeat(32), "zv-2-1", confirmed);
    const raw = received.at(-1)!;
    expect(() =>
      new Webhook(Buffer.from("r".repeat(32)).toString("base64")).verify(raw.body, raw.headers),
    ).not.toThrow();
  });

  it("a recorded call cannot be replayed later: the receiver's library refuses an old timestamp", async () => {
    status = 204;
    await postWebhook(`${url}/lead`, SECRET, "zv-3-1", confirmed, Date.now() - 10 * 60_000);
    const last = received.at(-1)!;
    expect(() => new Webhook(SECRET).verify(last.body, last.headers)).toThrow(/timestamp/i);
  });

  it("rejects a non-2xx answer, so the caller retries", async () => {
    status = 500;
    await expect(postWebhook(`${url}/lead`, SECRET, "zv-4-1", confirmed)).rejects.toThrow("HTTP 500");
  });

  it("gives up on a receiver that never answers", async () => {
    await expect(postWebhook(`${url}/hang`, SECRET, "zv-5-1", confirmed, Date.now(), 200)).rejects.toThrow();
    server.closeAllConnections();
  });
});
