// The follow-up's mail settings for the self-hosted server: content from data/ (read once at
// start), variables from the environment (src/mail/config.ts), one sender for the process.
import { resolve } from "path";
import type { MailSetup } from "./app";
import { mailConfigFromEnv } from "../src/mail/config";
import { loadMailContent, type MailContent } from "../src/mail/content";
import { createMailSender } from "../src/mail/transport";
import { CONTENT_DIR } from "../src/lib/site";

const DEFAULT_RETRY_SECONDS = 30;

export function mailSetupFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  content: MailContent = loadMailContent(resolve(CONTENT_DIR)),
): MailSetup {
  const config = mailConfigFromEnv(env, content);
  const retry = env.MAIL_RETRY_SECONDS?.trim() ? Number(env.MAIL_RETRY_SECONDS) : DEFAULT_RETRY_SECONDS;
  if (!Number.isFinite(retry) || retry <= 0)
    throw new Error(`MAIL_RETRY_SECONDS must be a number of seconds above 0, got "${env.MAIL_RETRY_SECONDS}"`);
  return { content, config, sender: createMailSender(config, { pool: true }), retryBaseMs: retry * 1000 };
}

/** One line for the start-up log: where mails go, without credentials. */
export function describeMailTarget(setup: MailSetup): string {
  if (!setup.config.smtpUrl) return `no SMTP_URL: mails are written as .eml files to ${setup.config.mailDir}`;
  const url = new URL(setup.config.smtpUrl);
  return `mails go to SMTP server ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
}
