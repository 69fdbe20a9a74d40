import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { BROWSER_DATABASE } from "./setup";
import { enhancedForms } from "../../harness/page-script";
import { unique } from "./shared";

type Row = { form: string; name: string; email: string; message: string | null };
function rowsFor(email: string): Row[] {
  const db = new Database(BROWSER_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT form, name, email, message FROM submissions WHERE email = ?").all(email) as Row[];
  } finally {
    db.close();
  }
}

/** The page script has run once the form switched from the browser's checks to its own. */
async function openEnhanced(page: Page, path: string) {
  await page.goto(path);
  await enhancedForms(page);
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
}

async function fillLead(page: Page, name: string, email: string) {
  await page.getByLabel("Ihr Vorname").fill(name);
  await page.getByLabel("Ihre E-Mail-Adresse").fill(email);
  await page.getByRole("checkbox", { name: /Ja, ich willige ein/ }).check();
}

test.describe("with JavaScript", () => {
  test("lead form: errors, the sending state, the 800 ms minimum and the stored row", async ({ page }) => {
    await openEnhanced(page, "/");
    const submit = page.getByRole("button", { name: "Kostenlosen Plan anfordern" });
    await submit.click();
    await expect(page.getByText("Name erforderlich", { exact: true })).toBeVisible();
    await expect(page.getByText("Ungültige E-Mail", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Ihr Vorname")).toBeFocused();

    const email = unique("lead");
    await fillLead(page, "Klaus", email);
    const startedAt = Date.now();
    await submit.click();
    const sending = page.getByRole("button", { name: "Wird gesendet..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    // With JavaScript the thank-you page's fragment names the masked address (src/lib/sent-to.ts).
    await page.waitForURL(/\/danke-willkommen\/#an=/);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(800);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(rowsFor(email)).toEqual([{ form: "lead", name: "Klaus", email, message: null }]);
  });

  test("contact form: three messages, then a stored message", async ({ page }) => {
    await openEnhanced(page, "/kontakte-unterstuetzung/");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    for (const message of ["Name ist erforderlich", "Ungültige E-Mail-Adresse", "Nachricht ist erforderlich"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const email = unique("kontakt");
    await page.getByLabel("Ihr Name").fill("Werner Schulz");
    await page.getByLabel("Ihre E-Mail-Adresse").fill(email);
    await page.getByLabel("Ihre Nachricht").fill("Guten Tag,\nwann kommt mein Plan?");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await page.waitForURL("**/danke-nachricht/");
    expect(rowsFor(email)).toEqual([
      { form: "kontakt", name: "Werner Schulz", email, message: "Guten Tag,\nwann kommt mein Plan?" },
    ]);
  });

  for (const [failure, answer] of [
    ["the server answers 500", { status: 500, body: "Internal Server Error" }],
    ["the server is down", null],
  ] as const) {
    test(`when ${failure}, the form returns to editable with values kept and a German error`, async ({ page }) => {
      await page.route("**/danke-willkommen/", (route) =>
        route.request().method() === "POST"
          ? answer
            ? route.fulfill(answer)
            : route.abort("connectionrefused")
          : route.continue(),
      );
      await openEnhanced(page, "/");
      await fillLead(page, "Klaus", "klaus@example.de");
      await page.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click();
      await expect(page.getByRole("alert")).toContainText("Das Absenden hat leider nicht geklappt");
      await expect(page.getByRole("button", { name: "Kostenlosen Plan anfordern" })).toBeEnabled();
      await expect(page.getByLabel("Ihr Vorname")).toHaveValue("Klaus");
      await expect(page.getByLabel("Ihre E-Mail-Adresse")).toHaveValue("klaus@example.de");
      expect(new URL(page.url()).pathname).toBe("/");
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lead form posts, gets a 303 to the thank-you page and is stored", async ({ page }) => {
    await page.goto("/");
    const email = unique("nojs-lead");
    await fillLead(page, "Dieter", email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL("**/danke-willkommen/");
    expect(rowsFor(email)).toEqual([{ form: "lead", name: "Dieter", email, message: null }]);
  });

  test("the contact form posts, gets a 303 to the thank-you page and is stored", async ({ page }) => {
    await page.goto("/kontakte-unterstuetzung/");
    const email = unique("nojs-kontakt");
    await page.getByLabel("Ihr Name").fill("Jürgen");
    await page.getByLabel("Ihre E-Mail-Adresse").fill(email);
    await page.getByLabel("Ihre Nachricht").fill("Ohne JavaScript geschrieben.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Nachricht senden" }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL("**/danke-nachricht/");
    expect(rowsFor(email)).toHaveLength(1);
  });

  test("a mistake the browser lets through comes back as the site's own form, in its frame, with what he typed", async ({
    page,
  }) => {
    await page.goto("/");
    // type=email accepts an address without a dot in the domain; the form contract does not.
    await fillLead(page, "Dieter", "dieter@gmial");
    await page.getByRole("checkbox", { name: /Tipps zu Bewegung/ }).check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bitte prüfen Sie Ihre Angaben");
    await expect(page.getByRole("banner").getByRole("navigation")).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByLabel("Ihr Vorname")).toHaveValue("Dieter");
    const email = page.getByLabel("Ihre E-Mail-Adresse");
    await expect(email).toHaveValue("dieter@gmial");
    await expect(email).toHaveAccessibleDescription(
      "Ungültige E-Mail Bitte geben Sie Ihre vollständige E-Mail-Adresse ein, z. B. name@beispiel.de.",
    );
    await expect(page.getByRole("checkbox", { name: /Ja, ich willige ein/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Tipps zu Bewegung/ })).toBeChecked();
    // Corrected and sent again from this page, it goes through.
    await email.fill(unique("nojs-again"));
    await Promise.all([
      page.waitForURL("**/danke-willkommen/"),
      page.getByRole("button", { name: "Kostenlosen Plan anfordern" }).click(),
    ]);
  });

  for (const [path, button, firstField] of [
    ["/", "Kostenlosen Plan anfordern", "Ihr Vorname"],
    ["/kontakte-unterstuetzung/", "Nachricht senden", "Ihr Name"],
  ] as const) {
    test(`the browser's own required check stops an empty post on ${path}`, async ({ page }) => {
      await page.goto(path);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      // click() waits for a navigation it starts; had the post left, a 422 page or the thank-you
      // page would load: a POST request and a new URL.
      await page.getByRole("button", { name: button }).click();
      await page.waitForLoadState("networkidle");
      expect(posts).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByLabel(firstField).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    });
  }
});
