// The movement of the 4-week plan: four weeks of endurance, strength, balance and stretching, with a
// warm-up and a cool-down on every exercise day and a walk after a main meal that is not counted as
// moderate time. Built from the movement answers only (activity, time of day, likes, limits), so the
// tests can cover every combination of them once. The rules and their reasons: docs/plan.md.
import {
  DEFAULT_ACTIVITY,
  PLAN_WEEKS,
  fill,
  type ExerciseText,
  type Limit,
  type PlanAnswers,
  type PlanData,
  type PlanDay,
  type PlanWeek,
  type Session,
  type SessionKind,
} from "./plan";

export type MovementAnswers = Pick<PlanAnswers, "activity" | "dayTime" | "likes" | "limits">;

// Monday = 0. Strength never on two days running; Sunday rests.
const ENDURANCE_DAYS = [0, 2, 3, 5];
/** With knees or hips: shorter endurance on six days instead of longer on four. */
const JOINT_ENDURANCE_DAYS = [0, 1, 2, 3, 4, 5];
const STRENGTH_DAYS = [1, 4];
const BALANCE_DAYS = [1, 3, 4];
const STRETCH_DAYS = [3];
const AFTER_MEAL_DAYS = [0, 1, 2, 3, 4, 5];
const DAYS = 7;

export const AFTER_MEAL_MINUTES = 10;
/** With knees or hips, one bout of endurance lasts at most this long; a longer day is split in two. */
export const MAX_BOUT_MINUTES = 15;

const STRENGTH_START = {
  wenig: { sets: 2, reps: 6 },
  etwas: { sets: 2, reps: 8 },
  regelmaessig: { sets: 3, reps: 10 },
} as const;
const BALANCE_START_SECONDS = { wenig: 10, etwas: 15, regelmaessig: 20 } as const;

/** `total` minutes over `days` days in steps of 5, as evenly as they go: 90 over 4 → 20, 25, 20, 25. */
export function spreadMinutes(total: number, days: number): number[] {
  const base = Math.floor(total / days / 5) * 5;
  const extra = Math.round((total - base * days) / 5);
  return Array.from({ length: days }, (_, i) =>
    Math.floor(((i + 1) * extra) / days) > Math.floor((i * extra) / days) ? base + 5 : base,
  );
}

/** A day's endurance in bouts: one, or with knees or hips two of at most MAX_BOUT_MINUTES (25 → 10 + 15). */
export function boutsOf(minutes: number, joints: boolean): number[] {
  if (!joints || minutes <= MAX_BOUT_MINUTES) return [minutes];
  const first = Math.floor(minutes / 2 / 5) * 5;
  return [first, minutes - first];
}

function strengthDose(activity: keyof typeof STRENGTH_START, week: number) {
  const start = STRENGTH_START[activity];
  return { sets: Math.min(3, start.sets + (week >= 3 ? 1 : 0)), reps: Math.min(15, start.reps + 2 * (week - 1)) };
}

const balanceSeconds = (activity: keyof typeof BALANCE_START_SECONDS, week: number) =>
  Math.min(30, BALANCE_START_SECONDS[activity] + 5 * (week - 1));

function session(kind: SessionKind, text: ExerciseText, when: string, limits: readonly Limit[]): Session {
  return {
    kind,
    title: text.title,
    brief: text.brief,
    when,
    how: text.how,
    feel: text.feel,
    stop: text.stop,
    variants: limits.map((limit) => (limit === "gelenke" ? text.joints : text.balance)),
  };
}

function buildWeek(week: number, answers: MovementAnswers, data: PlanData): PlanWeek {
  const activity = answers.activity ?? DEFAULT_ACTIVITY;
  const limits = answers.limits ?? [];
  const joints = limits.includes("gelenke");
  const texts = data.texts;
  const when = data.times.session[answers.dayTime ?? "none"];
  const walkWhen = data.times.walk[answers.dayTime ?? "none"];
  const activities = (answers.likes ?? ["gehen"]).map((like) => {
    const text = data.endurance.find((entry) => entry.like === like);
    if (!text) throw new Error(`data/plan.yaml: no endurance entry for "${like}"`);
    return text;
  });
  const weekText = data.weeks[week - 1];
  const enduranceDays = joints ? JOINT_ENDURANCE_DAYS : ENDURANCE_DAYS;
  const endurance = spreadMinutes(weekText.minutes[activity], enduranceDays.length);
  const { sets, reps } = strengthDose(activity, week);
  const seconds = balanceSeconds(activity, week);

  const days: PlanDay[] = Array.from({ length: DAYS }, (_, day) => {
    const sessions: Session[] = [];
    const enduranceIndex = enduranceDays.indexOf(day);
    if (enduranceIndex >= 0) {
      const text = activities[enduranceIndex % activities.length];
      const minutes = endurance[enduranceIndex];
      const bouts = boutsOf(minutes, joints);
      sessions.push({
        ...session("endurance", text, when, limits),
        minutes,
        ...(bouts.length > 1 ? { bouts } : {}),
        ...(text.alternative ? { alternative: text.alternative } : {}),
      });
    }
    if (STRENGTH_DAYS.includes(day)) {
      const dose = fill(texts.repetitions, { sets, reps });
      for (const text of data.strength)
        sessions.push({ ...session("strength", text, when, limits), dose, breathing: texts.breathing });
    }
    if (BALANCE_DAYS.includes(day)) {
      const dose = fill(texts.seconds, { seconds });
      for (const text of data.balance) sessions.push({ ...session("balance", text, when, limits), dose });
    }
    if (STRETCH_DAYS.includes(day)) sessions.push(session("stretch", data.stretch, when, limits));
    if (sessions.length > 0) {
      sessions.unshift(session("warmUp", data.warmUp, when, limits));
      sessions.push(session("coolDown", data.coolDown, when, limits));
    }
    const afterMeal = AFTER_MEAL_DAYS.includes(day)
      ? {
          ...session("afterMeal", data.walk, walkWhen, limits),
          minutes: AFTER_MEAL_MINUTES,
          alternative: data.walk.alternative,
        }
      : null;
    const moderateMinutes = sessions.reduce((sum, s) => sum + (s.kind === "endurance" ? (s.minutes ?? 0) : 0), 0);
    return { weekday: texts.weekdays[day], sessions, moderateMinutes, afterMeal };
  });

  const daysWith = (kind: SessionKind) => days.filter((d) => d.sessions.some((s) => s.kind === kind)).length;
  const moderateMinutes = days.reduce((sum, d) => sum + d.moderateMinutes, 0);
  return {
    number: week,
    heading: fill(texts.weekHeading, { week }),
    intro: weekText.intro,
    goal: weekText.goal,
    summary: fill(texts.weekSummary, { minutes: moderateMinutes }),
    moderateMinutes,
    strengthDays: daysWith("strength"),
    balanceDays: daysWith("balance"),
    afterMealDays: days.filter((d) => d.afterMeal).length,
    days,
  };
}

/** The four weeks for these answers. */
export function buildWeeks(answers: MovementAnswers, data: PlanData): PlanWeek[] {
  return Array.from({ length: PLAN_WEEKS }, (_, i) => buildWeek(i + 1, answers, data));
}

/** The order of the exercise guide: as a session runs, the after-meal walk with the endurance. */
const GUIDE_ORDER: readonly SessionKind[] = [
  "warmUp",
  "endurance",
  "afterMeal",
  "strength",
  "balance",
  "stretch",
  "coolDown",
];

/** Every exercise of the weeks once (described once in the mail and on /mein-plan/). */
export function buildGuide(weeks: readonly PlanWeek[]): Session[] {
  const seen = new Map<string, Session>();
  for (const week of weeks)
    for (const day of week.days)
      for (const s of [...day.sessions, ...(day.afterMeal ? [day.afterMeal] : [])])
        if (!seen.has(s.title)) seen.set(s.title, s);
  return [...seen.values()].sort((a, b) => GUIDE_ORDER.indexOf(a.kind) - GUIDE_ORDER.indexOf(b.kind));
}
