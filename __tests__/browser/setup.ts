// Where the browser tests' server runs and keeps its database: a new file for every run.
// The runner sets the run id when it loads its config; its workers inherit it.
import { tmpdir } from "os";
import { join } from "path";

process.env.BROWSER_RUN_ID ??= `${process.pid}-${Date.now()}`;

// Ports can be moved (BROWSER_PORT, BROWSER_SMTP_PORT) so two checkouts run their browser tests at once.
export const BROWSER_PORT = Number(process.env.BROWSER_PORT ?? 9123);
export const BROWSER_BASE_URL = `http://localhost:${BROWSER_PORT}`;
// In a folder of its own: the server keeps its token secret, erasure journal and backups next to
// the database, and they must not be shared with another run.
const RUN_DIR = join(tmpdir(), `zitronen-browser-${process.env.BROWSER_RUN_ID}`);
export const BROWSER_DATABASE = join(RUN_DIR, "leads.sqlite");
/**
 * The server's own log (every request, at info level): a failed test prints its part of it. Beside
 * the run's folder, not in it: the server makes that folder private when it creates it.
 */
export const BROWSER_SERVER_LOG = `${RUN_DIR}-server.log`;

/** The real SMTP server the browser tests start (follow-up.spec.ts); the site's server sends to it. */
export const BROWSER_SMTP_PORT = Number(process.env.BROWSER_SMTP_PORT ?? 9124);

/** The operator's login on the browser tests' server (made with `npm run betrieb:passwort`). */
export const OPERATOR_PASSWORD = "browser-test-betrieb";
export const OPERATOR_PASSWORD_HASH =
  "scrypt:16384:8:1:RiOsAn0FoBpi7OP-5RQ_rw:J3kBocuJSZqwl0Ih424sHN4of8d4zETCCihDYuT6c3E";
