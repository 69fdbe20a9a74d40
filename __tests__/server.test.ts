/** @jest-environment node */
import { gunzipSync } from "zlib";
import { BIG_PAGE, encode, FORM, HASHED_SCRIPT, startTestServer } from "./helpers/server";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url: "/danke-willkommen/", payload, headers: { "content-type": FORM, ...headers } });
const lead = { "form-name": "lead", "bot-field": "", name: "Klaus", email: "klaus@example.de" };
const contact = { "form-name": "kontakt", "bot-field": "", name: "Werner", email: "w@example.de", message: "Hallo" };

describe("static site", () => {
  it("serves pages, redirects to the trailing slash and answers 404 with the 404 page", async () => {
    expect((await server.app.inject("/agb/")).body).toBe("<h1>AGB</h1>");
    const redirect = await server.app.inject("/agb");
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/agb/");
    const missing = await server.app.inject("/gibt-es-nicht/");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Oops! Page not found");
  });

  it("caches hashed assets for a year and HTML not at all", async () => {
    expect((await server.app.inject(HASHED_SCRIPT)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await server.app.inject("/static/abc123/hero.jpg")).headers["cache-control"]).toContain("immutable");
    expect((await server.app.inject("/agb/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("compresses large responses", async () => {
    const response = await server.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_PAGE);
  });

  it("sends the security headers of public/_headers, on pages, 404s and form answers alike", async () => {
    for (const response of [
      await server.app.inject("/agb/"),
      await server.app.inject("/gibt-es-nicht/"),
      await post(encode(lead)),
    ]) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-test'");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("gives the editor at /admin/ its own policy", async () => {
    const response = await server.app.inject("/admin/");
    expect(response.headers["content-security-policy"]).toContain("'unsafe-eval'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("form posts", () => {
  it("stores a plain lead post and answers 303 to the thank-you page", async () => {
    const response = await post(encode(lead));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/danke-willkommen/");
    const rows = server.store.list();
    expect(rows).toEqual([
      expect.objectContaining({ form: "lead", name: "Klaus", email: "klaus@example.de", message: null }),
    ]);
    expect(new Date(rows[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers an enhanced post with JSON and stores the contact message trimmed", async () => {
    const response = await post(encode({ ...contact, name: "  Werner  " }), { accept: "application/json" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(server.store.list("kontakt")).toEqual([expect.objectContaining({ name: "Werner", message: "Hallo" })]);
  });

  it("stores no IP address", async () => {
    await post(encode(lead), { "x-forwarded-for": "203.0.113.7" });
    const row = server.store.list()[0] as unknown as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(["created_at", "email", "form", "id", "message", "name"]);
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");
  });

  it("answers an invalid plain post with a German 422 page that keeps the values, escaped", async () => {
    const response = await post(encode({ ...contact, name: '<script>alert("x")</script>', email: "nein", message: " " }));
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("Ungültige E-Mail-Adresse");
    expect(response.body).toContain("Nachricht ist erforderlich");
    expect(response.body).not.toContain("Name ist erforderlich");
    expect(response.body).toContain('value="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;"');
    expect(response.body).not.toContain("<script>alert");
    expect(response.body).toContain('value="nein"');
    expect(server.store.count()).toBe(0);
  });

  it("answers an invalid enhanced post with the field messages as JSON", async () => {
    const response = await post(encode({ ...lead, name: " ", email: "x" }), { accept: "application/json" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ ok: false, errors: { name: "Name erforderlich", email: "Ungültige E-Mail" } });
  });

  it("answers a filled honeypot as success and stores nothing", async () => {
    const response = await post(encode({ ...lead, "bot-field": "http://spam.example" }));
    expect(response.statusCode).toBe(303);
    expect(server.store.count()).toBe(0);
  });

  it("answers 503 and never a success when the database cannot store the lead", async () => {
    server.store.close();
    const response = await post(encode(lead), { accept: "application/json" });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatch(/nicht gespeichert/);
  });

  it("refuses posts beyond the rate limit with 429", async () => {
    await server.close();
    server = await startTestServer({ rateLimitMax: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(encode(lead))).statusCode);
    expect(statuses).toEqual([303, 303, 303, 429, 429]);
    const refused = await post(encode(lead));
    expect(refused.body).toContain("Zu viele Anfragen");
    expect(server.store.count()).toBe(3);
  });
});

// Hostile and broken requests: each gets the expected status, and nothing is stored unless valid.
const A_MEGABYTE = "x".repeat(1024 * 1024);
describe.each<[string, () => { payload: string | Buffer; headers?: Record<string, string> }, number, number]>([
  ["SQL injection in the name is stored as plain text", () => ({ payload: encode({ ...lead, name: "Robert'); DROP TABLE submissions;--" }) }), 303, 1],
  ["HTML in the message is stored as plain text", () => ({ payload: encode({ ...contact, message: "<img src=x onerror=alert(1)>" }) }), 303, 1],
  ["a 1 MB body", () => ({ payload: encode({ ...contact, message: A_MEGABYTE }) }), 413, 0],
  ["an over-long name", () => ({ payload: encode({ ...lead, name: "K".repeat(101) }) }), 422, 0],
  ["invalid UTF-8 bytes", () => ({ payload: Buffer.concat([Buffer.from("form-name=lead&name=Kl"), Buffer.from([0xff, 0xfe]), Buffer.from("&email=k%40x.de")]) }), 400, 0],
  ["an invalid percent sequence", () => ({ payload: "form-name=lead&name=Kl%FFaus&email=k%40x.de" }), 400, 0],
  ["newline injection in the e-mail", () => ({ payload: encode({ ...lead, email: "k@x.de\r\nBcc: all@example.de" }) }), 422, 0],
  ["a repeated field", () => ({ payload: "form-name=lead&name=A&name=B&email=k%40x.de" }), 400, 0],
  ["missing fields", () => ({ payload: encode({ "form-name": "lead" }) }), 422, 0],
  ["a missing form-name", () => ({ payload: encode({ name: "Klaus", email: "k@x.de" }) }), 400, 0],
  ["an unknown form-name", () => ({ payload: encode({ ...lead, "form-name": "newsletter" }) }), 400, 0],
  ["a JSON body", () => ({ payload: JSON.stringify(lead), headers: { "content-type": "application/json" } }), 415, 0],
  ["a multipart body", () => ({ payload: "--x\r\n\r\n--x--", headers: { "content-type": "multipart/form-data; boundary=x" } }), 415, 0],
])("hostile input: %s", (_name, request, status, rows) => {
  it(`answers ${status} and stores ${rows} row(s)`, async () => {
    const { payload, headers } = request();
    const response = await post(payload as string, headers);
    expect(response.statusCode).toBe(status);
    if (status >= 400) expect(response.body).toMatch(/<html lang="de">[\s\S]*<h1>/);
    expect(server.store.count()).toBe(rows);
  });
});
