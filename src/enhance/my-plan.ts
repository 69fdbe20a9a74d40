// The plan's answers in the browser: read from a link's fragment, handed on from /plan-unterwegs/ to
// /mein-plan/, and today's date in /mein-plan/'s print header (the page script, src/enhance/page.ts).
// The answers travel in the fragment ("#aktivitaet=…"), which no server and no Referer ever sees
// (docs/plan.md, "What the link carries").
import { planAnswersFragment, planAnswersOfLink } from "../lib/plan";

/** Today's date in German after its label ("Stand: 26. November 2026") in the print header. */
export function showPrintDate(element: HTMLElement, today: Date): void {
  const date = today.toLocaleDateString("de-DE", { day: "numeric", month: "long", year: "numeric" });
  element.textContent = `${element.dataset.label ?? ""}: ${date}`;
  element.hidden = false;
}

/** /plan-unterwegs/#…: the link to /mein-plan/ carries the answers the confirmation redirected with (nothing else). */
export function carryPlanAnswers(element: HTMLElement, hash: string): void {
  const link = element.querySelector("a");
  if (!link) throw new Error("plan-link: no link");
  const url = new URL(link.href, element.ownerDocument.baseURI);
  link.href = `${url.pathname}${planAnswersFragment(planAnswersOfLink(hash))}`;
}
