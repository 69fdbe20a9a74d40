/** @jest-environment node */
// Backups that restore (server/backups.ts, server/restore.ts), run as the operator runs them: the
// compiled server and `leads` command reading one settings file. A backup made while the server
// works, a deleted database and a restore bring back every lead, proof and queued mail; a
// confirmation link mailed before the backup works again; whoever was erased after the backup is
// erased again. And `leads -- delete` with another TOKEN_SECRET refuses and changes nothing.
import { spawnSync } from "child_process";
import { createHash } from "crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import Database from "better-sqlite3";
import type { ParsedMail } from "mailparser";
import { compileServer, freePort, startServer, type RunningServer } from "../../harness/server-process";
import { encode, FORM, LEAD_POST } from "../../harness/server";
import { startSmtpServer, type TestSmtpServer } from "../../harness/smtp";

jest.setTimeout(120_000);

const ROOT = join(__dirname, "../..");
const SECRET = "backup-test-secret-0123456789-abcdefghij";

let dir: string;
let databasePath: string;
let settingsFile: string;
let port: number;
let smtp: TestSmtpServer;

beforeAll(() => compileServer());
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "backup-restore-"));
  databasePath = join(dir, "var", "leads.sqlite");
  port = await freePort();
  smtp = await startSmtpServer();
  settingsFile = join(dir, "zitronen-vital.env");
  // The one settings file: the server and every command read it (src/settings/env-file.ts).
  writeFileSync(
    settingsFile,
    [
      `DATABASE_PATH=${databasePath}`,
      `TOKEN_SECRET=${SECRET}`,
      `SMTP_URL=${smtp.url}`,
      `SITE_URL=http://127.0.0.1:${port}`,
      `PORT=${port}`,
      "HOST=127.0.0.1",
      "MAIL_RETRY_SECONDS=1",
    ].join("\n") + "\n",
    { mode: 0o600 },
  );
});
afterEach(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  running.clear();
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run leads -- …` as the operator runs it, with nothing but the settings file. */
function leads(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(ROOT, "dist/server/leads-cli.js"), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ENV_FILE: settingsFile, ...env },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

/** Servers still running when a test ends (a failed expectation) are stopped in afterEach. */
const running = new Set<RunningServer>();
const start = async () => {
  const server = await startServer({ port, databasePath, env: { ENV_FILE: settingsFile, LOG_LEVEL: "warn" } });
  running.add(server);
  return server;
};
async function stop(server: RunningServer) {
  running.delete(server);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

const url = () => `http://127.0.0.1:${port}`;
const postLead = async (name: string, email: string) => {
  const response = await fetch(`${url()}/danke-willkommen/`, {
    method: "POST",
    headers: { "content-type": FORM },
    body: encode({ ...LEAD_POST, name, email }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
};
const confirmLink = (mail: ParsedMail) => {
  const match = new RegExp(`${url()}/bestaetigen/\\?t=[A-Za-z0-9_-]+`).exec(mail.text ?? "");
  if (!match) throw new Error(`no confirmation link in ${mail.subject}`);
  return match[0];
};
const click = async (link: string) => {
  const response = await fetch(link, {
    method: "POST",
    headers: { "content-type": FORM },
    body: "",
    redirect: "manual",
  });
  return `${response.status} ${new URL(response.headers.get("location") ?? "/-", url()).pathname}`;
};
/** The first mail to `email`, once `count` have arrived. */
async function mailTo(email: string, count = 1): Promise<ParsedMail> {
  const [first] = await smtp.mailsTo(email, count, 20_000);
  return first;
}

/** What the database holds: each lead, each proof, each mail not sent yet. */
function contents() {
  const db = new Database(databasePath, { readonly: true });
  try {
    return {
      leads: db.prepare("SELECT email, status FROM submissions ORDER BY email").all(),
      proofs: db.prepare("SELECT reason, withdrawn_at IS NOT NULL AS withdrawn FROM proofs ORDER BY reason").all(),
      queued: db
        .prepare(
          "SELECT kind, s.email FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE o.status = 'queued'",
        )
        .all(),
    };
  } finally {
    db.close();
  }
}

it("a backup, a deleted database and a restore bring back every lead, proof and queued mail; an old link works", async () => {
  let server = await start();
  await postLead("Anton", "anton@example.de");
  await postLead("Berta", "berta@example.de");
  await postLead("Carl", "carl@example.de");
  await postLead("Emil", "emil@example.de");
  expect(await click(confirmLink(await mailTo("anton@example.de")))).toBe("303 /plan-unterwegs/");
  const bertasLink = confirmLink(await mailTo("berta@example.de"));
  const carlsLink = confirmLink(await mailTo("carl@example.de"));
  await mailTo("anton@example.de", 2);
  expect(leads(["delete", "--email", "emil@example.de"]).code).toBe(0);
  // An outage of the mail server: Dora's confirmation mail stays in the queue.
  await smtp.stop();
  await postLead("Dora", "dora@example.de");

  const backup = leads(["backup"]);
  expect(backup).toEqual({ code: 0, out: expect.stringMatching(/^Sicherung geschrieben: .+\.sqlite\n$/) });
  const backupFile = backup.out.replace("Sicherung geschrieben: ", "").trim();
  expect(statSync(backupFile).mode & 0o777).toBe(0o600);
  expect(statSync(join(dir, "var", "backups")).mode & 0o777).toBe(0o700);
  const before = contents();
  expect(before.leads).toHaveLength(4);
  expect(before.proofs).toEqual([{ reason: "erased", withdrawn: 1 }]);
  expect(before.queued).toEqual([{ kind: "confirmation", email: "dora@example.de" }]);

  // After the backup: Carl asks to be erased, Fritz sends a request.
  expect(leads(["delete", "--email", "carl@example.de"]).code).toBe(0);
  await postLead("Fritz", "fritz@example.de");
  expect(leads(["restore", "--from", backupFile])).toEqual({
    code: 1,
    out: expect.stringContaining("Der Server läuft noch"),
  });
  await stop(server);

  for (const suffix of ["", "-wal", "-shm"]) rmSync(databasePath + suffix, { force: true });
  const restore = leads(["restore", "--from", backupFile]);
  expect(restore.code).toBe(0);
  expect(restore.out).toContain("1 Anfrage(n) von Personen, die seit der Sicherung gelöscht wurden, wieder gelöscht.");
  const after = contents();
  expect(after.leads).toEqual(before.leads.filter((lead) => (lead as { email: string }).email !== "carl@example.de"));
  expect(after.queued).toEqual(before.queued);
  expect(after.proofs).toEqual([
    { reason: "erased", withdrawn: 1 },
    { reason: "erased", withdrawn: 1 },
  ]);

  const restarted = await startSmtpServer(0);
  writeFileSync(settingsFile, readFileSync(settingsFile, "utf8").replace(smtp.url, restarted.url));
  smtp = restarted;
  server = await start();
  try {
    expect(await click(bertasLink)).toBe("303 /plan-unterwegs/");
    expect(await click(carlsLink)).toBe("400 /-");
    // Dora's confirmation mail, queued at the backup, goes out now.
    await mailTo("dora@example.de");
  } finally {
    await stop(server);
  }
});

it("keeps the database it replaces beside it, never deletes it", async () => {
  const server = await start();
  await postLead("Anton", "anton@example.de");
  const backupFile = leads(["backup"]).out.replace("Sicherung geschrieben: ", "").trim();
  await postLead("Berta", "berta@example.de");
  await stop(server);

  const restore = leads(["restore", "--from", backupFile]);
  expect(restore.code).toBe(0);
  const aside = readdirSync(join(dir, "var")).find((name) => name.startsWith("leads.sqlite.vor-wiederherstellung-"));
  expect(aside).toBeDefined();
  expect(restore.out).toContain(`Die bisherige Datenbank liegt in ${join(dir, "var", aside!)}`);
  expect(contents().leads).toEqual([{ email: "anton@example.de", status: "pending" }]);
  const kept = new Database(join(dir, "var", aside!), { readonly: true });
  expect(kept.prepare("SELECT COUNT(*) FROM submissions").pluck().get()).toBe(2);
  kept.close();
});

it("`leads -- delete` with another TOKEN_SECRET refuses and changes nothing", async () => {
  const server = await start();
  await postLead("Anton", "anton@example.de");
  await mailTo("anton@example.de");
  await stop(server);
  const fingerprint = () =>
    createHash("sha256")
      .update(readFileSync(databasePath))
      .update(existsSync(`${databasePath}-wal`) ? readFileSync(`${databasePath}-wal`) : "")
      .digest("hex");
  const before = { bytes: fingerprint(), rows: contents() };

  const other = leads(["delete", "--email", "anton@example.de"], {
    TOKEN_SECRET: "another-secret-0123456789-abcdefghijklmno",
  });
  expect(other.code).toBe(2);
  expect(other.out).toContain(`TOKEN_SECRET passt nicht zu der Datenbank ${databasePath}`);
  expect(other.out).toContain("Nichts wurde geändert.");
  // Without any key the command does not make one up either.
  const none = leads(["delete", "--email", "anton@example.de"], { ENV_FILE: "/dev/null", DATABASE_PATH: databasePath });
  expect(none.code).toBe(2);
  expect(none.out).toContain("TOKEN_SECRET fehlt");
  expect(existsSync(join(dir, "var", "token-secret"))).toBe(false);
  expect({ bytes: fingerprint(), rows: contents() }).toEqual(before);
  expect(existsSync(join(dir, "var", "erasures.jsonl"))).toBe(false);

  // With the settings file's key it erases.
  expect(leads(["delete", "--email", "anton@example.de"]).out).toMatch(
    /^1 Anfrage\(n\) von anton@example\.de gelöscht/,
  );
});
