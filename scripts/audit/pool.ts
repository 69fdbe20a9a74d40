// The audit's browser checks on two pages at once: the machine has two cores, and each check
// spends much of its time waiting for the network to go idle.

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

export const BROWSER_CHECKS_AT_ONCE = 2;
