// Structured recipe ingredients (data/recipes.yaml): how an amount and an ingredient line read in
// German, and the protein of a line, shared by the recipe cards, their JSON-LD, the plan mail,
// /mein-plan/ and the content check.
import { typeset } from "./typography";

/** The shop sections of the shopping list, in the order of a walk through a German supermarket. */
export const SHOP_SECTIONS = ["obstGemuese", "kuehlregal", "fleischFisch", "brot", "vorrat", "gewuerze"] as const;
export type ShopSection = (typeof SHOP_SECTIONS)[number];

export interface Ingredient {
  /** Missing for "Salz und Pfeffer": to taste, never summed. */
  readonly amount?: number | null;
  readonly unit?: string | null;
  /** As it reads after one ("Möhre"), or for what is never counted ("glatte Petersilie"). */
  readonly name: string;
  /** As it reads after more than one ("Möhren"); missing where the name does not change. */
  readonly plural?: string | null;
  readonly note?: string | null;
  /** Missing for what nobody buys (tap water): not on the shopping list. */
  readonly section?: string | null;
  /**
   * Grams of protein: per 100 g or 100 ml for the units g, ml, kg and l (as printed on a package),
   * per one unit for every other unit or a count (per Stück, Scheibe, EL, Dose, Bund). See docs/plan.md.
   */
  readonly protein?: number | null;
}

const FRACTIONS: ReadonlyArray<[number, string]> = [
  [0.25, "¼"],
  [0.5, "½"],
  [0.75, "¾"],
];

/** 1.5 → "1½", 0.25 → "¼", 2.4 → "2,4", 1000 → "1000". */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount + 1e-9);
  const rest = amount - whole;
  if (rest < 1e-9) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 1e-9);
  if (fraction) return `${whole > 0 ? whole : ""}${fraction[1]}`;
  return (Math.round(amount * 10) / 10).toLocaleString("de-DE");
}

/** Count units take their plural after more than one ("2 Dosen"); units like g, EL or Bund do not change. */
const UNIT_PLURALS: Readonly<Record<string, string>> = {
  Dose: "Dosen",
  Stange: "Stangen",
  Scheibe: "Scheiben",
  Knolle: "Knollen",
  Packung: "Packungen",
  Flasche: "Flaschen",
  Zehe: "Zehen",
  Prise: "Prisen",
  Blatt: "Blätter",
  Stiel: "Stiele",
  Glas: "Gläser",
};

/** "2 Dose" → "2 Dosen": the unit as it reads after this amount. */
export function unitFor(unit: string, amount: number): string {
  return amount > 1 ? (UNIT_PLURALS[unit] ?? unit) : unit;
}

/** "Möhre" after one, "Möhren" after more than one; a name after a unit ("2 EL Rapsöl") never changes. */
export function nameFor(ingredient: Pick<Ingredient, "name" | "plural" | "unit">, amount: number | undefined): string {
  return !ingredient.unit && amount !== undefined && amount > 1 && ingredient.plural
    ? ingredient.plural
    : ingredient.name;
}

/** "150 g Berg- oder Tellerlinsen", "2 Möhren", "1 Bio-Zitrone (für den Saft)", "Salz und Pfeffer". */
export function ingredientLine(ingredient: Ingredient, factor = 1): string {
  const amount = typeof ingredient.amount === "number" ? ingredient.amount * factor : undefined;
  const unit = ingredient.unit ? unitFor(ingredient.unit, amount ?? 1) : "";
  const name = nameFor(ingredient, amount);
  const line = [amount === undefined ? "" : formatAmount(amount), unit, name].filter(Boolean).join(" ");
  return typeset(ingredient.note ? `${line} (${ingredient.note})` : line);
}

/** Units whose protein is given per 100 g or 100 ml, and how many grams or millilitres one unit is. */
const PER_HUNDRED: Readonly<Record<string, number>> = { g: 1, ml: 1, kg: 1000, l: 1000 };

/** Whether the protein of this unit is read per 100 g or ml ("g") or per one unit ("Dose"). */
export const proteinPerHundred = (unit: string | null | undefined) => Object.hasOwn(PER_HUNDRED, unit ?? "");

/** Grams of protein in the line as written; 0 for a line without an amount or a protein value. */
export function ingredientProtein(ingredient: Ingredient): number {
  if (typeof ingredient.amount !== "number" || typeof ingredient.protein !== "number") return 0;
  const unit = ingredient.unit ?? "";
  return proteinPerHundred(unit)
    ? (ingredient.amount * PER_HUNDRED[unit] * ingredient.protein) / 100
    : ingredient.amount * ingredient.protein;
}

/** Grams of protein in one portion of a recipe, from its structured ingredients. */
export function proteinPerPortion(recipe: {
  readonly servings: number;
  readonly ingredients: readonly Ingredient[];
}): number {
  return recipe.ingredients.reduce((sum, ingredient) => sum + ingredientProtein(ingredient), 0) / recipe.servings;
}

/** Spoons and pinches: what most kitchens have; the shopping list asks to check the pantry instead. */
const PANTRY_UNITS = new Set(["EL", "TL", "Prise"]);

/** Oil, spices, a spoon of yoghurt, salt and pepper: listed under "Vorrat prüfen", not bought by amount. */
export function isPantryItem(ingredient: Pick<Ingredient, "amount" | "unit" | "section">): boolean {
  return (
    typeof ingredient.amount !== "number" ||
    PANTRY_UNITS.has(ingredient.unit ?? "") ||
    ingredient.section === "gewuerze"
  );
}
