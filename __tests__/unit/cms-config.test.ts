/** @jest-environment node */
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import {
  cmsConfig,
  FILE_STATUS_FIELD,
  FILE_STATUS_WIDGET,
  FIXED_TEXT_WIDGET,
  INVALID_EMAIL,
  MEDIA_FOLDER,
} from "../../src/cms/config";
import { LIST_FIELD, yamlContentFormatter } from "../../src/cms/yaml-content-format";
import { collections } from "../../src/content/collections";

type CmsField = {
  name: string;
  label: string;
  hint?: string;
  widget: string;
  required?: boolean;
  summary?: string;
  min?: number;
  max?: number;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
};
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
      // A missing label or hint must fail: `${undefined}` would read "undefined" and match /\S/.
      const where = `${file.file} ${field.name}`;
      expect([where, typeof field.label, typeof field.hint]).toEqual([where, "string", "string"]);
      expect(`${where}: ${field.label}`).toMatch(/: \S/);
      expect(`${where}: ${field.hint}`).toMatch(/: \S{3}/);
    }
  }
});

it("edits lists as lists, fixed counts without add or remove, images into data/images", () => {
  const days = files.find((f) => f.file === "data/exercise-days.yaml")!;
  expect(days.fields).toEqual([
    expect.objectContaining({ name: FILE_STATUS_FIELD, widget: FILE_STATUS_WIDGET }),
    expect.objectContaining({
      name: "items",
      widget: "list",
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
      min: 6,
      max: 6,
    }),
  ]);
  // Recipes can be added: the plan takes its breakfasts, cookings and quick dishes from them.
  const recipes = files.find((f) => f.file === "data/recipes.yaml")!;
  expect(recipes.fields[1]).toMatchObject({ name: "items", widget: "list" });
  expect(recipes.fields[1]).not.toHaveProperty("allow_add");
  expect(allFields(recipes.fields).find((f) => f.name === "protein")).toMatchObject({
    widget: "number",
    value_type: "float",
  });
  const image = allFields(recipes.fields).find((f) => f.name === "image")!;
  expect(image.widget).toBe("image");
  expect(config.media_folder).toBe(MEDIA_FOLDER);
  expect(config.public_folder).toBe("images");
  const nextSteps = files.find((f) => f.file === "data/next-steps.yaml")!;
  expect(nextSteps.fields[1]).not.toHaveProperty("allow_add");
  const site = files.find((f) => f.file === "data/site.yaml")!;
  expect(site.fields.map((f) => f.name)).toContain("email");
});

it("uses the configured Git repository and Decap's local backend", () => {
  expect(config.backend).toEqual({ name: "github", repo: "zitronen/site", branch: "main" });
  expect(config.local_backend).toBe(true);
  expect(config.locale).toBe("de");
});

it("logs in through an own server's login service when GATSBY_CMS_AUTH_URL names one (Decap's base_url)", () => {
  expect(cmsConfig({ repo: "zitronen/site", authUrl: "https://cms-login.example.de/" }).backend).toEqual({
    name: "github",
    repo: "zitronen/site",
    branch: "main",
    base_url: "https://cms-login.example.de",
  });
});

it("saves drafts for review before anything is published, and previews in the page's look", () => {
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.collections[0].editor).toEqual({ preview: true });
});

it("lets editors add and remove testimonials and success stories (no fixed count)", () => {
  for (const file of ["data/testimonials.yaml", "data/success-stories.yaml"]) {
    const list = files.find((f) => f.file === file)!.fields[1] as CmsField & { allow_add?: boolean };
    expect(list.widget).toBe("list");
    expect(list).not.toHaveProperty("allow_add");
    expect(list).not.toHaveProperty("min");
    expect(list).not.toHaveProperty("max");
  }
});

describe("the rules of the content check that Decap can express", () => {
  const fileOf = (name: string) => files.find((f) => f.file === `data/${name}`)!;
  const fieldOf = (name: string, path: string[]) =>
    path.reduce<CmsField[]>((fields, step, i) => {
      const field = fields.find((f) => f.name === step)!;
      return i === path.length - 1 ? [field] : (field.fields ?? []);
    }, fileOf(name).fields)[0];

  it("gives every fixed-count list exactly its count, without add, remove or reorder, and says so", () => {
    for (const collection of collections.filter((c) => c.count !== undefined)) {
      const list = fieldOf(collection.file, ["items"]);
      expect(list).toMatchObject({
        min: collection.count,
        max: collection.count,
        allow_add: false,
        allow_reorder: false,
      });
      expect(list.hint).toMatch(new RegExp(`^Genau ${collection.count} `));
    }
  });

  it("takes required, number ranges, list lengths and the e-mail pattern from the schema", () => {
    expect(fieldOf("testimonials.yaml", ["items", "age"])).toMatchObject({ required: false, min: 18, max: 120 });
    expect(fieldOf("recipes.yaml", ["items", "steps"])).toMatchObject({ required: true, min: 3, max: 8 });
    expect(fieldOf("recipes.yaml", ["items", "steps"]).hint).toContain("3 bis 8 Punkte");
    expect(fieldOf("site.yaml", ["email"]).pattern).toEqual([expect.any(String), INVALID_EMAIL]);
    const emailPattern = new RegExp(fieldOf("site.yaml", ["email"]).pattern![0]);
    expect(emailPattern.test("kontakt@zitronen-vital.de")).toBe(true);
    expect(emailPattern.test("kontakt(at)zitronen-vital.de")).toBe(false);
  });

  it("requires the description of every required image", () => {
    expect(fieldOf("recipes.yaml", ["items", "imageAlt"]).required).toBe(true);
    expect(fieldOf("exercise-days.yaml", ["items", "imageAlt"]).required).toBe(true);
    // A page's image is optional; its description is checked before saving (src/cms/save-check.ts).
    expect(fieldOf("pages.yaml", ["items", "imageAlt"]).required).toBe(false);
  });

  it("shows the key of a page or weekday as text, not as a dropdown", () => {
    expect(fieldOf("pages.yaml", ["items", "page"]).widget).toBe(FIXED_TEXT_WIDGET);
    expect(fieldOf("legal.yaml", ["items", "page"]).widget).toBe(FIXED_TEXT_WIDGET);
    expect(fieldOf("exercise-days.yaml", ["items", "day"]).widget).toBe(FIXED_TEXT_WIDGET);
    expect(fieldOf("benefits.yaml", ["items", "icon"]).widget).toBe("select");
  });

  it("summarises collapsed list items by their text, never by Decap's English fallback", () => {
    expect(fieldOf("recipes.yaml", ["items"]).summary).toMatch(/^\{\{fields\.title \|.*default\('Ohne Titel'\)\}\}$/);
    expect(fieldOf("pages.yaml", ["items"]).summary).toContain("fields.heading");
    expect(fieldOf("recipes.yaml", ["items", "steps"]).summary).toContain("fields.item");
    expect(fieldOf("recipes.yaml", ["items", "ingredients"]).summary).toContain("fields.name");
    expect(fieldOf("legal.yaml", ["items", "sections"]).summary).toContain("fields.heading");
  });
});

describe("the YAML format for the editor", () => {
  it.each(["recipes.yaml", "site.yaml", "legal.yaml"])("reads and writes %s without changing its data", (file) => {
    const original = readFileSync(join(__dirname, "../../data", file), "utf8");
    const data = yamlContentFormatter.fromFile(original);
    expect(parse(yamlContentFormatter.toFile(data))).toEqual(parse(original));
  });

  it("shows a top-level list as { items }", () => {
    expect(yamlContentFormatter.fromFile("- title: A\n- title: B\n")).toEqual({
      items: [{ title: "A" }, { title: "B" }],
    });
    expect(yamlContentFormatter.toFile({ items: [{ title: "A" }] })).toBe("- title: A\n");
  });
});
