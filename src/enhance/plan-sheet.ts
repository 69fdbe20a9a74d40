// /mein-plan/ is built with the plan for no answers; the link in the plan mail carries the visitor's
// answers (?aktivitaet=…&mag=…), and this builds exactly the mail's plan from them (src/lib/plan.ts)
// and shows it with the page's own renderer (src/lib/plan-sheet-html.ts). A script of its own
// (src/enhance/plan-main.ts), so the other pages do not carry the plan's code.
import { buildPlan } from "../lib/plan";
import { planSheetHtml } from "../lib/plan-sheet-html";
import type { SheetScriptData } from "../components/plan-sheet";
import { planAnswersOf } from "./my-plan";

export function renderPlanSheet(element: HTMLElement, search: string, data: SheetScriptData): void {
  const answers = planAnswersOf(search);
  if (Object.keys(answers).length === 0) return;
  element.innerHTML = planSheetHtml(
    buildPlan(answers, data.content),
    data.content.plan.texts,
    data.brand,
    data.classes,
  );
}
