// The audit's browser checks on three pages at once: the machine has two cores, and each check
// spends much of its time waiting for the network to go idle (half a second per page at least).
import type { Browser, BrowserContext, Page } from "playwright-core";

/** Runs `task` for every item, at most `concurrency` at a time; the results keep the items' order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export const BROWSER_CHECKS_AT_ONCE = 3;

/**
 * Like mapConcurrent, on BROWSER_CHECKS_AT_ONCE pages that each visit item after item: a new page
 * costs a new renderer process (the site's Cross-Origin-Opener-Policy asks for one), a navigation
 * within a page does not. `prepare` sets up each page's context before its first item.
 */
export async function mapOnPages<T, R>(
  browser: Browser,
  items: readonly T[],
  task: (page: Page, item: T) => Promise<R>,
  prepare: (context: BrowserContext) => Promise<unknown> = async () => {},
): Promise<R[]> {
  const contexts = await Promise.all(Array.from({ length: BROWSER_CHECKS_AT_ONCE }, () => browser.newContext()));
  try {
    await Promise.all(contexts.map(prepare));
    const idle = await Promise.all(contexts.map((context) => context.newPage()));
    return await mapConcurrent(items, idle.length, async (item) => {
      const page = idle.pop()!;
      try {
        return await task(page, item);
      } finally {
        idle.push(page);
      }
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}
