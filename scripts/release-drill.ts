// `npm run measure:releases`: the operator's day, for real, while two clients poll `/` and a recipe
// page every 200 ms (keep-alive, as browsers do) and count every failed request. In a fresh clone
// of this checkout (its own origin repository, `npm ci`, settings file and port):
//   1. `npm run build` while the first release is served (a new release, switched without a gap)
//   2. a failed build (a broken data/recipes.yaml): nothing changes for visitors
//   3. `npm run update` to a new commit that changes a recipe: served within seconds
//   4. `npm run update` to a commit that breaks the build: rolled back, the folder back on its commit
// Takes 15–60 minutes (four builds, three `npm ci`); the server's output goes to npm-start.log there. Exit 1 on any failed request or wrong outcome.
import { execFileSync, spawn } from "child_process";
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { eventually } from "../harness/eventually";
import { pollPages, servedRelease } from "../harness/release-polling";
import { freePort } from "../harness/server-process";

const ROOT = join(__dirname, "..");
const work = mkdtempSync(join(tmpdir(), "release-drill-"));
const origin = join(work, "origin.git");
const site = join(work, "site");
const editor = join(work, "editor");
const RECIPES = "data/recipes.yaml";
const LENTILS = '- title: "Linsensalat mit Zitrone und Petersilie"';
const RENAMED = '- title: "Linsensalat mit Zitrone (neu)"';
const failures: string[] = [];

/** Runs a command without blocking this process: the pollers keep polling meanwhile. */
function sh(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  return new Promise<{ ok: boolean; output: string; seconds: number }>((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (data) => (output += data));
    child.stderr.on("data", (data) => (output += data));
    child.on("close", (code) => resolve({ ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/** The release the server serves, or undefined while it does not answer. */
const served = (url: string) => servedRelease(url).catch(() => undefined);

async function phase(name: string, url: string, run: () => Promise<void> | void) {
  const polling = pollPages(url);
  const started = Date.now();
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  } finally {
    await polling.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${name}: ${seconds} s, ${polling.requests()} requests, ${polling.errors.length} failed`);
  for (const error of polling.errors) console.log(`  ${error}`);
  if (polling.errors.length > 0) failures.push(`${name}: ${polling.errors.length} failed requests`);
}

function expect(condition: boolean, what: string) {
  console.log(`  ${condition ? "ok" : "FAILED"}: ${what}`);
  if (!condition) failures.push(what);
}

async function main() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const settings = join(work, "site.env");
  writeFileSync(settings, `PORT=${port}\nHOST=127.0.0.1\nLOG_LEVEL=warn\nSITE_URL=${url}\n`, { mode: 0o600 });
  const env = { ENV_FILE: settings };

  console.log(`drill in ${work}`);
  git(work, "clone", "--quiet", "--bare", ROOT, origin);
  git(work, "clone", "--quiet", origin, site);
  git(work, "clone", "--quiet", origin, editor);
  for (const dir of [site, editor]) {
    git(dir, "config", "user.email", "drill@example.de");
    git(dir, "config", "user.name", "Drill");
  }
  // The first installation is this checkout's packages, hard-linked (`npm run update` installs its own).
  execFileSync("cp", ["-al", join(ROOT, "node_modules"), join(site, "node_modules")]);
  const first = await sh(site, "npm", ["run", "build"], env);
  console.log(`first build: ${first.seconds.toFixed(0)} s`);
  if (!first.ok) throw new Error(`the first build failed:\n${first.output}`);

  const log = openSync(join(work, "npm-start.log"), "w");
  const server = spawn("npm", ["start"], { cwd: site, env: { ...process.env, ...env }, stdio: ["ignore", log, log] });
  try {
    const release1 = await eventually("npm start to answer", () => served(url), { timeoutMs: 120_000, everyMs: 500 });

    let release2 = "";
    await phase("1. npm run build while serving", url, async () => {
      const build = await sh(site, "npm", ["run", "build"], env);
      console.log(`  build: ${build.seconds.toFixed(0)} s`);
      expect(build.ok, "the build succeeds");
      release2 = await eventually(
        "the new release",
        async () => {
          const id = await served(url);
          return id !== release1 ? id : undefined;
        },
        { timeoutMs: 180_000, everyMs: 500 },
      ).catch(() => release1);
      expect(release2 !== release1, `the new release is served (${release1} → ${release2})`);
    });

    await phase("2. a failed build", url, async () => {
      const recipes = readFileSync(join(site, RECIPES), "utf8");
      writeFileSync(join(site, RECIPES), recipes.replace(LENTILS, '- title: ""'));
      const build = await sh(site, "npm", ["run", "build"], env);
      writeFileSync(join(site, RECIPES), recipes);
      console.log(`  build: ${build.seconds.toFixed(0)} s`);
      expect(!build.ok, "the build fails");
      expect(build.output.includes("BUILD ABGEBROCHEN"), "it says so in German");
    });
    expect((await served(url)) === release2, "after the failed build the same release is served");

    await phase("3. npm run update to a new commit", url, async () => {
      const recipes = readFileSync(join(editor, RECIPES), "utf8");
      writeFileSync(join(editor, RECIPES), recipes.replace(LENTILS, RENAMED));
      git(editor, "commit", "--quiet", "-am", "Rezept umbenannt");
      git(editor, "push", "--quiet");
      const update = await sh(site, "npm", ["run", "update"], env);
      console.log(`  update: ${update.seconds.toFixed(0)} s`);
      expect(update.ok, "the update succeeds");
      expect(update.output.includes("Aktualisiert:"), "it reports the new release");
      const page = await (await fetch(`${url}/gesunde-rezepte/`)).text();
      expect(page.includes("Linsensalat mit Zitrone (neu)"), "the changed recipe is on the page");
    });
    const release3 = await served(url);

    await phase("4. npm run update to a commit that breaks the build", url, async () => {
      const before = git(site, "rev-parse", "HEAD");
      const recipes = readFileSync(join(editor, RECIPES), "utf8");
      writeFileSync(join(editor, RECIPES), recipes.replace(RENAMED, '- title: ""'));
      git(editor, "commit", "--quiet", "-am", "Rezept ohne Titel");
      git(editor, "push", "--quiet");
      const update = await sh(site, "npm", ["run", "update"], env);
      console.log(`  update: ${update.seconds.toFixed(0)} s`);
      expect(!update.ok, "the update fails");
      expect(update.output.includes("UPDATE ABGEBROCHEN"), "it says so in German");
      expect(git(site, "rev-parse", "HEAD") === before, "the project folder is back on its commit");
    });
    expect((await served(url)) === release3, "after the failed update the same release is served");
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  console.log(
    failures.length === 0 ? "\nDrill passed: 0 failed requests." : `\nDrill FAILED:\n  ${failures.join("\n  ")}`,
  );
  if (failures.length === 0) rmSync(work, { recursive: true, force: true });
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
