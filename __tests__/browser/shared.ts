// What the browser specs share: the SMTP server the site under test mails to, the visitor's phone,
// a fresh address for each visitor, the state the database keeps of him, and the thank-you page's
// task as data/pages.yaml words it.
import { test } from "@playwright/test";
import Database from "better-sqlite3";
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { startSmtpServer, type TestSmtpServer } from "../../harness/smtp";
import { BROWSER_DATABASE, BROWSER_SMTP_PORT } from "./setup";

export const PHONE = { width: 360, height: 740 };

export const readData = <T>(file: string) => parse(readFileSync(join(__dirname, "../../data", file), "utf8")) as T;

/** The thank-you page's heading: the visitor's one remaining task. */
export const TASK = readData<Array<{ page: string; heading?: string }>>("pages.yaml").find(
  (page) => page.page === "thanks",
)!.heading!;

/** Starts the SMTP server around the spec's tests; call the returned function for it. */
export function smtpServerForSpec(): () => TestSmtpServer {
  let smtp: TestSmtpServer | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtpServer(BROWSER_SMTP_PORT);
  });
  test.afterAll(() => smtp?.stop());
  return () => {
    if (!smtp) throw new Error("the SMTP server starts in beforeAll");
    return smtp;
  };
}

export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.de`;

/** The lead's status the database keeps for `email` (undefined: no row). */
export function statusOf(email: string): string | null | undefined {
  const db = new Database(BROWSER_DATABASE, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT status FROM submissions WHERE email = ?").get(email) as
      { status: string | null } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}
