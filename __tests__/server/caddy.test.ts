/** @jest-environment node */
// The shipped reverse proxy (deploy/caddy/) in front of the compiled server, as on the own server:
// Debian's caddy (installed by `npm test`'s set-up, bin/test-packages.mjs) runs deploy/caddy/Caddyfile
// with the domains replaced by localhost and `tls internal` (Caddy's own certificate authority,
// which the test trusts instead of Let's Encrypt). Visitors connect from addresses of their own
// (127.0.0.2, 127.0.0.3). Checked: TLS, the security headers once each, leads stored with the proxy
// trusted (each visitor has his own rate limit) and a direct client's X-Forwarded-For not believed,
// a German page while the server is down, and no IP address, header or query in any line Caddy logs.
import { spawn, spawnSync, type ChildProcess } from "child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { request as httpRequest, type IncomingHttpHeaders } from "http";
import { request as httpsRequest } from "https";
import { tmpdir } from "os";
import { join } from "path";
import Database from "better-sqlite3";
import { BASE_HEADERS } from "../../src/lib/security-headers";
import { compileServer, freePorts, startServer, type RunningServer } from "../../harness/server-process";
import { encode, FORM, LEAD_POST } from "../../harness/server";
import { eventually } from "../../harness/eventually";

jest.setTimeout(120_000);

const ROOT = join(__dirname, "../..");
const CADDY = ["/usr/bin/caddy", "/usr/sbin/caddy"].find((path) => existsSync(path));
const VISITOR_A = "127.0.0.2";
const VISITOR_B = "127.0.0.3";
const DIRECT_CLIENT = "127.0.0.4";
/** Addresses a client claims in its own X-Forwarded-For header. */
const SPOOFED = ["203.0.113.7", "203.0.113.8", "203.0.113.9", "203.0.113.10"];
const RATE_LIMIT = 3;

let dir: string;
let httpsPort: number;
let httpPort: number;
let serverPort: number;
let server: RunningServer | undefined;
let caddy: ChildProcess;
let caddyOutput = "";
let rootCertificate: Buffer;
const databasePath = () => join(dir, "leads.sqlite");

/** deploy/caddy/Caddyfile as shipped, with this machine's folder, ports and names and `tls internal`. */
function testCaddyfile(): string {
  const shipped = readFileSync(join(ROOT, "deploy/caddy/Caddyfile"), "utf8");
  const replacements: Array<[string, string]> = [
    ["/srv/zitronen-vital/deploy/caddy/", `${ROOT}/deploy/caddy/`],
    [
      "\temail betrieb@zitronen-vital.de\n",
      `\temail betrieb@zitronen-vital.de\n\tadmin off\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n`,
    ],
    ["\nwww.zitronen-vital.de {\n", `\nlocalhost:${httpsPort} {\n\ttls internal\n`],
    ["127.0.0.1:9000", `127.0.0.1:${serverPort}`],
    ["/var/log/caddy/zitronen-vital.log", join(dir, "access.log")],
    ["\nzitronen-vital.de {\n", `\nhttp://redirect.localhost:${httpPort} {\n`],
  ];
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`deploy/caddy/Caddyfile no longer contains ${JSON.stringify(from)}`);
    return text.replace(from, to);
  }, shipped);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

/** A request through Caddy (HTTPS, checked against Caddy's own root certificate) from `visitor`. */
function viaCaddy(visitor: string, method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: httpsPort,
        localAddress: visitor,
        method,
        path,
        ca: rootCertificate,
        headers: { host: `localhost:${httpsPort}`, "user-agent": "Testbrowser/1.0 (Visitor)", ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: text,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A request straight to the server, bypassing Caddy, from `client`. */
function direct(client: string, path: string, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: serverPort, localAddress: client, method: "POST", path, headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const leadFrom = (visitor: string, email: string, headers: Record<string, string> = {}) =>
  viaCaddy(visitor, "POST", "/danke-willkommen/?t=geheimes-token-im-log", encode({ ...LEAD_POST, email }), {
    "content-type": FORM,
    ...headers,
  });

function storedEmails(): string[] {
  const db = new Database(databasePath(), { readonly: true });
  try {
    return db.prepare("SELECT email FROM submissions ORDER BY id").pluck().all() as string[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  if (!CADDY)
    throw new Error("Debian's caddy is not installed: `apt-get install caddy` (npm test installs it as root).");
  compileServer();
  dir = mkdtempSync(join(tmpdir(), "caddy-"));
  [httpsPort, httpPort, serverPort] = await freePorts(3);
  server = await startServer({
    port: serverPort,
    databasePath: databasePath(),
    env: {
      // As docs/betrieb.md sets it: Caddy on the same machine.
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_MAX: String(RATE_LIMIT),
      SITE_URL: `https://localhost:${httpsPort}`,
    },
  });
  const caddyfile = join(dir, "Caddyfile");
  writeFileSync(caddyfile, testCaddyfile());
  caddy = spawn(CADDY, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: join(dir, "data"), XDG_CONFIG_HOME: join(dir, "config") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  caddy.stdout!.on("data", (data) => (caddyOutput += data));
  caddy.stderr!.on("data", (data) => (caddyOutput += data));
  const root = join(dir, "data/caddy/pki/authorities/local/root.crt");
  await eventually(
    () => `caddy to answer:\n${caddyOutput}`,
    async () => {
      if (caddy.exitCode !== null) throw new Error(`caddy ended:\n${caddyOutput}`);
      if (!existsSync(root)) return false;
      rootCertificate = readFileSync(root);
      return (await viaCaddy(VISITOR_A, "GET", "/healthz")).status === 200;
    },
    { timeoutMs: 30_000, everyMs: 100 },
  );
});

afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (caddy && caddy.exitCode === null) {
    caddy.kill("SIGTERM");
    await new Promise((resolve) => caddy.once("exit", resolve));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("serves the site over TLS with each security header once, the server's and Caddy's agreeing", async () => {
  const page = await viaCaddy(VISITOR_A, "GET", "/");
  expect(page.status).toBe(200);
  expect(page.body).toContain('name="lead"');
  const count = (name: string) =>
    page.rawHeaders.filter((_, i) => i % 2 === 0).filter((h) => h.toLowerCase() === name.toLowerCase()).length;
  for (const [name, value] of Object.entries(BASE_HEADERS)) {
    expect([name, count(name), page.headers[name.toLowerCase()]]).toEqual([name, 1, value]);
  }
  expect(count("Content-Security-Policy")).toBe(1);
  expect(page.headers.server).toBeUndefined();
});

it("stores leads posted through it with the proxy trusted: each visitor has his own limit", async () => {
  for (let i = 1; i <= RATE_LIMIT; i++) expect((await leadFrom(VISITOR_A, `a${i}@example.de`)).status).toBe(303);
  expect((await leadFrom(VISITOR_A, "a4@example.de")).status).toBe(429);
  // Another visitor is not held back by the first one's posts, whatever the first one claims to be.
  expect((await leadFrom(VISITOR_B, "b1@example.de", { "x-forwarded-for": SPOOFED[0] })).status).toBe(303);
  expect(storedEmails()).toEqual(["a1@example.de", "a2@example.de", "a3@example.de", "b1@example.de"]);
});

it("does not believe X-Forwarded-For from a client that reaches the server directly", async () => {
  const statuses: number[] = [];
  for (const [i, claimed] of SPOOFED.entries())
    statuses.push(
      await direct(DIRECT_CLIENT, "/danke-willkommen/", encode({ ...LEAD_POST, email: `d${i}@example.de` }), {
        "content-type": FORM,
        "x-forwarded-for": claimed,
      }),
    );
  expect(statuses).toEqual([303, 303, 303, 429]);
});

it("answers with a German page and the security headers while the server is down", async () => {
  server!.child.kill("SIGTERM");
  await server!.exited;
  server = undefined;
  const page = await viaCaddy(VISITOR_A, "GET", "/gesunde-rezepte/?t=geheimes-token-im-log");
  expect(page.status).toBe(503);
  expect(page.body).toContain("<h1>Die Website ist gleich wieder da</h1>");
  expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  for (const [name, value] of Object.entries(BASE_HEADERS)) expect(page.headers[name.toLowerCase()]).toBe(value);
});

it("logs no IP address, no header and no query string, in the access log or its own log", async () => {
  // A client that speaks plain HTTP to the TLS port: Caddy notes the failed handshake.
  await new Promise<void>((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port: httpsPort, localAddress: VISITOR_B, path: "/" }, (r) => {
      r.resume();
      r.on("end", resolve);
    });
    req.on("error", () => resolve());
    req.end();
  });
  caddy.kill("SIGTERM");
  await new Promise((resolve) => caddy.once("exit", resolve));
  const accessLog = readFileSync(join(dir, "access.log"), "utf8");
  const lines = accessLog.trim().split("\n");
  expect(lines.length).toBeGreaterThanOrEqual(8);
  expect(accessLog).toContain('"uri":"/danke-willkommen/"');
  expect(accessLog).toContain('"status":429');
  expect(accessLog).toContain('"uri":"/gesunde-rezepte/"');
  expect(accessLog).toContain('"status":503');
  for (const [where, text] of [
    ["access log", accessLog],
    ["Caddy's own log", caddyOutput],
  ]) {
    const leaks = [VISITOR_A, VISITOR_B, ...SPOOFED, "geheimes-token-im-log", "Testbrowser"].filter((secret) =>
      text.includes(secret),
    );
    expect([where, leaks]).toEqual([where, []]);
  }
});

it("is the configuration Caddy itself accepts as valid", () => {
  const file = join(dir, "validate.Caddyfile");
  writeFileSync(file, testCaddyfile());
  const result = spawnSync(CADDY!, ["validate", "--config", file, "--adapter", "caddyfile"], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: join(dir, "data") },
    encoding: "utf8",
  });
  expect(result.stderr + result.stdout).toContain("Valid configuration");
});
