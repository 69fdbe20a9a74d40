// The site's page script: every element marked with data-enhance (src/enhance/markers.ts) gets its
// job done. Bundled into a deferred file for the pages that have such an element (src/build-steps/page-script.ts);
// the pages themselves are complete HTML without it.
import { NOT_FOUND_LOG } from "../lib/routes";
import { ENHANCE_ATTRIBUTE, type Enhancement } from "./markers";
import { carryPlanAnswers, showPrintDate } from "./my-plan";
import { enhanceSiteForm } from "./site-form";
import { sentToOf } from "../lib/sent-to";

export interface PageEnvironment {
  pathname: string;
  search: string;
  hash: string;
  navigate: (path: string) => void;
  reload: () => void;
  print: () => void;
  today: () => Date;
}

const JOBS: Record<Enhancement, (element: HTMLElement, environment: PageEnvironment) => void> = {
  "site-form": (form, environment) => enhanceSiteForm(form as HTMLFormElement, environment),
  // The thank-you page names the address the lead form's script put in the fragment (src/lib/sent-to.ts).
  "sent-to": (element, environment) => {
    const sentTo = sentToOf(environment.hash);
    if (sentTo) element.textContent = sentTo;
  },
  // Without a script the wrapper tells how to print; with one, the button takes the sentence's place.
  "print-button": (wrapper, environment) => {
    const button = wrapper.querySelector("button");
    const hint = wrapper.querySelector("p");
    if (!button || !hint) throw new Error("print-button: no button or hint");
    button.addEventListener("click", () => environment.print());
    hint.hidden = true;
    button.hidden = false;
  },
  "print-date": (element, environment) => showPrintDate(element, environment.today()),
  "plan-link": (element, environment) => carryPlanAnswers(element, environment.hash),
  // During the build the page's path is /404/; the visitor's address is known only here.
  "not-found-log": (_element, environment) => console.error(`${NOT_FOUND_LOG} ${environment.pathname}`),
};

export function enhancePage(root: ParentNode, environment: PageEnvironment): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ENHANCE_ATTRIBUTE}]`)) {
    const job = element.getAttribute(ENHANCE_ATTRIBUTE) as Enhancement;
    if (!Object.hasOwn(JOBS, job)) throw new Error(`${ENHANCE_ATTRIBUTE}="${job}" is not a known job`);
    JOBS[job](element, environment);
  }
}

export const browserEnvironment = (): PageEnvironment => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  navigate: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
  print: () => window.print(),
  today: () => new Date(),
});
