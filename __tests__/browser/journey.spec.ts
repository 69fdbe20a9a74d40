// The path from the first screen to the plan on the fridge, as its visitor takes it: a 360 px
// phone, text at 100 % and 200 %, with and without JavaScript, the mails read from a real SMTP server
// and their links followed. Each step asserts what he must see there.
//
// Without JavaScript the thank-you page cannot name the masked address (it travels only in the URL's
// fragment, which the lead form's script writes: docs/decisions/004-path-from-first-screen-to-plan.md), so that variant asserts the
// general words instead, and corrects the mistyped address with the thank-you page's form, as a
// visitor without JavaScript does (no typo suggestion without a script). What he must see is asserted
// softly, so that a run names every such failure, not only the first.
import { expect, test, type BrowserContext } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { ANY_QUERY, linkIn as mailLink } from "./mails";
import { enhancedForms } from "../../harness/page-script";
import { PHONE, TASK, readData, smtpServerForSpec } from "./shared";

const site = readData<{ brand: string }>("site.yaml");
const heroButton = readData<Array<{ page: string; cta?: string }>>("pages.yaml").find((p) => p.page === "home")!.cta!;

const smtp = smtpServerForSpec();

const mailsTo = (email: string, count: number) => smtp().mailsTo(email, count);
const linkIn = (mail: ParsedMail, path: string) => mailLink(mail, path, ANY_QUERY);

/**
 * The root text size of every page this context opens, as a phone's text setting sets it (the CSS
 * sizes text in rem). Put into each HTML answer, so that it also works without JavaScript.
 */
async function setTextSize(context: BrowserContext, textPercent: number) {
  if (textPercent === 100) return;
  await context.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const body = (await response.text()).replace(
      "</head>",
      `<style>html { font-size: ${textPercent}% !important; }</style></head>`,
    );
    await route.fulfill({ response, body });
  });
}

/** Week 1's moderate minutes as a summary states them ("60 Minuten Ausdauer, 2 Krafttage, …"). */
function weekOneMinutes(text: string): number {
  const match = /(\d+)\s+Minuten Ausdauer/.exec(text);
  if (!match) throw new Error(`no week summary in: ${text.slice(0, 200)}`);
  return Number(match[1]);
}

for (const textPercent of [100, 200]) {
  for (const javaScript of [true, false]) {
    const variant = `360 px, ${textPercent} % text, ${javaScript ? "with" : "without"} JavaScript`;

    test.describe.serial(`from the first screen to the plan (${variant})`, () => {
      let planUrl = "";

      test("landing page, form, thank-you page, confirmation mail, confirmation, plan mail, plan page", async ({
        browser,
      }) => {
        test.setTimeout(90_000);
        const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: javaScript });
        await setTextSize(context, textPercent);
        const page = await context.newPage();
        const open = (url: string) => page.goto(url);
        const arrived = (url: RegExp) => page.waitForURL(url);
        const id = `${Date.now()}-${textPercent}-${javaScript ? "js" : "nojs"}`;
        const typed = `journey-${id}@gmial.com`;
        const meant = `journey-${id}@gmail.com`;

        // 1. The first screen says who is behind it; the brand's name is not hidden at large text.
        await open("/");
        const brandName = page.getByRole("banner").getByText(site.brand, { exact: true });
        await expect.soft(brandName).toBeInViewport();
        expect
          .soft((await brandName.boundingBox())?.width ?? 0, "the brand's name is shown, not clipped")
          .toBeGreaterThan(40);
        await expect.soft(page.getByText(/^Ein Angebot der .+ GmbH/)).toBeVisible();

        // 2. The form: the button is in view right after the e-mail field.
        await page.getByRole("main").getByRole("link", { name: heroButton }).first().click();
        const form = page.locator('main form[name="lead"]');
        // Near the screen, the form loads its script (src/enhance/load-script.ts) while he reads.
        if (javaScript) await enhancedForms(page);
        await form.getByLabel("Ihr Vorname").fill("Klaus");
        const email = form.getByLabel("Ihre E-Mail-Adresse");
        await email.fill(typed);
        await expect.soft(form.getByRole("button", { name: "Kostenlosen Plan anfordern" })).toBeInViewport();
        if (javaScript) {
          // 8. The likely address is suggested, never put in by itself; one tap takes it.
          await email.press("Tab");
          await expect(form.getByText("Meinten Sie")).toContainText(`Meinten Sie ${meant}?`);
          await expect(email).toHaveValue(typed);
          await form.getByRole("button", { name: meant }).click();
          await expect(email).toHaveValue(meant);
        }
        await form.getByRole("checkbox", { name: /Ja, ich willige ein/ }).check();
        await form.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click();

        // 3. The thank-you page: the task as heading, where the mail went, sender and subject.
        await arrived(/\/danke-willkommen\//);
        await expect.soft(page.getByRole("heading", { level: 1 })).toHaveText(TASK);
        await expect.soft(page.getByRole("heading", { level: 1 })).toBeInViewport();
        if (javaScript) {
          await expect.soft(page.getByText("Die E-Mail ging an")).toContainText(`jo…${id.slice(-1)}@gmail.com`);
        } else {
          await expect
            .soft(page.getByText("Die E-Mail ging an"))
            .toContainText("die Adresse, die Sie eingegeben haben");
          // He spots the typo and sends the form again with the right address.
          const again = page.locator('main form[name="lead"]');
          await expect(page.getByRole("heading", { name: "Keine E-Mail bekommen oder Adresse falsch?" })).toBeVisible();
          await again.getByLabel("Ihr Vorname").fill("Klaus");
          await again.getByLabel("Ihre E-Mail-Adresse").fill(meant);
          await again.getByRole("checkbox", { name: /Ja, ich willige ein/ }).check();
          await again.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click();
          await arrived(/\/danke-willkommen\//);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(TASK);
        }

        // 4. The confirmation mail is the one the page describes: its sender and its subject.
        const [confirmation] = await mailsTo(meant, 1);
        const from = confirmation.from!.value[0];
        await expect.soft(page.getByText(/^Absender:/)).toHaveText(`Absender: ${from.name} (${from.address})`);
        await expect.soft(page.getByText(/^Betreff:/)).toHaveText(`Betreff: ${confirmation.subject}`);

        // 5. He follows the mail's link and confirms with one click, answering the first question.
        await open(linkIn(confirmation, "/bestaetigen/"));
        if (javaScript) await page.getByRole("radio", { name: /^Wenig/ }).check();
        await page.getByRole("button", { name: "Bestätigen und Plan erhalten" }).click();
        await arrived(/\/plan-unterwegs\//);

        // 6. The plan mail, and the plan page through its link: his own minutes on both.
        const [, plan] = await mailsTo(meant, 2);
        expect(plan.subject).toContain("Klaus");
        const mailed = weekOneMinutes(plan.text ?? "");
        planUrl = linkIn(plan, "/mein-plan/");
        await open(planUrl);
        // Without a script the page shows the plan for no answers, so that variant answers none. With
        // one, the plan script (loaded after the first paint) shows the plan for the link's answers.
        await expect
          .poll(async () => weekOneMinutes(await page.locator('[data-week-minutes="1"]').innerText()))
          .toBe(mailed);
        await context.close();
      });

      test("the printout of the plan carries the brand and a date", async ({ browser }) => {
        const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: javaScript });
        await setTextSize(context, textPercent);
        const page = await context.newPage();
        expect(planUrl).not.toBe("");
        await page.goto(planUrl);
        await page.emulateMedia({ media: "print" });
        const header = page.getByTestId("plan-print-header");
        await expect(header).toBeVisible();
        await expect(header).toContainText(site.brand);
        // The date of printing needs the script; without one the sheet has a line to write it on.
        if (javaScript)
          await expect(page.getByTestId("plan-print-date")).toHaveText(/^Stand: \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
        else await expect(header).toContainText("Begonnen am:");
        await context.close();
      });
    });
  }
}
