import { expect, test } from "@playwright/test";
import { measureInPage, measureReflow, type ReflowViewport } from "../../audit/reflow";

// WCAG 1.4.10 and 1.4.4 with the menu open: no sideways scrolling and no control cut off on a 320 px
// phone, nor on a 390 px phone with the text at 200 %. Every route with the menu closed is checked by
// the audit's reflow phase (320, 360 and 390 px with 200 % text; `npm test` fails on it).
const VIEWPORTS: ReflowViewport[] = [
  { width: 320, textPercent: 100 },
  { width: 390, textPercent: 200 },
];

for (const viewport of VIEWPORTS) {
  test(`the open menu fits at ${viewport.width} px with ${viewport.textPercent} % text`, async ({ page, baseURL }) => {
    await measureReflow(page, `${baseURL}/`, viewport);
    const toggle = page.getByRole("button", { name: "Menü" });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Schließen" })).toHaveAttribute("aria-expanded", "true");
    const { documentWidth, clippedControls } = await page.evaluate(measureInPage);
    expect({ documentWidth, clippedControls }).toEqual({ documentWidth: viewport.width, clippedControls: [] });
    await expect(page.getByRole("button", { name: "Schließen" })).toBeInViewport({ ratio: 1 });
    const contacts = page
      .getByRole("navigation", { name: "Hauptmenü" })
      .getByRole("link", { name: "Kontakt", exact: true });
    await expect(contacts).toBeInViewport({ ratio: 1 });
  });
}
