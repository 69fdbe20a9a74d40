// A real IMAP server for the bounce tests: Debian's dovecot-imapd (installed by `npm test`, see
// bin/test-packages.mjs), started with its own configuration in a temporary folder on a free port
// of 127.0.0.1, one mailbox with a password, plain IMAP (loopback only). Mail arrives as it would
// from the mail server: a file in the mailbox's Maildir/new.
import { spawn, spawnSync, type ChildProcess } from "child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { eventually } from "./eventually";
import { freePort, isListening } from "./server-process";

export const DOVECOT = "/usr/sbin/dovecot";

export interface TestImapServer {
  port: number;
  user: string;
  password: string;
  /** BOUNCE_IMAP_URL for this mailbox. */
  url: string;
  /** Puts a raw message into the inbox, unread. */
  deliver(raw: string): void;
  /** How many messages the inbox holds (read or not). */
  count(): number;
  stop(): Promise<void>;
}

/** The account the mailbox files belong to (dovecot refuses to serve mail as root). */
function mailAccount(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync("id", [flag, "nobody"], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  await eventually(
    `dovecot to listen on ${port}; see ${log}`,
    async () => child.exitCode !== null || (await isListening(port)),
    { timeoutMs: 15_000, everyMs: 100 },
  );
  if (child.exitCode !== null) throw new Error(`dovecot exited with ${child.exitCode}; see ${log}`);
}

export async function startImapServer(): Promise<TestImapServer> {
  if (!existsSync(DOVECOT))
    throw new Error(
      "dovecot is missing: apt-get install -y dovecot-imapd (npm test installs it, bin/test-packages.mjs)",
    );
  const root = mkdtempSync(join(tmpdir(), "zv-imap-"));
  // dovecot's auth process (user dovecot) reads the password file; the folder must let it pass.
  chmodSync(root, 0o755);
  const { uid, gid } = mailAccount();
  const user = "bounces";
  const password = "imap-test-password";
  const port = await freePort();
  const home = join(root, "home", user);
  const inbox = join(home, "Maildir");
  for (const dir of ["new", "cur", "tmp"]) mkdirSync(join(inbox, dir), { recursive: true });
  for (const dir of [join(root, "home"), home, inbox, ...["new", "cur", "tmp"].map((d) => join(inbox, d))])
    chownSync(dir, uid, gid);
  writeFileSync(join(root, "passwd"), `${user}:{PLAIN}${password}:${uid}:${gid}::${home}\n`);
  const log = join(root, "dovecot.log");
  writeFileSync(
    join(root, "dovecot.conf"),
    `base_dir = ${root}/run
state_dir = ${root}/state
log_path = ${log}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${uid}
last_valid_uid = ${uid}
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = ${root}/passwd
}
userdb {
  driver = passwd-file
  args = ${root}/passwd
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`,
  );
  const child = spawn(DOVECOT, ["-F", "-c", join(root, "dovecot.conf")], { stdio: "ignore" });
  await waitForPort(port, child, log);
  let delivered = 0;
  return {
    port,
    user,
    password,
    url: `imap://${user}:${password}@127.0.0.1:${port}/INBOX`,
    deliver(raw) {
      const file = join(inbox, "new", `${Date.now()}.${process.pid}_${delivered++}.zv-test`);
      writeFileSync(file, raw.replace(/\r?\n/g, "\n"));
      chownSync(file, uid, gid);
    },
    count: () => ["new", "cur"].reduce((sum, dir) => sum + readdirSync(join(inbox, dir)).length, 0),
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A delivery report as a receiving mail server writes it (RFC 3464), for `recipient`, quoting the
 * headers of the message it refuses (its Message-ID among them).
 */
export function deliveryReport(recipient: string, messageId: string, status = "5.1.1"): string {
  return [
    "Return-Path: <>",
    "From: Mail Delivery System <MAILER-DAEMON@mx.example.net>",
    "To: bounces@zv.test",
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <dsn-${Date.now()}@mx.example.net>`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="DSN-BOUNDARY"',
    "",
    "--DSN-BOUNDARY",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "I'm sorry to have to inform you that your message could not be delivered.",
    "",
    "--DSN-BOUNDARY",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.net",
    "",
    `Final-Recipient: rfc822; ${recipient}`,
    "Action: failed",
    `Status: ${status}`,
    `Diagnostic-Code: smtp; 550 ${status} <${recipient}>: Recipient address rejected: User unknown`,
    "",
    "--DSN-BOUNDARY",
    "Content-Type: text/rfc822-headers",
    "",
    "From: Zitronen-Vital <plan@zv.test>",
    `To: ${recipient}`,
    "Subject: Bitte bestätigen",
    `Message-ID: ${messageId}`,
    "",
    "--DSN-BOUNDARY--",
    "",
  ].join("\n");
}
