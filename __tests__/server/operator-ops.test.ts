/** @jest-environment node */
// The operator's page on the own server shows what operations know (server/operator-status.ts):
// the release the server serves and the newest backup, and says so when backups are overdue or fail.
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { OPERATOR_TEST_PASSWORD, operatorSession, startTestServer, TEST_RELEASE } from "../../harness/server";
import { makeBackup } from "../../server/backups";
import { hashPassword } from "../../src/operator/password";
import { operatorPaths } from "../../src/operator/paths";
import { attentionItems, statusFacts, type OperatorStatus } from "../../src/operator/status";
import { localTime } from "../../src/operator/days";

describe("the operator's page of the own server", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let backupDir: string;
  let cookie: string;
  const overview = async () =>
    (await server.app.inject({ url: operatorPaths.home, headers: { cookie } })).body.replace(/\u00a0/g, " ");

  beforeAll(async () => {
    backupDir = join(mkdtempSync(join(tmpdir(), "ops-page-")), "backups");
    server = await startTestServer({
      env: {
        OPERATOR_PASSWORD_HASH: await hashPassword(OPERATOR_TEST_PASSWORD),
        TOKEN_SECRET: "ops-page-secret-0123456789-abcdefgh",
      },
      backupDir,
      release: TEST_RELEASE,
    });
    await server.app.ready();
    cookie = await operatorSession(server);
  }, 30_000);
  afterAll(async () => {
    await server.app.close();
    rmSync(join(backupDir, ".."), { recursive: true, force: true });
  });

  it("names the release served and, before the first backup, says that none exists", async () => {
    const page = await overview();
    expect(page).toContain(`Version ${TEST_RELEASE.id} (${localTime(TEST_RELEASE.builtAt)})`);
    expect(page).toContain("Die Datensicherung ist überfällig");
    expect(page).toContain("Es gibt noch keine Sicherung.");
  });

  it("shows the newest backup's time once there is one, and no longer warns", async () => {
    const at = new Date(Date.now() - 60 * 60_000);
    await makeBackup(server.store.db, backupDir, at);
    const page = await overview();
    expect(page).toContain(localTime(at.toISOString()));
    expect(page).not.toContain("Die Datensicherung ist überfällig");
  });
});

describe("a failed backup", () => {
  const NOW = Date.parse("2026-11-27T08:00:00.000Z");
  const PATHS = { mails: operatorPaths.home, people: operatorPaths.home };
  const status = (backup: OperatorStatus["ops"]["backup"]): OperatorStatus => ({
    failed: [],
    waiting: [],
    limits: { delayedMails: 0, heldContactMessages: 0 },
    undeliverable: 0,
    bounceReading: { configured: false },
    webhook: { configured: false, failing: [] },
    lastMailSentAt: null,
    retentionOverdue: 0,
    ops: { backup, release: "unknown" },
  });

  it("is a problem with its time and message until a backup succeeds", () => {
    const failure = { at: "2026-11-27T03:00:00.000Z", error: "ENOSPC: no space left on device" };
    const items = attentionItems(status({ lastAt: "2026-11-26T03:00:00.000Z", overdue: false, failure }), NOW, PATHS);
    expect(items[0]).toMatchObject({ level: "problem", title: "Die Datensicherung ist fehlgeschlagen" });
    expect(items[0].detail).toContain(`Letzter Versuch: ${localTime(failure.at)}, Meldung: ENOSPC`);
    const after = attentionItems(status({ lastAt: "2026-11-27T03:05:00.000Z", overdue: false }), NOW, PATHS);
    expect(after.map((item) => item.title)).not.toContain("Die Datensicherung ist fehlgeschlagen");
    expect(
      statusFacts(status({ lastAt: null, overdue: true })).find((f) => f.label === "Letzte Datensicherung"),
    ).toEqual({
      label: "Letzte Datensicherung",
      value: "noch keine",
    });
  });
});
