// The 4-week plan: the optional answers from /bestaetigen/, the content the plan is built from
// (data/plan.yaml, data/recipes.yaml) and the whole plan for one set of answers. Pure (no I/O): the
// mail (src/mail/compose.ts), /mein-plan/ at build time and in the browser (src/lib/plan-sheet-html.ts)
// and both hosts use it. The movement is built by src/lib/plan-movement.ts, the meals and the shopping
// list by src/lib/plan-meals.ts; what each rule is and why: docs/plan.md.
import type { Ingredient, ShopSection } from "./ingredients";
import { buildMeals, type MealAnswers } from "./plan-meals";
import { buildGuide, buildWeeks, type MovementAnswers } from "./plan-movement";

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

/**
 * The answers as both hosts store them: the JSON text of their form fields
 * ({"aktivitaet":"wenig","mag":"gehen,tanzen"}), null without any answer. The self-hosted server keeps
 * it in submissions.plan_answers, Netlify as the consent record's `answers`.
 */
export type StoredPlanAnswers = string | null;

export function storedPlanAnswers(answers: PlanAnswers): StoredPlanAnswers {
  const fields = planAnswerFields(answers);
  return Object.keys(fields).length > 0 ? JSON.stringify(fields) : null;
}

/**
 * Stored answers read back as strictly as a form: anything unreadable or unknown is no answer.
 * Netlify consent records written before the one stored shape hold an object by question
 * ({ activity: "wenig", likes: ["gehen"] }): read too, until such records are gone.
 */
export function planAnswersFromStore(stored: unknown): PlanAnswers {
  if (stored && typeof stored === "object") return planAnswersByQuestion(stored as Record<string, unknown>);
  if (typeof stored !== "string" || !stored) return {};
  try {
    const fields: unknown = JSON.parse(stored);
    return fields && typeof fields === "object" ? parsePlanAnswers(fields as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function planAnswersByQuestion(stored: Record<string, unknown>): PlanAnswers {
  const fields: Record<string, unknown> = {};
  for (const key of QUESTION_KEYS) fields[QUESTIONS[key].field] = stored[key];
  return parsePlanAnswers(fields);
}

/**
 * The answers as the fragment of a link to /plan-unterwegs/ or /mein-plan/ ("#aktivitaet=wenig&…",
 * empty without answers). A fragment never leaves the browser: no server log, no Referer header
 * carries the answer about knees or balance (docs/plan.md, "What the link carries").
 */
export function planAnswersFragment(answers: PlanAnswers): string {
  const fields = new URLSearchParams(planAnswerFields(answers)).toString();
  return fields ? `#${fields}` : "";
}

/** The answers of a link's fragment ("#…"), or of its query ("?…", the links of plan mails sent before the fragment). */
export function planAnswersOfLink(fragmentOrQuery: string): PlanAnswers {
  const fields: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(fragmentOrQuery.replace(/^[#?]/, "")))
    (fields[key] ??= []).push(value);
  return parsePlanAnswers(fields);
}

// ---- The content the plan is built from (data/plan.yaml, data/recipes.yaml) ----

export interface ExerciseText {
  readonly title: string;
  /** One short line for the mail (at most BRIEF_MAX characters); the sheet has `how` and the rest. */
  readonly brief: string;
  readonly how: string;
  readonly feel: string;
  readonly stop: string;
  readonly joints: string;
  readonly balance: string;
}
export interface EnduranceText extends ExerciseText {
  readonly like: string;
  readonly indoor?: boolean | null;
  /** The rain, dark or no-pool alternative; only an indoor activity has none. */
  readonly alternative?: string | null;
}
type ByAnswer<Values extends string> = Readonly<Record<Values | "none", string>>;
type Labels<Values extends string> = Readonly<Record<Values, string>>;

/** One of the four weeks: its moderate minutes for each starting level, a sentence and a small goal. */
export interface WeekText {
  readonly minutes: Readonly<Record<Activity, number>>;
  readonly intro: string;
  readonly goal: string;
}

/** The short words of the line "Angepasst an: …" at the top of the plan. */
export interface FittedTexts {
  readonly label: string;
  readonly none: string;
  readonly activity: Labels<Activity>;
  readonly dayTime: Labels<DayTime>;
  readonly likes: Labels<Like>;
  readonly limits: Labels<Limit>;
  readonly household: Labels<Household>;
  readonly excludes: Labels<Food>;
  /** "ohne {foods}". */
  readonly without: string;
  readonly and: string;
}

/** How a shop sells what the recipes count in pieces, slices or grams ("6er-Packung"). */
export interface PackText {
  readonly name: string;
  readonly unit?: string | null;
  /** In the recipes' unit: 6 (eggs), 500 (g), 10 (slices). */
  readonly size: number;
  readonly label: string;
}

export interface PlanTexts {
  readonly title: string;
  readonly intro: string;
  readonly generalPlan: string;
  readonly talkTest: string;
  readonly guideHeading: string;
  readonly weekHeading: string;
  readonly weekSummary: string;
  readonly goalLabel: string;
  readonly afterMealLabel: string;
  readonly afterMealLine: string;
  readonly partner: string;
  readonly weekdays: readonly string[];
  readonly minutesLabel: string;
  readonly bouts: string;
  readonly repetitions: string;
  readonly seconds: string;
  readonly breathing: string;
  readonly frame: string;
  readonly variantsOnSheet: string;
  readonly strengthLabel: string;
  readonly balanceLabel: string;
  readonly whenLabel: string;
  readonly feelLabel: string;
  readonly stopLabel: string;
  readonly alternativeLabel: string;
  readonly variantLabel: string;
  readonly restDay: string;
  readonly doneLabel: string;
  readonly logMinutes: string;
  readonly logSteps: string;
  readonly weekWeight: string;
  readonly weekSafety: string;
  readonly startMeasures: string;
  readonly drinkLine: string;
  readonly drinkTeeth: string;
  readonly plate: string;
  readonly alcohol: string;
  readonly mealsHeading: string;
  readonly mealsIntro: string;
  readonly breakfastLabel: string;
  readonly cookedLabel: string;
  readonly quickMealsLabel: string;
  readonly lunchLabel: string;
  readonly dinnerLabel: string;
  readonly cookLabel: string;
  readonly leftoverLabel: string;
  readonly quickLabel: string;
  readonly portionsOne: string;
  readonly portionsTwo: string;
  readonly shoppingHeading: string;
  readonly shoppingIntro: string;
  readonly pantryHeading: string;
  readonly pantryIntro: string;
  readonly packLine: string;
  readonly needLine: string;
  readonly toTaste: string;
  readonly recipesHeading: string;
  readonly recipesIntro: string;
  readonly recipePortions: string;
  readonly proteinLine: string;
  readonly ingredientsLabel: string;
  readonly stepsLabel: string;
  readonly printedOn: string;
  readonly startedOn: string;
}

export interface PlanData {
  readonly fitted: FittedTexts;
  readonly times: { readonly session: ByAnswer<DayTime>; readonly walk: ByAnswer<DayTime> };
  readonly weeks: readonly WeekText[];
  readonly warmUp: ExerciseText;
  readonly coolDown: ExerciseText;
  readonly endurance: readonly EnduranceText[];
  readonly walk: ExerciseText & { readonly alternative: string };
  readonly strength: readonly ExerciseText[];
  readonly balance: readonly ExerciseText[];
  readonly stretch: ExerciseText;
  readonly ifThen: {
    readonly heading: string;
    readonly plans: ReadonlyArray<{ readonly when: string; readonly then: string }>;
    readonly missedWeek: string;
  };
  readonly numbers: {
    readonly heading: string;
    readonly points: readonly string[];
    readonly note: string;
    /** The same in two sentences, for the mail. */
    readonly inBrief: string;
  };
  readonly later: {
    readonly heading: string;
    readonly intro: string;
    readonly weekLabel: string;
    readonly target: string;
    readonly strengthDays: string;
    readonly weight: string;
  };
  readonly texts: PlanTexts;
  readonly shopSections: Readonly<Record<ShopSection, string>>;
  readonly packs: readonly PackText[];
}

/** What a recipe is in the plan (data/recipes.yaml `course`). */
export const RECIPE_COURSES = ["getraenk", "fruehstueck", "hauptgericht", "schnell"] as const;
export type Course = (typeof RECIPE_COURSES)[number];

export interface PlanRecipe {
  readonly title: string;
  readonly course: string;
  readonly contains?: readonly string[] | null;
  readonly minutes: number;
  readonly servings: number;
  readonly ingredients: readonly Ingredient[];
  readonly steps: readonly string[];
}

export interface PlanContent {
  readonly plan: PlanData;
  readonly recipes: readonly PlanRecipe[];
  /** Title of the morning drink's recipe (data/mails.yaml drinkRecipe). */
  readonly drinkRecipe: string;
}

// ---- The plan ----

export type SessionKind = "warmUp" | "endurance" | "strength" | "balance" | "stretch" | "coolDown" | "afterMeal";

export interface Session {
  kind: SessionKind;
  title: string;
  brief: string;
  /** When in his day ("Am frühen Abend, vor dem Abendessen"; the after-meal walk's "nach dem Abendessen"). */
  when: string;
  /** Moderate minutes (endurance), or the after-meal walk's minutes (never counted as moderate). */
  minutes?: number;
  /** A knee or hip limit splits a longer endurance session into two bouts ([10, 15]). */
  bouts?: number[];
  /** Rounds and repetitions, or seconds per side. */
  dose?: string;
  how: string;
  feel: string;
  stop: string;
  /** "Nicht die Luft anhalten" on every strength exercise. */
  breathing?: string;
  alternative?: string;
  /** One text per limit he named (knees/hips, balance). */
  variants: string[];
}

export interface PlanDay {
  weekday: string;
  /** Warm-up first and cool-down last on every day he exercises; empty on the rest day. */
  sessions: Session[];
  /** Endurance minutes of the day: the after-meal walk is not among them. */
  moderateMinutes: number;
  /** "Bewegung nach dem Essen": a leisurely walk after a main meal. */
  afterMeal: Session | null;
}

export interface PlanWeek {
  number: number;
  heading: string;
  intro: string;
  goal: string;
  summary: string;
  moderateMinutes: number;
  strengthDays: number;
  balanceDays: number;
  afterMealDays: number;
  days: PlanDay[];
}

export type MealKind = "breakfast" | "cook" | "leftover" | "quick";

export interface Meal {
  recipe: string;
  /** breakfast; cooked today for tonight and tomorrow's lunch; what is left from yesterday; made fresh in minutes. */
  kind: MealKind;
}

export interface MealDay {
  weekday: string;
  breakfast: Meal;
  lunch: Meal;
  dinner: Meal;
}

/** A recipe of his week: how many portions he makes each time, how often, and its protein per portion. */
export interface RecipeOfTheWeek {
  recipe: PlanRecipe;
  course: Course;
  portions: number;
  /** recipe portions → his portions (portions / servings). */
  factor: number;
  times: number;
  protein: number;
}

export interface ShoppingItem {
  name: string;
  unit: string;
  /** The exact sum over the week; null for what is added to taste. */
  total: number | null;
  /** What to buy, in the recipes' unit: whole pieces, bunches and packs rounded up. */
  buy: number | null;
  /** "Eier: 2 × 6er-Packung (für 12)". */
  label: string;
  /** What to buy: "Eier: 2 × 6er-Packung" (the mail and the printed list). */
  shortLabel: string;
  /** For a pack, what the week needs of it: "für 12"; null otherwise. */
  need: string | null;
}

export interface ShoppingSection {
  section: ShopSection;
  heading: string;
  items: ShoppingItem[];
}

export interface Plan {
  title: string;
  intro: string;
  /** "Angepasst an: Knie oder Hüfte, abends, …", or the sentence for the general plan. */
  fitted: string;
  /** Built without any answer: the general plan. */
  general: boolean;
  talkTest: string;
  drink: string;
  persons: 1 | 2;
  portions: string;
  /** The partner as walking companion when he cooks for two; null otherwise. */
  partner: string | null;
  /** His limits in words ("Knie oder Hüfte und sicherer Stand"); null without one. */
  limits: string | null;
  weeks: PlanWeek[];
  /** Weeks 5 to 12: keep week 4's minutes. */
  later: { weeks: number[]; target: string };
  /** Every exercise of the plan once, in the order he meets them. */
  guide: Session[];
  meals: MealDay[];
  recipes: RecipeOfTheWeek[];
  shopping: ShoppingSection[];
  /** Oil, spices, spoons of something: "Vorrat prüfen". */
  pantry: ShoppingItem[];
}

export const PLAN_WEEKS = 4;
/** The longest `brief` of an exercise: one line of the mail on a phone, two at most. */
export const BRIEF_MAX = 80;
export const LATER_WEEKS = [5, 6, 7, 8, 9, 10, 11, 12];
/** On each week's summary in the mail and on /mein-plan/ (the value is the week's number): its text starts with the week's minutes. */
export const WEEK_MINUTES_ATTRIBUTE = "data-week-minutes";
/** Without an answer the plan starts gently, like "wenig" (data/plan.yaml questions.intro promises a gentle standard). */
export const DEFAULT_ACTIVITY: Activity = "wenig";

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** "A, B und C". */
export function joinWithAnd(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/** The line at the top of the plan: what it was fitted to, in his answers' order of importance. */
export function fittedLine(answers: PlanAnswers, texts: FittedTexts): string {
  const excludes = (answers.excludes ?? []).filter(
    // "ohne Fleisch" already says "ohne Schweinefleisch".
    (food) => !(food === "schwein" && answers.excludes?.includes("fleisch")),
  );
  const parts = [
    ...(answers.limits ?? []).map((limit) => texts.limits[limit]),
    answers.activity && texts.activity[answers.activity],
    answers.dayTime && texts.dayTime[answers.dayTime],
    answers.likes &&
      joinWithAnd(
        answers.likes.map((like) => texts.likes[like]),
        texts.and,
      ),
    answers.household && texts.household[answers.household],
    excludes.length > 0 &&
      fill(texts.without, {
        foods: joinWithAnd(
          excludes.map((food) => texts.excludes[food]),
          texts.and,
        ),
      }),
  ].filter((part): part is string => typeof part === "string" && part !== "");
  return parts.length > 0 ? `${texts.label}: ${parts.join(", ")}` : texts.none;
}

const movementOf = ({ activity, dayTime, likes, limits }: PlanAnswers): MovementAnswers => ({
  activity,
  dayTime,
  likes,
  limits,
});
const mealsOf = ({ household, excludes }: PlanAnswers): MealAnswers => ({ household, excludes });

/** The whole plan for these answers: movement and meals are built from their own answers only. */
export function buildPlan(answers: PlanAnswers, content: PlanContent): Plan {
  const { texts } = content.plan;
  const weeks = buildWeeks(movementOf(answers), content.plan);
  const week4 = weeks[PLAN_WEEKS - 1];
  return {
    title: texts.title,
    intro: texts.intro,
    fitted: fittedLine(answers, content.plan.fitted),
    general: Object.keys(planAnswerFields(answers)).length === 0,
    talkTest: texts.talkTest,
    drink: fill(texts.drinkLine, { drink: content.drinkRecipe }),
    partner: answers.household === "zwei" ? texts.partner : null,
    limits: answers.limits
      ? joinWithAnd(
          answers.limits.map((limit) => content.plan.fitted.limits[limit]),
          content.plan.fitted.and,
        )
      : null,
    weeks,
    later: { weeks: LATER_WEEKS, target: fill(content.plan.later.target, { minutes: week4.moderateMinutes }) },
    guide: buildGuide(weeks),
    ...buildMeals(mealsOf(answers), content),
  };
}
