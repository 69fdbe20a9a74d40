// Entry of the plan script (src/build-steps/page-script.ts): /mein-plan/ shows the plan of the link's answers.
import { PLAN_SHEET_ATTRIBUTE } from "./markers";
import { renderPlanSheet } from "./plan-sheet";

const sheet = document.querySelector<HTMLElement>(`[${PLAN_SHEET_ATTRIBUTE}]`);
if (sheet)
  renderPlanSheet(sheet, {
    hash: window.location.hash,
    search: window.location.search,
    pathname: window.location.pathname,
    replace: (url) => window.history.replaceState(null, "", url),
  });
