/**
 * @jest-environment node
 * @slow 35
 */
// The Netlify functions bundle the way Netlify deploys them: @netlify/zip-it-and-ship-it (what
// Netlify's build runs) with the [functions] settings of netlify.toml, offline. Each zip must
// carry data/*.yaml and the built /link-ungueltig/ page, and the bundled code, unpacked on its
// own like Lambda does, must find them and answer. Needs a build (public/).
import { execFile } from "child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { dirname, join } from "path";
import { pathToFileURL } from "url";
import { promisify } from "util";
import { pathOf } from "../../src/lib/routes";
import { readZip } from "../../harness/zip";
import { startSmtpServer } from "../../harness/smtp";
import { startBlobs, SITE } from "../../harness/netlify-host";
import { startNetlifyApi, submissionCreatedBody } from "../../harness/netlify-api";
import { operatorPaths } from "../../src/operator/paths";
import { COUNT_PATH } from "../../src/operator/count-path";

jest.setTimeout(240_000);

const run = promisify(execFile);
const out = mkdtempSync(join(tmpdir(), "zv-functions-"));
const invalidLinkPage = readFileSync(join("public", pathOf("linkInvalid"), "index.html"), "utf8");
const yamlFiles = readdirSync("data").filter((file) => file.endsWith(".yaml"));
interface ZipResult {
  name: string;
  path: string;
  runtimeAPIVersion?: number;
  schedule?: string;
  routes?: Array<{ pattern: string; methods: string[] }>;
}
let results: ZipResult[];

beforeAll(async () => {
  // zip-it-and-ship-it is an ES module that Jest's CommonJS runtime cannot load: run the script.
  const { stdout } = await run(process.execPath, ["harness/zip-netlify-functions.mjs", out], {
    maxBuffer: 16 * 1024 * 1024,
  });
  results = JSON.parse(stdout) as ZipResult[];
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const byName = (name: string) => {
  const result = results.find((r) => r.name === name);
  if (!result) throw new Error(`function ${name} was not bundled`);
  return result;
};

describe("the Netlify functions bundle", () => {
  it("zips each function with the data files and the bad-link page", () => {
    expect(results.map((r) => r.name).sort()).toEqual([
      "bounces",
      "confirm",
      "confirm-page",
      "count-view",
      "delete-request",
      "deliver-due",
      "forms-cleanup",
      "operator",
      "operator-report",
      "retention",
      "submission-created",
      "unsubscribe",
    ]);
    for (const result of results) {
      const entries = readZip(result.path);
      for (const file of yamlFiles) expect([result.name, entries.has(`data/${file}`)]).toEqual([result.name, true]);
      expect(entries.get("public/link-ungueltig/index.html")?.toString("utf8")).toBe(invalidLinkPage);
      expect(entries.has("public/_headers")).toBe(true);
      // The pages confirm-page answers with, and what the privacy policy was built saying.
      for (const page of ["public/bestaetigen/index.html", "public/schon-bestaetigt/index.html"])
        expect([result.name, entries.has(page)]).toEqual([result.name, true]);
      expect(JSON.parse(entries.get("public/privacy-settings.json")?.toString("utf8") ?? "{}")).toEqual({
        planRetentionDays: 30,
      });
      expect(result.runtimeAPIVersion).toBe(2);
    }
  });

  it("routes the follow-up pages to their functions and schedules deliver-due", () => {
    const route = (name: string) => byName(name).routes?.map(({ pattern, methods }) => ({ pattern, methods }));
    const both = (path: string) => [path.slice(0, -1), path].map((pattern) => ({ pattern, methods: ["POST"] }));
    expect(route("confirm")).toEqual(both(pathOf("confirm")));
    expect(route("unsubscribe")).toEqual(both(pathOf("unsubscribe")));
    expect(route("delete-request")).toEqual(both(pathOf("deleteRequest")));
    // The used-link announcement answers the confirmation page's GET.
    expect(route("confirm-page")).toEqual(
      [pathOf("confirm").slice(0, -1), pathOf("confirm")].map((pattern) => ({ pattern, methods: ["GET"] })),
    );
    expect(byName("deliver-due").schedule).toBe("* * * * *");
    expect(byName("forms-cleanup").schedule).toBe("@hourly");
    expect(byName("retention").schedule).toBe("@hourly");
    // The operator's page under /betrieb/, the page-view beacon's counter, and their schedules.
    expect(route("operator")?.map((r) => r.pattern)).toEqual(["/betrieb", "/betrieb/*"]);
    expect(operatorPaths.home).toBe("/betrieb/");
    expect(route("count-view")).toEqual(both(COUNT_PATH));
    expect(byName("operator-report").schedule).toBe("@hourly");
    expect(byName("bounces").schedule).toBe("*/5 * * * *");
    // An event function: Netlify calls it by its name, no public route.
    expect(byName("submission-created").routes ?? []).toEqual([]);
  });

  it("ships ES modules (Netlify's .mts functions), each bundled into one file", () => {
    for (const result of results) {
      const entries = readZip(result.path);
      expect([result.name, entries.has(`netlify/functions/${result.name}.mjs`)]).toEqual([result.name, true]);
    }
  });

  it("runs from the unpacked zip alone: reads the YAML at cold start, sends mail, answers bad links with the page", async () => {
    const smtp = await startSmtpServer();
    const blobs = await startBlobs();
    const api = await startNetlifyApi(SITE.id);
    try {
      const call = async (name: string, url: string, init: { method: string; body?: string; contentType?: string }) => {
        const root = join(out, `${name}-unpacked`);
        for (const [file, data] of readZip(byName(name).path)) {
          mkdirSync(dirname(join(root, file)), { recursive: true });
          writeFileSync(join(root, file), data);
        }
        const script = `
          const fn = await import(${JSON.stringify(pathToFileURL(join(root, "netlify", "functions", `${name}.mjs`)).href)});
          const request = new Request(${JSON.stringify(url)}, ${JSON.stringify({ method: init.method, body: init.body, headers: { "content-type": init.contentType ?? "" } })});
          const context = { deploy: { context: "production", id: "d1" }, site: ${JSON.stringify(SITE)} };
          Promise.resolve(fn.default(request, context)).then(async (response) =>
            console.log(JSON.stringify({ status: response.status, body: await response.text() })));
        `;
        // A fresh Node process in the unpacked folder, as Lambda starts one in LAMBDA_TASK_ROOT.
        const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            LAMBDA_TASK_ROOT: root,
            URL: SITE.url,
            SMTP_URL: smtp.url,
            TOKEN_SECRET: "bundle-test-secret-0123456789-abcdefghij",
            NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT,
            NETLIFY_API_TOKEN: api.token,
            NETLIFY_API_URL: api.url,
          },
        });
        return JSON.parse(stdout.trim().split("\n").pop()!) as { status: number; body: string };
      };

      const refused = await call("confirm", `${SITE.url}${pathOf("confirm")}?t=kaputt`, {
        method: "POST",
        body: "",
        contentType: "application/x-www-form-urlencoded",
      });
      expect(refused).toEqual({ status: 400, body: invalidLinkPage });

      // Netlify Forms holds the post; the event names it by its id.
      const event = submissionCreatedBody(api.add("lead", { name: "Heinz", email: "heinz@example.de", consent: "ja" }));
      const sent = await call("submission-created", `${SITE.url}/.netlify/functions/submission-created`, {
        method: "POST",
        body: JSON.stringify(event),
        contentType: "application/json",
      });
      expect(sent).toEqual({ status: 204, body: "" });
      const [mail] = await smtp.waitForMessages(1);
      expect(mail.text).toContain(`${SITE.url}${pathOf("confirm")}?t=`);
    } finally {
      await smtp.stop();
      await blobs.stop();
      await api.stop();
    }
  });
});
