// The meals of the 4-week plan: breakfast every day, four cookings a week that feed the evening and
// the next day's lunch, a quick dish made fresh in the other slots, and the week's shopping list.
// Built from the meal answers only (household, foods he does not eat). Rules and reasons: docs/plan.md.
import {
  SHOP_SECTIONS,
  formatAmount,
  isPantryItem,
  nameFor,
  proteinPerPortion,
  unitFor,
  type Ingredient,
} from "./ingredients";
import {
  fill,
  type Course,
  type Food,
  type Meal,
  type MealDay,
  type MealKind,
  type PackText,
  type PlanAnswers,
  type PlanContent,
  type PlanData,
  type PlanRecipe,
  type RecipeOfTheWeek,
  type ShoppingItem,
  type ShoppingSection,
} from "./plan";

export type MealAnswers = Pick<PlanAnswers, "household" | "excludes">;

const DAYS = 7;
/**
 * Monday = 0. On these evenings he cooks a main course for that dinner and the next day's lunch:
 * four cookings a week. Monday's lunch is never a leftover (in week 1 there is no Sunday before).
 */
export const COOKING_DAYS = [0, 2, 4, 5];
/** A cooking feeds two meals: tonight's dinner and tomorrow's lunch. */
export const MEALS_PER_COOKING = 2;

/** A recipe he eats: none of its foods is one he named ("fleisch" also rules out pork). */
export function suitsHim(recipe: PlanRecipe, excludes: readonly Food[]): boolean {
  const contains = recipe.contains ?? [];
  return !contains.some(
    (food) => (excludes as readonly string[]).includes(food) || (food === "schwein" && excludes.includes("fleisch")),
  );
}

/** The recipes of one course he eats, in the order of data/recipes.yaml. */
export function recipesOf(
  recipes: readonly PlanRecipe[],
  course: Course,
  excludes: readonly Food[] = [],
): PlanRecipe[] {
  return recipes.filter((recipe) => recipe.course === course && suitsHim(recipe, excludes));
}

interface Slot {
  recipe: PlanRecipe;
  kind: MealKind;
}
type SlotDay = Record<"breakfast" | "lunch" | "dinner", Slot>;

/** The week's meals: each slot gets a breakfast, a cooking, yesterday's leftover or a quick dish. */
function weekOfMeals(content: PlanContent, excludes: readonly Food[]): SlotDay[] {
  const pools = {
    breakfast: recipesOf(content.recipes, "fruehstueck", excludes),
    cook: recipesOf(content.recipes, "hauptgericht", excludes),
    quick: recipesOf(content.recipes, "schnell", excludes),
  };
  for (const [pool, recipes] of Object.entries(pools))
    if (recipes.length === 0) throw new Error(`data/recipes.yaml: no ${pool} recipe is left for these answers`);
  let cookings = 0;
  let quicks = 0;
  const quick = (): Slot => ({ recipe: pools.quick[quicks++ % pools.quick.length], kind: "quick" });
  const week: SlotDay[] = [];
  for (let day = 0; day < DAYS; day++) {
    const breakfast: Slot = { recipe: pools.breakfast[day % pools.breakfast.length], kind: "breakfast" };
    const yesterday = week[day - 1]?.dinner;
    const lunch: Slot = yesterday?.kind === "cook" ? { recipe: yesterday.recipe, kind: "leftover" } : quick();
    const dinner: Slot = COOKING_DAYS.includes(day)
      ? { recipe: pools.cook[cookings++ % pools.cook.length], kind: "cook" }
      : quick();
    week.push({ breakfast, lunch, dinner });
  }
  return week;
}

/** Grams and millilitres are bought rounded up to 10; counted things, bunches and tins whole. */
function toBuy(total: number, unit: string): number {
  if (unit === "g" || unit === "ml") return Math.ceil(total / 10 - 1e-9) * 10;
  if (unit === "l" || unit === "kg") return Math.ceil(total * 4 - 1e-9) / 4;
  return Math.ceil(total - 1e-9);
}

const amountText = (amount: number, unit: string) =>
  [formatAmount(amount), unitFor(unit, amount)].filter(Boolean).join(" ");

interface Line {
  ingredient: Ingredient;
  total: number | null;
}

function shoppingItem(line: Line, packs: readonly PackText[], data: PlanData): ShoppingItem {
  const { ingredient, total } = line;
  const unit = ingredient.unit ?? "";
  const item = (buy: number | null, shortLabel: string, need: string | null = null) => ({
    name: ingredient.name,
    unit,
    total,
    buy,
    label: need ? `${shortLabel} (${need})` : shortLabel,
    shortLabel,
    need,
  });
  if (total === null) return item(null, `${ingredient.name}: ${data.texts.toTaste}`);
  const pack = packs.find((p) => p.name === ingredient.name && (p.unit ?? "") === unit);
  if (pack) {
    const count = Math.ceil(total / pack.size - 1e-9);
    return item(
      count * pack.size,
      `${nameFor(ingredient, total)}: ${fill(data.texts.packLine, { count, pack: pack.label })}`,
      fill(data.texts.needLine, { need: amountText(total, unit) }),
    );
  }
  const buy = toBuy(total, unit);
  return item(buy, `${nameFor(ingredient, buy)}: ${amountText(buy, unit)}`);
}

const pantryLabel = ({ ingredient, total }: Line) =>
  total === null ? ingredient.name : `${ingredient.name} (${amountText(total, ingredient.unit ?? "")})`;

/** One line per ingredient (by name) over the week's makings; what is in most kitchens apart, to check. */
function shoppingList(uses: ReadonlyArray<{ recipe: PlanRecipe; factor: number }>, data: PlanData) {
  const lines = new Map<string, Line>();
  for (const { recipe, factor } of uses) {
    for (const ingredient of recipe.ingredients) {
      if (!ingredient.section) continue;
      const key = ingredient.name.toLowerCase();
      const line = lines.get(key) ?? { ingredient, total: null };
      if (typeof ingredient.amount === "number") line.total = (line.total ?? 0) + ingredient.amount * factor;
      lines.set(key, line);
    }
  }
  const all = [...lines.values()];
  const shopping: ShoppingSection[] = SHOP_SECTIONS.map((section) => ({
    section,
    heading: data.shopSections[section],
    items: all
      .filter((line) => line.ingredient.section === section && !isPantryItem(line.ingredient))
      .map((line) => shoppingItem(line, data.packs, data)),
  })).filter((section) => section.items.length > 0);
  const pantry: ShoppingItem[] = all
    .filter((line) => isPantryItem(line.ingredient))
    .map((line) => ({
      name: line.ingredient.name,
      unit: line.ingredient.unit ?? "",
      total: line.total,
      buy: null,
      label: pantryLabel(line),
      shortLabel: line.ingredient.name,
      need: null,
    }));
  return { shopping, pantry };
}

export function buildMeals(answers: MealAnswers, content: PlanContent) {
  const { texts } = content.plan;
  const persons: 1 | 2 = answers.household === "eins" ? 1 : 2;
  const week = weekOfMeals(content, answers.excludes ?? []);
  const portionsOf = { breakfast: persons, cook: MEALS_PER_COOKING * persons, quick: persons } as const;

  const recipes = new Map<string, RecipeOfTheWeek>();
  for (const day of week) {
    for (const meal of [day.breakfast, day.lunch, day.dinner]) {
      if (meal.kind === "leftover") continue;
      const portions = portionsOf[meal.kind];
      const known = recipes.get(meal.recipe.title);
      if (known) known.times++;
      else
        recipes.set(meal.recipe.title, {
          recipe: meal.recipe,
          course: meal.recipe.course as Course,
          portions,
          factor: portions / meal.recipe.servings,
          times: 1,
          protein: proteinPerPortion(meal.recipe),
        });
    }
  }
  const drink = content.recipes.find((recipe) => recipe.title === content.drinkRecipe);
  if (!drink) throw new Error(`data/recipes.yaml: no recipe "${content.drinkRecipe}" for the morning drink`);
  const uses = [
    ...[...recipes.values()].map(({ recipe, factor, times }) => ({ recipe, factor: factor * times })),
    { recipe: drink, factor: (DAYS * persons) / drink.servings },
  ];
  const meal = ({ recipe, kind }: Slot): Meal => ({ recipe: recipe.title, kind });
  const meals: MealDay[] = week.map((day, i) => ({
    weekday: texts.weekdays[i],
    breakfast: meal(day.breakfast),
    lunch: meal(day.lunch),
    dinner: meal(day.dinner),
  }));
  return {
    persons,
    portions: persons === 1 ? texts.portionsOne : texts.portionsTwo,
    meals,
    recipes: [...recipes.values()],
    ...shoppingList(uses, content.plan),
  };
}
