// What the server-rendered markup and the browser scripts share: the attributes the scripts look
// for and the scripts' tags. An element asks for the page script (src/enhance/page.ts) with
// data-enhance naming the job; pages without such an element do not get it (src/build-steps/page-script.ts).
export const ENHANCE_ATTRIBUTE = "data-enhance";

/** The page script's opening tag; the attribute lets tests and tools find it (the CSP hash covers only its text). */
export const PAGE_SCRIPT_TAG = "<script data-page-script>";

export type Enhancement = "site-form" | "print-button" | "plan-sheet" | "print-date" | "plan-link" | "not-found-log";

/** Spread onto a JSX element: `<form {...enhance("site-form")}>`. */
export const enhance = (job: Enhancement) => ({ [ENHANCE_ATTRIBUTE]: job });

/** /mein-plan/: the JSON the page script builds the plan from (src/components/plan-sheet.tsx). */
export const PLAN_CONTENT_ATTRIBUTE = "data-plan-content";

/** The script every page carries (src/enhance/every-page.ts): the menu and opening details for print. */
export const EVERY_PAGE_SCRIPT_TAG = "<script data-every-page-script>";
/** The phone menu's toggle button and the menu it opens (src/components/header.tsx, src/enhance/menu.ts). */
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";
export const MENU_ATTRIBUTE = "data-menu";
/** An element whose <details> open while the page is printed (src/enhance/print.ts). */
export const OPEN_FOR_PRINT_ATTRIBUTE = "data-open-for-print";
