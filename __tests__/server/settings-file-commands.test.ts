/** @jest-environment node */
// The own server's settings file (src/settings/env-file.ts) as the operator's commands read it: in
// any shell, whatever its environment.
import { execFile } from "child_process";
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { promisify } from "util";
import { LAUNCH_SETTINGS } from "../../harness/launch-settings";

jest.setTimeout(90_000);
const ROOT = join(__dirname, "../..");

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "settings-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("is read by the leads command and the go-live check, in any shell", async () => {
  const file = join(dir, "server.env");
  writeFileSync(
    file,
    [
      `DATABASE_PATH=${join(dir, "leads.sqlite")}`,
      ...Object.entries({ ...LAUNCH_SETTINGS, TOKEN_SECRET: "k".repeat(40) }).map(
        ([name, value]) => `${name}=${value}`,
      ),
    ].join("\n"),
    { mode: 0o600 },
  );
  const run = async (script: string, args: string[]) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ENV_FILE: file },
      });
      return stdout;
    } catch (error) {
      return (error as { stdout: string }).stdout;
    }
  };
  const help = await run("server/leads-cli.ts", ["--help"]);
  expect(help).toContain(`Einstellungen aus ${file};`);
  expect(help).toContain(`Datenbank ${join(dir, "leads.sqlite")} (DATABASE_PATH)`);
  const check = await run("scripts/go-live-check.ts", []);
  expect(check).toContain("FEHLT    data/");
  expect(check).not.toMatch(/FEHLT .*\b(SITE_URL|MAIL_FROM|SMTP_URL|TOKEN_SECRET|NOTIFY_TO|GATSBY_CMS_REPO)\b/);
});
