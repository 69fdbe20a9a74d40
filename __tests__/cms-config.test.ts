/** @jest-environment node */
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { cmsConfig, MEDIA_FOLDER } from "../src/cms/config";
import { LIST_FIELD, yamlContentFormatter } from "../src/cms/yaml-content-format";
import { collections } from "../src/content/schema";

type CmsField = { name: string; label: string; hint?: string; widget: string; fields?: CmsField[]; field?: CmsField };
const config = cmsConfig({ repo: "zitronen/site" });
const files = config.collections[0].files as unknown as Array<{ file: string; label: string; fields: CmsField[] }>;

function allFields(fields: CmsField[]): CmsField[] {
  return fields.flatMap((f) => [f, ...allFields(f.fields ?? [])]);
}

it("offers one editor entry per content file, and no other", () => {
  expect(files.map((f) => f.file).sort()).toEqual(collections.map((c) => `data/${c.file}`).sort());
});

it("labels and explains every field in German", () => {
  for (const file of files) {
    for (const field of allFields(file.fields)) {
      if (field.name === LIST_FIELD) continue;
      expect(`${file.file} ${field.name}: ${field.label}`).toMatch(/: \S/);
      expect(`${file.file} ${field.name}: ${field.hint}`).toMatch(/: \S{3}/);
    }
  }
});

it("edits lists as lists, fixed counts without add or remove, images into data/images", () => {
  const recipes = files.find((f) => f.file === "data/recipes.yaml")!;
  expect(recipes.fields).toEqual([expect.objectContaining({ name: "items", widget: "list", allow_add: false, allow_remove: false })]);
  const image = allFields(recipes.fields).find((f) => f.name === "image")!;
  expect(image.widget).toBe("image");
  expect(config.media_folder).toBe(MEDIA_FOLDER);
  expect(config.public_folder).toBe("images");
  const nextSteps = files.find((f) => f.file === "data/next-steps.yaml")!;
  expect(nextSteps.fields[0]).not.toHaveProperty("allow_add");
  const site = files.find((f) => f.file === "data/site.yaml")!;
  expect(site.fields.map((f) => f.name)).toContain("email");
});

it("uses the configured Git repository and Decap's local backend", () => {
  expect(config.backend).toEqual({ name: "github", repo: "zitronen/site", branch: "main" });
  expect(config.local_backend).toBe(true);
  expect(config.locale).toBe("de");
});

describe("the YAML format for the editor", () => {
  it.each(["recipes.yaml", "site.yaml", "legal.yaml"])("reads and writes %s without changing its data", (file) => {
    const original = readFileSync(join(__dirname, "../data", file), "utf8");
    const data = yamlContentFormatter.fromFile(original);
    expect(parse(yamlContentFormatter.toFile(data))).toEqual(parse(original));
  });

  it("shows a top-level list as { items }", () => {
    expect(yamlContentFormatter.fromFile("- title: A\n- title: B\n")).toEqual({ items: [{ title: "A" }, { title: "B" }] });
    expect(yamlContentFormatter.toFile({ items: [{ title: "A" }] })).toBe("- title: A\n");
  });
});
