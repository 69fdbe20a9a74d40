// /mein-plan/ is built with the plan for no answers; the link in the plan mail carries the visitor's
// answers (?aktivitaet=…&tageszeit=…), and this adapts the durations and the notes to them.
import { noteKeys, parsePlanAnswers, startingMinutes, type PlanAnswers } from "../lib/plan";
import { BASE_MINUTES_ATTRIBUTE, NOTE_ANSWER_ATTRIBUTE, NOTE_VARIANTS_ATTRIBUTE } from "./markers";

export const planAnswersOf = (search: string): PlanAnswers =>
  parsePlanAnswers(Object.fromEntries(new URLSearchParams(search)));

export function adaptMinutes(element: HTMLElement, answers: PlanAnswers): void {
  const base = Number(element.getAttribute(BASE_MINUTES_ATTRIBUTE));
  if (!Number.isFinite(base) || base <= 0) throw new Error(`plan: bad ${BASE_MINUTES_ATTRIBUTE} on a day`);
  element.textContent = String(startingMinutes(base, answers.activity));
}

export function adaptNote(element: HTMLElement, answers: PlanAnswers): void {
  const answer = element.getAttribute(NOTE_ANSWER_ATTRIBUTE);
  if (answer !== "activity" && answer !== "dayTime") throw new Error(`plan: bad ${NOTE_ANSWER_ATTRIBUTE} "${answer}"`);
  const variants = JSON.parse(element.getAttribute(NOTE_VARIANTS_ATTRIBUTE) ?? "{}") as Record<string, string>;
  const text = variants[noteKeys(answers)[answer]];
  if (text) element.textContent = text;
}
