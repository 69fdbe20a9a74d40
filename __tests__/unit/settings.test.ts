/** @jest-environment node */
// One set of settings (src/settings/): the settings file every entry point of the own server reads
// first, the registry that says what each setting is for, and the example files made from it.
import { execFile } from "child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { parseEnv, promisify } from "util";
import { HOSTS } from "../../src/lib/hosting";
import { loadSettingsFile, settingsFileWarning } from "../../src/settings/env-file";
import { envExample, EXAMPLE_FILES } from "../../src/settings/examples";
import { settingsOf } from "../../src/settings/registry";
import { LAUNCH_SETTINGS } from "../../harness/launch-settings";

jest.setTimeout(60_000);
const ROOT = join(__dirname, "../..");

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "settings-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the settings file", () => {
  it("fills in what the environment does not set, and leaves what it sets", () => {
    const file = join(dir, "server.env");
    writeFileSync(file, "# Kommentar\nSITE_URL=https://www.example.de\nPORT=9100\n", { mode: 0o600 });
    const env: NodeJS.ProcessEnv = { ENV_FILE: file, PORT: "9200" };
    const loaded = loadSettingsFile(env, dir);
    expect(loaded).toEqual({ path: file, exists: true, applied: ["SITE_URL"], readableByOthers: false });
    expect(env).toEqual({ ENV_FILE: file, PORT: "9200", SITE_URL: "https://www.example.de" });
    expect(settingsFileWarning(loaded)).toBeUndefined();
  });

  it("is .env in the project folder by default, and may be missing", () => {
    expect(loadSettingsFile({}, dir)).toEqual({
      path: join(dir, ".env"),
      exists: false,
      applied: [],
      readableByOthers: false,
    });
  });

  it("must exist when ENV_FILE names it, and warns in German when others may read it", () => {
    expect(() => loadSettingsFile({ ENV_FILE: join(dir, "fehlt.env") }, dir)).toThrow(
      `Die Einstellungsdatei ${join(dir, "fehlt.env")} (ENV_FILE) gibt es nicht.`,
    );
    const file = join(dir, ".env");
    writeFileSync(file, "TOKEN_SECRET=geheim\n");
    chmodSync(file, 0o644);
    expect(settingsFileWarning(loadSettingsFile({}, dir))).toBe(
      `Die Einstellungsdatei ${file} enthält Geheimnisse und ist für andere Benutzer lesbar: chmod 600 ${file}`,
    );
  });

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
        const { stdout } = await promisify(execFile)("npx", ["tsx", script, ...args], {
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
});

describe("the example settings files", () => {
  it.each(HOSTS)("%s: the committed file is the one made from the registry (npm run settings:examples)", (host) => {
    expect(readFileSync(join(ROOT, EXAMPLE_FILES[host]), "utf8")).toBe(envExample(host));
  });

  it.each(HOSTS)("%s: names each setting of its host once, and what a launch needs is left empty", (host) => {
    const text = envExample(host);
    const named = [...text.matchAll(/^(?:# )?([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(named).toEqual(settingsOf(host).map((entry) => entry.name));
    const values = parseEnv(text);
    for (const entry of settingsOf(host).filter((candidate) => candidate.neededForLaunch?.includes(host)))
      expect([entry.name, values[entry.name]]).toEqual([entry.name, ""]);
  });
});
