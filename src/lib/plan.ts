// The two optional questions on /bestaetigen/ and how their answers shape the plan.
// Labels and question texts live in data/mails.yaml; here are the field names and values.

export const ACTIVITY_FIELD = "aktivitaet";
export const DAY_TIME_FIELD = "tageszeit";

export const ACTIVITY_LEVELS = ["wenig", "etwas", "regelmaessig"] as const;
export type Activity = (typeof ACTIVITY_LEVELS)[number];

export const DAY_TIMES = ["morgens", "abends"] as const;
export type DayTime = (typeof DAY_TIMES)[number];

export interface PlanAnswers {
  activity?: Activity;
  dayTime?: DayTime;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && (values as readonly string[]).includes(first) ? (first as T) : undefined;
}

/** Reads a form body or query object; unknown or missing values are simply no answer. */
export function parsePlanAnswers(body: Record<string, unknown>): PlanAnswers {
  const answers: PlanAnswers = {};
  const activity = oneOf(ACTIVITY_LEVELS, body[ACTIVITY_FIELD]);
  const dayTime = oneOf(DAY_TIMES, body[DAY_TIME_FIELD]);
  if (activity) answers.activity = activity;
  if (dayTime) answers.dayTime = dayTime;
  return answers;
}

/** The answers as query parameters for /mein-plan/ (empty string without answers). */
export function planAnswersQuery(answers: PlanAnswers): string {
  const params = new URLSearchParams();
  if (answers.activity) params.set(ACTIVITY_FIELD, answers.activity);
  if (answers.dayTime) params.set(DAY_TIME_FIELD, answers.dayTime);
  const query = params.toString();
  return query ? `?${query}` : "";
}

const STEP = 5;
const roundTo = (minutes: number, round: (x: number) => number) => Math.max(STEP, round(minutes / STEP) * STEP);

/**
 * The starting duration of a day's exercise. The durations in data/exercise-days.yaml are the plan
 * for someone "etwas" active and the default without an answer (the site shows the same numbers);
 * who moves little starts with half, who moves regularly with half as much again, in steps of 5 minutes.
 */
export function startingMinutes(baseMinutes: number, activity?: Activity): number {
  switch (activity) {
    case "wenig":
      return roundTo(baseMinutes / 2, Math.ceil);
    case "regelmaessig":
      return roundTo(baseMinutes * 1.5, Math.round);
    default:
      return baseMinutes;
  }
}

/** The week of the plan: each day with its starting duration for these answers. */
export function planWeek<Day extends { minutes: number }>(days: readonly Day[], activity?: Activity): Day[] {
  return days.map((day) => ({ ...day, minutes: startingMinutes(day.minutes, activity) }));
}

/** Which of the notes in data/mails.yaml (plan.activityNotes / plan.dayTimeNotes) fits the answers. */
export function noteKeys(answers: PlanAnswers): { activity: Activity | "none"; dayTime: DayTime | "none" } {
  return { activity: answers.activity ?? "none", dayTime: answers.dayTime ?? "none" };
}
