/** @jest-environment node */
// Saving in the editor changes only what the editor changed: the rest of the file (quotes, `>-`
// blocks, comments, field order) stays byte for byte, so Git shows the editor's change and nothing else.
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { fromFile, prepareSave, toFileText, yamlContentFormatter } from "../../src/cms/yaml-content-format";

const read = (file: string) => readFileSync(join(__dirname, "../../data", file), "utf8");
type Recipe = { title: string; description: string; minutes: number; steps: string[]; imageAlt?: string };

/** Lines of `after` that are not in `before` and the other way round (a line diff good enough here). */
function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
}

it.each(["recipes.yaml", "site.yaml", "legal.yaml", "pages.yaml", "mails.yaml", "testimonials.yaml"])(
  "writes %s back byte for byte when nothing changed",
  (file) => {
    const original = read(file);
    expect(toFileText(fromFile(original), original)).toBe(original);
  },
);

it("changes one value in place: a `>-` block, a number and a quoted list item", () => {
  const original = read("recipes.yaml");
  const data = fromFile(original) as { items: Recipe[] };
  data.items[0].description = "Neu: frisch und ohne Zucker.";
  data.items[1].minutes = 11;
  data.items[1].steps[0] = "Haferflocken mit Milch verrühren.";
  const saved = toFileText(data, original);

  expect(parse(saved)).toEqual(data.items);
  const { removed, added } = changedLines(original, saved);
  expect(added).toEqual([
    "    Neu: frisch und ohne Zucker.",
    "  minutes: 11",
    '    - "Haferflocken mit Milch verrühren."',
  ]);
  // The old `>-` block's lines and the old step ("minutes: 10" also stands in other recipes).
  const lines = original.split("\n");
  const block = lines.slice(lines.indexOf("  description: >-") + 1, lines.indexOf('  course: "getraenk"'));
  expect(block.length).toBeGreaterThan(1);
  expect(removed).toEqual([
    ...block,
    '    - "Haferflocken mit der Milch und der Prise Zimt in einem kleinen Topf verrühren."',
  ]);
  expect(saved.split("\n").length).toBe(lines.length - (block.length - 1));
});

it("adds a list line in the list's style and removes an emptied field with its line", () => {
  const original = read("recipes.yaml");
  const data = fromFile(original) as { items: Recipe[] };
  data.items[1].steps.push("Guten Appetit.");
  data.items[2].imageAlt = "";
  const saved = toFileText(data, original);

  const { removed, added } = changedLines(original, saved);
  expect(added).toEqual(['    - "Guten Appetit."']);
  expect(removed).toEqual([expect.stringMatching(/^ {2}imageAlt: /)]);
  const expected = structuredClone(data.items);
  delete expected[2].imageAlt;
  expect(parse(saved)).toEqual(expected);
});

it("keeps comments and quotes strings that YAML would read as something else", () => {
  const original = "# Kommentar bleibt\n- title: Eins # auch dieser\n  text: >-\n    alt\n";
  const saved = toFileText({ items: [{ title: "12", text: "ja: nein" }] }, original);
  expect(saved).toContain("# Kommentar bleibt\n");
  expect(saved).toContain("# auch dieser");
  expect(parse(saved)).toEqual([{ title: "12", text: "ja: nein" }]);
});

it("still writes a correct file when an entry gets a new field", () => {
  const original = "- title: Eins\n";
  expect(parse(toFileText({ items: [{ title: "Eins", text: "Neu" }, { title: "Zwei" }] }, original))).toEqual([
    { title: "Eins", text: "Neu" },
    { title: "Zwei" },
  ]);
});

it("Decap's toFile returns the text prepared from the original for the same data", () => {
  const original = read("testimonials.yaml");
  const data = fromFile(original) as { items: Array<{ text: string }> };
  data.items[0].text = "Neuer Text";
  const prepared = prepareSave(structuredClone(data), original);
  expect(yamlContentFormatter.toFile(structuredClone(data))).toBe(prepared);
  expect(changedLines(original, prepared).added).toHaveLength(1);
});

it("refuses to read a file the YAML parser cannot read, instead of showing it empty", () => {
  expect(() => fromFile("- name: A\n  city: B\n city: C\n")).toThrow();
});

it("unticking 'Beispiel' in the editor writes example: false on that entry's line and nothing else", () => {
  const original = read("testimonials.yaml");
  const data = fromFile(original) as { items: Array<{ name: string; example?: boolean }> };
  expect(data.items[0].example).toBe(true);
  data.items[0].example = false;
  const saved = toFileText(data, original);
  expect(parse(saved)).toEqual(data.items);
  const lines = original.split("\n");
  const line = lines.findIndex((text) => text === "  example: true");
  expect(saved.split("\n")).toEqual([...lines.slice(0, line), "  example: false", ...lines.slice(line + 1)]);
});
