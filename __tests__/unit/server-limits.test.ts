/** @jest-environment node */
// What only a real socket can do to the server: stall half-way through the headers or the body,
// send oversized headers; and what the request log holds.
import { connect } from "net";
import { encode, FORM, startTestServer } from "../../harness/server";

jest.setTimeout(20_000);

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let port: number;
let logLines: string[];

beforeEach(async () => {
  logLines = [];
  server = await startTestServer({
    // Short deadlines so the test is quick; production uses DEFAULT_TIMEOUTS (10 s / 30 s).
    timeouts: { headersTimeoutMs: 500, requestTimeoutMs: 1000, checkIntervalMs: 100 },
    logger: { level: "info", stream: { write: (line: string) => void logLines.push(line) } },
  });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterEach(() => server.close());

/** Sends `chunk`, then nothing more, and resolves with what came back once the server closed the connection. */
function stallAfter(chunk: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(chunk));
    let received = "";
    socket.on("data", (data) => (received += data.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

const SECURITY_HEADER =
  /\r\nX-Content-Type-Options: nosniff\r\n[\s\S]*\r\nContent-Security-Policy: .*frame-ancestors 'none'/;

describe("slow and oversized requests", () => {
  it("drops a client that stops half-way through its headers, with a German 408 page", async () => {
    const answer = await stallAfter("POST /danke-willkommen/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(SECURITY_HEADER);
    expect(answer).toContain('<html lang="de">');
    expect(answer).toContain("Zeitüberschreitung");
  });

  it("drops a client that stops half-way through its body", async () => {
    const body = encode({ "form-name": "lead", name: "Klaus", email: "klaus@example.de", consent: "ja" });
    const answer = await stallAfter(
      `POST /danke-willkommen/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${FORM}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(server.store.count()).toBe(0);
  });

  it("drops a client that connects and sends nothing", async () => {
    expect(await stallAfter("")).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers oversized headers with a German 431 page that carries the security headers", async () => {
    const answer = await stallAfter(`GET / HTTP/1.1\r\nHost: localhost\r\nCookie: ${"x".repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(SECURITY_HEADER);
    expect(answer).toContain("Anfrage zu groß");
  });
});

describe("request log", () => {
  it("keeps request ids and timings, and holds no IP address, port, host or personal data", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/danke-willkommen/?token=geheim123`, {
      method: "POST",
      headers: { "content-type": FORM, "x-forwarded-for": "203.0.113.7" },
      body: encode({
        "form-name": "lead",
        "bot-field": "",
        name: "Klaus Zeuge",
        email: "klaus.zeuge@example.de",
        consent: "ja",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    await server.app.inject("/agb/");

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((entry) => entry.msg === "request completed");
    expect(completed).toHaveLength(2);
    for (const entry of completed) {
      expect(entry.reqId).toEqual(expect.any(String));
      expect(entry.responseTime).toEqual(expect.any(Number));
    }
    expect(entries.find((entry) => entry.msg === "incoming request")?.req).toEqual({
      method: "POST",
      path: "/danke-willkommen/",
    });
    // Every line about a request (the start-up line names the address the server listens on).
    const log = logLines.filter((line) => line.includes('"reqId"')).join("\n");
    expect(log).not.toBe("");
    for (const secret of [
      "127.0.0.1",
      "203.0.113.7",
      "remoteAddress",
      "remotePort",
      'hostname":"127',
      "Klaus Zeuge",
      "klaus.zeuge",
      "geheim123",
    ]) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
  });
});
