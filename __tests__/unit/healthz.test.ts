/** @jest-environment node */
// GET /healthz for monitors (server/healthz.ts): the database takes writes, the outbox, the release
// served and the newest backup, with no personal data; 503 only when the database cannot be written.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { backupName } from "../../server/backups";
import { encode, LEAD_POST, startTestServer, TEST_RELEASE } from "../../harness/server";

let backupDir: string;
beforeEach(() => {
  backupDir = join(mkdtempSync(join(tmpdir(), "healthz-")), "backups");
  mkdirSync(backupDir);
});
afterEach(() => rmSync(join(backupDir, ".."), { recursive: true, force: true }));

it("reports the database, the outbox, the release and the backup, and not a byte of a person", async () => {
  writeFileSync(join(backupDir, backupName(new Date(Date.now() - 2 * 3_600_000))), "");
  const server = await startTestServer({ backupDir, release: TEST_RELEASE });
  try {
    expect((await server.post(encode({ ...LEAD_POST, email: "hildegard.pruess@example.de" }))).statusCode).toBe(303);
    const answer = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const health = answer.json<Record<string, unknown>>();
    expect(health).toEqual({
      status: "ok",
      database: "writable",
      // The confirmation mail may already be written (no SMTP_URL here: a file) or still queued.
      outbox: expect.objectContaining({ failed: 0 }),
      release: { id: TEST_RELEASE.id, builtAt: TEST_RELEASE.builtAt, commit: TEST_RELEASE.commit },
      backup: { at: expect.any(String), ageHours: 2 },
      warnings: [],
    });
    expect(answer.body).not.toMatch(/hildegard|Klaus|example\.de/i);
  } finally {
    await server.close();
  }
}, 30_000);

it("warns when no backup is recent and mails are stuck, and fails when the database cannot be written", async () => {
  writeFileSync(join(backupDir, backupName(new Date(Date.now() - 40 * 3_600_000))), "");
  const server = await startTestServer({ backupDir });
  try {
    await server.post(encode(LEAD_POST));
    server.store.db.prepare("UPDATE outbox SET due_at = ?").run(new Date(Date.now() - 20 * 60_000).toISOString());
    const warned = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(warned.statusCode).toBe(200);
    expect(warned.json()).toMatchObject({
      status: "warn",
      warnings: [expect.stringMatching(/^outbox: a mail is \d+ s past its time$/), "backup: none in the last 36 hours"],
    });

    server.store.db.pragma("query_only = ON");
    const failing = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toMatchObject({ status: "failing", database: expect.stringMatching(/^not writable: /) });
    server.store.db.pragma("query_only = OFF");
  } finally {
    await server.close();
  }
}, 30_000);
