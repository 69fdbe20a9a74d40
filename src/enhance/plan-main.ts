// Entry of the plan script (src/build-steps/page-script.ts): /mein-plan/ shows the plan of the link's
// answers. The build defines PLAN_DATA: the content the page rendered as JSON, carried in this file.
import type { SheetScriptData } from "../lib/plan-sheet-html";
import { PLAN_SHEET_ATTRIBUTE } from "./markers";
import { renderPlanSheet } from "./plan-sheet";

declare const PLAN_DATA: SheetScriptData;

const sheet = document.querySelector<HTMLElement>(`[${PLAN_SHEET_ATTRIBUTE}]`);
if (sheet)
  renderPlanSheet(
    sheet,
    {
      hash: window.location.hash,
      search: window.location.search,
      pathname: window.location.pathname,
      replace: (url) => window.history.replaceState(null, "", url),
    },
    PLAN_DATA,
  );
