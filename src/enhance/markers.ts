// What the server-rendered markup and the browser scripts share: the attributes the scripts look
// for and the scripts' tags. An element asks for the page script (src/enhance/page.ts) with
// data-enhance naming the job; pages without such an element do not get it (src/build-steps/page-script.ts).
export const ENHANCE_ATTRIBUTE = "data-enhance";

/** The page script's opening tag; the attribute lets tests and tools find it (the CSP hash covers only its text). */
export const PAGE_SCRIPT_TAG = "<script data-page-script>";

export type Enhancement = "site-form" | "sent-to" | "print-button" | "plan-minutes" | "plan-note" | "not-found-log";

/** Spread onto a JSX element: `<form {...enhance("site-form")}>`. */
export const enhance = (job: Enhancement) => ({ [ENHANCE_ATTRIBUTE]: job });

/** /mein-plan/: a day's duration from data/exercise-days.yaml, adapted to the visitor's answers. */
export const BASE_MINUTES_ATTRIBUTE = "data-base-minutes";
/** /mein-plan/: which answer a note depends on, and its text for each possible answer (JSON). */
export const NOTE_ANSWER_ATTRIBUTE = "data-answer";
export const NOTE_VARIANTS_ATTRIBUTE = "data-variants";

/** The script every page carries (src/enhance/every-page.ts): the menu and opening details for print. */
export const EVERY_PAGE_SCRIPT_TAG = "<script data-every-page-script>";
/** The phone menu's toggle button and the menu it opens (src/components/header.tsx, src/enhance/menu.ts). */
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";
export const MENU_ATTRIBUTE = "data-menu";
/** The site header sticks to the top only while the every-page script has set this to "true" (src/enhance/header.ts). */
export const STICKY_ATTRIBUTE = "data-sticky";
/** An element whose <details> open while the page is printed (src/enhance/print.ts). */
export const OPEN_FOR_PRINT_ATTRIBUTE = "data-open-for-print";
