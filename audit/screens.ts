// How long the landing page is for the man it serves: its height in screens of a 360 × 740 px phone,
// with the text at 100 % and as large as a phone's text setting makes it (200 %), in total and per
// part (header, each part of the main content, footer), so a report shows where the length is.
import type { Browser } from "playwright-core";
import { enlargeText } from "./reflow";

export const PHONE_SCREEN = { width: 360, height: 740 } as const;
export const SCREEN_TEXT_SIZES = [100, 200] as const;
export type ScreenTextSize = (typeof SCREEN_TEXT_SIZES)[number];

export interface ScreenCount {
  textPercent: ScreenTextSize;
  screens: number;
  /** Each part's height in screens, in page order, named by its first heading. */
  parts: Array<{ name: string; screens: number }>;
}

/** Runs in the page, so it must be self-contained (no inner functions: tsx would wrap them in a helper). */
function measureParts(screenHeight: number) {
  const elements = [
    document.querySelector("header"),
    ...Array.from(document.querySelectorAll("main > *")),
    document.querySelector("footer"),
  ];
  const parts: Array<{ name: string; screens: number }> = [];
  for (const element of elements) {
    if (!element) continue;
    const heading = element.querySelector("h1, h2")?.textContent?.replace(/\s+/g, " ").trim();
    const tag = element.tagName.toLowerCase();
    parts.push({
      name: heading ? `${tag}: ${heading.slice(0, 50)}` : tag,
      screens: element.getBoundingClientRect().height / screenHeight,
    });
  }
  return { screens: document.documentElement.scrollHeight / screenHeight, parts };
}

export async function countScreens(browser: Browser, url: string): Promise<ScreenCount[]> {
  const counts: ScreenCount[] = [];
  for (const textPercent of SCREEN_TEXT_SIZES) {
    const page = await browser.newPage({ viewport: PHONE_SCREEN });
    try {
      await page.goto(url, { waitUntil: "load" });
      await enlargeText(page, textPercent);
      counts.push({ textPercent, ...(await page.evaluate(measureParts, PHONE_SCREEN.height)) });
    } finally {
      await page.close();
    }
  }
  return counts;
}
