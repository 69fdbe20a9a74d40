// The anchor of a recipe on /gesunde-rezepte/ and on /mein-plan/ ("rezept-linsensalat-mit-zitrone-…"):
// the plan mail links each of his week's recipes to its card.
const LETTERS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

export function recipeId(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => LETTERS[letter])
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `rezept-${slug}`;
}
