// /mein-plan/ is built with the plan for no answers; the link in the plan mail carries the visitor's
// answers (?aktivitaet=…&mag=…), and this builds exactly the mail's plan from them (src/lib/plan.ts)
// and shows it with the page's own renderer (src/lib/plan-sheet-html.ts).
import { buildPlan, parsePlanAnswers, planAnswersQuery, type PlanAnswers } from "../lib/plan";
import { planSheetHtml } from "../lib/plan-sheet-html";
import type { SheetScriptData } from "../components/plan-sheet";
import { PLAN_CONTENT_ATTRIBUTE } from "./markers";

export const planAnswersOf = (search: string): PlanAnswers => {
  const params = new URLSearchParams(search);
  const fields: Record<string, string[]> = {};
  for (const [key, value] of params) (fields[key] ??= []).push(value);
  return parsePlanAnswers(fields);
};

export function renderPlanSheet(element: HTMLElement, search: string): void {
  const source = element.ownerDocument.querySelector(`[${PLAN_CONTENT_ATTRIBUTE}]`);
  if (!source?.textContent) throw new Error(`plan: no [${PLAN_CONTENT_ATTRIBUTE}] on the page`);
  const data = JSON.parse(source.textContent) as SheetScriptData;
  const answers = planAnswersOf(search);
  if (Object.keys(answers).length === 0) return;
  element.innerHTML = planSheetHtml(
    buildPlan(answers, data.content),
    data.content.plan.texts,
    data.brand,
    data.classes,
  );
}

/** Today's date in German ("26. November 2026") in the print header. */
export function showPrintDate(element: HTMLElement, today: Date): void {
  const time = element.querySelector("time");
  if (!time) throw new Error("plan: the print date has no <time>");
  time.dateTime = today.toISOString().slice(0, 10);
  time.textContent = today.toLocaleDateString("de-DE", { day: "numeric", month: "long", year: "numeric" });
  element.hidden = false;
}

/** /plan-unterwegs/?…: the link to /mein-plan/ carries the answers the confirmation redirected with (nothing else). */
export function carryPlanAnswers(element: HTMLElement, search: string): void {
  const link = element.querySelector("a");
  if (!link) throw new Error("plan-link: no link");
  const url = new URL(link.href, element.ownerDocument.baseURI);
  link.href = `${url.pathname}${planAnswersQuery(planAnswersOf(search))}`;
}
