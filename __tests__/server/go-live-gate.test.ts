/** @jest-environment node */
// The go-live check as the gate in front of `npm run build` (scripts/go-live-check.ts --build), run as
// the build runs it: a process whose exit code stops the build.
import { execFile } from "child_process";
import { readFileSync, rmSync, writeFileSync } from "fs";
import { join } from "path";
import { promisify } from "util";
import { launchReadyData } from "../../harness/launch-data";
import { LAUNCH_SETTINGS as SETTINGS } from "../../harness/launch-settings";

// Each test starts Node with tsx: seconds while other suites share the cores.
jest.setTimeout(90_000);

describe("the build gate (npm run build runs it first)", () => {
  let dir: string;
  beforeAll(() => {
    dir = launchReadyData();
    // One example testimonial is enough to stop a production build.
    writeFileSync(
      join(dir, "testimonials.yaml"),
      '- name: "Klaus"\n  city: "Köln"\n  text: "Erfunden."\n  example: true\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const gate = async (env: NodeJS.ProcessEnv, args: string[] = []) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "CONTEXT" && k !== "NODE_ENV"));
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "scripts/go-live-check.ts", "--build", ...args],
        {
          env: { ...clean, ...SETTINGS, CONTENT_DIR: dir, ...env },
        },
      );
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  };

  it("runs before gatsby build in npm run build, which records its verdict", () => {
    const build = (
      JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts.build;
    expect(build).toContain("tsx bin/build.ts");
    const driver = readFileSync(join(__dirname, "../../bin/build.ts"), "utf8");
    const gate = driver.indexOf('"scripts/go-live-check.ts",\n    "--build",\n    "--verdict"');
    expect(gate).toBeGreaterThanOrEqual(0);
    expect(gate).toBeLessThan(driver.indexOf('[gatsby, "build"]'));
  });

  it("writes its verdict for the build stamp: the mark the production server asks for", async () => {
    const verdict = join(dir, "verdict.json");
    await gate({ NODE_ENV: "production" }, ["--verdict", verdict]);
    expect(JSON.parse(readFileSync(verdict, "utf8"))).toEqual({ passed: false, findings: 1, production: true });
    const ready = launchReadyData();
    await gate({ NODE_ENV: "production", CONTENT_DIR: ready }, ["--verdict", verdict]);
    expect(JSON.parse(readFileSync(verdict, "utf8"))).toEqual({ passed: true, findings: 0, production: true });
    rmSync(ready, { recursive: true, force: true });
  });

  it("stops a self-hosted production build (NODE_ENV=production) naming the example's file and line", async () => {
    const { code, out } = await gate({ NODE_ENV: "production" });
    expect(code).toBe(1);
    expect(out).toContain(`${dir}/testimonials.yaml, Zeile 4: Kundenstimme 'Klaus' ist ein Beispiel (example: true)`);
    expect(out).toContain("der Produktions-Build bricht ab");
  });

  it("stops Netlify's production context and lets its deploy previews through with a warning", async () => {
    const netlify = { SITE_HOST: "netlify", NETLIFY_API_TOKEN: "t", NODE_ENV: "production" };
    expect((await gate({ ...netlify, CONTEXT: "production" })).code).toBe(1);
    const preview = await gate({ ...netlify, CONTEXT: "deploy-preview" });
    expect(preview).toEqual({
      code: 0,
      out: expect.stringMatching(/^WARNUNG {2}Vor der Veröffentlichung fehlt noch 1 Angabe/),
    });
  });

  it("only warns in a development build", async () => {
    const { code, out } = await gate({});
    expect(code).toBe(0);
    expect(out).toContain("Dieser Build ist keine Produktion und läuft weiter");
  });
});
