/** @jest-environment node */
import { mkdtempSync, readFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { LeadStore } from "../server/database";
import { run } from "../server/leads-cli";
import { csvCell } from "../server/csv";

let store: LeadStore;
let output: string[];
const cli = (...args: string[]) => run(args, store, (line) => output.push(line));

beforeEach(() => {
  store = new LeadStore(":memory:");
  output = [];
  store.insert("lead", { name: "Klaus", email: "klaus@example.de" }, new Date("2026-11-01T10:00:00Z"));
  store.insert("lead", { name: "=HYPERLINK(\"http://evil\")", email: "KLAUS@example.de" }, new Date("2026-11-02T10:00:00Z"));
  store.insert("kontakt", { name: "Werner", email: "werner@example.de", message: "Zeile 1\nZeile 2, mit \"Zitat\"" });
});
afterEach(() => store.close());

describe("csv cells", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+49 89 123", "'+49 89 123"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ["Klaus", "Klaus"],
    ['Er sagte "ja"', '"Er sagte ""ja"""'],
    ["a,b", '"a,b"'],
  ])("escapes %p as %p", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

it("exports one form's submissions as CSV with formulas defused", () => {
  expect(cli("export", "--form", "lead")).toBe(0);
  expect(output.join("\n").split("\r\n")).toEqual([
    "id,form,name,email,message,created_at",
    "1,lead,Klaus,klaus@example.de,,2026-11-01T10:00:00.000Z",
    '2,lead,"\'=HYPERLINK(""http://evil"")",KLAUS@example.de,,2026-11-02T10:00:00.000Z',
  ]);
});

it("writes the export to a file", () => {
  const file = join(mkdtempSync(join(tmpdir(), "leads-")), "kontakt.csv");
  expect(cli("export", "--form", "kontakt", "--out", file)).toBe(0);
  expect(output).toEqual([`Wrote 1 kontakt submission(s) to ${file}.`]);
  expect(readFileSync(file, "utf8")).toContain('"Zeile 1\nZeile 2, mit ""Zitat"""');
});

it("deletes every submission of an e-mail address, whatever its letter case", () => {
  expect(cli("delete", "--email", "Klaus@Example.de")).toBe(0);
  expect(output).toEqual(["Deleted 2 submission(s) made with Klaus@Example.de."]);
  expect(store.list().map((r) => r.name)).toEqual(["Werner"]);
});

it.each([[["export"]], [["export", "--form", "newsletter"]], [["delete"]], [["launch"]]])(
  "refuses %p with usage and exit code 2",
  (args) => {
    expect(cli(...args)).toBe(2);
    expect(output.join("\n")).toContain("Usage:");
  },
);
