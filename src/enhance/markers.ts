// What the server-rendered markup and the browser scripts share: the attributes the scripts look
// for and the scripts' tags. An element asks for the page script (src/enhance/page.ts) with
// data-enhance naming the job; pages without such an element do not get it (src/build-steps/page-script.ts).
export const ENHANCE_ATTRIBUTE = "data-enhance";

/** The page script's opening tag; the attribute lets tests and tools find it (the CSP hash covers only its text). */
export const PAGE_SCRIPT_TAG = "<script data-page-script>";

export type Enhancement = "site-form" | "sent-to" | "print-button" | "print-date" | "plan-link" | "not-found-log";

/** Spread onto a JSX element: `<form {...enhance("site-form")}>`. */
export const enhance = (job: Enhancement) => ({ [ENHANCE_ATTRIBUTE]: job });

/** /mein-plan/: the JSON the plan script builds the plan from (src/components/plan-sheet.tsx). */
export const PLAN_CONTENT_ATTRIBUTE = "data-plan-content";
/** /mein-plan/: the element the plan script fills with the plan for the link's answers. */
export const PLAN_SHEET_ATTRIBUTE = "data-plan-sheet";
/** The plan script's opening tag (src/enhance/plan-main.ts), only on pages with a plan sheet. */
export const PLAN_SCRIPT_TAG = "<script data-plan-script>";

/** The script every page carries (src/enhance/every-page.ts): the menu and opening details for print. */
export const EVERY_PAGE_SCRIPT_TAG = "<script data-every-page-script>";
/** The phone menu's toggle button and the menu it opens (src/components/header.tsx, src/enhance/menu.ts). */
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";
export const MENU_ATTRIBUTE = "data-menu";
/** The site header sticks to the top only while the every-page script has set this to "true" (src/enhance/header.ts). */
export const STICKY_ATTRIBUTE = "data-sticky";
/** An element whose <details> open while the page is printed (src/enhance/print.ts). */
export const OPEN_FOR_PRINT_ATTRIBUTE = "data-open-for-print";
/** Netlify builds only: the page-view beacon (src/enhance/count-view.ts), since Netlify serves pages without our code. */
export const COUNT_SCRIPT_TAG = "<script data-count-script>";
