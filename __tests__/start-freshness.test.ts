/** @jest-environment node */
// `npm start` never serves a public/ that is older than data/ and src/ or that `gatsby develop`
// wrote into after `npm run build` (issue 14, item 8): bin/start.mjs checks the build stamp.
import { spawnSync } from "child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";

const START = join(__dirname, "../bin/start.mjs");
const STAMP = join(__dirname, "../bin/build-stamp.mjs");

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "freshness-"));
  const files: Record<string, string> = {
    "data/recipes.yaml": "- title: Suppe\n",
    "src/templates/home.tsx": "export default () => null;\n",
    "gatsby-config.ts": "export default {};\n",
    "public/index.html": "<h1>Zitronen-Vital</h1>",
    "public/page-data/index/page-data.json": '{"result":{"data":{}}}',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What `npm run build` does last. */
const stamp = () => spawnSync(process.execPath, [STAMP], { cwd: root, encoding: "utf8" });
/**
 * `npm start` in the project `root`. The port is invalid, so a start that gets past the check reaches
 * the server's own configuration check and stops there with PASSED_THE_CHECK.
 */
const PASSED_THE_CHECK = 'PORT must be a whole number of at least 0, got "not-a-port"';
const start = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [START], {
    cwd: root,
    encoding: "utf8",
    timeout: 30_000,
    env: { ...process.env, PORT: "not-a-port", DATABASE_PATH: join(root, "var/leads.sqlite"), PUBLIC_DIR: "", ...env },
  });

it("serves what `npm run build` stamped: the check passes and the server starts", () => {
  expect(stamp().status).toBe(0);
  expect(start().stderr).toContain(PASSED_THE_CHECK);
});

it("refuses a public/ without a build stamp, naming the command", () => {
  const result = start();
  expect(result.status).toBe(1);
  expect(result.stderr).not.toContain(PASSED_THE_CHECK);
  expect(result.stderr).toContain("npm start: not serving public/. public/ has no build stamp (dist/build-stamp.json)");
  expect(result.stderr).toContain("Run `npm run build`, then `npm start` again.");
});

it("refuses a public/ older than data/, naming the changed file", () => {
  stamp();
  writeFileSync(join(root, "data/recipes.yaml"), "- title: Eintopf\n");
  const result = start();
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    /public\/ is older than its sources: data\/recipes\.yaml changed since the last `npm run build` \(.+\)\. Run `npm run build`, then `npm start` again\./,
  );
});

it("refuses when src/ gained or lost a file", () => {
  stamp();
  writeFileSync(join(root, "src/templates/new.tsx"), "export default () => null;\n");
  rmSync(join(root, "gatsby-config.ts"));
  expect(start().stderr).toContain("gatsby-config.ts, src/templates/new.tsx changed since the last `npm run build`");
});

it("refuses a public/ the development server wrote into after the build", () => {
  stamp();
  writeFileSync(join(root, "public/page-data/index/page-data.json"), '{"result":{"data":{"dev":true}}}');
  const result = start();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("public/ was changed after the last `npm run build`");
  expect(result.stderr).toContain("`gatsby develop` or `npm run edit`");
});

it("notices a rewrite with the same size (by modification time)", () => {
  stamp();
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, "public/index.html"), later, later);
  expect(start().stderr).toContain("public/ was changed after the last `npm run build`");
});

it("ignores src/gatsby-types.d.ts, which every build and develop run regenerates", () => {
  stamp();
  writeFileSync(join(root, "src/gatsby-types.d.ts"), "declare namespace Queries {}\n");
  expect(start().stderr).toContain(PASSED_THE_CHECK);
});

it("leaves a PUBLIC_DIR the operator chose alone", () => {
  const chosen = join(root, "site");
  mkdirSync(chosen);
  writeFileSync(join(chosen, "index.html"), "<h1>Kopie</h1>");
  expect(start({ PUBLIC_DIR: chosen }).stderr).toContain(PASSED_THE_CHECK);
});
