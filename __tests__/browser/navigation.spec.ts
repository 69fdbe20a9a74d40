import { expect, test, type Page } from "@playwright/test";
import { enhancedForms } from "../../harness/page-script";

async function formIsInView(page: Page) {
  await expect(page.locator("#form")).toBeInViewport();
}

test("the hero button scrolls to the lead form", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#form")).not.toBeInViewport();
  await page.getByRole("link", { name: /Kostenlosen 4-Wochen-Plan anfordern/ }).click();
  await expect(page).toHaveURL(/\/#form$/);
  await formIsInView(page);
});

test("the movement page's /#form link lands on the lead form", async ({ page }) => {
  await page.goto("/taegliche-bewegung/");
  const cta = page.locator('main a[href="/#form"]');
  await cta.scrollIntoViewIfNeeded();
  await cta.click();
  await expect(page).toHaveURL(/\/#form$/);
  await formIsInView(page);
});

test("opening /#form directly shows the lead form", async ({ page }) => {
  await page.goto("/#form");
  await formIsInView(page);
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The landing page also carries the page script (its form); the privacy page only the menu's.
  for (const { from, link, to } of [
    { from: "/", link: "Bewegung", to: "/taegliche-bewegung/" },
    { from: "/datenschutz/", link: "Kontakt", to: "/kontakte-unterstuetzung/" },
  ]) {
    test(`${from}: the menu opens, closes, closes on Escape and when a link is clicked`, async ({ page }) => {
      await page.goto(from);
      const toggle = page.getByRole("button", { name: "Menü" });
      const close = page.getByRole("button", { name: "Schließen" });
      const menuLink = page
        .getByRole("navigation", { name: "Hauptmenü" })
        .getByRole("link", { name: link, exact: true });
      await expect(menuLink).toBeHidden();
      await toggle.click();
      await expect(close).toHaveAttribute("aria-expanded", "true");
      await expect(menuLink).toBeVisible();
      await close.click();
      await expect(menuLink).toBeHidden();

      await toggle.click();
      await page.keyboard.press("Escape");
      await expect(menuLink).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await menuLink.click();
      await page.waitForURL(`**${to}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(menuLink).toBeHidden();
    });
  }

  test("the landing page loads no script file for its first screen, and for its form only the site's own (no React, no Gatsby runtime)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on(
      "request",
      (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    await enhancedForms(page);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/static\/page-[0-9a-f]{20}\.js$/);
  });
});

test.describe("on a phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the menu is shown open and the useless toggle is hidden", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menü" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Hauptmenü" });
    for (const label of ["Startseite", "Bewegung", "Ernährung", "Kontakt"]) {
      // exact: "Kontakt" is also part of the contact address, a link in the same menu.
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });
});

test("the current page's link is highlighted", async ({ page }) => {
  await page.goto("/traditionelle-ernaehrung/");
  const nav = page.getByRole("navigation", { name: "Hauptmenü" });
  const current = nav.getByRole("link", { name: "Ernährung" });
  const other = nav.getByRole("link", { name: "Bewegung" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(other).not.toHaveAttribute("aria-current", "page");
  const background = (locator: typeof current) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(current)).not.toBe(await background(other));
});

test("an unknown route answers 404, shows the 404 text and logs its path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/gibt-es-nicht/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.locator("main").getByRole("link", { name: /Startseite/ })).toHaveAttribute("href", "/");
  await expect.poll(() => errors.join("\n")).toContain("/gibt-es-nicht/");
});

// Every route loading without console errors, uncaught exceptions, failed requests or CSP violations is
// checked by the audit's browsing phase (audit/browse.ts), which visits each one and scrolls it.
