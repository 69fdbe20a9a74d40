/** @jest-environment node */
// `npm start`'s supervisor and the releases it serves (server/releases/): a switch to a new release,
// a release that does not start and a rollback while two clients poll every 200 ms, a restart
// after an edit of data/, and the production server's go-live mark. The releases are made from the
// real build (public/, the compiled server) the way `npm run build` makes them, in a project
// folder of the test's own; `npm run measure:releases` drills the same with real builds and updates.
import { spawn, spawnSync, type ChildProcess } from "child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { buildSettingsOf, inputHashes, type BuildStamp } from "../../server/releases/stamp";
import { createRelease, releasePaths, switchTo, type Release } from "../../server/releases/store";
import { eventually } from "../../harness/eventually";
import { pollPages, servedRelease } from "../../harness/release-polling";
import { compileServer, freePort } from "../../harness/server-process";

jest.setTimeout(180_000);

const ROOT = join(__dirname, "../..");
const SITE_URL = "https://www.example.de";
const PRODUCTION = {
  NODE_ENV: "production",
  SITE_URL,
  SMTP_URL: "smtp://127.0.0.1:1",
  TOKEN_SECRET: "t".repeat(40),
};

let project: string;
let releasesDir: string;
let builtPublic: string;

beforeAll(() => {
  compileServer();
  builtPublic = join(ROOT, "public");
});

beforeEach(() => {
  // A project folder of its own: its data/ is what the stale check compares with a release.
  project = mkdtempSync(join(tmpdir(), "releases-"));
  mkdirSync(join(project, "data"));
  for (const name of readdirSync(join(ROOT, "data")).filter((file) => file.endsWith(".yaml")))
    cpSync(join(ROOT, "data", name), join(project, "data", name));
  releasesDir = join(project, "var", "releases");
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

let clock = Date.parse("2026-11-27T10:00:00Z");
/** A release as `npm run build` makes it; `heading` marks its landing page, `goLivePassed` its stamp. */
function release(options: { heading?: string; goLivePassed?: boolean; siteUrl?: string } = {}): Release {
  let publicDir = builtPublic;
  if (options.heading) {
    publicDir = join(project, `public-${clock}`);
    cpSync(builtPublic, publicDir, { recursive: true });
    const index = join(publicDir, "index.html");
    writeFileSync(index, readFileSync(index, "utf8").replace("</h1>", `</h1><p id="version">${options.heading}</p>`));
    // The precompressed copies would still be the old page.
    rmSync(`${index}.br`);
    rmSync(`${index}.gz`);
  }
  clock += 60_000;
  const passed = options.goLivePassed ?? true;
  const stamp: BuildStamp = {
    builtAt: new Date(clock).toISOString(),
    commit: null,
    inputs: inputHashes(project),
    goLive: { passed, findings: passed ? 0 : 3, production: true },
    settings: buildSettingsOf({}, options.siteUrl ?? SITE_URL),
  };
  return createRelease(
    releasesDir,
    { publicDir, serverDir: join(ROOT, "dist", "server"), dataDir: join(project, "data") },
    stamp,
  );
}

interface Supervisor {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

async function startSupervisor(env: Record<string, string> = {}, waitForServing = true): Promise<Supervisor> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, "dist", "server", "supervisor.js")], {
    cwd: project,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      RELEASES_DIR: releasesDir,
      DATABASE_PATH: join(project, "var", "leads.sqlite"),
      MAIL_DIR: join(project, "var", "mail"),
      LOG_LEVEL: "warn",
      SITE_URL,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (data) => (output += data));
  child.stderr.on("data", (data) => (output += data));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const supervisor = {
    child,
    url,
    output: () => output,
    exited,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
  if (waitForServing)
    await eventually(
      () => `serving (${output})`,
      () => output.includes('"msg":"serving release"'),
      { timeoutMs: 60_000 },
    );
  return supervisor;
}

/** The versions of the landing page in the order they were served, each change once. */
function pollVersions(url: string) {
  const versions: string[] = [];
  const polling = pollPages(url, (path, html) => {
    const version = /id="version">([^<]+)</.exec(html)?.[1] ?? "original";
    if (path === "/" && versions[versions.length - 1] !== version) versions.push(version);
  });
  return { ...polling, versions };
}

it("switches to a new release, keeps serving when one does not start, and rolls back, without one failed request", async () => {
  const first = release({ heading: "Version A" });
  switchTo(releasesDir, first.id);
  const supervisor = await startSupervisor();
  const polling = pollVersions(supervisor.url);
  try {
    await eventually("version A", () => polling.versions.includes("Version A"), { timeoutMs: 60_000 });

    const second = release({ heading: "Version B" });
    switchTo(releasesDir, second.id);
    await eventually("version B served", async () => (await servedRelease(supervisor.url)) === second.id, {
      timeoutMs: 60_000,
    });
    await eventually("version B seen", () => polling.versions.includes("Version B"), { timeoutMs: 60_000 });

    // A release whose server crashes at start: the link points at it, the old worker keeps serving.
    const broken = release({ heading: "Version C" });
    writeFileSync(releasePaths(broken.dir).server, 'throw new Error("kaputt");\n');
    switchTo(releasesDir, broken.id);
    await eventually("refusal", () => supervisor.output().includes(`Die neue Version ${broken.id} startet nicht`), {
      timeoutMs: 60_000,
    });
    expect(await servedRelease(supervisor.url)).toBe(second.id);

    switchTo(releasesDir, first.id);
    await eventually("rollback to A", async () => (await servedRelease(supervisor.url)) === first.id, {
      timeoutMs: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } finally {
    await polling.stop();
    expect(await supervisor.stop()).toBe(0);
  }
  console.log(`releases: ${polling.requests()} requests while switching, errors: ${polling.errors.length}`);
  expect(polling.errors).toEqual([]);
  // A client may meet the old release once more on a connection it opened before the switch.
  expect(polling.versions[0]).toBe("Version A");
  expect(polling.versions).toContain("Version B");
  expect(polling.versions[polling.versions.length - 1]).toBe("Version A");
  expect(polling.versions).not.toContain("Version C");
});

it("after an edit of data/ a restart serves the last good release and says so in German", async () => {
  const built = release();
  switchTo(releasesDir, built.id);
  appendFileSync(join(project, "data", "recipes.yaml"), "# eine Änderung\n");
  const supervisor = await startSupervisor();
  try {
    expect((await fetch(`${supervisor.url}/gesunde-rezepte/`)).status).toBe(200);
    expect(await servedRelease(supervisor.url)).toBe(built.id);
    expect(supervisor.output()).toContain(
      `WARNUNG  Seit dem Build dieser Version (${built.stamp.builtAt}) wurden data/recipes.yaml geändert. ` +
        "Die Website zeigt weiter die letzte geprüfte Version; `npm run build` prüft die Änderungen und veröffentlicht sie.",
    );
  } finally {
    await supervisor.stop();
  }
});

describe("with NODE_ENV=production", () => {
  it("serves the newest release whose go-live check passed, not a newer one without the mark", async () => {
    const marked = release({ goLivePassed: true });
    const unmarked = release({ goLivePassed: false });
    switchTo(releasesDir, unmarked.id);
    const supervisor = await startSupervisor(PRODUCTION);
    try {
      expect(await servedRelease(supervisor.url)).toBe(marked.id);
      expect(supervisor.output()).toContain(
        `WARNUNG  Version ${unmarked.id} hat die Go-live-Prüfung nicht bestanden; mit NODE_ENV=production wird sie nicht ausgeliefert.`,
      );
    } finally {
      await supervisor.stop();
    }
  });

  it("refuses to start with only releases without the mark", async () => {
    switchTo(releasesDir, release({ goLivePassed: false }).id);
    const supervisor = await startSupervisor(PRODUCTION, false);
    expect(await supervisor.exited).toBe(1);
    expect(supervisor.output()).toContain("FEHLER  In ");
    expect(supervisor.output()).toContain("liegt keine Version, die die Go-live-Prüfung bestanden hat und startet.");
  });

  it("the server process itself refuses a build without the mark, and one built with another SITE_URL", () => {
    const serve = (built: Release) =>
      spawnSync(process.execPath, [releasePaths(built.dir).server], {
        cwd: project,
        env: {
          ...process.env,
          ...PRODUCTION,
          RELEASE_DIR: built.dir,
          PUBLIC_DIR: releasePaths(built.dir).public,
          CONTENT_DIR: releasePaths(built.dir).data,
          DATABASE_PATH: join(project, "var", "leads.sqlite"),
          PORT: "0",
        },
        encoding: "utf8",
        timeout: 60_000,
      });
    const unmarked = serve(release({ goLivePassed: false }));
    expect(unmarked.status).toBe(1);
    expect(unmarked.stderr).toMatch(
      /^Diese Version der Website \(gebaut am .+\) hat die Go-live-Prüfung nicht bestanden \(3 Angaben fehlten\)\. Mit NODE_ENV=production liefert der Server nur eine Version aus, deren Build sie bestanden hat/m,
    );
    const otherAddress = serve(release({ siteUrl: "https://www.anders.de" }));
    expect(otherAddress.status).toBe(1);
    expect(otherAddress.stderr).toContain(
      "SITE_URL ist für den Server „https://www.example.de“, die Seiten wurden aber am",
    );
  });
});
