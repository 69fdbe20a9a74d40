// How a server-rendered element asks for the site's small page script (src/enhance/page.ts): the
// attribute names the job. Pages without such an element get no script at all (src/build-steps/page-script.ts).
export const ENHANCE_ATTRIBUTE = "data-enhance";

/** The page script's opening tag; the attribute lets tests and tools find it (the CSP hash covers only its text). */
export const PAGE_SCRIPT_TAG = "<script data-page-script>";

export type Enhancement = "site-form" | "print-button" | "plan-minutes" | "plan-note" | "not-found-log";

/** Spread onto a JSX element: `<form {...enhance("site-form")}>`. */
export const enhance = (job: Enhancement) => ({ [ENHANCE_ATTRIBUTE]: job });

/** /mein-plan/: a day's duration from data/exercise-days.yaml, adapted to the visitor's answers. */
export const BASE_MINUTES_ATTRIBUTE = "data-base-minutes";
/** /mein-plan/: which answer a note depends on, and its text for each possible answer (JSON). */
export const NOTE_ANSWER_ATTRIBUTE = "data-answer";
export const NOTE_VARIANTS_ATTRIBUTE = "data-variants";
