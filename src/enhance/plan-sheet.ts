// /mein-plan/ is built with the plan for no answers; the link in the plan mail carries the visitor's
// answers (?aktivitaet=…&mag=…), and this builds exactly the mail's plan from them (src/lib/plan.ts)
// and shows it with the page's own renderer (src/lib/plan-sheet-html.ts). A script of its own
// (src/enhance/plan-main.ts), so the other pages do not carry the plan's code.
import { buildPlan } from "../lib/plan";
import { planSheetHtml } from "../lib/plan-sheet-html";
import type { SheetScriptData } from "../components/plan-sheet";
import { PLAN_CONTENT_ATTRIBUTE } from "./markers";
import { planAnswersOf } from "./my-plan";

export function renderPlanSheet(element: HTMLElement, search: string): void {
  const source = element.ownerDocument.querySelector(`[${PLAN_CONTENT_ATTRIBUTE}]`);
  if (!source?.textContent) throw new Error(`plan: no [${PLAN_CONTENT_ATTRIBUTE}] on the page`);
  const answers = planAnswersOf(search);
  if (Object.keys(answers).length === 0) return;
  const data = JSON.parse(source.textContent) as SheetScriptData;
  element.innerHTML = planSheetHtml(
    buildPlan(answers, data.content),
    data.content.plan.texts,
    data.brand,
    data.classes,
  );
}
