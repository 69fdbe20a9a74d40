/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { checkContent, formatProblem, type Problem } from "../src/content/check";
import { onPreBootstrap } from "../gatsby-node";

const DATA = join(__dirname, "../data");
const FIXTURES = join(__dirname, "fixtures/content");

/** A copy of data/ with the fixture's files laid over it, so each case breaks exactly one thing. */
function dataWith(fixture: string): string {
  const dir = mkdtempSync(join(tmpdir(), `content-${fixture}-`));
  cpSync(DATA, dir, { recursive: true });
  cpSync(join(FIXTURES, fixture), dir, { recursive: true });
  return dir;
}

/** What the editor reads, with the temporary folder shown as data/ and the Impressum placeholders left out. */
async function messagesFor(fixture: string, severity: Problem["severity"] = "error"): Promise<string[]> {
  const dir = dataWith(fixture);
  try {
    return (await checkContent(dir))
      .filter((p) => p.severity === severity && !p.message.includes("PLATZHALTER"))
      .map((p) => formatProblem({ ...p, file: `data/${p.file.split("/").pop()}` }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the shipped content", () => {
  it("has no errors", async () => {
    const errors = (await checkContent(DATA)).filter((p) => p.severity === "error");
    expect(errors.map(formatProblem)).toEqual([]);
  });

  it("warns about each Impressum placeholder the operator still has to fill in", async () => {
    const warnings = (await checkContent(DATA)).filter((p) => p.severity === "warning").map(formatProblem);
    expect(warnings).toHaveLength(5);
    expect(warnings[0]).toMatch(
      /^data\/legal\.yaml, line \d+, legal text 'imprint': still contains the placeholder '\[PLATZHALTER: Name des Geschäftsführers\]'; replace it with the real details before the site goes live$/,
    );
  });
});

describe("broken fixtures", () => {
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
    [
      "unknown-placeholder",
      ["data/next-steps.yaml, line 4, next step 'Fragen?': unknown placeholder {telefon}; the site can fill in {email}, {company}, {street}, {postalCode}, {city}, {address}"],
    ],
    [
      "bad-indentation",
      [
        "data/expectations.yaml, line 3: YAML syntax error (Nested mappings are not allowed in compact mappings); " +
          "check the indentation of this line and the lines below it: the fields of one entry must start in the same column",
      ],
    ],
  ])("%s: exactly the expected error", async (fixture, expected) => {
    expect(await messagesFor(fixture)).toEqual(expected);
  });
});

describe("warnings, which do not fail", () => {
  it("an image too small for the largest srcset width", async () => {
    expect(await messagesFor("small-image", "error")).toEqual([]);
    expect(await messagesFor("small-image", "warning")).toEqual([
      "data/exercise-days.yaml, line 8, exercise day 'Montag': image images/exercise-montag.jpg is 300 px wide; at least 1200 px keeps it sharp on large and high-resolution screens",
    ]);
  });

  it("an image without alt text", async () => {
    expect(await messagesFor("missing-alt", "error")).toEqual([]);
    expect(await messagesFor("missing-alt", "warning")).toEqual([
      "data/exercise-days.yaml, line 11, exercise day 'Dienstag': field 'imageAlt' is empty: describe the image in a few words for people who cannot see it",
    ]);
  });
});

describe("the Gatsby build", () => {
  async function bootstrapWith(fixture: string) {
    const dir = dataWith(fixture);
    const previous = process.env.CONTENT_DIR;
    const reporter = { panic: jest.fn(), warn: jest.fn() };
    try {
      let check: typeof onPreBootstrap;
      jest.isolateModules(() => {
        process.env.CONTENT_DIR = dir;
        check = (jest.requireActual("../gatsby-node") as { onPreBootstrap: typeof onPreBootstrap }).onPreBootstrap;
      });
      await check!({ reporter } as never, {} as never, () => undefined);
    } finally {
      process.env.CONTENT_DIR = previous;
      rmSync(dir, { recursive: true, force: true });
    }
    return reporter;
  }

  it("stops before bootstrap, naming file, entry and field", async () => {
    const reporter = await bootstrapWith("missing-field");
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic.mock.calls[0][0]).toMatch(/testimonials\.yaml, line 7, testimonial 'Manfred': field 'city' is missing/);
  });

  it("goes on with warnings", async () => {
    const reporter = await bootstrapWith("small-image");
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn.mock.calls.map((c) => c[0]).join("\n")).toContain("is 300 px wide");
  });
});
