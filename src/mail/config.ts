// Mail settings from the environment, the same variable names on both hosts (docs/follow-up.md).
import { mailFromOf } from "../lib/mail-sender";
import { resolve } from "path";
import type { MailContent } from "./content";
import { planRetentionDaysFrom } from "../lib/privacy-settings";
import { DEFAULT_SITE_URL } from "../lib/site";
import { WEBHOOK_SECRET_MIN_LENGTH } from "./webhook";
import { DEFAULT_CONFIRMATIONS_PER_HOUR } from "../follow-up/limits";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export interface MailConfig {
  /** SMTP_URL; unset = write .eml files into mailDir (self-hosted only). */
  smtpUrl?: string;
  /** MAIL_FROM, default `${brand} <contact e-mail of data/site.yaml>` (an address the operator named). */
  mailFrom: string;
  /** SITE_URL (Netlify: URL, or DEPLOY_PRIME_URL outside production), without a trailing slash. */
  siteUrl: string;
  /** NOTIFY_TO, default the contact e-mail of data/site.yaml. */
  notifyTo: string;
  /** REPLY_TO: where a reply to the confirmation or plan mail goes, default the contact e-mail of data/site.yaml. */
  replyTo: string;
  webhookUrl?: string;
  webhookSecret?: string;
  tokenSecret?: string;
  /** PLAN_RETENTION_DAYS: how long after the plan a lead without the second consent is kept (default 30). */
  planRetentionDays: number;
  /** CONFIRMATIONS_PER_HOUR: the site-wide ceiling of confirmation mails in any hour (src/follow-up/limits.ts). */
  confirmationsPerHour: number;
  /** MAIL_DIR as an absolute path, default var/mail. */
  mailDir: string;
  /** "" normally; "[Vorschau] " on a Netlify deploy preview or branch deploy. */
  subjectPrefix: string;
  /**
   * BOUNCE_ADDRESS: the envelope sender (Return-Path) of every mail, where receiving servers send
   * their delivery reports; unset = MAIL_FROM's address (docs/betrieb-seite.md, "Rückläufer").
   */
  bounceAddress?: string;
}

export const PREVIEW_SUBJECT_PREFIX = "[Vorschau] ";
const ADDRESS = /^[^\s@<>]+@(?:[^\s@<>.]+\.)+[^\s@<>.]+$/;

function fail(message: string): never {
  throw new Error(`Mail configuration: ${message}`);
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    fail(`${name} must start with https:// or http://, got "${value}"`);
  return withoutTrailingSlashes(value);
}

/** "https://zv.de//" → "https://zv.de" (a loop: a pattern would rescan a long run of slashes). */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

/** Netlify sets URL (production) and DEPLOY_PRIME_URL (previews) so a preview's mails link to the preview. */
function siteUrlOf(env: NodeJS.ProcessEnv): { siteUrl: string; preview: boolean } {
  const preview = env.NETLIFY === "true" && env.CONTEXT !== undefined && env.CONTEXT !== "production";
  if (env.SITE_URL) return { siteUrl: httpUrl("SITE_URL", env.SITE_URL), preview };
  if (env.NETLIFY === "true") {
    const netlifyUrl = preview ? env.DEPLOY_PRIME_URL : env.URL;
    if (netlifyUrl) return { siteUrl: httpUrl(preview ? "DEPLOY_PRIME_URL" : "URL", netlifyUrl), preview };
  }
  return { siteUrl: DEFAULT_SITE_URL, preview };
}

/** `www.zitronen-vital.de` → `zitronen-vital.de`: the sender lives on the bare domain. */
export function mailDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname.replace(/^www\./, "");
}

/** The bare address inside `Name <address>` (or the value itself). */
export function addressOf(mailbox: string): string {
  const match = /<([^<>]+)>\s*$/.exec(mailbox);
  return (match ? match[1] : mailbox).trim();
}

export function mailConfigFromEnv(env: NodeJS.ProcessEnv, content: MailContent): MailConfig {
  const { siteUrl, preview } = siteUrlOf(env);

  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    fail('SMTP_URL must look like "smtp://user:pass@host:587" or "smtps://…:465"');

  const mailFrom = mailFromOf(env.MAIL_FROM, content.site);
  if (!ADDRESS.test(addressOf(mailFrom))) fail(`MAIL_FROM must be an address or "Name <address>", got "${mailFrom}"`);

  const notifyTo = env.NOTIFY_TO?.trim() || content.site.email;
  if (!ADDRESS.test(notifyTo)) fail(`NOTIFY_TO must be an e-mail address, got "${notifyTo}"`);

  const replyTo = env.REPLY_TO?.trim() || content.site.email;
  if (!ADDRESS.test(replyTo)) fail(`REPLY_TO must be an e-mail address, got "${replyTo}"`);

  const webhookUrl = env.LEAD_WEBHOOK_URL?.trim() || undefined;
  const webhookSecret = env.LEAD_WEBHOOK_SECRET || undefined;
  if (webhookUrl) {
    // Names and addresses travel in it: https only (plain http only to this machine, for tests).
    const url = new URL(httpUrl("LEAD_WEBHOOK_URL", webhookUrl));
    if (url.protocol !== "https:" && !LOOPBACK_HOSTS.has(url.hostname))
      fail(`LEAD_WEBHOOK_URL must start with https:// (personal data travels in it), got "${webhookUrl}"`);
    if (!webhookSecret || webhookSecret.length < WEBHOOK_SECRET_MIN_LENGTH)
      fail(
        `LEAD_WEBHOOK_SECRET must be at least ${WEBHOOK_SECRET_MIN_LENGTH} random characters; the webhook is signed with it`,
      );
  }

  let planRetentionDays: number;
  try {
    // The same reading as the build's, which writes the number into the privacy texts.
    planRetentionDays = planRetentionDaysFrom(env);
  } catch (error) {
    fail((error as Error).message);
  }

  // An operator raises it for a big campaign; the load test sets it high.
  const ceiling = env.CONFIRMATIONS_PER_HOUR?.trim();
  const confirmationsPerHour = ceiling ? Number(ceiling) : DEFAULT_CONFIRMATIONS_PER_HOUR;
  if (!Number.isInteger(confirmationsPerHour) || confirmationsPerHour < 1)
    fail(
      `CONFIRMATIONS_PER_HOUR must be a whole number of at least 1 (the most confirmation mails the site sends in any hour), got "${ceiling}"`,
    );

  const bounceAddress = env.BOUNCE_ADDRESS?.trim() || undefined;
  if (bounceAddress && !ADDRESS.test(bounceAddress))
    fail(`BOUNCE_ADDRESS must be an e-mail address (the mailbox delivery reports go to), got "${bounceAddress}"`);

  return {
    bounceAddress,
    smtpUrl,
    mailFrom,
    siteUrl,
    notifyTo,
    replyTo,
    webhookUrl,
    webhookSecret,
    tokenSecret: env.TOKEN_SECRET || undefined,
    planRetentionDays,
    confirmationsPerHour,
    mailDir: resolve(env.MAIL_DIR?.trim() || "var/mail"),
    subjectPrefix: preview ? PREVIEW_SUBJECT_PREFIX : "",
  };
}
