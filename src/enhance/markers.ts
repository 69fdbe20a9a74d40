// What the server-rendered markup and the browser scripts share: the attributes the scripts look
// for and the inline script's tag. An element asks for the page script (src/enhance/page.ts) with
// data-enhance naming the job; pages without such an element never load it (src/enhance/load-script.ts).
export const ENHANCE_ATTRIBUTE = "data-enhance";

export type Enhancement = "site-form" | "sent-to" | "print-button" | "print-date" | "plan-link" | "not-found-log";

/** Spread onto a JSX element: `<form {...enhance("site-form")}>`. */
export const enhance = (job: Enhancement) => ({ [ENHANCE_ATTRIBUTE]: job });

/** A built page with such an element loads the page script. */
export const needsPageScript = (html: string) => html.includes(` ${ENHANCE_ATTRIBUTE}="`);

/**
 * /mein-plan/: the JSON the plan script builds the plan from (src/components/plan-sheet.tsx). The
 * build moves it from the page into the plan script's file (src/build-steps/page-script.ts).
 */
export const PLAN_CONTENT_ATTRIBUTE = "data-plan-content";
/** /mein-plan/: the element the plan script fills with the plan for the link's answers. */
export const PLAN_SHEET_ATTRIBUTE = "data-plan-sheet";
/** /mein-plan/: the line at the top that says what the plan was fitted to (or that it is the general plan). */
export const PLAN_FITTED_ATTRIBUTE = "data-plan-fitted";
export const hasPlanSheet = (html: string) => html.includes(` ${PLAN_SHEET_ATTRIBUTE}=`);

/** The script every page carries (src/enhance/every-page.ts): the menu, opening details for print, loading the others. */
export const EVERY_PAGE_SCRIPT_TAG = "<script data-every-page-script>";
/** The phone menu's toggle button and the menu it opens (src/components/header.tsx, src/enhance/menu.ts). */
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";
export const MENU_ATTRIBUTE = "data-menu";
/** The site header sticks to the top only while the every-page script has set this to "true" (src/enhance/header.ts). */
export const STICKY_ATTRIBUTE = "data-sticky";
/** An element whose <details> open while the page is printed (src/enhance/print.ts). */
export const OPEN_FOR_PRINT_ATTRIBUTE = "data-open-for-print";
