// Browser tests: Debian's Chromium against `npm start`'s own server with a fresh database.
import { defineConfig } from "@playwright/test";
import { launchOptions } from "./harness/browser.mjs";
import {
  BROWSER_BASE_URL,
  BROWSER_DATABASE,
  BROWSER_PORT,
  BROWSER_SERVER_LOG,
  BROWSER_SMTP_PORT,
  OPERATOR_PASSWORD_HASH,
} from "./__tests__/browser/setup";

export default defineConfig({
  testDir: "__tests__/browser",
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["./harness/server-log-reporter.ts"]],
  use: {
    baseURL: BROWSER_BASE_URL,
    launchOptions: launchOptions(),
    // No smooth scrolling (global.css keeps it for visitors who have not asked for less motion).
    // Playwright scrolls a control into view and presses it at once, as no person does; on a busy
    // machine a smooth scroll still running then moved the forms' sticky button between press and
    // release: the button got the focus, no click, no post (the server's log showed no request).
    reducedMotion: "reduce",
    trace: "off",
  },
  webServer: {
    // The compiled server under plain node, as `npm start` runs it; compiled first so it is never
    // stale, unless `npm test` has just compiled it (SERVER_COMPILED, harness/server-process.ts).
    // Its log goes to a file (harness/server-log-reporter.ts); warnings on stderr still show here.
    command: `${process.env.SERVER_COMPILED === "1" ? "" : "node bin/build-server.mjs && "}exec node dist/server/main.js >> '${BROWSER_SERVER_LOG}'`,
    url: `${BROWSER_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(BROWSER_PORT),
      DATABASE_PATH: BROWSER_DATABASE,
      RATE_LIMIT_MAX: "1000",
      // Every spec posts from 127.0.0.1, one source: its share of the hour's confirmation mails
      // (1/30 of the ceiling) would hold back the later specs' mails.
      CONFIRMATIONS_PER_HOUR: "3000",
      LOG_LEVEL: "info",
      // Mail links point at this server; mails go to the spec's own SMTP server, retried every
      // second while it is not up yet. No MAIL_FROM: the sender is the default the build also names
      // on the thank-you page (journey.spec.ts compares them).
      SITE_URL: BROWSER_BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${BROWSER_SMTP_PORT}`,
      MAIL_RETRY_SECONDS: "1",
      // Not the checkout's own settings file (.env): the settings above are the test's.
      ENV_FILE: "/dev/null",
      // No scheduled report mail during a run (one would come on a Monday morning).
      REPORT_SCHEDULE: "off",
      // The operator's page /betrieb/ (operator.spec.ts).
      OPERATOR_PASSWORD_HASH,
    },
  },
});
