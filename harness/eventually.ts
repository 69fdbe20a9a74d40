// The one way tests, the audit and scripts wait for something another process or a timer does:
// ask again every `everyMs` until the answer is truthy, and fail with what was awaited after
// `timeoutMs`. (Where an event says it happened, as with the SMTP server's mails, listen instead.)

export interface EventuallyOptions {
  timeoutMs?: number;
  everyMs?: number;
}

/**
 * Resolves with `check`'s first truthy answer; throws "timed out after N s waiting for <what>".
 * `what` may be a function, to say how far it got (called only on the timeout). A `check` that
 * throws is asked again (a server not listening yet); its last error is in the timeout's message.
 */
export async function eventually<T>(
  what: string | (() => string),
  check: () => T | Promise<T>,
  { timeoutMs = 15_000, everyMs = 50 }: EventuallyOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const answer = await check();
      if (answer) return answer;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      const described = typeof what === "function" ? what() : what;
      const cause = failure instanceof Error ? ` (last error: ${failure.message})` : "";
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${described}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
