/** @jest-environment node */
// The 4-week plan (src/lib/plan.ts) for every combination of answers, against the rules of issue 26,
// computed here independently from data/plan.yaml and data/recipes.yaml.
import { formatAmount, unitFor } from "../src/lib/ingredients";
import { loadPlanContent } from "../src/lib/load-plan-content";
import {
  QUESTIONS,
  buildPlan,
  mainCourses,
  parsePlanAnswers,
  planAnswersFromStore,
  planAnswersOfRecord,
  planAnswersQuery,
  storedPlanAnswers,
  type Food,
  type Like,
  type Limit,
  type Plan,
  type PlanAnswers,
  type PlanRecipe,
} from "../src/lib/plan";
import { planAnswersOf } from "../src/enhance/my-plan";

const content = loadPlanContent("data");
const data = content.plan;

/** Every subset of a list, the empty one included. */
function subsets<T>(values: readonly T[]): T[][] {
  return values.reduce<T[][]>((all, value) => [...all, ...all.map((subset) => [...subset, value])], [[]]);
}
const orNone = <T>(values: readonly T[]) => [undefined, ...values];

const movementAnswers: PlanAnswers[] = orNone(QUESTIONS.activity.values).flatMap((activity) =>
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
const mealAnswers: PlanAnswers[] = orNone(QUESTIONS.household.values).flatMap((household) =>
  subsets<Food>(QUESTIONS.excludes.values).map((excludes) => ({
    household,
    ...(excludes.length ? { excludes } : {}),
  })),
);

const allExercises = [...data.endurance, data.walk, ...data.strength, ...data.balance, data.stretch];
const recipeByTitle = (title: string) => content.recipes.find((recipe) => recipe.title === title)!;
const eats = (recipe: PlanRecipe, excludes: readonly Food[]) =>
  !(recipe.contains ?? []).some(
    (food) => (excludes as readonly string[]).includes(food) || (food === "schwein" && excludes.includes("fleisch")),
  );

function expectMovementRules(plan: Plan, answers: PlanAnswers) {
  expect(plan.weeks).toHaveLength(4);
  const limits = answers.limits ?? [];
  const sessionTime = data.times.session[answers.dayTime ?? "none"];
  const walkTime = data.times.walk[answers.dayTime ?? "none"];
  let previous = { minutes: 0, reps: 0, seconds: 0 };
  for (const week of plan.weeks) {
    const sessions = week.days.flatMap((day) => day.sessions);
    const minutes = sessions.reduce((sum, s) => sum + (s.minutes ?? 0), 0);
    expect(week.moderateMinutes).toBe(minutes);
    expect(minutes).toBeGreaterThanOrEqual(150);
    expect(week.summary.startsWith(`${minutes} `)).toBe(true);
    // Spread over the days: no day carries more than a third of the week.
    for (const day of week.days) expect(day.moderateMinutes).toBeLessThanOrEqual(minutes / 3);

    const strengthDays = week.days.flatMap((day, i) => (day.sessions.some((s) => s.kind === "strength") ? [i] : []));
    expect(strengthDays).toHaveLength(2);
    expect(strengthDays[1] - strengthDays[0]).toBeGreaterThan(1);
    expect(week.days.filter((day) => day.sessions.some((s) => s.kind === "balance")).length).toBeGreaterThanOrEqual(2);
    const walks = week.days.filter((day) => day.sessions.some((s) => s.kind === "walk" && s.minutes === 10));
    expect(walks.length).toBeGreaterThanOrEqual(5);

    for (const s of sessions) {
      expect(s.feel.length).toBeGreaterThan(10);
      expect(s.stop.length).toBeGreaterThan(10);
      const source = allExercises.find((exercise) => exercise.title === s.title)!;
      expect(source).toBeDefined();
      expect(s.variants).toEqual(limits.map((limit) => (limit === "gelenke" ? source.joints : source.balance)));
      if (s.kind === "walk") {
        expect(s.when.toLowerCase()).toBe(walkTime.toLowerCase());
        expect(s.alternative).toBe(data.walk.alternative);
      } else {
        expect(s.when).toBe(sessionTime);
      }
      if (s.kind === "endurance") {
        const activity = data.endurance.find((entry) => entry.title === s.title)!;
        expect(answers.likes ?? ["gehen"]).toContain(activity.like);
        // Every outdoor or pool day has its rain or no-pool alternative.
        if (!("indoor" in activity && activity.indoor)) expect(s.alternative).toBeTruthy();
      }
    }
    // Growth week by week from the starting level.
    const reps = Number(/(\d+) Wiederholungen/.exec(sessions.find((s) => s.kind === "strength")!.dose!)![1]);
    const seconds = Number(/(\d+) Sekunden/.exec(sessions.find((s) => s.kind === "balance")!.dose!)![1]);
    expect(minutes).toBeGreaterThan(previous.minutes);
    expect(reps).toBeGreaterThanOrEqual(previous.reps);
    expect(seconds).toBeGreaterThanOrEqual(previous.seconds);
    previous = { minutes, reps, seconds };
  }
}

/** The shopping list as the test computes it: every used recipe's ingredients times its factor. */
function expectedTotals(plan: Plan): Map<string, number | null> {
  const totals = new Map<string, number | null>();
  const drink = recipeByTitle(content.drinkRecipe);
  const uses = [
    ...plan.cookings.map((cooking) => ({ recipe: recipeByTitle(cooking.recipe), factor: cooking.factor })),
    { recipe: drink, factor: (7 * plan.persons) / drink.servings },
  ];
  for (const { recipe, factor } of uses) {
    for (const ingredient of recipe.ingredients) {
      if (!ingredient.section) continue;
      const key = `${ingredient.name}|${ingredient.unit ?? ""}`;
      const before = totals.get(key) ?? null;
      totals.set(key, typeof ingredient.amount === "number" ? (before ?? 0) + ingredient.amount * factor : before);
    }
  }
  return totals;
}

function expectMealRules(plan: Plan, answers: PlanAnswers) {
  const excludes = answers.excludes ?? [];
  const persons = answers.household === "eins" ? 1 : 2;
  expect(plan.persons).toBe(persons);
  expect(plan.meals).toHaveLength(7);
  const eaten = plan.meals.flatMap((day) => [day.lunch.recipe, day.dinner.recipe]);
  expect(eaten).toHaveLength(14);
  for (const title of eaten) {
    const recipe = recipeByTitle(title);
    expect(recipe.course).toBe("hauptgericht");
    expect(eats(recipe, excludes)).toBe(true);
  }
  // Each cooking feeds him (and his partner) twice: dinner and the next day's lunch.
  expect(plan.cookings).toHaveLength(7);
  for (const cooking of plan.cookings) {
    expect(cooking.portions).toBe(2 * persons);
    expect(cooking.factor).toBeCloseTo(cooking.portions / recipeByTitle(cooking.recipe).servings, 10);
  }
  plan.meals.forEach((day, i) => {
    expect(day.dinner.recipe).toBe(plan.cookings[i].recipe);
    expect(day.lunch.recipe).toBe(plan.cookings[(i + 6) % 7].recipe);
    // With three or more dishes he never eats one three meals running (the week repeats).
    if (mainCourses(content.recipes, excludes).length >= 3)
      expect(plan.cookings[(i + 1) % 7].recipe).not.toBe(plan.cookings[i].recipe);
  });

  const items = plan.shopping.flatMap((section) =>
    section.items.map((item) => ({ ...item, section: section.section })),
  );
  const expected = expectedTotals(plan);
  expect(new Set(items.map((item) => `${item.name}|${item.unit}`))).toEqual(new Set(expected.keys()));
  for (const item of items) {
    const total = expected.get(`${item.name}|${item.unit}`)!;
    if (total === null) expect(item.total).toBeNull();
    else expect(item.total).toBeCloseTo(total, 9);
    if (item.total !== null) expect(item.buy!).toBeGreaterThanOrEqual(item.total - 1e-9);
  }
  // No ingredient only an excluded recipe needs is on the list.
  const usedNames = new Set(
    [...plan.cookings.map((c) => recipeByTitle(c.recipe)), recipeByTitle(content.drinkRecipe)].flatMap((recipe) =>
      recipe.ingredients.map((ingredient) => ingredient.name),
    ),
  );
  for (const recipe of content.recipes.filter((r) => !eats(r, excludes))) {
    for (const ingredient of recipe.ingredients) {
      if (!usedNames.has(ingredient.name)) expect(items.map((item) => item.name)).not.toContain(ingredient.name);
    }
  }
}

describe("the 4-week plan for every combination of answers", () => {
  it(`all ${movementAnswers.length * mealAnswers.length} answer sets: minutes, strength days, walks and meals`, () => {
    const failures: string[] = [];
    for (const movement of movementAnswers) {
      for (const meal of mealAnswers) {
        const answers = { ...movement, ...meal };
        const plan = buildPlan(answers, content);
        const excludes = answers.excludes ?? [];
        for (const week of plan.weeks) {
          const strength = week.days.filter((day) => day.sessions.some((s) => s.kind === "strength")).length;
          const walks = week.days.filter((day) => day.sessions.some((s) => s.kind === "walk")).length;
          if (week.moderateMinutes < 150 || strength !== 2 || walks < 5)
            failures.push(`${JSON.stringify(answers)} week ${week.number}`);
        }
        const meals = plan.meals.flatMap((day) => [day.lunch.recipe, day.dinner.recipe]).map(recipeByTitle);
        if (meals.length !== 14 || meals.some((recipe) => !eats(recipe, excludes) || recipe.course !== "hauptgericht"))
          failures.push(`${JSON.stringify(answers)} meals`);
      }
    }
    expect(failures).toEqual([]);
  });

  it(`movement in detail: ${movementAnswers.length} answer sets`, () => {
    expect(movementAnswers).toHaveLength(4 * 4 * 32 * 4);
    movementAnswers.forEach((answers, i) => {
      const full = { ...answers, ...mealAnswers[i % mealAnswers.length] };
      expectMovementRules(buildPlan(full, content), full);
    });
  });

  it(`meals and shopping list: ${mealAnswers.length} answer sets`, () => {
    expect(mealAnswers).toHaveLength(3 * 32);
    for (const answers of mealAnswers) expectMealRules(buildPlan(answers, content), answers);
  });

  it("a limit always brings its variant, on every exercise", () => {
    for (const limit of QUESTIONS.limits.values) {
      const plan = buildPlan({ limits: [limit] }, content);
      const sessions = plan.weeks.flatMap((week) => week.days.flatMap((day) => day.sessions));
      expect(sessions.length).toBeGreaterThan(20);
      for (const s of sessions) expect(s.variants).toHaveLength(1);
      const expected = limit === "gelenke" ? data.strength[0].joints : data.strength[0].balance;
      expect(sessions.filter((s) => s.variants[0] === expected).length).toBeGreaterThan(0);
    }
  });

  it("phrases times for his time of day: an evening person never reads of lunch", () => {
    const plan = buildPlan({ dayTime: "abends" }, content);
    const sessions = plan.weeks.flatMap((week) => week.days.flatMap((day) => day.sessions));
    expect(JSON.stringify(sessions)).not.toMatch(/Mittag/);
    expect(sessions.filter((s) => s.kind === "walk").every((s) => s.when === "Nach dem Abendessen")).toBe(true);
  });

  it("starts low for little movement and higher for regular movement, and grows every week", () => {
    const minutes = (answers: PlanAnswers) => buildPlan(answers, content).weeks.map((w) => w.moderateMinutes);
    expect(minutes({ activity: "wenig" })).toEqual([150, 165, 180, 195]);
    expect(minutes({})).toEqual(minutes({ activity: "etwas" }));
    expect(minutes({ activity: "regelmaessig" })[0]).toBeGreaterThan(minutes({ activity: "etwas" })[0]);
  });

  it("halves the shopping list for one person and excludes fish", () => {
    const two = buildPlan({}, content);
    const one = buildPlan({ household: "eins", excludes: ["fisch"] }, content);
    const label = (plan: Plan) => plan.shopping.flatMap((s) => s.items.map((i) => i.label)).join("\n");
    expect(label(two)).toContain("Lachsfilet");
    expect(label(one)).not.toContain("Lachsfilet");
    const lentils = (plan: Plan) =>
      plan.shopping.flatMap((s) => s.items).find((i) => i.name === "Berg- oder Tellerlinsen")!.total;
    expect(lentils(one)).toBe(lentils(buildPlan({ excludes: ["fisch"] }, content))! / 2);
  });

  it("leaves at least two main courses whatever he does not eat", () => {
    expect(mainCourses(content.recipes, [...QUESTIONS.excludes.values]).length).toBeGreaterThanOrEqual(2);
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

  it("travel in the link to /mein-plan/ and back unchanged, with nothing but the answers", () => {
    const query = planAnswersQuery(full);
    expect(query).toBe(
      "?aktivitaet=wenig&tageszeit=abends&mag=radfahren%2Cgarten&grenzen=gleichgewicht&haushalt=eins&ohne=schwein%2Cnuesse",
    );
    expect(planAnswersOf(query)).toEqual(full);
    expect(planAnswersOf("?mag=garten&mag=radfahren")).toEqual({ likes: ["radfahren", "garten"] });
    expect(planAnswersQuery({})).toBe("");
  });

  it("are stored as JSON and read back strictly on both hosts, old records included", () => {
    expect(planAnswersFromStore(storedPlanAnswers(full))).toEqual(full);
    expect(storedPlanAnswers({})).toBeNull();
    expect(planAnswersFromStore(null)).toEqual({});
    expect(planAnswersFromStore("{not json")).toEqual({});
    expect(planAnswersFromStore('{"aktivitaet":"wenig","tageszeit":null}')).toEqual({ activity: "wenig" });
    expect(planAnswersOfRecord(full)).toEqual(full);
    expect(planAnswersOfRecord({ activity: "etwas", dayTime: "morgens" })).toEqual({
      activity: "etwas",
      dayTime: "morgens",
    });
    expect(planAnswersOfRecord({ activity: 3, likes: "x" })).toEqual({});
  });
});

describe("amounts on the shopping list", () => {
  it("reads as German: fractions, plurals of count units, whole pieces bought", () => {
    expect([0.25, 0.5, 1.5, 2, 2.4].map(formatAmount)).toEqual(["¼", "½", "1½", "2", "2,4"]);
    expect(unitFor("Dose", 2)).toBe("Dosen");
    expect(unitFor("Dose", 1)).toBe("Dose");
    expect(unitFor("g", 300)).toBe("g");
    const items = buildPlan({}, content).shopping.flatMap((section) => section.items);
    const beans = items.find((item) => item.name === "weiße Bohnen")!;
    expect(beans.label).toBe(`weiße Bohnen: ${beans.buy} ${beans.buy! > 1 ? "Dosen" : "Dose"}`);
    const lemons = buildPlan({ household: "eins" }, content)
      .shopping.flatMap((section) => section.items)
      .find((item) => item.name === "Bio-Zitrone")!;
    // 3½ for the drinks and the lentil salad's lemons: bought whole.
    expect(Number.isInteger(lemons.buy)).toBe(true);
    expect(lemons.buy! - lemons.total!).toBeLessThan(1);
  });
});
