/** @jest-environment node */
// The 4-week plan (src/lib/plan.ts) for every combination of answers, against the rules of
// docs/plan.md, computed here independently from data/plan.yaml and data/recipes.yaml.
//
// Every combination, once: the movement is built from the four movement answers only (4 × 4 × 32 × 4
// = 2,048 sets) and the meals from the two meal answers only (3 × 32 = 96 sets); buildPlan hands each
// part nothing else (MovementAnswers and MealAnswers are typed to those answers). So each distinct
// movement plan and meal plan is built and checked once (and each printed week rendered once), and a
// sample of the 196,608 full answer sets shows that buildPlan is exactly the two parts together.
// The rules are checked in plain loops that collect failures, one expect per rule set: fast.
import {
  formatAmount,
  ingredientLine,
  ingredientProtein,
  isPantryItem,
  unitFor,
  type Ingredient,
} from "../../src/lib/ingredients";
import { loadPlanContent } from "../../src/lib/load-plan-content";
import {
  QUESTIONS,
  buildPlan,
  fittedLine,
  parsePlanAnswers,
  planAnswersFragment,
  planAnswersFromStore,
  planAnswersOfLink,
  storedPlanAnswers,
  type Activity,
  type Food,
  type Like,
  type Limit,
  type PlanAnswers,
  type PlanRecipe,
  type PlanWeek,
} from "../../src/lib/plan";
import { COOKING_DAYS, buildMeals, type MealAnswers } from "../../src/lib/plan-meals";
import {
  MAX_BOUT_MINUTES,
  boutsOf,
  buildWeeks,
  spreadMinutes,
  type MovementAnswers,
} from "../../src/lib/plan-movement";
import { planSheetHtml, planWeeksHtml, type SheetClasses } from "../../src/lib/plan-sheet-html";
import { MIN_MEAL_PROTEIN } from "../../src/content/collections/recipes";
import { PLAN_MINUTES } from "../../src/content/collections/plan";
import { REVIEW_READER } from "../../harness/plan-readers";

const content = loadPlanContent("data");
const data = content.plan;
const texts = data.texts;

/** Every subset of a list, the empty one included. */
function subsets<T>(values: readonly T[]): T[][] {
  return values.reduce<T[][]>((all, value) => [...all, ...all.map((subset) => [...subset, value])], [[]]);
}
const orNone = <T>(values: readonly T[]) => [undefined, ...values];

const movementAnswers: MovementAnswers[] = orNone(QUESTIONS.activity.values).flatMap((activity) =>
  orNone(QUESTIONS.dayTime.values).flatMap((dayTime) =>
    subsets<Like>(QUESTIONS.likes.values).flatMap((likes) =>
      subsets<Limit>(QUESTIONS.limits.values).map((limits) => ({
        activity,
        dayTime,
        ...(likes.length ? { likes } : {}),
        ...(limits.length ? { limits } : {}),
      })),
    ),
  ),
);
const mealAnswers: MealAnswers[] = orNone(QUESTIONS.household.values).flatMap((household) =>
  subsets<Food>(QUESTIONS.excludes.values).map((excludes) => ({
    household,
    ...(excludes.length ? { excludes } : {}),
  })),
);
const name = (answers: object) => JSON.stringify(answers);

const allExercises = [
  data.warmUp,
  data.coolDown,
  ...data.endurance,
  data.walk,
  ...data.strength,
  ...data.balance,
  data.stretch,
];
const recipeByTitle = (title: string) => content.recipes.find((recipe) => recipe.title === title)!;
const eats = (recipe: PlanRecipe, excludes: readonly Food[]) =>
  !(recipe.contains ?? []).some(
    (food) => (excludes as readonly string[]).includes(food) || (food === "schwein" && excludes.includes("fleisch")),
  );

/** Protein of one portion, computed here from the recipe's lines: per 100 g/ml for g and ml, per unit otherwise. */
function proteinOf(recipe: PlanRecipe): number {
  let grams = 0;
  for (const { amount, unit, protein } of recipe.ingredients) {
    if (typeof amount !== "number" || typeof protein !== "number") continue;
    grams += unit === "g" || unit === "ml" ? (amount / 100) * protein : amount * protein;
  }
  return grams / recipe.servings;
}

const dose = (pattern: RegExp, text: string | undefined) => Number(pattern.exec(text ?? "")?.[1] ?? NaN);

/** Every rule of the movement for one answer set; returns what is wrong (empty when all hold). */
function movementProblems(weeks: PlanWeek[], answers: MovementAnswers): string[] {
  const problems: string[] = [];
  const fail = (rule: string) => problems.push(`${name(answers)}: ${rule}`);
  const activity: Activity = answers.activity ?? "wenig";
  const limits = answers.limits ?? [];
  const joints = limits.includes("gelenke");
  const sessionTime = data.times.session[answers.dayTime ?? "none"];
  const walkTime = data.times.walk[answers.dayTime ?? "none"];
  if (weeks.length !== 4) fail(`${weeks.length} weeks`);
  let previous = { minutes: 0, reps: 0, seconds: 0 };
  for (const week of weeks) {
    const w = `week ${week.number}`;
    const sessions = week.days.flatMap((day) => day.sessions);
    const endurance = sessions.filter((s) => s.kind === "endurance");
    const minutes = endurance.reduce((sum, s) => sum + (s.minutes ?? 0), 0);
    // The dose: as data/plan.yaml says for his level, the after-meal walks not among it.
    if (minutes !== data.weeks[week.number - 1].minutes[activity]) fail(`${w}: ${minutes} moderate minutes`);
    if (week.moderateMinutes !== minutes) fail(`${w}: moderateMinutes ${week.moderateMinutes} ≠ ${minutes}`);
    if (!week.summary.startsWith(`${minutes} `)) fail(`${w}: summary "${week.summary}"`);
    if (sessions.some((s) => s.kind === "afterMeal")) fail(`${w}: an after-meal walk among the sessions`);
    for (const day of week.days) {
      const dayMinutes = day.sessions.reduce((sum, s) => sum + (s.kind === "endurance" ? (s.minutes ?? 0) : 0), 0);
      if (day.moderateMinutes !== dayMinutes) fail(`${w} ${day.weekday}: moderateMinutes counts more than endurance`);
      if (day.moderateMinutes > minutes / 3) fail(`${w} ${day.weekday}: more than a third of the week`);
    }
    if (week.number === 1 && activity === "wenig" && minutes > PLAN_MINUTES.sedentaryStart)
      fail(`${w}: ${minutes} for a sedentary start`);
    if (week.number === 4 && minutes < PLAN_MINUTES.week4) fail(`${w}: only ${minutes}`);
    // The walk after a meal: 10 minutes on six days, outside the moderate count.
    const walks = week.days.flatMap((day) => (day.afterMeal ? [day.afterMeal] : []));
    if (walks.length < 5 || walks.some((s) => s.kind !== "afterMeal" || s.minutes !== 10))
      fail(`${w}: after-meal walks`);
    if (walks.some((s) => s.when !== walkTime || s.alternative !== data.walk.alternative)) fail(`${w}: walk time`);
    // Warm-up first and cool-down last on every day with exercise, nowhere else.
    for (const day of week.days) {
      const kinds = day.sessions.map((s) => s.kind);
      if (kinds.length === 0) continue;
      if (kinds[0] !== "warmUp" || kinds[kinds.length - 1] !== "coolDown")
        fail(`${w} ${day.weekday}: no warm-up or cool-down`);
      if (kinds.filter((k) => k === "warmUp" || k === "coolDown").length !== 2)
        fail(`${w} ${day.weekday}: warm-up twice`);
    }
    // Strength twice, never two days running, never holding the breath; balance at least twice.
    const strengthDays = week.days.flatMap((day, i) => (day.sessions.some((s) => s.kind === "strength") ? [i] : []));
    if (strengthDays.length !== 2 || strengthDays[1] - strengthDays[0] < 2)
      fail(`${w}: strength days ${strengthDays.join(",")}`);
    if (sessions.some((s) => s.kind === "strength" && s.breathing !== texts.breathing))
      fail(`${w}: strength without breathing`);
    if (week.days.filter((day) => day.sessions.some((s) => s.kind === "balance")).length < 2) fail(`${w}: balance`);
    // Knees or hips: bouts of at most 15 minutes (10 at least when split), gardening at most 30 a day.
    for (const s of endurance) {
      const bouts = s.bouts ?? [s.minutes ?? 0];
      if (bouts.reduce((a, b) => a + b, 0) !== s.minutes) fail(`${w}: bouts ${bouts.join("+")} ≠ ${s.minutes}`);
      if (joints && bouts.some((b) => b > MAX_BOUT_MINUTES))
        fail(`${w}: a ${Math.max(...bouts)}-minute bout with knees`);
      if (bouts.length > 1 && (bouts.length !== 2 || bouts.some((b) => b < 10))) fail(`${w}: bouts ${bouts.join("+")}`);
      if (!joints && s.bouts) fail(`${w}: split without a limit`);
      if (joints && s.title === data.endurance.find((e) => e.like === "garten")!.title && (s.minutes ?? 0) > 30)
        fail(`${w}: ${s.minutes} minutes of gardening with knees`);
    }
    for (const s of [...sessions, ...walks]) {
      if (s.feel.length < 10 || s.stop.length < 10) fail(`${w}: ${s.title} without feel or stop`);
      const source = allExercises.find((exercise) => exercise.title === s.title);
      if (!source) {
        fail(`${w}: unknown exercise ${s.title}`);
        continue;
      }
      const variants = limits.map((limit) => (limit === "gelenke" ? source.joints : source.balance));
      if (name(s.variants) !== name(variants)) fail(`${w}: ${s.title} variants`);
      if (s.kind !== "afterMeal" && s.when !== sessionTime) fail(`${w}: ${s.title} at ${s.when}`);
      if (s.kind === "endurance") {
        const activityText = data.endurance.find((entry) => entry.title === s.title)!;
        if (!(answers.likes ?? ["gehen"]).includes(activityText.like as Like)) fail(`${w}: ${s.title} not liked`);
        if (!activityText.indoor && !s.alternative) fail(`${w}: ${s.title} outdoors without an alternative`);
      }
    }
    // Growth week by week from the starting level.
    const reps = dose(/(\d+) Wiederholungen/, sessions.find((s) => s.kind === "strength")?.dose);
    const seconds = dose(/(\d+) Sekunden/, sessions.find((s) => s.kind === "balance")?.dose);
    if (!(minutes >= previous.minutes && reps >= previous.reps && seconds >= previous.seconds)) fail(`${w}: no growth`);
    previous = { minutes, reps, seconds };
  }
  return problems;
}

/** The shopping list as the test computes it: every made recipe's lines times portions ÷ servings. */
function expectedTotals(meals: ReturnType<typeof buildMeals>, persons: number): Map<string, number | null> {
  const totals = new Map<string, number | null>();
  const drink = recipeByTitle(content.drinkRecipe);
  const portions = { breakfast: persons, cook: 2 * persons, quick: persons, leftover: 0 };
  const made = meals.meals.flatMap((day) => [day.breakfast, day.lunch, day.dinner]);
  const uses = [
    ...made.map((meal) => ({
      recipe: recipeByTitle(meal.recipe),
      factor: portions[meal.kind] / recipeByTitle(meal.recipe).servings,
    })),
    { recipe: drink, factor: (7 * persons) / drink.servings },
  ];
  for (const { recipe, factor } of uses) {
    for (const ingredient of recipe.ingredients) {
      if (!ingredient.section || factor === 0) continue;
      const key = ingredient.name.toLowerCase();
      const before = totals.get(key) ?? null;
      totals.set(key, typeof ingredient.amount === "number" ? (before ?? 0) + ingredient.amount * factor : before);
    }
  }
  return totals;
}

function mealProblems(meals: ReturnType<typeof buildMeals>, answers: MealAnswers): string[] {
  const problems: string[] = [];
  const fail = (rule: string) => problems.push(`${name(answers)}: ${rule}`);
  const excludes = answers.excludes ?? [];
  const persons = answers.household === "eins" ? 1 : 2;
  if (meals.persons !== persons) fail(`persons ${meals.persons}`);
  if (meals.meals.length !== 7) fail(`${meals.meals.length} days`);
  const week = meals.meals;
  week.forEach((day, i) => {
    const breakfast = recipeByTitle(day.breakfast.recipe);
    if (breakfast.course !== "fruehstueck" || !eats(breakfast, excludes))
      fail(`${day.weekday}: breakfast ${breakfast.title}`);
    for (const meal of [day.lunch, day.dinner]) {
      const recipe = recipeByTitle(meal.recipe);
      if (!["hauptgericht", "schnell"].includes(recipe.course) || !eats(recipe, excludes))
        fail(`${day.weekday}: ${recipe.title}`);
      // Protein per main meal, from the structured ingredients.
      if (proteinOf(recipe) < MIN_MEAL_PROTEIN)
        fail(`${day.weekday}: ${recipe.title} has ${proteinOf(recipe).toFixed(1)} g protein`);
      if (
        (meal.kind === "cook") !==
        (recipe.course === "hauptgericht" && meal === day.dinner && COOKING_DAYS.includes(i))
      )
        fail(`${day.weekday}: ${recipe.title} as ${meal.kind}`);
    }
    // Leftovers only after a cooking the evening before; Monday's lunch never (week 1 has no Sunday before).
    const yesterday = week[i - 1]?.dinner;
    if (day.lunch.kind === "leftover" && !(yesterday?.kind === "cook" && yesterday.recipe === day.lunch.recipe))
      fail(`${day.weekday}: a leftover without a cooking`);
    if (yesterday?.kind === "cook" && day.lunch.kind !== "leftover")
      fail(`${day.weekday}: yesterday's cooking is not eaten`);
  });
  if (week[0].lunch.kind === "leftover") fail("Monday's lunch is a leftover");
  const cookings = week.filter((day) => day.dinner.kind === "cook").length;
  if (cookings < 3 || cookings > 4) fail(`${cookings} cookings a week`);
  // Never the same dish three meals running, the week repeating.
  const eaten = week.flatMap((day) => [day.lunch.recipe, day.dinner.recipe]);
  if (eaten.some((title, i) => title === eaten[(i + 1) % 14] && title === eaten[(i + 2) % 14]))
    fail("one dish three meals running");

  // The shopping list: one line per item, the week's exact sums, what to buy never less.
  const items = [...meals.shopping.flatMap((section) => section.items), ...meals.pantry];
  const names = items.map((item) => item.name.toLowerCase());
  if (new Set(names).size !== names.length)
    fail(`duplicate shopping lines: ${names.filter((n, i) => names.indexOf(n) !== i).join(", ")}`);
  const expected = expectedTotals(meals, persons);
  if (name([...expected.keys()].sort()) !== name([...names].sort())) fail("the shopping list's items");
  for (const item of items) {
    const total = expected.get(item.name.toLowerCase());
    if (total === null ? item.total !== null : Math.abs((item.total ?? NaN) - (total ?? NaN)) > 1e-9)
      fail(`${item.name}: total`);
    if (item.buy !== null && item.buy < (item.total ?? 0) - 1e-9) fail(`${item.name}: buys less than needed`);
  }
  // Oil, spices and spoonfuls are checked in the pantry, not bought by amount.
  const lines = (title: string) => recipeByTitle(title).ingredients.filter((i) => i.section);
  const pantryNames = new Set(
    [...week.flatMap((d) => [d.breakfast, d.lunch, d.dinner]).map((m) => m.recipe), content.drinkRecipe]
      .flatMap(lines)
      .filter((i: Ingredient) => isPantryItem(i))
      .map((i) => i.name.toLowerCase()),
  );
  if (name([...pantryNames].sort()) !== name(meals.pantry.map((i) => i.name.toLowerCase()).sort())) fail("pantry");
  return problems;
}

const classes = Object.fromEntries(
  [
    "numbers",
    "guide",
    "exercise",
    "week",
    "pageBrand",
    "days",
    "day",
    "tick",
    "tickLabel",
    "log",
    "safetyLine",
    "screenOnly",
    "later",
    "meals",
    "shopping",
    "section",
    "recipes",
    "recipe",
  ].map((c) => [c, c]),
) as unknown as SheetClasses;

/** What every printed week page must carry: the safety line, a tick box per day and a weekly log. */
function printedWeekProblems(html: string, answers: object): string[] {
  const weeks = html
    .split('<section class="week"')
    .slice(1)
    .map((part) => part.slice(0, part.indexOf("</section>")));
  const problems: string[] = [];
  if (weeks.length !== 4) problems.push(`${name(answers)}: ${weeks.length} printed weeks`);
  const safety = texts.weekSafety.replace(/\s+/g, " ");
  weeks.forEach((week, i) => {
    const fail = (rule: string) => problems.push(`${name(answers)} week ${i + 1}: ${rule}`);
    if (week.split(`class="safetyLine"`).length !== 2 || !week.replace(/&#39;|’/g, "'").includes(safety.slice(0, 30)))
      fail("no safety line");
    if (week.split('class="tick"').length - 1 !== 7) fail("not seven tick boxes");
    const body = week.split("<tbody>")[1]?.split("</tbody>")[0] ?? "";
    if (
      week.split('<table class="log">').length !== 2 ||
      body.split("<tr>").length - 1 !== 2 ||
      body.split("<td></td>").length - 1 !== 14
    )
      fail("no weekly log");
  });
  return problems;
}

describe("the 4-week plan for every combination of answers", () => {
  // Each distinct movement plan is built once and checked by the two tests below.
  let movementPlans: PlanWeek[][] = [];
  beforeAll(() => {
    movementPlans = movementAnswers.map((answers) => buildWeeks(answers, data));
  });

  it(`movement: the dose, the walks, warm-ups, strength, balance and knees for all ${movementAnswers.length} answer sets`, () => {
    expect(movementAnswers).toHaveLength(4 * 4 * 32 * 4);
    const problems = movementAnswers.flatMap((answers, i) => movementProblems(movementPlans[i], answers));
    expect(problems).toEqual([]);
  });

  it(`meals: breakfast, protein, cookings, leftovers and the shopping list for all ${mealAnswers.length} answer sets`, () => {
    expect(mealAnswers).toHaveLength(3 * 32);
    const problems = mealAnswers.flatMap((answers) => mealProblems(buildMeals(answers, content), answers));
    expect(problems).toEqual([]);
  });

  it(`every printed week carries the safety line, a tick box per day and the log, for all ${movementAnswers.length} movement sets`, () => {
    // The printed weeks are the week pages of the whole sheet, which depend on the movement answers only.
    const whole = buildPlan({ household: "eins", excludes: ["fisch"] }, content);
    expect(planSheetHtml(whole, content, "Zitronen-Vital", classes)).toContain(
      planWeeksHtml(whole, content, "Zitronen-Vital", classes),
    );
    const problems = movementAnswers.flatMap((answers, i) => {
      const plan = { ...whole, weeks: movementPlans[i] };
      return printedWeekProblems(planWeeksHtml(plan, content, "Zitronen-Vital", classes), answers);
    });
    expect(problems).toEqual([]);
  });

  it("is the sum of its parts: a sample of the 196,608 full answer sets gives exactly the movement and the meals built alone", () => {
    const count = movementAnswers.length * mealAnswers.length;
    expect(count).toBe(196_608);
    const mismatches: string[] = [];
    // Every 2039th set (a prime, so the sample walks through both parts): 97 full plans.
    for (let i = 0; i < count; i += 2039) {
      const movement = movementAnswers[i % movementAnswers.length];
      const meals = mealAnswers[Math.floor(i / movementAnswers.length)];
      const plan = buildPlan({ ...movement, ...meals }, content);
      const { persons, portions, meals: week, recipes, shopping, pantry } = buildMeals(meals, content);
      const alone = { weeks: buildWeeks(movement, data), persons, portions, meals: week, recipes, shopping, pantry };
      const { weeks } = plan;
      const together = { weeks, persons: plan.persons, portions: plan.portions, meals: plan.meals };
      if (name({ ...together, recipes: plan.recipes, shopping: plan.shopping, pantry: plan.pantry }) !== name(alone))
        mismatches.push(name({ ...movement, ...meals }));
    }
    expect(mismatches).toEqual([]);
  });
});

describe("the plan's rules, one by one", () => {
  const minutes = (answers: PlanAnswers) => buildPlan(answers, content).weeks.map((w) => w.moderateMinutes);

  it("starts a man who sits most of the day small and brings every level to 150 minutes by week 4", () => {
    expect(minutes({ activity: "wenig" })).toEqual([60, 90, 120, 150]);
    expect(minutes({})).toEqual(minutes({ activity: "wenig" }));
    expect(minutes({ activity: "etwas" })[0]).toBeGreaterThan(60);
    expect(minutes({ activity: "regelmaessig" })[3]).toBeGreaterThanOrEqual(150);
  });

  it("does not count the walks after meals: 60 moderate minutes in week 1, and the six walks beside them", () => {
    const week = buildPlan({ activity: "wenig" }, content).weeks[0];
    expect(week.moderateMinutes).toBe(60);
    expect(week.days.filter((day) => day.afterMeal).map((day) => day.afterMeal!.minutes)).toEqual([
      10, 10, 10, 10, 10, 10,
    ]);
    expect(week.summary).toMatch(/^60 Minuten/);
  });

  it("splits a day into bouts of 10 to 15 minutes with knees or hips, and spreads the week evenly", () => {
    expect(boutsOf(25, true)).toEqual([10, 15]);
    expect(boutsOf(30, true)).toEqual([15, 15]);
    expect(boutsOf(15, true)).toEqual([15]);
    expect(boutsOf(40, false)).toEqual([40]);
    expect(spreadMinutes(90, 4)).toEqual([20, 25, 20, 25]);
    expect(spreadMinutes(150, 6)).toEqual([25, 25, 25, 25, 25, 25]);
    const knees = buildPlan({ activity: "regelmaessig", likes: ["garten"], limits: ["gelenke"] }, content);
    const days = knees.weeks[3].days.filter((day) => day.moderateMinutes > 0);
    expect(days).toHaveLength(6);
    expect(days.every((day) => day.moderateMinutes <= 30)).toBe(true);
  });

  it("has a pulling exercise and side steps at the kitchen counter among the exercises", () => {
    const guide = buildPlan({}, content).guide.map((s) => s.title);
    expect(guide).toEqual(expect.arrayContaining(["Rudern mit dem Handtuch", "Seitschritte an der Küchenzeile"]));
    expect(guide[0]).toBe(data.warmUp.title);
    expect(guide[guide.length - 1]).toBe(data.coolDown.title);
  });

  it("plans four cookings with their leftovers, quick dishes in between, and breakfast every day", () => {
    const plan = buildPlan({}, content);
    expect(plan.meals.map((day) => day.dinner.kind)).toEqual([
      "cook",
      "quick",
      "cook",
      "quick",
      "cook",
      "cook",
      "quick",
    ]);
    expect(plan.meals.map((day) => day.lunch.kind)).toEqual([
      "quick",
      "leftover",
      "quick",
      "leftover",
      "quick",
      "leftover",
      "leftover",
    ]);
    expect(plan.meals.every((day) => recipeByTitle(day.breakfast.recipe).course === "fruehstueck")).toBe(true);
  });

  it("gives each recipe of his week its protein per portion, from the ingredients", () => {
    const plan = buildPlan({}, content);
    for (const { recipe, protein } of plan.recipes) expect(protein).toBeCloseTo(proteinOf(recipe), 9);
    const egg: Ingredient = { amount: 2, name: "Ei", protein: 6.5 };
    const quark: Ingredient = { amount: 250, unit: "g", name: "Magerquark", protein: 12 };
    expect([ingredientProtein(egg), ingredientProtein(quark)]).toEqual([13, 30]);
  });

  it("says what it was fitted to, and that the general plan is general", () => {
    const plan = buildPlan(REVIEW_READER, content);
    expect(plan.fitted).toBe(
      "Angepasst an: Knie oder Hüfte, etwas Bewegung, abends, Gehen und Garten, für zwei, ohne Fisch",
    );
    expect(plan.general).toBe(false);
    expect(plan.partner).toBe(texts.partner);
    expect(fittedLine({ excludes: ["schwein", "fleisch", "milch"] }, data.fitted)).toBe(
      "Angepasst an: ohne Fleisch und Milchprodukte",
    );
    const general = buildPlan({}, content);
    expect([general.general, general.fitted, general.partner]).toEqual([true, data.fitted.none, null]);
  });

  it("phrases times for his time of day: an evening person never reads of lunch for his exercise", () => {
    const plan = buildPlan({ dayTime: "abends" }, content);
    const sessions = plan.weeks.flatMap((week) => week.days.flatMap((day) => day.sessions));
    expect(JSON.stringify(sessions)).not.toMatch(/Mittag/);
    expect(plan.weeks[0].days[0].afterMeal!.when).toBe("nach dem Abendessen");
  });

  it("halves the shopping list for one person and leaves out fish", () => {
    const two = buildPlan({}, content);
    const one = buildPlan({ household: "eins", excludes: ["fisch"] }, content);
    const labels = (plan: typeof one) => plan.shopping.flatMap((s) => s.items.map((i) => i.label)).join("\n");
    expect(labels(two)).toContain("Lachsfilet");
    expect(labels(one)).not.toContain("Lachsfilet");
    const quark = (plan: typeof one) => plan.shopping.flatMap((s) => s.items).find((i) => i.name === "Magerquark")!;
    expect(quark(one).total).toBe(quark(buildPlan({ excludes: ["fisch"] }, content)).total! / 2);
    expect(quark(one).label).toBe("Magerquark: 2 × 250-g-Becher (für 375 g)");
  });
});

describe("the answers", () => {
  it("are parsed strictly: unknown values are no answer, lists keep their canonical order", () => {
    expect(
      parsePlanAnswers({
        aktivitaet: "sehr",
        tageszeit: ["abends", "morgens"],
        mag: "tanzen,gehen,fliegen",
        grenzen: ["gelenke", "gelenke"],
        haushalt: "drei",
        ohne: "",
      }),
    ).toEqual({ dayTime: "abends", likes: ["gehen", "tanzen"], limits: ["gelenke"] });
    expect(parsePlanAnswers({})).toEqual({});
    expect(parsePlanAnswers({ aktivitaet: "" })).toEqual({});
  });

  const full: PlanAnswers = {
    activity: "wenig",
    dayTime: "abends",
    likes: ["radfahren", "garten"],
    limits: ["gleichgewicht"],
    household: "eins",
    excludes: ["schwein", "nuesse"],
  };

  it("travel in the fragment of the link to /mein-plan/ and back unchanged, with nothing but the answers", () => {
    const fragment = planAnswersFragment(full);
    expect(fragment).toBe(
      "#aktivitaet=wenig&tageszeit=abends&mag=radfahren%2Cgarten&grenzen=gleichgewicht&haushalt=eins&ohne=schwein%2Cnuesse",
    );
    expect(planAnswersOfLink(fragment)).toEqual(full);
    expect(planAnswersOfLink("#mag=garten&mag=radfahren")).toEqual({ likes: ["radfahren", "garten"] });
    // A plan mail sent before the answers moved to the fragment carried them in the query.
    expect(planAnswersOfLink(fragment.replace("#", "?"))).toEqual(full);
    expect(planAnswersFragment({})).toBe("");
  });

  it("are stored as JSON and read back strictly on both hosts, old records included", () => {
    expect(planAnswersFromStore(storedPlanAnswers(full))).toEqual(full);
    expect(storedPlanAnswers({})).toBeNull();
    expect(planAnswersFromStore(null)).toEqual({});
    expect(planAnswersFromStore("{not json")).toEqual({});
    expect(planAnswersFromStore('{"aktivitaet":"wenig","tageszeit":null}')).toEqual({ activity: "wenig" });
    // Netlify consent records written before the one stored shape.
    expect(planAnswersFromStore(full)).toEqual(full);
    expect(planAnswersFromStore({ activity: "etwas", dayTime: "morgens" })).toEqual({
      activity: "etwas",
      dayTime: "morgens",
    });
    expect(planAnswersFromStore({ activity: 3, likes: "x" })).toEqual({});
  });
});

describe("amounts on the shopping list", () => {
  it("read as German: fractions, plurals of count units and names, whole pieces and packs bought", () => {
    expect([0.25, 0.5, 1.5, 2, 2.4].map(formatAmount)).toEqual(["¼", "½", "1½", "2", "2,4"]);
    expect([unitFor("Dose", 2), unitFor("Dose", 1), unitFor("g", 300)]).toEqual(["Dosen", "Dose", "g"]);
    const carrot: Ingredient = { amount: 1, name: "Möhre", plural: "Möhren" };
    const lines = [ingredientLine(carrot), ingredientLine(carrot, 2), ingredientLine({ ...carrot, unit: "g" }, 200)];
    expect(lines.map((line) => line.replace(/\u00a0/g, " "))).toEqual(["1 Möhre", "2 Möhren", "200 g Möhre"]);
    const items = buildPlan({}, content).shopping.flatMap((section) => section.items);
    expect(items.find((item) => item.name === "weiße Bohnen")!.label).toBe("weiße Bohnen: 2 Dosen");
    expect(items.find((item) => item.name === "Ei")!.label).toMatch(/^Eier: \d × 6er-Packung \(für \d+\)$/);
    const lemons = buildPlan({ household: "eins" }, content)
      .shopping.flatMap((section) => section.items)
      .find((item) => item.name === "Bio-Zitrone")!;
    // 3½ for the drinks plus the salad's and the salmon's: bought whole.
    expect(Number.isInteger(lemons.buy)).toBe(true);
    expect(lemons.buy! - lemons.total!).toBeLessThan(1);
  });
});
