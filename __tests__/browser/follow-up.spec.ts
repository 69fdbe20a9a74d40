// The promise of the thank-you page, end to end in Chromium against a real SMTP server:
// lead form → confirmation mail → a mail scanner (a real browser, JavaScript on) opening every
// link of every mail changes nothing → a person's click confirms with the answers and the plan
// goes out at once → the unsubscribe page's button, or an RFC 8058 one-click, ends it.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { rawHeader } from "../../harness/smtp";
import { BROWSER_BASE_URL } from "./setup";
import { linkIn, TOKEN_QUERY } from "./mails";
import { enhancedForms } from "../../harness/page-script";
import { smtpServerForSpec, statusOf, unique } from "./shared";

const smtp = smtpServerForSpec();

const mailTo = (email: string, count: number) => smtp().mailsTo(email, count);
const link = (mail: ParsedMail, path: string) => linkIn(mail, path, TOKEN_QUERY);

async function submitLead(request: APIRequestContext, email: string) {
  const answer = await request.post("/danke-willkommen/", {
    form: { "form-name": "lead", "bot-field": "", name: "Klaus", email, consent: "ja" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

/** Every link of a mail to this site, as a scanner collects them (text and HTML part). */
function linksOf(mail: ParsedMail): string[] {
  const found = `${mail.text ?? ""} ${typeof mail.html === "string" ? mail.html : ""}`.match(
    new RegExp(`${BROWSER_BASE_URL}/[^\\s"'<>)]*`, "g"),
  );
  return [...new Set((found ?? []).map((url) => url.replace(/&amp;/g, "&")))];
}

/** A corporate mail filter: opens each link in a real browser with JavaScript on, clicks nothing. */
async function scan(browser: Browser, urls: string[]): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  for (const url of urls) {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(300);
  }
  await context.close();
}

test("a mail scanner that opens every link with JavaScript on confirms nothing, sends no plan, unsubscribes nobody", async ({
  browser,
  request,
}) => {
  const email = unique("scanner");
  await submitLead(request, email);
  const [confirmation] = await mailTo(email, 1);
  const confirmLinks = linksOf(confirmation);
  expect(confirmLinks.some((url) => url.includes("/bestaetigen/?t="))).toBe(true);
  await scan(browser, confirmLinks);
  await new Promise((r) => setTimeout(r, 1500));
  expect(statusOf(email)).toBe("pending");
  expect(await mailTo(email, 1)).toHaveLength(1);

  // A person confirms; then the scanner opens every link of the plan mail, unsubscribe included.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link(confirmation, "/bestaetigen/"));
  await page.getByRole("button", { name: "Bestätigen und Plan erhalten" }).click();
  await page.waitForURL("**/plan-unterwegs/");
  await context.close();
  const [, plan] = await mailTo(email, 2);
  const planLinks = linksOf(plan);
  expect(planLinks.some((url) => url.includes("/abmelden/?t="))).toBe(true);
  await scan(browser, planLinks);
  await new Promise((r) => setTimeout(r, 1000));
  expect(statusOf(email)).toBe("confirmed");
});

test("with JavaScript: the person answers and clicks once, the plan goes out at once; the unsubscribe page's button ends it", async ({
  page,
}) => {
  const email = unique("optin");
  await page.goto("/");
  await enhancedForms(page);
  await page.getByLabel("Ihr Vorname").fill("Klaus");
  await page.getByLabel("Ihre E-Mail-Adresse").fill(email);
  await page.getByRole("checkbox", { name: /Ja, ich willige ein/ }).check();
  await page.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click();
  await page.waitForURL(/\/danke-willkommen\/#an=/);

  const [confirmation] = await mailTo(email, 1);
  const confirmLink = link(confirmation, "/bestaetigen/");
  await page.goto(confirmLink);
  await page.waitForTimeout(500);
  expect(statusOf(email)).toBe("pending");

  await page.getByRole("radio", { name: /^Wenig/ }).check();
  await page.getByRole("checkbox", { name: "Gartenarbeit" }).check();
  await page.getByRole("checkbox", { name: /Knie oder Hüfte/ }).check();
  await page.getByRole("button", { name: "Bestätigen und Plan erhalten" }).click();
  // The answers ride in the fragment (docs/plan.md, "What the link carries").
  await page.waitForURL("**/plan-unterwegs/#aktivitaet=wenig&mag=garten&grenzen=gelenke");
  expect(statusOf(email)).toBe("confirmed");
  const [, plan] = await mailTo(email, 2);
  expect(plan.subject).toBe("Ihr 4-Wochen-Plan, Klaus");
  for (const day of ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"])
    expect(plan.text).toContain(day);
  expect(rawHeader(plan, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

  // "Plan ansehen und ausdrucken" opens the plan of his answers: week 1's minutes as in his mail,
  // and the printout carries the brand and today's date.
  const mailMinutes = /data-week-minutes="1"[^>]*>(\d+)/.exec(String(plan.html))?.[1];
  expect(mailMinutes).toBe("60");
  await page.getByRole("link", { name: "Plan ansehen und ausdrucken" }).click();
  await page.waitForURL("**/mein-plan/#aktivitaet=wenig&mag=garten&grenzen=gelenke");
  await expect(page.locator('[data-week-minutes="1"]')).toHaveText(/^60\D/);
  await expect(page.locator("[data-plan-sheet]")).toContainText("Gartenarbeit in Bewegung");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("plan-print-header")).toContainText("Zitronen-Vital");
  await expect(page.getByTestId("plan-print-date")).toHaveText(/^Stand: \d{1,2}\. \p{L}+ \d{4}$/u);
  // One week per A4 sheet: at the printable width (210 mm less 2 × 14 mm) each week is shorter than
  // the printable height (297 mm less 14 + 16 mm), at 96 px per inch.
  const mm = 96 / 25.4;
  await page.setViewportSize({ width: Math.floor(182 * mm), height: 1000 });
  const weekHeights = await page
    .locator("[data-plan-sheet] > section:has([data-week-minutes])")
    .evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().height));
  expect(weekHeights).toHaveLength(4);
  for (const height of weekHeights) expect(height).toBeLessThanOrEqual(267 * mm);
  await page.emulateMedia({ media: "screen" });

  await page.goto(link(plan, "/abmelden/"));
  await page.waitForTimeout(500);
  expect(statusOf(email)).toBe("confirmed");
  await page.getByRole("button", { name: "Abmelden und Daten löschen" }).click();
  await page.waitForURL("**/abgemeldet/");
  expect(statusOf(email)).toBeUndefined();

  // The old confirmation link is refused with the friendly page and a way back to the form.
  await page.goto(confirmLink);
  await page.getByRole("button", { name: "Bestätigen und Plan erhalten" }).click();
  await expect(page.locator('a[href="/#form"]').first()).toBeVisible();
});

test("without JavaScript: the big button confirms and the plan follows; RFC 8058 one-click unsubscribes", async ({
  browser,
  request,
}) => {
  const email = unique("noscript");
  await submitLead(request, email);
  const [confirmation] = await mailTo(email, 1);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link(confirmation, "/bestaetigen/"));
  await page.getByRole("button", { name: "Bestätigen und Plan erhalten" }).click();
  await page.waitForURL("**/plan-unterwegs/");
  expect(statusOf(email)).toBe("confirmed");
  const [, plan] = await mailTo(email, 2);
  expect(plan.subject).toContain("Klaus");
  await context.close();

  // RFC 8058: the mail provider POSTs List-Unsubscribe=One-Click as multipart/form-data.
  const unsubscribeUrl = /^<(.+)>$/.exec(rawHeader(plan, "list-unsubscribe")!)![1];
  const oneClick = await request.post(unsubscribeUrl, { multipart: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(statusOf(email)).toBeUndefined();
});
