/** @jest-environment node */
// With NODE_ENV=production the self-hosted server refuses to start without its production settings.
import { execFile } from "child_process";
import { promisify } from "util";
import { missingProductionSettings } from "../server/production-settings";

jest.setTimeout(30_000);

const run = promisify(execFile);
/** The environment without anything that would satisfy or switch the check. */
const bare = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !["NODE_ENV", "SITE_URL", "SMTP_URL", "TOKEN_SECRET"].includes(name)),
);

async function exitOf(args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run("npx", ["tsx", ...args], { env: { ...bare, ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

it("the server started with NODE_ENV=production stops at once, naming each missing setting in English", async () => {
  const { code, out } = await exitOf(["server/main.ts"], {
    NODE_ENV: "production",
    SITE_URL: "https://www.example.de",
  });
  expect(code).toBe(1);
  expect(out).toContain("NODE_ENV=production: not starting without SMTP_URL, TOKEN_SECRET.");
  expect(out).toMatch(/^ {2}SMTP_URL: the mail server/m);
  expect(out).toMatch(/^ {2}TOKEN_SECRET: the key that signs/m);
  expect(out).not.toMatch(/^ {2}SITE_URL:/m);
});

it("asks for nothing outside production, and for all three in production", () => {
  expect(missingProductionSettings({}, undefined)).toEqual([]);
  expect(missingProductionSettings({}, "development")).toEqual([]);
  expect(missingProductionSettings({ SITE_URL: " " }, "production")).toEqual(["SITE_URL", "SMTP_URL", "TOKEN_SECRET"]);
  expect(
    missingProductionSettings({ SITE_URL: "https://a.de", SMTP_URL: "smtp://h:587", TOKEN_SECRET: "k" }, "production"),
  ).toEqual([]);
});

it("reads the operator's NODE_ENV, not the production default the mail module sets for React", async () => {
  const script =
    'import("./src/mail/production-mode.ts").then(() => import("./src/lib/node-env.ts"))' +
    ".then((m) => console.log(`${m.OPERATOR_NODE_ENV}/${process.env.NODE_ENV}`))";
  expect((await exitOf(["-e", script], {})).out.trim()).toBe("undefined/production");
});
