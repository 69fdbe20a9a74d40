// Structured recipe ingredients (data/recipes.yaml): how an amount and an ingredient line read in
// German, shared by the recipe cards, their JSON-LD, the plan mail and /mein-plan/.
import { typeset } from "./typography";

/** The shop sections of the shopping list, in the order of a walk through a German supermarket. */
export const SHOP_SECTIONS = ["obstGemuese", "kuehlregal", "fleischFisch", "brot", "vorrat", "gewuerze"] as const;
export type ShopSection = (typeof SHOP_SECTIONS)[number];

export interface Ingredient {
  /** Missing for "Salz und Pfeffer": to taste, never summed. */
  readonly amount?: number | null;
  readonly unit?: string | null;
  readonly name: string;
  readonly note?: string | null;
  /** Missing for what nobody buys (tap water): not on the shopping list. */
  readonly section?: string | null;
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

/** "150 g Berg- oder Tellerlinsen", "1 Bio-Zitrone (für den Saft)", "Salz und Pfeffer". */
export function ingredientLine(ingredient: Ingredient, factor = 1): string {
  const amount = typeof ingredient.amount === "number" ? ingredient.amount * factor : undefined;
  const unit = ingredient.unit ? unitFor(ingredient.unit, amount ?? 1) : "";
  const line = [amount === undefined ? "" : formatAmount(amount), unit, ingredient.name].filter(Boolean).join(" ");
  return typeset(ingredient.note ? `${line} (${ingredient.note})` : line);
}
