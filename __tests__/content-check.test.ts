import { cpSync, mkdtempSync, readdirSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { checkContent, formatProblem } from "../src/content/check";
import { onPreBootstrap } from "../gatsby-node";

const DATA = join(__dirname, "../data");
const FIXTURES = join(__dirname, "fixtures/content");

/** A copy of data/ with the fixture's files laid over it, so each case breaks exactly one file. */
function dataWith(fixture: string): string {
  const dir = mkdtempSync(join(tmpdir(), `content-${fixture}-`));
  cpSync(DATA, dir, { recursive: true });
  for (const file of readdirSync(join(FIXTURES, fixture))) cpSync(join(FIXTURES, fixture, file), join(dir, file));
  return dir;
}

/** Messages with the temporary folder replaced by data/, as an editor would read them. */
function messagesFor(fixture: string): string[] {
  const dir = dataWith(fixture);
  try {
    return checkContent(dir).map((p) => formatProblem({ ...p, file: `data/${p.file.split("/").pop()}` }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it("finds no problem in the shipped content", () => {
  expect(checkContent(DATA).map(formatProblem)).toEqual([]);
});

it.each([
  ["missing-field", ["data/testimonials.yaml, line 7, testimonial 'Manfred': field 'city' is missing; expected a text"]],
  [
    "wrong-type",
    ["data/nutrition-secrets.yaml, line 4, nutrition secret 'Vollkorn statt Weißmehl': field 'number' is 'zwei'; expected a whole number"],
  ],
  [
    "missing-image",
    ["data/exercise-days.yaml, line 11, exercise day 'Dienstag': field 'image' points to images/dehnen.jpg, which does not exist"],
  ],
  [
    "duplicate",
    [
      "data/success-stories.yaml, line 6, success story 'home': field 'page' repeats 'home' from line 1; each success story must be unique",
    ],
  ],
])("reports the %s fixture with file, line, entry and field", (fixture, expected) => {
  expect(messagesFor(fixture)).toEqual(expected);
});

it("reports a YAML syntax error with its line", () => {
  expect(messagesFor("bad-indentation")).toEqual([
    "data/expectations.yaml, line 3: YAML syntax error (Nested mappings are not allowed in compact mappings); " +
      "check the indentation of this line and the lines below it: the fields of one entry must start in the same column",
  ]);
});

it("fails the Gatsby build before bootstrap, naming file, entry and field", () => {
  const dir = dataWith("missing-field");
  const previous = process.env.CONTENT_DIR;
  const panic = jest.fn();
  try {
    jest.isolateModules(() => {
      process.env.CONTENT_DIR = dir;
      const { onPreBootstrap: check } = jest.requireActual("../gatsby-node") as { onPreBootstrap: typeof onPreBootstrap };
      check!({ reporter: { panic } } as never, {} as never, () => undefined);
    });
  } finally {
    process.env.CONTENT_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
  }
  expect(panic).toHaveBeenCalledTimes(1);
  expect(panic.mock.calls[0][0]).toMatch(/testimonials\.yaml, line 7, testimonial 'Manfred': field 'city' is missing/);
});
