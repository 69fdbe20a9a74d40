import { expect, test } from "@playwright/test";
import { readFileSync } from "fs";
import { parse } from "yaml";
import { pathOf } from "../../src/lib/routes";

const firstSteps = (page: import("@playwright/test").Page) => page.locator("main article details ol > li").first();

test("a recipe's preparation steps open from their summary", async ({ page }) => {
  await page.goto(pathOf("recipes"));
  await expect(firstSteps(page)).toBeHidden();
  await page.locator("main article summary").first().click();
  await expect(firstSteps(page)).toBeVisible();
});

test.describe("printed", () => {
  // CSS alone must show the steps: no script runs in the print preview of a page without JavaScript.
  test.use({ javaScriptEnabled: false });

  test("every recipe shows its steps", async ({ page }) => {
    await page.goto(pathOf("recipes"));
    await page.emulateMedia({ media: "print" });
    const steps = page.locator("main article details ol");
    const recipes = parse(readFileSync("data/recipes.yaml", "utf8")) as unknown[];
    await expect(steps).toHaveCount(recipes.length);
    for (const list of await steps.all()) await expect(list.locator("li").first()).toBeVisible();
  });
});
