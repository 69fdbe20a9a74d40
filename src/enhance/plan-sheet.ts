// /mein-plan/ is built with the plan for no answers; the link in the plan mail carries the visitor's
// answers in its fragment (#aktivitaet=…&mag=…), and this builds exactly the mail's plan from them
// (src/lib/plan.ts) and shows it with the page's own renderer (src/lib/plan-sheet-html.ts). A script
// of its own (src/enhance/plan-main.ts), so the other pages do not carry the plan's code.
import { buildPlan, planAnswersFragment, planAnswersOfLink } from "../lib/plan";
import { fittedHtml, planSheetHtml, type SheetScriptData } from "../lib/plan-sheet-html";
import { PLAN_FITTED_ATTRIBUTE } from "./markers";

export interface PlanLocation {
  hash: string;
  /** The query: plan mails sent before the answers moved to the fragment put them there. */
  search: string;
  /** Replaces the address in the address bar without loading anything (history.replaceState). */
  replace: (url: string) => void;
  pathname: string;
}

/** Shows the plan of the link's answers; answers found in an old link's query move to the fragment. */
export function renderPlanSheet(element: HTMLElement, location: PlanLocation, data: SheetScriptData): void {
  const fromFragment = planAnswersOfLink(location.hash);
  const answers = Object.keys(fromFragment).length > 0 ? fromFragment : planAnswersOfLink(location.search);
  if (location.search) location.replace(`${location.pathname}${planAnswersFragment(answers)}`);
  const plan = buildPlan(answers, data.content);
  // Without answers it stays the general plan (and says so), now with the recipes' cards.
  const fitted = element.ownerDocument.querySelector(`[${PLAN_FITTED_ATTRIBUTE}]`);
  if (fitted && Object.keys(answers).length > 0) fitted.innerHTML = fittedHtml(plan, data.content.plan.texts);
  element.innerHTML = planSheetHtml(plan, data.content, data.brand, data.classes);
}
