// The page script loads once an element that needs it comes within two screens of the viewport
// (src/enhance/load-script.ts): on the landing page only when the visitor scrolls towards the form.
// A test or the audit that wants the enhanced form brings it there first, as the visitor does.
import { ENHANCE_ATTRIBUTE } from "../src/enhance/markers";

/** The site's own forms (SiteForm): the page script switches them to their own validation, `novalidate`. */
export const SITE_FORM = `form[${ENHANCE_ATTRIBUTE}="site-form"]`;

/** What this needs of a page; both Playwright's test runner and playwright-core give it. */
interface PageLike {
  locator(selector: string): { count(): Promise<number>; first(): { scrollIntoViewIfNeeded(): Promise<void> } };
  waitForSelector(selector: string): Promise<unknown>;
}

/** Scrolls to the page's first form and waits until the page script has taken over its forms (a clear failure if it never does). */
export async function enhancedForms(page: PageLike): Promise<void> {
  const forms = page.locator(SITE_FORM);
  if ((await forms.count()) === 0) return;
  await forms.first().scrollIntoViewIfNeeded();
  await page.waitForSelector(`${SITE_FORM}[novalidate]`);
}
