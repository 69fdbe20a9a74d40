/** @jest-environment node */
import { spawnSync } from "child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { LeadStore } from "../../server/database";
import { run } from "../../server/leads-cli";
import { csvCell } from "../../server/csv";
import { compileServer } from "../../harness/server-process";

let store: LeadStore;
let output: string[];
const cli = (...args: string[]) => run(args, store, (line) => output.push(line));

beforeEach(() => {
  store = new LeadStore(":memory:");
  output = [];
  store.insert("lead", { name: "Klaus", email: "klaus@example.de" }, new Date("2026-11-01T10:00:00Z"));
  store.insert(
    "lead",
    { name: '=HYPERLINK("http://evil")', email: "KLAUS@example.de" },
    new Date("2026-11-02T10:00:00Z"),
  );
  store.insert("kontakt", { name: "Werner", email: "werner@example.de", message: 'Zeile 1\nZeile 2, mit "Zitat"' });
});
afterEach(() => store.close());

describe("csv cells", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+49 89 123", "'+49 89 123"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ["\rCR", '"\'\rCR"'],
    ["Klaus", "Klaus"],
    ['Er sagte "ja"', '"Er sagte ""ja"""'],
    ["a,b", '"a,b"'],
  ])("escapes %p as %p", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

const EXCEL_HEADER =
  "\uFEFFStatus;Vorname;E-Mail;Angefragt am;Bestätigt am;Plan gesendet;Plan gesendet am;Einwilligung (Fassung);Weitere E-Mails (Fassung);Unzustellbar seit";

it("exports the leads as the operator page does: German Excel, one row per address, formulas defused, confirmed only unless --alle", () => {
  expect(cli("export", "--form", "lead")).toBe(0);
  expect(output.join("\n").split("\r\n")).toEqual([EXCEL_HEADER]);
  output = [];
  expect(cli("export", "--form", "lead", "--alle")).toBe(0);
  expect(output.join("\n").split("\r\n")).toEqual([
    EXCEL_HEADER,
    'wartet auf Bestätigung;"\'=HYPERLINK(""http://evil"")";KLAUS@example.de;02.11.2026, 11:00;;nein;;;;',
  ]);
});

it("exports contact messages as CSV with formulas defused", () => {
  expect(cli("export", "--form", "kontakt")).toBe(0);
  expect(output.join("\n").split("\r\n")[0]).toBe(
    "\uFEFFid,form,status,name,email,message,created_at,confirmed_at,consent_version,marketing_version",
  );
});

it("writes the export to a file", () => {
  const file = join(mkdtempSync(join(tmpdir(), "leads-")), "kontakt.csv");
  expect(cli("export", "--form", "kontakt", "--out", file)).toBe(0);
  expect(output).toEqual([`1 Anfrage(n) des Formulars kontakt in ${file} geschrieben.`]);
  expect(readFileSync(file, "utf8")).toContain('"Zeile 1\nZeile 2, mit ""Zitat"""');
});

it("starts the file with a UTF-8 BOM, so Excel shows umlauts, and makes it readable by the owner only", () => {
  const file = join(mkdtempSync(join(tmpdir(), "leads-")), "lead.csv");
  writeFileSync(file, "old export");
  chmodSync(file, 0o644);
  store.insert("lead", { name: "Jürgen Müller", email: "j@example.de" });
  expect(cli("export", "--form", "lead", "--alle", "--out", file)).toBe(0);
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8")).toContain("Jürgen Müller");
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

it("deletes every submission of an e-mail address, whatever its letter case", () => {
  expect(cli("delete", "--email", "Klaus@Example.de")).toBe(0);
  expect(output).toEqual([expect.stringMatching(/^2 Anfrage\(n\) von Klaus@Example\.de gelöscht; der Nachweis/)]);
  expect(store.list().map((r) => r.name)).toEqual(["Werner"]);
});

it("erases a person from both forms in one call", () => {
  store.insert("kontakt", { name: "Klaus", email: "klaus@EXAMPLE.de", message: "Frage zum Plan" });
  expect(cli("delete", "--email", "klaus@example.de")).toBe(0);
  expect(output).toEqual([expect.stringMatching(/^3 Anfrage\(n\) von klaus@example\.de gelöscht; der Nachweis/)]);
  expect(store.list().map((r) => [r.form, r.name])).toEqual([["kontakt", "Werner"]]);
});

it.each([[["export"]], [["export", "--form", "newsletter"]], [["delete"]], [["launch"]]])(
  "refuses %p with usage and exit code 2",
  (args) => {
    expect(cli(...args)).toBe(2);
    expect(output.join("\n")).toContain("Befehle für die Datenbank des eigenen Servers:");
  },
);

describe("with a database file", () => {
  let dir: string;
  let path: string;
  let fileStore: LeadStore;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), "leads-file-")), "var");
    path = join(dir, "leads.sqlite");
    fileStore = new LeadStore(path);
  });
  afterEach(() => fileStore.close());

  const everyFile = () => [path, `${path}-wal`, `${path}-shm`].filter((file) => existsSync(file));

  it("keeps the database, its WAL and SHM readable by the owner only, in a folder only the owner may enter", () => {
    fileStore.insert("lead", { name: "Klaus", email: "klaus@example.de" });
    expect(everyFile()).toHaveLength(3);
    for (const file of everyFile()) expect([file, statSync(file).mode & 0o777]).toEqual([file, 0o600]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("makes an existing world-readable database private when it opens it", () => {
    fileStore.close();
    chmodSync(path, 0o644);
    fileStore = new LeadStore(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("erases a person so that no byte of the address, name or message is left in the files", () => {
    for (let i = 0; i < 20; i++)
      fileStore.insert("kontakt", { name: `Andere ${i}`, email: `a${i}@example.de`, message: `Text ${i}` });
    fileStore.insert("kontakt", {
      name: "Hildegard Pröß",
      email: "MÜLLER@BÜCHER.DE",
      message: "Meine geheime Nachricht 4711",
    });
    fileStore.insert("lead", { name: "Hildegard", email: "Müller@Bücher.de" });
    for (let i = 0; i < 5; i++) fileStore.insert("lead", { name: `Später ${i}`, email: `s${i}@example.de` });
    output = [];
    expect(run(["delete", "--email", "müller@bücher.de"], fileStore, (line) => output.push(line))).toBe(0);
    expect(output).toEqual([expect.stringMatching(/^2 Anfrage\(n\) von müller@bücher\.de gelöscht; der Nachweis/)]);
    expect(fileStore.count()).toBe(25);

    const secrets = ["MÜLLER@BÜCHER.DE", "Müller@Bücher.de", "müller@bücher.de", "Hildegard", "geheime Nachricht 4711"];
    for (const file of everyFile()) {
      const bytes = readFileSync(file);
      expect([file, secrets.filter((secret) => bytes.includes(Buffer.from(secret, "utf8")))]).toEqual([file, []]);
    }
  });
});

describe("the compiled command", () => {
  beforeAll(() => compileServer());
  const leads = (databasePath: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(__dirname, "../../dist/server/leads-cli.js"), ...args], {
      env: { ...process.env, DATABASE_PATH: databasePath },
      encoding: "utf8",
    });

  it("fails on a mistyped DATABASE_PATH instead of creating an empty database", () => {
    const missing = join(mkdtempSync(join(tmpdir(), "leads-missing-")), "laeds.sqlite");
    const result = leads(missing, "export", "--form", "lead");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`Keine Datenbank unter ${missing}: prüfen Sie DATABASE_PATH`);
    expect(existsSync(missing)).toBe(false);
  });

  it("exports from an existing database", () => {
    const path = join(mkdtempSync(join(tmpdir(), "leads-existing-")), "leads.sqlite");
    const existing = new LeadStore(path);
    existing.insert("lead", { name: "Klaus", email: "klaus@example.de" });
    existing.close();
    const result = leads(path, "export", "--form", "lead", "--alle");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("klaus@example.de");
  });
});
