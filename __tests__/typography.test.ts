/** @jest-environment node */
import { typeset } from "../src/lib/typography";

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
