/** @jest-environment node */
// The operator's page /betrieb/ on the self-hosted server beyond the contract both hosts keep
// (operator-contract.test.ts): which requests count as a page view, no cookie for visitors, and
// the slowdown of wrong passwords.
import { BROWSER, cellsOf, GOOGLEBOT } from "../../harness/operator-hosts";
import { encode, OPERATOR_TEST_PASSWORD as PASSWORD, operatorSession, startTestServer } from "../../harness/server";
import { hashPassword } from "../../src/operator/password";
import { operatorPaths } from "../../src/operator/paths";

// Logins hash with scrypt: seconds while other suites share the cores.
jest.setTimeout(30_000);

type Server = Awaited<ReturnType<typeof startTestServer>>;
let hash: string;
beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
});

it("counts a page the browser revalidates (304), not a bot, a prefetch, a HEAD or a missing page", async () => {
  const server = await startTestServer({ env: { OPERATOR_PASSWORD_HASH: hash } });
  try {
    const first = await server.app.inject({ url: "/agb/", headers: { "user-agent": BROWSER } });
    const again = await server.app.inject({
      url: "/agb/",
      headers: { "user-agent": BROWSER, "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await server.app.inject({ url: "/agb/", headers: { "user-agent": BROWSER, "sec-purpose": "prefetch" } });
    await server.app.inject({ method: "HEAD", url: "/agb/", headers: { "user-agent": BROWSER } });
    await server.app.inject({ url: "/gibt-es-nicht/", headers: { "user-agent": BROWSER } });
    await server.app.inject({ url: "/agb/", headers: { "user-agent": "curl/8.5.0" } });
    await server.app.inject({ url: "/agb/", headers: { "user-agent": GOOGLEBOT } });
    const cookie = await operatorSession(server);
    const home = (await server.app.inject({ url: operatorPaths.home, headers: { cookie } })).body;
    expect(cellsOf(home, 'data-step="otherViews"')[0]).toBe("2");
  } finally {
    await server.close();
  }
});

describe("the login", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { OPERATOR_PASSWORD_HASH: hash }, secureCookie: true });
  });
  afterAll(() => server.close());

  it("sets no cookie for visitors, and a visitor's page does not mention the operator's", async () => {
    const visitor = await server.app.inject({ url: "/" });
    expect(visitor.headers["set-cookie"]).toBeUndefined();
    expect(visitor.body).not.toContain("betrieb");
  });

  it("slows down ten wrong passwords: after five, each try waits, even with the right password", async () => {
    const statuses: number[] = [];
    const tryPassword = (passwort: string) =>
      server.app.inject({
        method: "POST",
        url: operatorPaths.login,
        payload: encode({ passwort }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: "198.51.100.7",
      });
    for (let i = 0; i < 10; i++) statuses.push((await tryPassword(`falsch-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const blocked = await tryPassword(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.body).toContain("Zu viele falsche Passwörter");
    // Another client is not held up by this one's guesses.
    const other = await server.app.inject({
      method: "POST",
      url: operatorPaths.login,
      payload: encode({ passwort: PASSWORD }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: "203.0.113.9",
    });
    expect(other.statusCode).toBe(303);
  });
});
