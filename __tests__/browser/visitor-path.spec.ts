// The visitor-path bugs found on a phone (docs/launch.md), each as he met it, in Chromium against the
// real server and a real SMTP server: the thank-you page's own form with JavaScript, the missing
// consent at 200 % text, the sticky button with the keyboard open, a used confirmation link, the
// plan questions' words at 200 % text, and the confirmation mail's "Anfrage löschen".
import { expect, test, type Page } from "@playwright/test";
import { enlargeText } from "../../audit/reflow";
import { linkIn, TOKEN_QUERY } from "./mails";
import { enhancedForms } from "../../harness/page-script";
import { PHONE, TASK, smtpServerForSpec, statusOf, unique } from "./shared";

const smtp = smtpServerForSpec();

const mailsTo = (email: string, count: number) => smtp().mailsTo(email, count);

async function requestPlan(page: Page, email: string, form = page.locator('form[name="lead"]')) {
  await form.getByLabel("Ihr Vorname").fill("Klaus");
  await form.getByLabel("Ihre E-Mail-Adresse").fill(email);
  await form.getByRole("checkbox", { name: /Ja, ich willige ein/ }).check();
  await form.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click();
  await page.waitForURL(/\/danke-willkommen\//);
}

/** Whether two elements' boxes overlap on the screen. */
async function overlap(page: Page, a: string, b: string): Promise<boolean> {
  const [first, second] = await Promise.all([page.locator(a).boundingBox(), page.locator(b).boundingBox()]);
  if (!first || !second) throw new Error(`${a} or ${b} is not rendered`);
  return !(
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y
  );
}

test("the thank-you page's own form sends again with JavaScript: the page shows the new address and a fresh form", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const first = unique("erst");
  const corrected = unique("korrigiert");
  await page.goto("/");
  await enhancedForms(page);
  await requestPlan(page, first);
  await page.waitForURL(/\/danke-willkommen\/#an=/);
  await expect(page.getByText("Die E-Mail ging an")).toContainText(`@example.de`);
  const before = await page.getByText("Die E-Mail ging an").textContent();

  // He corrects the address with the form on the thank-you page itself.
  const again = page.locator('main form[name="lead"]');
  await enhancedForms(page);
  await requestPlan(page, corrected, again);
  await expect(page.getByText("Die E-Mail ging an")).toContainText(`${corrected.slice(0, 2)}…`, { timeout: 10_000 });
  expect(await page.getByText("Die E-Mail ging an").textContent()).not.toBe(before);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TASK);
  // A fresh form: the button says what it does again, nothing is stuck at "Wird gesendet…".
  await expect(
    page.locator('main form[name="lead"]').getByRole("button", { name: "Kostenlosen Plan anfordern" }),
  ).toBeEnabled();
  await expect(page.getByRole("button", { name: "Wird gesendet..." })).toHaveCount(0);
  await mailsTo(corrected, 1);
  expect(statusOf(corrected)).toBe("pending");
});

for (const textPercent of [100, 200]) {
  test(`without the consent, at ${textPercent} % text the message stands right above the box, in view, the box focused`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await enlargeText(page, textPercent);
    // The message is the page script's; before it loads, the browser's own check of the box answers.
    await enhancedForms(page);
    const form = page.locator('form[name="lead"]');
    await form.getByLabel("Ihr Vorname").fill("Klaus");
    await form.getByLabel("Ihre E-Mail-Adresse").fill(unique("ohne"));
    await form.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click();
    const box = form.getByRole("checkbox", { name: /Ja, ich willige ein/ });
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport({ ratio: 1 });
    // At 100 % all of the message is in view; at 200 % on a phone it is taller than half the screen,
    // and its end, right above the box, is.
    const message = form.getByText("Bitte setzen Sie das Häkchen bei der Einwilligung");
    await expect(message).toBeInViewport({ ratio: textPercent === 100 ? 1 : 0.5 });
    const [messageBox, checkbox] = await Promise.all([message.boundingBox(), box.boundingBox()]);
    expect(checkbox!.y - (messageBox!.y + messageBox!.height)).toBeLessThan(40);
    expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(PHONE.height);
    // Not under the button that sticks to the bottom of the screen.
    expect(
      await overlap(page, 'form[name="lead"] [id$="consent-error"]', 'form[name="lead"] button[type="submit"]'),
    ).toBe(false);
    expect(
      await overlap(page, 'form[name="lead"] input[name="consent"]', 'form[name="lead"] button[type="submit"]'),
    ).toBe(false);
  });
}

test("at 200 % text with the phone's keyboard open, the sticky button never covers the e-mail field", async ({
  page,
}) => {
  // Chrome on Android resizes the page for the keyboard (interactive-widget=resizes-content): a short screen.
  await page.setViewportSize({ width: PHONE.width, height: 300 });
  await page.goto("/");
  await enlargeText(page, 200);
  // The page script keeps the field clear of the button: it loads as the form comes near.
  await enhancedForms(page);
  const email = page.locator('form[name="lead"] input[name="email"]');
  await email.scrollIntoViewIfNeeded();
  await email.focus();
  await email.pressSequentially("klaus@");
  await expect(email).toBeInViewport();
  // It checks once the browser has scrolled the focused field into view.
  await expect
    .poll(() => overlap(page, 'form[name="lead"] input[name="email"]', 'form[name="lead"] button[type="submit"]'))
    .toBe(false);
  // Once he reaches the boxes, the button sticks again.
  await page.locator('form[name="lead"] input[name="consent"]').focus();
  await expect(page.locator('form[name="lead"] button[type="submit"]')).toBeInViewport();
});

test("a used confirmation link says so on arrival, before any question", async ({ page }) => {
  const email = unique("doppelt");
  await page.goto("/");
  await requestPlan(page, email);
  const [confirmation] = await mailsTo(email, 1);
  const confirmLink = linkIn(confirmation, "/bestaetigen/", TOKEN_QUERY);
  await page.goto(confirmLink);
  await page.getByRole("button", { name: "Bestätigen und Plan erhalten" }).click();
  await page.waitForURL("**/plan-unterwegs/**");

  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schon bestätigt");
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Bestätigen und Plan erhalten" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Plan ansehen und ausdrucken" })).toBeVisible();
});

test("at 200 % text the plan questions' words break only at syllables, with a hyphen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/bestaetigen/");
  await enlargeText(page, 200);
  const cut = await page.locator("fieldset").evaluateAll((fieldsets) => {
    const words: string[] = [];
    for (const fieldset of fieldsets) {
      const walker = document.createTreeWalker(fieldset, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const textNode = node;
        const text = textNode.textContent ?? "";
        for (const match of text.matchAll(/[\p{L}\u00ad-]+/gu)) {
          // A word may go on in the next line only where a soft hyphen stands: each piece between two
          // of them has its first and its last letter on the same line.
          let offset = match.index;
          for (const piece of match[0].split("\u00ad")) {
            // The letter's own box: after a break its range also holds the hyphen drawn at the line's end.
            const lineOf = (at: number) => {
              const range = document.createRange();
              range.setStart(textNode, at);
              range.setEnd(textNode, at + 1);
              const boxes = [...range.getClientRects()];
              return Math.round(boxes[boxes.length - 1]?.top ?? 0);
            };
            if (piece.length > 1 && lineOf(offset) !== lineOf(offset + piece.length - 1))
              words.push(match[0].replace(/\u00ad/g, ""));
            offset += piece.length + 1;
          }
        }
      }
    }
    return words;
  });
  expect(cut).toEqual([]);
  // The long ones do break, at a syllable: the page stays within the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
});

test("the confirmation mail's 'Anfrage löschen' opens a page whose button deletes the request", async ({ page }) => {
  const email = unique("loeschen");
  await page.goto("/");
  await requestPlan(page, email);
  const [confirmation] = await mailsTo(email, 1);
  expect(confirmation.text).toContain("Im Formular haben Sie dieses Kästchen angekreuzt:");
  await page.goto(linkIn(confirmation, "/anfrage-loeschen/", TOKEN_QUERY));
  await page.waitForTimeout(300);
  expect(statusOf(email)).toBe("pending");
  await page.getByRole("button", { name: "Anfrage und Daten löschen" }).click();
  await page.waitForURL("**/anfrage-geloescht/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Anfrage ist gelöscht");
  expect(statusOf(email)).toBeUndefined();
});
