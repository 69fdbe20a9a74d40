// The promise of the thank-you page, end to end in Chromium against a real SMTP server:
// lead form → confirmation mail → a plain GET confirms nothing → the page confirms itself (or,
// without scripts, its button does) → the answers send the plan at once, no answers send it after
// the delay → one-click unsubscribe → the old link is refused.
import { expect, test, type APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import type { ParsedMail } from "mailparser";
import { rawHeader, startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { BROWSER_BASE_URL, BROWSER_DATABASE, BROWSER_PLAN_DELAY_SECONDS, BROWSER_SMTP_PORT } from "./setup";

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer(BROWSER_SMTP_PORT);
});
test.afterAll(() => smtp.stop());

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.de`;

function statusOf(email: string): string | null | undefined {
  const db = new Database(BROWSER_DATABASE, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT status FROM submissions WHERE email = ?").get(email) as
      { status: string | null } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

async function mailTo(email: string, count: number, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = smtp.messages.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.text === email));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${email}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function link(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${BROWSER_BASE_URL}${path}\\?t=[A-Za-z0-9_-]+`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0];
}

async function submitLead(request: APIRequestContext, email: string) {
  const answer = await request.post("/danke-willkommen/", {
    form: { "form-name": "lead", "bot-field": "", name: "Klaus", email },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

test("with JavaScript: one click confirms, the answers send the plan at once, one-click unsubscribe ends it", async ({
  page,
  request,
}) => {
  const email = unique("optin");
  await page.goto("/");
  await page.getByLabel("Ihr Vorname").fill("Klaus");
  await page.getByLabel("Ihre E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click();
  await page.waitForURL("**/danke-willkommen/");

  const [confirmation] = await mailTo(email, 1);
  const confirmLink = link(confirmation, "/bestaetigen/");

  // A mail scanner's plain GET must not confirm anybody.
  expect((await request.get(confirmLink)).status()).toBe(200);
  expect(statusOf(email)).toBe("pending");

  await page.goto(confirmLink);
  await page.waitForURL(/\/bestaetigt\/\?t=/);
  expect(statusOf(email)).toBe("confirmed");

  const answeredAt = Date.now();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: /Plan/ }).click();
  await page.waitForURL("**/plan-unterwegs/");
  const [, plan] = await mailTo(email, 2);
  expect(Date.now() - answeredAt).toBeLessThan(BROWSER_PLAN_DELAY_SECONDS * 1000);
  expect(plan.subject).toContain("Klaus");
  for (const day of ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"])
    expect(plan.text).toContain(day);
  const unsubscribeUrl = /^<(.+)>$/.exec(rawHeader(plan, "list-unsubscribe")!)![1];
  expect(rawHeader(plan, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

  // RFC 8058: the mail provider POSTs List-Unsubscribe=One-Click as multipart/form-data.
  const oneClick = await request.post(unsubscribeUrl, { multipart: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(statusOf(email)).toBeUndefined();

  // The old confirmation link is refused with the friendly page and a way back to the form. (In a
  // new tab: the page posts a token by itself only once per tab, so "back" does not post it again.)
  const tab = await page.context().newPage();
  const refused = tab.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().startsWith(`${BROWSER_BASE_URL}/bestaetigen/`),
  );
  await tab.goto(confirmLink);
  expect((await refused).status()).toBe(400);
  await expect(tab.locator('a[href="/#form"]').first()).toBeVisible();
});

test("without JavaScript: the big button confirms, and the plan follows after the delay", async ({
  browser,
  request,
}) => {
  const email = unique("noscript");
  await submitLead(request, email);
  const [confirmation] = await mailTo(email, 1);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link(confirmation, "/bestaetigen/"));
  await page.waitForTimeout(500);
  expect(statusOf(email)).toBe("pending");

  await page.getByRole("button", { name: "Ja, Plan anfordern" }).click();
  await page.waitForURL(/\/bestaetigt\/\?t=/);
  const confirmedAt = Date.now();
  expect(statusOf(email)).toBe("confirmed");

  const [, plan] = await mailTo(email, 2, (BROWSER_PLAN_DELAY_SECONDS + 10) * 1000);
  expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual((BROWSER_PLAN_DELAY_SECONDS - 1) * 1000);
  expect(plan.subject).toContain("Klaus");
  await context.close();
});
