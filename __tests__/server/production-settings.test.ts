/** @jest-environment node */
// With NODE_ENV=production the self-hosted server refuses to start without its production settings.
import { execFile } from "child_process";
import { promisify } from "util";
import { missingProductionSettings, productionSettingProblems } from "../../server/production-settings";

// Each test starts Node with tsx: seconds while other suites share the cores.
jest.setTimeout(90_000);

const run = promisify(execFile);
/** The environment without anything that would satisfy or switch the check. */
const bare = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !["NODE_ENV", "SITE_URL", "SMTP_URL", "TOKEN_SECRET"].includes(name)),
);

async function exitOf(args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", ...args], { env: { ...bare, ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

it("the server started with NODE_ENV=production stops at once, naming each missing setting in German", async () => {
  const { code, out } = await exitOf(["server/main.ts"], {
    NODE_ENV: "production",
    SITE_URL: "https://www.example.de",
  });
  expect(code).toBe(1);
  expect(out).toContain("NODE_ENV=production: Der Server startet nicht, solange Einstellungen fehlen oder falsch sind");
  expect(out).toMatch(/^ {2}SMTP_URL fehlt: der Zugang zu Ihrem E-Mail-Versanddienst/m);
  expect(out).toMatch(/^ {2}TOKEN_SECRET fehlt: der geheime Schlüssel/m);
  expect(out).not.toMatch(/^ {2}SITE_URL/m);
});

it("refuses SMTP without TLS in production, in German, before it opens anything", async () => {
  const { code, out } = await exitOf(["server/main.ts"], {
    NODE_ENV: "production",
    SITE_URL: "https://www.example.de",
    TOKEN_SECRET: "x".repeat(40),
    SMTP_URL: "smtp://plan%40example.de:geheim@mail.example.de:587?ignoreTLS=true",
  });
  expect(code).toBe(1);
  expect(out).toMatch(/^ {2}SMTP_URL: „ignoreTLS=true“ verschickt ohne Verschlüsselung\. Entfernen Sie diese Angabe/m);
  expect(out).not.toContain("geheim");
});

it("asks for nothing outside production, and for all three in production", () => {
  expect(missingProductionSettings({}, undefined)).toEqual([]);
  expect(missingProductionSettings({}, "development")).toEqual([]);
  expect(missingProductionSettings({ SITE_URL: " " }, "production")).toEqual(["SITE_URL", "SMTP_URL", "TOKEN_SECRET"]);
  expect(
    missingProductionSettings({ SITE_URL: "https://a.de", SMTP_URL: "smtp://h:587", TOKEN_SECRET: "k" }, "production"),
  ).toEqual([]);
});

it("lets a mail server on this machine go without TLS, never one elsewhere", () => {
  const env = { SITE_URL: "https://a.de", TOKEN_SECRET: "k" };
  const problems = (smtpUrl: string) => productionSettingProblems({ ...env, SMTP_URL: smtpUrl }, "production");
  expect(problems("smtp://127.0.0.1:25?ignoreTLS=true")).toEqual([]);
  expect(problems("smtp://u:p@mail.example.de:587")).toEqual([]);
  expect(problems("smtps://u:p@mail.example.de:465")).toEqual([]);
  expect(problems("smtps://u:p@mail.example.de:465?secure=false")).toEqual([
    expect.stringContaining("„secure=false“ schaltet die Verschlüsselung von smtps:// ab"),
  ]);
  expect(productionSettingProblems({ SMTP_URL: "smtp://h:25?ignoreTLS=true" }, "development")).toEqual([]);
});

it("reads the operator's NODE_ENV, not the production default the mail module sets for React", async () => {
  const script =
    'import("./src/mail/production-mode.ts").then(() => import("./src/lib/node-env.ts"))' +
    ".then((m) => console.log(`${m.OPERATOR_NODE_ENV}/${process.env.NODE_ENV}`))";
  expect((await exitOf(["-e", script], {})).out.trim()).toBe("undefined/production");
});
