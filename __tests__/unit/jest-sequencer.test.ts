/** @jest-environment node */
// The order Jest starts test files in on a fresh clone (harness/jest-sequencer.js).
import { mkdtempSync, rmSync, statSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
// A CommonJS module of the test harness (Jest loads it by path).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SlowFirstSequencer = require("../../harness/jest-sequencer") as new (options: object) => {
  sort(tests: FakeTest[]): FakeTest[];
};

interface FakeTest {
  path: string;
  duration?: number;
  context: { config: { cache: boolean }; hasteFS: { getSize(path: string): number } };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sequencer-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A test file of about `bytes` bytes whose text starts with `head`; no timing recorded (cache off). */
function testFile(name: string, head: string, bytes = 0): FakeTest {
  const path = join(dir, name);
  writeFileSync(path, `${head}\nit("runs", () => {});\n${"//".padEnd(bytes, "x")}\n`);
  const getSize = (file: string) => statSync(file).size;
  return { path, context: { config: { cache: false }, hasteFS: { getSize } } };
}

const names = (tests: FakeTest[]) => tests.map((test) => test.path.slice(dir.length + 1));

it("starts the files marked @slow first, longest first, then the others largest first", () => {
  const tests = [
    testFile("large.test.ts", "/** @jest-environment node */", 9000),
    testFile("small.test.ts", "// nothing declared", 10),
    testFile("flood.test.ts", "/**\n * @jest-environment node\n * @slow 95\n */"),
    testFile("medium-slow.test.ts", "/**\n * @slow 35\n */", 4000),
    testFile("middle.test.ts", "// nothing declared", 2000),
  ];
  expect(names(new SlowFirstSequencer({}).sort(tests))).toEqual([
    "flood.test.ts",
    "medium-slow.test.ts",
    "large.test.ts",
    "middle.test.ts",
    "small.test.ts",
  ]);
});

it("reads @slow only in the file's leading comment block", () => {
  const tests = [
    testFile("large.test.ts", "// nothing declared", 3000),
    testFile("later.test.ts", "/** @jest-environment node */\n// see @slow 90 in the guide\n/** @slow 90 */"),
  ];
  expect(names(new SlowFirstSequencer({}).sort(tests))).toEqual(["large.test.ts", "later.test.ts"]);
});
