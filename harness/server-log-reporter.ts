// A failed browser test prints what the site's server logged while it ran (every request, at info
// level: playwright.config.ts writes the log to BROWSER_SERVER_LOG). A post that got no answer then
// shows whether the server ever saw it, and what it was doing meanwhile.
import { existsSync, readFileSync } from "fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { BROWSER_SERVER_LOG } from "../__tests__/browser/setup";

/** Enough for a test's requests; a test that logged more shows its last lines. */
const MAX_LINES = 200;

/** The log's lines whose `time` falls within [from, to] (ms since the epoch). */
function linesBetween(log: string, from: number, to: number): string[] {
  return log.split("\n").filter((line) => {
    const time = /"time":"([^"]+)"/.exec(line)?.[1];
    const at = time ? Date.parse(time) : NaN;
    return at >= from && at <= to;
  });
}

export default class ServerLogReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || !existsSync(BROWSER_SERVER_LOG)) return;
    const from = result.startTime.getTime();
    const lines = linesBetween(readFileSync(BROWSER_SERVER_LOG, "utf8"), from, from + result.duration + 1000);
    const shown = lines.slice(-MAX_LINES);
    console.log(
      `\nThe server's log while "${test.title}" ran (${lines.length} lines${lines.length > shown.length ? `, the last ${shown.length}` : ""}):\n` +
        shown.join("\n"),
    );
  }
}
