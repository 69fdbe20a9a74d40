/** @jest-environment node */
// What the editor refuses to save: the content check's own rules (same messages) and the image rules.
import { readFileSync } from "fs";
import { join } from "path";
import { say } from "../../src/content/messages";
import { collections } from "../../src/content/collections";
import { TERMS_SECTIONS } from "../../src/content/collections/legal";
import { problemsBeforeSave, REPLACED_IMAGE, unreadableFileProblems } from "../../src/cms/save-check";
import { fromFile } from "../../src/cms/yaml-content-format";

const read = (file: string) => readFileSync(join(__dirname, "../../data", file), "utf8");
type Item = Record<string, unknown> & { sections?: unknown[] };
const itemsOf = (file: string) => {
  const original = read(file);
  return { original, data: fromFile(original) as { items: Item[] } };
};

it("saves the files as they are", () => {
  for (const file of ["recipes.yaml", "legal.yaml", "pages.yaml", "testimonials.yaml"]) {
    const { original, data } = itemsOf(file);
    expect(problemsBeforeSave(`data/${file}`, original, data)).toEqual([]);
  }
});

it("refuses a repeated recipe title with the content check's message", () => {
  const { original, data } = itemsOf("recipes.yaml");
  data.items[1].title = data.items[0].title;
  const problems = problemsBeforeSave("data/recipes.yaml", original, data);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^data\/recipes\.yaml, Zeile \d+, /);
  const firstLine = original.split("\n").findIndex((line) => line.startsWith("- title:")) + 1;
  expect(problems[0]).toContain(say.repeats("title", String(data.items[0].title), firstLine));
});

it(`refuses terms and conditions without exactly ${TERMS_SECTIONS} sections`, () => {
  const { original, data } = itemsOf("legal.yaml");
  const terms = data.items.find((item) => item.page === "terms")!;
  terms.sections!.push({ heading: "Neu", paragraphs: ["Text"] });
  expect(problemsBeforeSave("data/legal.yaml", original, data).join("\n")).toContain(String(TERMS_SECTIONS));
});

it("refuses an unknown placeholder", () => {
  const { original, data } = itemsOf("testimonials.yaml");
  data.items[0].text = "Mit {unbekannt} im Text";
  expect(problemsBeforeSave("data/testimonials.yaml", original, data).join("\n")).toContain("{unbekannt}");
});

it("refuses an image without its description, and a replaced image with the old description", () => {
  const { original, data } = itemsOf("recipes.yaml");
  const recipeName = collections.find((c) => c.file === "recipes.yaml")!.entryName;
  const first = structuredClone(data);
  first.items[0].imageAlt = "";
  expect(problemsBeforeSave("data/recipes.yaml", original, first)).toContain(
    `data/recipes.yaml, ${recipeName} '${String(first.items[0].title)}': ${say.altMissing("imageAlt")}`,
  );
  const second = structuredClone(data);
  second.items[0].image = "images/anderes-bild.jpg";
  expect(problemsBeforeSave("data/recipes.yaml", original, second).join("\n")).toContain(REPLACED_IMAGE("imageAlt"));
  second.items[0].imageAlt = "Ein anderes Bild";
  expect(problemsBeforeSave("data/recipes.yaml", original, second)).toEqual([]);
});

it("names file and line of a file the parser cannot read, and refuses to save over it", () => {
  const broken = read("testimonials.yaml").replace(/\n {2}city:/, "\n city:");
  const problems = unreadableFileProblems("data/testimonials.yaml", broken);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems[0]).toMatch(/^data\/testimonials\.yaml, Zeile \d+/);
  expect(problemsBeforeSave("data/testimonials.yaml", broken, { items: [] })).toEqual(problems);
});
