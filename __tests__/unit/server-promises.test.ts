/** @jest-environment node */
// Promises of the self-hosted server (docs/self-hosting.md) that a one-line bug could break unnoticed: values
// stored as plain text, no forwarded address in the database, the body limit to the byte, brotli,
// and the honeypot on an enhanced (JSON) post.
import { existsSync, readFileSync } from "fs";
import { brotliDecompressSync } from "zlib";
import { BIG_PAGE, encode, startTestServer, CONTACT_POST, LEAD_POST } from "../../harness/server";
import { BODY_LIMIT_BYTES } from "../../server/body-limit";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
afterEach(() => server.close());

const post = (payload: string, headers: Record<string, string> = {}) => server.post(payload, headers);
const lead = LEAD_POST;
const contact = CONTACT_POST;

describe("stored as plain text", () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  it("keeps SQL and HTML exactly as typed, never run or escaped", async () => {
    const name = "Robert' --";
    const message = `<img src=x onerror=alert(1)> & "Zitat"; Robert'); DROP TABLE submissions;--`;
    expect((await post(encode({ ...lead, name }))).statusCode).toBe(303);
    expect((await post(encode({ ...contact, message }))).statusCode).toBe(303);
    expect(server.store.list().map((row) => [row.form, row.name, row.message])).toEqual([
      ["lead", name, null],
      ["kontakt", "Werner", message],
    ]);
  });

  it("answers an enhanced post with a filled honeypot like a success and stores nothing", async () => {
    const response = await post(encode({ ...lead, "bot-field": "http://spam.example" }), {
      accept: "application/json",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(server.store.count()).toBe(0);
  });
});

it("stores no forwarded client address anywhere in the database files, behind a trusted proxy", async () => {
  server = await startTestServer({ trustProxy: ["127.0.0.1"] });
  const forwarded = "203.0.113.77";
  expect((await post(encode(lead), { "x-forwarded-for": forwarded })).statusCode).toBe(303);
  expect((await post(encode(contact), { "x-forwarded-for": forwarded })).statusCode).toBe(303);
  expect(server.store.count()).toBe(2);
  // Every table, and the raw bytes of the file and its WAL.
  const tables = server.store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
    name: string;
  }>;
  const holding = tables.filter(({ name }) =>
    JSON.stringify(server.store.db.prepare(`SELECT * FROM "${name}"`).all()).includes(forwarded),
  );
  expect(holding).toEqual([]);
  for (const file of [server.databasePath, `${server.databasePath}-wal`].filter(existsSync)) {
    expect(readFileSync(file).includes(Buffer.from(forwarded))).toBe(false);
  }
});

describe("the body limit, to the byte", () => {
  beforeEach(async () => {
    server = await startTestServer();
  });
  /** A contact post of exactly `bytes` bytes (its message too long for the form, so 422 when read). */
  const bodyOf = (bytes: number) => {
    const start = encode({ ...contact, message: "" });
    return start + "x".repeat(bytes - Buffer.byteLength(start));
  };

  it("reads a body of exactly the limit (and rejects its content with 422)", async () => {
    const body = bodyOf(BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(body)).toBe(BODY_LIMIT_BYTES);
    expect((await post(body)).statusCode).toBe(422);
  });

  it("refuses one byte more with 413 and a German page", async () => {
    const response = await post(bodyOf(BODY_LIMIT_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain("Angaben zu lang");
    expect(server.store.count()).toBe(0);
  });
});

it("compresses with brotli when the browser accepts it", async () => {
  server = await startTestServer();
  const response = await server.app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
  expect(response.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_PAGE);
});
