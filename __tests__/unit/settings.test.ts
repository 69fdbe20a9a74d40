/** @jest-environment node */
// One set of settings (src/settings/): the settings file every entry point of the own server reads
// first, the registry that says what each setting is for, and the example files made from it.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { parseEnv } from "util";
import { HOSTS } from "../../src/lib/hosting";
import { loadSettingsFile, settingsFileWarning } from "../../src/settings/env-file";
import { envExample, EXAMPLE_FILES } from "../../src/settings/examples";
import { settingsOf } from "../../src/settings/registry";

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
