/**
 * @jest-environment node
 * @slow 35
 */
// The outbox under faults, with the real server process and a real SMTP server: an SMTP outage
// loses nothing and duplicates nothing; a SIGKILL between storing a lead and sending its mail
// delays the mail until the restart; a restart after a sent mail does not send it again.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { freePorts, startServer, type RunningServer } from "../../harness/server-process";
import { fakePublicDir } from "../../harness/server";
import { eventually } from "../../harness/eventually";
import { startSmtpServer } from "../../harness/smtp";

/** The issue asks for two minutes; CI uses 10 s (MAIL_OUTAGE_SECONDS=120 for the long run). */
const OUTAGE_SECONDS = Number(process.env.MAIL_OUTAGE_SECONDS ?? 10);
jest.setTimeout((OUTAGE_SECONDS + 120) * 1000);

let root: string;
let databasePath: string;
let smtpPort: number;
let serverPorts: number[];
let env: Record<string, string>;
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "mail-durability-"));
  databasePath = join(root, "leads.sqlite");
  // Reserved together, so the site server can never take the port the SMTP server will use.
  [smtpPort, ...serverPorts] = await freePorts(4);
  env = {
    PUBLIC_DIR: fakePublicDir(root),
    RATE_LIMIT_MAX: "1000",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_SECONDS: "1",
    NOTIFY_TO: "betreiber@zv.test",
  };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function postLead(server: RunningServer, n: number) {
  const response = await fetch(`${server.url}/danke-willkommen/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      "form-name": "lead",
      "bot-field": "",
      name: "Klaus",
      email: `klaus${n}@example.de`,
      consent: "ja",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
}

function outbox(): Array<{ status: string; attempts: number }> {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare("SELECT status, attempts FROM outbox").all() as Array<{ status: string; attempts: number }>;
  } finally {
    db.close();
  }
}

function leased(): boolean {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare("SELECT COUNT(*) FROM outbox WHERE lease_owner IS NOT NULL").pluck().get() !== 0;
  } finally {
    db.close();
  }
}

async function stop(server: RunningServer, signal: NodeJS.Signals) {
  server.child.kill(signal);
  await server.exited;
}

const messageIds = (mails: Array<{ messageId?: string }>) => new Set(mails.map((m) => m.messageId)).size;

it(`delivers every mail exactly once after an SMTP outage of ${OUTAGE_SECONDS} s`, async () => {
  const server = await startServer({ port: serverPorts[0], databasePath, env });
  try {
    for (let n = 0; n < 10; n++) await postLead(server, n);
    await new Promise((r) => setTimeout(r, OUTAGE_SECONDS * 1000));
    const waiting = outbox();
    expect(waiting).toHaveLength(10);
    expect(waiting.every((row) => row.status === "queued" && row.attempts >= 2)).toBe(true);

    const smtp = await startSmtpServer(smtpPort);
    try {
      const mails = await smtp.waitForMessages(10, 90_000);
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.messages).toHaveLength(10);
      expect(messageIds(mails)).toBe(10);
      expect(outbox().every((row) => row.status === "sent")).toBe(true);
    } finally {
      await smtp.stop();
    }
  } finally {
    await stop(server, "SIGTERM");
  }
});

it("sends a mail stored before a SIGKILL after the restart, and a sent mail never again", async () => {
  const first = await startServer({ port: serverPorts[0], databasePath, env });
  await postLead(first, 1);
  // Stored, its first try refused (SMTP is down) and back in the queue: kill the server now.
  await eventually(
    "the failed attempt to be counted and its lease let go",
    () => outbox()[0]?.attempts >= 1 && outbox()[0].status === "queued" && !leased(),
  );
  await stop(first, "SIGKILL");

  const smtp = await startSmtpServer(smtpPort);
  try {
    const second = await startServer({ port: serverPorts[1], databasePath, env });
    try {
      const [mail] = await smtp.waitForMessages(1, 30_000);
      expect(mail.to).toMatchObject({ text: "klaus1@example.de" });
      await eventually("the mail to be marked sent", () => outbox()[0].status === "sent");
    } finally {
      await stop(second, "SIGKILL");
    }

    const third = await startServer({ port: serverPorts[2], databasePath, env });
    try {
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await stop(third, "SIGTERM");
    }
  } finally {
    await smtp.stop();
  }
});
