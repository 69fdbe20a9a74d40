// Contrasting readers of the plan (issue 26's closing note): the same answer sets for the mail
// tests, the plan page's test and `npm run mail:preview`.
import type { PlanAnswers } from "../../src/lib/plan";

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
