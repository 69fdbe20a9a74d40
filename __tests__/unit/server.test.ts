/** @jest-environment node */
import { writeFileSync } from "fs";
import { join } from "path";
import { parseHTML } from "linkedom";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "zlib";
import {
  BIG_PAGE,
  BUILD_INTERNALS,
  encode,
  FORM,
  HASHED_SCRIPT,
  NOT_FOUND_PAGE,
  startTestServer,
  CONTACT_POST,
  LEAD_POST,
} from "../../harness/server";
import { BODY_LIMIT_BYTES } from "../../server/body-limit";
import { parseFormBody } from "../../server/form-route";
import { escapeHtml } from "../../src/lib/escape-html";
import { contactForm, controlCharacterMessage, leadForm, nameCharactersMessage } from "../../src/lib/forms";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const post = (payload: string, headers: Record<string, string> = {}) => server.post(payload, headers);
const lead = LEAD_POST;
const contact = CONTACT_POST;

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
    expect((await server.app.inject(HASHED_SCRIPT)).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await server.app.inject("/static/abc123/hero.jpg")).headers["cache-control"]).toContain("immutable");
    expect((await server.app.inject("/agb/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("compresses large responses", async () => {
    const response = await server.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_PAGE);
  });

  it("sends the build's brotli and gzip copies of a page instead of compressing it again", async () => {
    // Copies that differ from the page show which one was sent.
    const copy = { br: "<p>Brotli-Kopie</p>", gzip: "<p>gzip-Kopie</p>" };
    writeFileSync(join(server.publicDir, "agb/index.html.br"), brotliCompressSync(copy.br));
    writeFileSync(join(server.publicDir, "agb/index.html.gz"), gzipSync(copy.gzip));
    const get = (encoding: string) => server.app.inject({ url: "/agb/", headers: { "accept-encoding": encoding } });

    const br = await get("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(copy.br);
    const gzip = await get("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(copy.gzip);
    for (const response of [br, gzip]) {
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
    expect((await get("identity")).body).toBe("<h1>AGB</h1>");
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
    expect(Object.keys(row).filter((column) => /ip|addr|host|agent/i.test(column))).toEqual([]);
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|203\.0\.113\.7/);
  });

  it("answers an invalid plain post with a German 422 page that keeps the values, escaped", async () => {
    const response = await post(
      encode({ ...contact, name: '<script>alert("x")</script>', email: "nein", message: " " }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("Ungültige E-Mail-Adresse");
    expect(response.body).toContain("Nachricht ist erforderlich");
    expect(response.body).not.toContain("Name ist erforderlich");
    const { document } = parseHTML(response.body);
    expect(document.getElementById("kontakt-name")?.getAttribute("value")).toBe('<script>alert("x")</script>');
    expect([...document.querySelectorAll("script")].map((script) => script.textContent)).not.toContainEqual(
      expect.stringContaining("alert"),
    );
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

  describe("rate limit behind a trusted proxy (TRUST_PROXY=127.0.0.1; inject() connects from 127.0.0.1)", () => {
    // The proxy appends the address it sees; everything before it is whatever the client sent.
    const viaProxy = (clientSent: string, realClient: string) =>
      post(encode(lead), { "x-forwarded-for": `${clientSent}, ${realClient}` });

    beforeEach(async () => {
      await server.close();
      server = await startTestServer({ rateLimitMax: 3, trustProxy: ["127.0.0.1"] });
    });

    it("ignores X-Forwarded-For from a client that connects directly, not through the proxy", async () => {
      const direct = (forwardedFor: string) =>
        server.app.inject({
          method: "POST",
          url: "/danke-willkommen/",
          remoteAddress: "203.0.113.9",
          headers: { "content-type": FORM, "x-forwarded-for": forwardedFor },
          payload: encode(lead),
        });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await direct(`198.51.100.${i}`)).statusCode);
      expect(statuses).toEqual([303, 303, 303, 429, 429, 429]);
    });

    it("limits a client that rotates the part of X-Forwarded-For it controls", async () => {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await viaProxy(`10.0.0.${i}`, "198.51.100.7")).statusCode);
      expect(statuses).toEqual([303, 303, 303, 429, 429, 429]);
    });

    it("limits distinct real clients separately", async () => {
      for (let i = 0; i < 3; i++) expect((await viaProxy("1.1.1.1", "198.51.100.7")).statusCode).toBe(303);
      expect((await viaProxy("1.1.1.1", "198.51.100.7")).statusCode).toBe(429);
      expect((await viaProxy("1.1.1.1", "198.51.100.8")).statusCode).toBe(303);
    });
  });
});

describe("parseFormBody", () => {
  it("builds an object without prototype, so __proto__ and constructor are plain fields", () => {
    const body = parseFormBody("__proto__=x&constructor=y&toString=z");
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(Object.entries(body)).toEqual([
      ["__proto__", "x"],
      ["constructor", "y"],
      ["toString", "z"],
    ]);
  });
});

describe("body limit", () => {
  it("takes the longest valid post of every form in the costliest encoding", () => {
    const worst = encode(EURO_CONTACT);
    expect(Buffer.byteLength(worst)).toBeGreaterThan(16 * 1024);
    expect(Buffer.byteLength(worst)).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    // Far below anything that could hurt: about 48 KB.
    expect(BODY_LIMIT_BYTES).toBeLessThan(64 * 1024);
  });
});

// Hostile and broken requests: each gets the expected status and a German page (or the site's 404
// page) with the security headers, and nothing is stored unless valid. Requests that only a real
// socket can send (431, slow clients) are in server-limits.test.ts.
const A_MEGABYTE = "x".repeat(1024 * 1024);
const [nameField] = leadForm.fields;
const messageField = contactForm.fields.find((field) => field.name === "message")!;
const atLimit = (field: { maxLength: number }, character: string) => character.repeat(field.maxLength);
const EURO_CONTACT = {
  ...contact,
  // A name holds letters only; "李" costs as much as "€" (3 bytes, 9 when percent-encoded).
  name: atLimit(contactForm.fields[0], "李"),
  email: `${"€".repeat(contactForm.fields[1].maxLength - "@x.de".length)}@x.de`,
  message: atLimit(messageField, "€"),
};
const OVER_LIMIT = `form-name=kontakt&name=W&email=w%40x.de&message=${"x".repeat(BODY_LIMIT_BYTES)}`.slice(
  0,
  BODY_LIMIT_BYTES + 1,
);
type HostileRequest = {
  method?: "GET" | "POST";
  url?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
};
const posted = (payload: string | Buffer, headers?: Record<string, string>): HostileRequest => ({ payload, headers });
const fetched = (url: string): HostileRequest => ({ method: "GET", url });

const HOSTILE_CASES: Array<[string, () => HostileRequest, number, number, string?]> = [
  ["SQL quoting in the name is stored as plain text", () => posted(encode({ ...lead, name: "Robert' --" })), 303, 1],
  [
    "SQL injection in the message is stored as plain text",
    () => posted(encode({ ...contact, message: "Robert'); DROP TABLE submissions;--" })),
    303,
    1,
  ],
  [
    "HTML in the message is stored as plain text",
    () => posted(encode({ ...contact, message: "<img src=x onerror=alert(1)>" })),
    303,
    1,
  ],
  ["a 1 MB body", () => posted(encode({ ...contact, message: A_MEGABYTE })), 413, 0, "Angaben zu lang"],
  ["one byte over the limit derived from the fields", () => posted(OVER_LIMIT), 413, 0, "Angaben zu lang"],
  [
    "3,000 'ü' in the message (6 bytes each when encoded)",
    () => posted(encode({ ...contact, message: "ü".repeat(3000) })),
    303,
    1,
  ],
  ["every field at its limit in '€' (9 bytes each when encoded)", () => posted(encode(EURO_CONTACT)), 303, 1],
  ["an over-long name", () => posted(encode({ ...lead, name: "K".repeat(61) })), 422, 0],
  [
    "a name with a link (phishing through the greeting)",
    () => posted(encode({ ...lead, name: "Ihr Konto wird gesperrt! https://evil.example/login" })),
    422,
    0,
    nameCharactersMessage(nameField),
  ],
  [
    "a NUL byte in the name",
    () => posted(encode({ ...lead, name: "Kl\u0000aus" })),
    422,
    0,
    controlCharacterMessage(nameField),
  ],
  [
    "an escape sequence in the message",
    () => posted(encode({ ...contact, message: "Hallo \u001b[31mrot" })),
    422,
    0,
    controlCharacterMessage(messageField),
  ],
  [
    "a C1 control character in the name",
    () => posted(encode({ ...lead, name: "Klaus\u0085" })),
    422,
    0,
    controlCharacterMessage(nameField),
  ],
  [
    "line breaks in the message are kept",
    () => posted(encode({ ...contact, message: "Zeile 1\r\nZeile 2\tEnde" })),
    303,
    1,
  ],
  [
    "a name of zero-width characters only",
    () => posted(encode({ ...lead, name: "\u200B\u200C\u200D\u2060\uFEFF\u00AD" })),
    422,
    0,
    nameField.message,
  ],
  [
    "invalid UTF-8 bytes",
    () =>
      posted(
        Buffer.concat([
          Buffer.from("form-name=lead&name=Kl"),
          Buffer.from([0xff, 0xfe]),
          Buffer.from("&email=k%40x.de"),
        ]),
      ),
    400,
    0,
  ],
  ["an invalid percent sequence", () => posted("form-name=lead&name=Kl%FFaus&email=k%40x.de"), 400, 0],
  [
    "newline injection in the e-mail",
    () => posted(encode({ ...lead, email: "k@x.de\r\nBcc: all@example.de" })),
    422,
    0,
  ],
  ["a repeated field", () => posted("form-name=lead&name=A&name=B&email=k%40x.de"), 400, 0],
  ["fields named __proto__ and constructor", () => posted(`${encode(lead)}&__proto__=x&constructor=y`), 303, 1],
  ["missing fields", () => posted(encode({ "form-name": "lead" })), 422, 0],
  ["a missing form-name", () => posted(encode({ name: "Klaus", email: "k@x.de" })), 400, 0],
  ["an unknown form-name", () => posted(encode({ ...lead, "form-name": "newsletter" })), 400, 0],
  ["a JSON body", () => posted(JSON.stringify(lead), { "content-type": "application/json" }), 415, 0],
  ["a multipart body", () => posted("--x\r\n\r\n--x--", { "content-type": "multipart/form-data; boundary=x" }), 415, 0],
  [
    "a post to /danke-willkommen without the slash",
    () => ({ url: "/danke-willkommen", payload: encode(lead) }),
    303,
    1,
  ],
  [
    "a cross-site post (Sec-Fetch-Site: cross-site)",
    () => posted(encode(lead), { "sec-fetch-site": "cross-site" }),
    403,
    0,
    "fremder Seite",
  ],
  [
    "a post from another site's page (Origin)",
    () => posted(encode(lead), { origin: "https://evil.example" }),
    403,
    0,
    "fremder Seite",
  ],
  ["a post from an opaque origin (Origin: null)", () => posted(encode(lead), { origin: "null" }), 403, 0],
  [
    "a post from the public site (the SITE_URL the server was started with)",
    () => posted(encode(lead), { origin: "https://zv.test", "sec-fetch-site": "same-origin" }),
    303,
    1,
  ],
  [
    "a post from the host it was sent to",
    () => posted(encode(lead), { origin: "http://staging.example:9000", host: "staging.example:9000" }),
    303,
    1,
  ],
  ["a path with an encoded NUL byte", () => fetched("/static/%00"), 404, 0],
  ["a traversal out of public/", () => fetched("/..%2f..%2f..%2fetc%2fpasswd"), 404, 0],
  ["a URL that cannot be decoded", () => fetched("/%E0%A4%A"), 400, 0, "Adresse nicht lesbar"],
  ["Netlify's _headers file", () => fetched("/_headers"), 404, 0],
  ["_headers, percent-encoded", () => fetched("/%5Fheaders"), 404, 0],
  ...BUILD_INTERNALS.map((path): [string, () => HostileRequest, number, number] => [
    `the build file ${path}`,
    () => fetched(path),
    404,
    0,
  ]),
];

describe.each(HOSTILE_CASES)("hostile input: %s", (_name, request, status, rows, text) => {
  it(`answers ${status} and stores ${rows} row(s)`, async () => {
    const { method = "POST", url = "/danke-willkommen/", payload, headers } = request();
    const response = await server.app.inject({ method, url, payload, headers: { "content-type": FORM, ...headers } });
    expect(response.statusCode).toBe(status);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    if (status === 404) expect(response.body).toBe(NOT_FOUND_PAGE);
    else if (status >= 400) expect(response.body).toMatch(/<html lang="de">[\s\S]*<h1>/);
    if (text) expect(response.body).toContain(escapeHtml(text));
    expect(server.store.count()).toBe(rows);
  });
});
