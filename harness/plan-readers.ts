// Contrasting readers of the plan: the same answer sets for the mail tests, the plan page's test,
// `npm run mail:preview` and the mail's measurements at 360 px (docs/plan.md).
import type { PlanAnswers } from "../src/lib/plan";

/** Moves little, in the evening, swims, has knee or hip trouble, cooks for himself, eats no fish. */
export const KNEES_EVENING: PlanAnswers = {
  activity: "wenig",
  dayTime: "abends",
  likes: ["schwimmen"],
  limits: ["gelenke"],
  household: "eins",
  excludes: ["fisch"],
};

/** Moves every day, in the morning, cycles and gardens, is unsure on his feet, cooks for two, vegetarian. */
export const ACTIVE_MORNING: PlanAnswers = {
  activity: "regelmaessig",
  dayTime: "morgens",
  likes: ["radfahren", "garten"],
  limits: ["gleichgewicht"],
  household: "zwei",
  excludes: ["fleisch", "fisch"],
};

/** The reader of the plan's review (docs/plan-review.md): some activity, evenings, walking and garden, knees, two, no fish. */
export const REVIEW_READER: PlanAnswers = {
  activity: "etwas",
  dayTime: "abends",
  likes: ["gehen", "garten"],
  limits: ["gelenke"],
  household: "zwei",
  excludes: ["fisch"],
};
