// The 4-week plan: the optional answers from /bestaetigen/ and every rule that turns them and the
// texts of data/plan.yaml and data/recipes.yaml into a plan. Pure (no I/O): the mail (src/mail/compose.ts),
// /mein-plan/ at build time and in the browser (src/lib/plan-sheet-html.ts) and both hosts use it.
import { SHOP_SECTIONS, formatAmount, ingredientLine, unitFor, type Ingredient, type ShopSection } from "./ingredients";

/** Each question: its form and query field, and its answers in their canonical order. */
export const QUESTIONS = {
  activity: { field: "aktivitaet", values: ["wenig", "etwas", "regelmaessig"], multiple: false },
  dayTime: { field: "tageszeit", values: ["morgens", "mittags", "abends"], multiple: false },
  likes: { field: "mag", values: ["gehen", "radfahren", "schwimmen", "garten", "tanzen"], multiple: true },
  limits: { field: "grenzen", values: ["gelenke", "gleichgewicht"], multiple: true },
  household: { field: "haushalt", values: ["eins", "zwei"], multiple: false },
  excludes: { field: "ohne", values: ["fisch", "schwein", "fleisch", "milch", "nuesse"], multiple: true },
} as const;
export type Question = keyof typeof QUESTIONS;
export const QUESTION_KEYS = Object.keys(QUESTIONS) as Question[];
type Value<Q extends Question> = (typeof QUESTIONS)[Q]["values"][number];

export type Activity = Value<"activity">;
export type DayTime = Value<"dayTime">;
export type Like = Value<"likes">;
export type Limit = Value<"limits">;
export type Household = Value<"household">;
export type Food = Value<"excludes">;

/** Every answer is optional; a list is never empty when present. */
export interface PlanAnswers {
  activity?: Activity;
  dayTime?: DayTime;
  likes?: Like[];
  limits?: Limit[];
  household?: Household;
  excludes?: Food[];
}

/** What a question's form field posts: one value, or for a multiple choice a list or "a,b". */
function valuesOf(raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : [raw];
  return items.flatMap((item) => (typeof item === "string" ? item.split(",") : []));
}

/**
 * Reads a form body, a query or a stored JSON object strictly: an unknown value is no answer, a
 * single-choice question takes its first value, a multiple choice its known values in canonical order.
 */
export function parsePlanAnswers(body: Record<string, unknown>): PlanAnswers {
  const answers: Record<string, unknown> = {};
  for (const key of QUESTION_KEYS) {
    const question = QUESTIONS[key];
    const given = valuesOf(body[question.field]);
    const known = (question.values as readonly string[]).filter((value) => given.includes(value));
    if (question.multiple) {
      if (known.length > 0) answers[key] = known;
    } else {
      const first = given[0];
      if (first !== undefined && known.includes(first)) answers[key] = first;
    }
  }
  return answers;
}

/** The answers as form fields (the stored JSON and the query of /mein-plan/ use this shape). */
export function planAnswerFields(answers: PlanAnswers): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of QUESTION_KEYS) {
    const answer = answers[key];
    if (answer === undefined) continue;
    fields[QUESTIONS[key].field] = Array.isArray(answer) ? answer.join(",") : answer;
  }
  return fields;
}

/** The answers as stored (both hosts): JSON of their form fields, or null without any answer. */
export function storedPlanAnswers(answers: PlanAnswers): string | null {
  const fields = planAnswerFields(answers);
  return Object.keys(fields).length > 0 ? JSON.stringify(fields) : null;
}

/** Stored answers read back as strictly as a form: anything unreadable or unknown is no answer. */
export function planAnswersFromStore(stored: string | null | undefined): PlanAnswers {
  if (!stored) return {};
  try {
    const fields: unknown = JSON.parse(stored);
    return fields && typeof fields === "object" ? parsePlanAnswers(fields as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Answers kept as an object (Netlify's consent record) read back strictly. */
export function planAnswersOfRecord(stored: unknown): PlanAnswers {
  if (!stored || typeof stored !== "object") return {};
  const fields: Record<string, unknown> = {};
  for (const key of QUESTION_KEYS) fields[QUESTIONS[key].field] = (stored as Record<string, unknown>)[key];
  return parsePlanAnswers(fields);
}

/** The answers as query parameters for /mein-plan/ (empty string without answers). */
export function planAnswersQuery(answers: PlanAnswers): string {
  const query = new URLSearchParams(planAnswerFields(answers)).toString();
  return query ? `?${query}` : "";
}

// ---- The content the plan is built from (data/plan.yaml, data/recipes.yaml) ----

export interface ExerciseText {
  readonly title: string;
  readonly how: string;
  readonly feel: string;
  readonly stop: string;
  readonly joints: string;
  readonly balance: string;
}
export interface EnduranceText extends ExerciseText {
  readonly like: string;
  /** The rain or no-pool alternative; only an indoor activity has none. */
  readonly alternative?: string | null;
}
type ByAnswer<Values extends string> = Readonly<Record<Values | "none", string>>;

export interface PlanTexts {
  readonly title: string;
  readonly intro: string;
  readonly talkTest: string;
  readonly guideHeading: string;
  readonly weekHeading: string;
  readonly weekSummary: string;
  readonly weekIntros: readonly string[];
  readonly weekdays: readonly string[];
  readonly minutesLabel: string;
  readonly repetitions: string;
  readonly seconds: string;
  readonly whenLabel: string;
  readonly feelLabel: string;
  readonly stopLabel: string;
  readonly alternativeLabel: string;
  readonly variantLabel: string;
  readonly restDay: string;
  readonly doneLabel: string;
  readonly drinkLine: string;
  readonly mealsHeading: string;
  readonly mealsIntro: string;
  readonly lunchLabel: string;
  readonly dinnerLabel: string;
  readonly leftoverLabel: string;
  readonly portionsOne: string;
  readonly portionsTwo: string;
  readonly shoppingHeading: string;
  readonly shoppingIntro: string;
  readonly toTaste: string;
  readonly printedOn: string;
  readonly startedOn: string;
}

export interface PlanData {
  readonly times: { readonly session: ByAnswer<DayTime>; readonly walk: ByAnswer<DayTime> };
  readonly endurance: readonly EnduranceText[];
  readonly walk: ExerciseText & { readonly alternative: string };
  readonly strength: readonly ExerciseText[];
  readonly balance: readonly ExerciseText[];
  readonly stretch: ExerciseText;
  readonly texts: PlanTexts;
  readonly shopSections: Readonly<Record<ShopSection, string>>;
}

export interface PlanRecipe {
  readonly title: string;
  readonly course: string;
  readonly contains?: readonly string[] | null;
  readonly servings: number;
  readonly ingredients: readonly Ingredient[];
}

export interface PlanContent {
  readonly plan: PlanData;
  readonly recipes: readonly PlanRecipe[];
  /** Title of the morning drink's recipe (data/mails.yaml drinkRecipe). */
  readonly drinkRecipe: string;
}

// ---- The plan ----

export type SessionKind = "endurance" | "walk" | "strength" | "balance" | "stretch";

export interface Session {
  kind: SessionKind;
  title: string;
  /** When in his day ("Am frühen Abend, vor dem Abendessen"). */
  when: string;
  /** Moderate minutes (endurance and walk only). */
  minutes?: number;
  /** Rounds and repetitions, or seconds per side. */
  dose?: string;
  how: string;
  feel: string;
  stop: string;
  alternative?: string;
  /** One text per limit he named (knees/hips, balance). */
  variants: string[];
}

export interface PlanDay {
  weekday: string;
  /** Empty on the rest day. */
  sessions: Session[];
  moderateMinutes: number;
}

export interface PlanWeek {
  number: number;
  heading: string;
  intro: string;
  summary: string;
  moderateMinutes: number;
  strengthDays: number;
  balanceDays: number;
  walkDays: number;
  days: PlanDay[];
}

export interface Meal {
  recipe: string;
  /** Cooked the evening before: what is left is eaten today. */
  leftover: boolean;
}

export interface MealDay {
  weekday: string;
  lunch: Meal;
  dinner: Meal;
}

/** One cooking of a recipe: for dinner, with the next day's lunch. */
export interface Cooking {
  recipe: string;
  portions: number;
  /** recipe portions → this cooking (portions / servings). */
  factor: number;
}

export interface ShoppingItem {
  name: string;
  unit: string;
  /** The exact sum over the week; null for what is added to taste. */
  total: number | null;
  /** What to buy: whole pieces, bunches and tins rounded up. */
  buy: number | null;
  label: string;
}

export interface ShoppingSection {
  section: ShopSection;
  heading: string;
  items: ShoppingItem[];
}

export interface Plan {
  title: string;
  intro: string;
  talkTest: string;
  drink: string;
  persons: 1 | 2;
  portions: string;
  weeks: PlanWeek[];
  meals: MealDay[];
  cookings: Cooking[];
  shopping: ShoppingSection[];
}

export const PLAN_WEEKS = 4;
/** On each week's summary in the mail and on /mein-plan/ (the value is the week's number): its text starts with the week's minutes. */
export const WEEK_MINUTES_ATTRIBUTE = "data-week-minutes";
/** Moderate minutes of week 1 by starting level; each week adds WEEKLY_STEP. Without an answer: "etwas". */
export const WEEK_ONE_MINUTES: Readonly<Record<Activity, number>> = { wenig: 150, etwas: 165, regelmaessig: 190 };
export const WEEKLY_STEP = 15;
export const WALK_MINUTES = 10;

// Monday = 0. Strength never on two days running; Sunday rests.
const ENDURANCE_DAYS = [0, 2, 3, 5];
const STRENGTH_DAYS = [1, 4];
const BALANCE_DAYS = [1, 3, 4];
const STRETCH_DAYS = [3];
const WALK_DAYS = [0, 1, 2, 3, 4, 5];
const DAYS = 7;

const STRENGTH_START: Readonly<Record<Activity, { sets: number; reps: number }>> = {
  wenig: { sets: 2, reps: 6 },
  etwas: { sets: 2, reps: 8 },
  regelmaessig: { sets: 3, reps: 10 },
};
const BALANCE_START_SECONDS: Readonly<Record<Activity, number>> = { wenig: 10, etwas: 15, regelmaessig: 20 };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const DEFAULT_ACTIVITY: Activity = "etwas";

/** Endurance minutes of the four endurance days: equal parts in steps of 5, the rest on Saturday. */
function enduranceMinutes(total: number): number[] {
  const part = Math.floor(total / ENDURANCE_DAYS.length / 5) * 5;
  return ENDURANCE_DAYS.map((_, i) =>
    i === ENDURANCE_DAYS.length - 1 ? total - part * (ENDURANCE_DAYS.length - 1) : part,
  );
}

export function weeklyMinutes(activity: Activity | undefined, week: number): number {
  return WEEK_ONE_MINUTES[activity ?? DEFAULT_ACTIVITY] + (week - 1) * WEEKLY_STEP;
}

function strengthDose(activity: Activity, week: number): { sets: number; reps: number } {
  const start = STRENGTH_START[activity];
  return { sets: Math.min(3, start.sets + (week >= 3 ? 1 : 0)), reps: Math.min(15, start.reps + 2 * (week - 1)) };
}

function balanceSeconds(activity: Activity, week: number): number {
  return Math.min(30, BALANCE_START_SECONDS[activity] + 5 * (week - 1));
}

function session(kind: SessionKind, text: ExerciseText, when: string, limits: readonly Limit[]) {
  return {
    kind,
    title: text.title,
    when,
    how: text.how,
    feel: text.feel,
    stop: text.stop,
    variants: limits.map((limit) => (limit === "gelenke" ? text.joints : text.balance)),
  };
}

function buildWeek(week: number, answers: PlanAnswers, data: PlanData): PlanWeek {
  const activity = answers.activity ?? DEFAULT_ACTIVITY;
  const limits = answers.limits ?? [];
  const texts = data.texts;
  const when = data.times.session[answers.dayTime ?? "none"];
  const walkWhen = data.times.walk[answers.dayTime ?? "none"];
  const walkWhenCapitalised = walkWhen.charAt(0).toUpperCase() + walkWhen.slice(1);
  const likes = answers.likes ?? ["gehen"];
  const activities = likes.map((like) => {
    const text = data.endurance.find((entry) => entry.like === like);
    if (!text) throw new Error(`data/plan.yaml: no endurance entry for "${like}"`);
    return text;
  });
  const moderate = weeklyMinutes(answers.activity, week);
  const endurance = enduranceMinutes(moderate - WALK_DAYS.length * WALK_MINUTES);
  const { sets, reps } = strengthDose(activity, week);
  const seconds = balanceSeconds(activity, week);

  const days: PlanDay[] = Array.from({ length: DAYS }, (_, day) => {
    const sessions: Session[] = [];
    const enduranceIndex = ENDURANCE_DAYS.indexOf(day);
    if (enduranceIndex >= 0) {
      const text = activities[enduranceIndex % activities.length];
      sessions.push({
        ...session("endurance", text, when, limits),
        minutes: endurance[enduranceIndex],
        ...(text.alternative ? { alternative: text.alternative } : {}),
      });
    }
    if (STRENGTH_DAYS.includes(day)) {
      const dose = fill(texts.repetitions, { sets, reps });
      for (const text of data.strength) sessions.push({ ...session("strength", text, when, limits), dose });
    }
    if (BALANCE_DAYS.includes(day)) {
      const dose = fill(texts.seconds, { seconds });
      for (const text of data.balance) sessions.push({ ...session("balance", text, when, limits), dose });
    }
    if (STRETCH_DAYS.includes(day)) sessions.push(session("stretch", data.stretch, when, limits));
    if (WALK_DAYS.includes(day)) {
      sessions.push({
        ...session("walk", data.walk, walkWhenCapitalised, limits),
        minutes: WALK_MINUTES,
        alternative: data.walk.alternative,
      });
    }
    const moderateMinutes = sessions.reduce((sum, s) => sum + (s.minutes ?? 0), 0);
    return { weekday: texts.weekdays[day], sessions, moderateMinutes };
  });

  const daysWith = (kind: SessionKind) => days.filter((d) => d.sessions.some((s) => s.kind === kind)).length;
  const moderateMinutes = days.reduce((sum, d) => sum + d.moderateMinutes, 0);
  return {
    number: week,
    heading: fill(texts.weekHeading, { week }),
    intro: texts.weekIntros[week - 1] ?? "",
    summary: fill(texts.weekSummary, { minutes: moderateMinutes }),
    moderateMinutes,
    strengthDays: daysWith("strength"),
    balanceDays: daysWith("balance"),
    walkDays: daysWith("walk"),
    days,
  };
}

/** A recipe he eats: none of its foods is one he named ("fleisch" also rules out pork). */
export function suitsHim(recipe: PlanRecipe, excludes: readonly Food[]): boolean {
  const contains = recipe.contains ?? [];
  return !contains.some(
    (food) => (excludes as readonly string[]).includes(food) || (food === "schwein" && excludes.includes("fleisch")),
  );
}

/** The main courses he eats, in the order of data/recipes.yaml. */
export function mainCourses(recipes: readonly PlanRecipe[], excludes: readonly Food[] = []): PlanRecipe[] {
  return recipes.filter((recipe) => recipe.course === "hauptgericht" && suitsHim(recipe, excludes));
}

/** Counted things (pieces, bunches, tins) are bought whole; weights, volumes and spoons as summed. */
const MEASURED_UNITS = new Set(["g", "ml", "l", "EL", "TL", "cm", "Prise"]);

function shoppingList(uses: ReadonlyArray<{ recipe: PlanRecipe; factor: number }>, data: PlanData): ShoppingSection[] {
  const items = new Map<string, ShoppingItem & { section: ShopSection }>();
  for (const { recipe, factor } of uses) {
    for (const ingredient of recipe.ingredients) {
      const section = ingredient.section as ShopSection | null | undefined;
      if (!section) continue;
      const unit = ingredient.unit ?? "";
      const key = `${section}|${ingredient.name}|${unit}`;
      const item = items.get(key) ?? { section, name: ingredient.name, unit, total: null, buy: null, label: "" };
      if (typeof ingredient.amount === "number") item.total = (item.total ?? 0) + ingredient.amount * factor;
      items.set(key, item);
    }
  }
  return SHOP_SECTIONS.map((section) => ({
    section,
    heading: data.shopSections[section],
    items: [...items.values()]
      .filter((item) => item.section === section)
      .map(({ section: _section, ...item }) => {
        const buy =
          item.total === null ? null : MEASURED_UNITS.has(item.unit) ? item.total : Math.ceil(item.total - 1e-9);
        const amount =
          buy === null ? data.texts.toTaste : [formatAmount(buy), unitFor(item.unit, buy)].filter(Boolean).join(" ");
        return { ...item, buy, label: `${item.name}: ${amount}` };
      }),
  })).filter((section) => section.items.length > 0);
}

function buildMeals(answers: PlanAnswers, content: PlanContent, persons: number) {
  const { texts } = content.plan;
  const mains = mainCourses(content.recipes, answers.excludes);
  if (mains.length === 0) throw new Error("data/recipes.yaml: no main course is left for these answers");
  // One cooking a day, for dinner and the next day's lunch; the week repeats, so Monday's lunch is Sunday's.
  const recipes = Array.from({ length: DAYS }, (_, day) => mains[day % mains.length]);
  // Sunday's dinner is Monday's lunch: with three or more recipes, never the same dish three meals running.
  const sunday = mains.find((recipe) => recipe !== recipes[0] && recipe !== recipes[DAYS - 2]);
  if (recipes[DAYS - 1] === recipes[0] && sunday) recipes[DAYS - 1] = sunday;
  const portions = 2 * persons;
  const cookings: Cooking[] = recipes.map((recipe) => ({
    recipe: recipe.title,
    portions,
    factor: portions / recipe.servings,
  }));
  const meals: MealDay[] = recipes.map((recipe, day) => ({
    weekday: texts.weekdays[day],
    lunch: { recipe: recipes[(day + DAYS - 1) % DAYS].title, leftover: true },
    dinner: { recipe: recipe.title, leftover: false },
  }));
  const drink = content.recipes.find((recipe) => recipe.title === content.drinkRecipe);
  if (!drink) throw new Error(`data/recipes.yaml: no recipe "${content.drinkRecipe}" for the morning drink`);
  const uses = [
    ...recipes.map((recipe) => ({ recipe, factor: portions / recipe.servings })),
    { recipe: drink, factor: (DAYS * persons) / drink.servings },
  ];
  return { meals, cookings, shopping: shoppingList(uses, content.plan) };
}

/** The whole plan for these answers. */
export function buildPlan(answers: PlanAnswers, content: PlanContent): Plan {
  const { texts } = content.plan;
  const persons = answers.household === "eins" ? 1 : 2;
  return {
    title: texts.title,
    intro: texts.intro,
    talkTest: texts.talkTest,
    drink: fill(texts.drinkLine, { drink: content.drinkRecipe }),
    persons,
    portions: persons === 1 ? texts.portionsOne : texts.portionsTwo,
    weeks: Array.from({ length: PLAN_WEEKS }, (_, i) => buildWeek(i + 1, answers, content.plan)),
    ...buildMeals(answers, content, persons),
  };
}

/** The scaled ingredient lines of one cooking (for the printed meal list). */
export function cookingLines(cooking: Cooking, content: PlanContent): string[] {
  const recipe = content.recipes.find((entry) => entry.title === cooking.recipe);
  return recipe ? recipe.ingredients.map((ingredient) => ingredientLine(ingredient, cooking.factor)) : [];
}
