/** @jest-environment node */
import { typeset } from "../../src/lib/typography";
import { contentTypeDefs, typesetExtension } from "../../src/content/graphql-types";

const shown = (text: string) => typeset(text).replace(/\u00a0/g, "␣");

describe("typeset", () => {
  it.each([
    ["78 % spüren eine Verbesserung", "78␣% spüren eine Verbesserung"],
    ["täglich 20 Minuten gehen", "täglich 20␣Minuten gehen"],
    ["über 5.000 Teilnehmern", "über 5.000␣Teilnehmern"],
    ["Angaben gemäß § 5 DDG", "Angaben gemäß §␣5␣DDG"],
    ["Art. 6 Abs. 1 lit. a DSGVO", "Art.␣6␣Abs.␣1␣lit.␣a DSGVO"],
    ["§§ 327 ff. BGB", "§§␣327␣ff. BGB"],
    ["9:00–18:00 Uhr", "9:00–18:00␣Uhr"],
    ["½ Bund Petersilie", "½␣Bund Petersilie"],
    ["z. B. Linsen", "z.␣B. Linsen"],
    ["Datum: ...", "Datum: …"],
  ])("%s", (input, expected) => {
    expect(shown(input)).toBe(expected);
  });

  it("lets a long word after a number wrap, so nothing is wider than a small phone", () => {
    expect(shown("§ 36 Verbraucherstreitbeilegungsgesetz")).toBe("§␣36 Verbraucherstreitbeilegungsgesetz");
  });

  it("leaves text without numbers, e-mail addresses and times alone", () => {
    for (const text of ["Gemüse zuerst", "kontakt@zitronen-vital.de", "um 9:00"]) expect(typeset(text)).toBe(text);
  });

  it("is idempotent", () => {
    const once = typeset("Art. 6 Abs. 1 und 78 % ...");
    expect(typeset(once)).toBe(once);
  });
});

describe("applied once to every YAML text (the @typeset field extension)", () => {
  const defs = contentTypeDefs();
  const typeOf = (type: string) =>
    defs.slice(defs.indexOf(`type ${type} `), defs.indexOf("}", defs.indexOf(`type ${type} `)));

  it("marks free texts and text lists, but not fixed values such as page names", () => {
    expect(typeOf("RecipesYaml")).toMatch(/title: String! @typeset/);
    expect(typeOf("RecipesYaml")).toMatch(/steps: \[String!\]! @typeset/);
    expect(typeOf("LegalYamlSections")).toMatch(/paragraphs: \[String!\]! @typeset/);
    expect(typeOf("PagesYaml")).toMatch(/page: String!\n/);
  });

  it("resolves a text and a list of texts through typeset()", () => {
    const { resolve } = typesetExtension.extend();
    const info = (fieldName: string) => ({ fieldName });
    expect(resolve({ value: "78 %" }, {}, {}, info("value"))).toBe("78\u00a0%");
    expect(resolve({ steps: ["20 Minuten ..."] }, {}, {}, info("steps"))).toEqual(["20\u00a0Minuten …"]);
    expect(resolve({ minutes: 5 }, {}, {}, info("minutes"))).toBe(5);
  });
});
