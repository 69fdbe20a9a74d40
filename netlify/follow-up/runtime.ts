// Everything a follow-up function needs, built once per cold start: the mail content from
// data/*.yaml, the mail settings, one SMTP transport, the Blobs store and the page for bad links.
// The YAML files and the built /link-ungueltig/ page travel with each function (netlify.toml,
// included_files); Lambda unpacks the function into LAMBDA_TASK_ROOT, the working directory.
import type { Context } from "@netlify/functions";
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { pathOf } from "../../src/lib/routes";
import { HEADERS_FILE, parseHeadersFile, type HeaderRule } from "../../src/lib/security-headers";
import { mailConfigFromEnv, type MailConfig } from "../../src/mail/config";
import { loadMailContent, type MailContent } from "../../src/mail/content";
import { TOKEN_SECRET_MIN_LENGTH } from "../../src/follow-up/tokens";
import { privacySettingsMismatch } from "../../src/lib/privacy-settings";
import { createMailSender, type MailSender } from "../../src/mail/transport";
import { ConsentStore, storeNameFor } from "./consent-store";
import { formsApiFromEnv, type FormsApi } from "./forms-api";
import { BlobCounters } from "./limit-counters";

export interface FollowUpRuntime {
  config: MailConfig;
  content: MailContent;
  sender: MailSender;
  store: ConsentStore;
  /** The limits' counters in Blobs. */
  counters: BlobCounters;
  /**
   * Netlify's API for this site's form submissions (NETLIFY_API_TOKEN): submission-created acts only
   * on a submission Netlify holds, and forms-cleanup deletes by id. Undefined without the token.
   */
  forms: FormsApi | undefined;
  tokenSecret: string;
  /** The built /link-ungueltig/ page, the body of every 400/410 answer. */
  invalidLinkPage: string;
  /** The site's header rules (public/_headers): a function's answer carries the same as the page it stands for. */
  headerRules: HeaderRule[];
  /** Operator log (English, no addresses or names). */
  log: (message: string) => void;
  /** The functions' clock (tests move it past a ceiling's hour). */
  now: () => number;
}

/** Where the function's files are: LAMBDA_TASK_ROOT on Netlify, else the working directory. */
export function filesRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.LAMBDA_TASK_ROOT || process.cwd();
}

function requiredFile(path: string): string {
  if (!existsSync(path)) {
    throw new Error(`Netlify follow-up: ${path} is missing; netlify.toml's [functions] included_files must ship it`);
  }
  return path;
}

/**
 * Only URL, SITE_NAME and SITE_ID reach a function at run time, not CONTEXT or DEPLOY_PRIME_URL.
 * The deploy context comes from the function's Context; a deploy's own address is its permalink
 * https://<deploy id>--<site name>.netlify.app, so a preview's mails link to the preview.
 */
export function netlifyEnv(
  env: NodeJS.ProcessEnv,
  context: Pick<Context, "deploy" | "site"> | undefined,
): NodeJS.ProcessEnv {
  const deployContext = env.CONTEXT ?? context?.deploy?.context;
  const siteName = env.SITE_NAME ?? context?.site?.name;
  const permalink =
    context?.deploy?.id && siteName ? `https://${context.deploy.id}--${siteName}.netlify.app` : undefined;
  return {
    ...env,
    NETLIFY: "true",
    CONTEXT: deployContext,
    URL: env.URL ?? context?.site?.url,
    DEPLOY_PRIME_URL: env.DEPLOY_PRIME_URL ?? permalink,
  };
}

export function createRuntime(env: NodeJS.ProcessEnv, context?: Pick<Context, "deploy" | "site">): FollowUpRuntime {
  const root = filesRoot(env);
  const content = loadMailContent(requiredFile(join(root, "data")));
  const invalidLinkPage = readFileSync(requiredFile(join(root, "public", pathOf("linkInvalid"), "index.html")), "utf8");
  const headerRules = parseHeadersFile(readFileSync(requiredFile(join(root, "public", HEADERS_FILE)), "utf8"));
  const netlify = netlifyEnv(env, context);
  const config = mailConfigFromEnv(netlify, content);
  if (!config.smtpUrl) throw new Error("Netlify follow-up: SMTP_URL is not set; a function cannot keep mails as files");
  if (!config.tokenSecret || config.tokenSecret.length < TOKEN_SECRET_MIN_LENGTH) {
    throw new Error(
      `Netlify follow-up: TOKEN_SECRET must be set to a random value of at least ${TOKEN_SECRET_MIN_LENGTH} characters`,
    );
  }
  // The privacy policy states PLAN_RETENTION_DAYS as the build read it: the functions keep to that number.
  const mismatch = privacySettingsMismatch(join(root, "public"), { planRetentionDays: config.planRetentionDays });
  if (mismatch) throw new Error(`Netlify follow-up: ${mismatch}`);
  const store = new ConsentStore(storeNameFor(netlify.CONTEXT), config.tokenSecret);
  return {
    config,
    content,
    sender: createMailSender(config),
    store,
    counters: new BlobCounters(store),
    forms: formsApiFromEnv({ ...env, SITE_ID: env.SITE_ID ?? context?.site?.id }),
    tokenSecret: config.tokenSecret,
    invalidLinkPage,
    headerRules,
    log: (message) => console.log(message),
    now: Date.now,
  };
}

let cached: FollowUpRuntime | undefined;

/** The runtime of this function instance, created on the first call (cold start). */
export function followUpRuntime(context?: Pick<Context, "deploy" | "site">): FollowUpRuntime {
  cached ??= createRuntime(process.env, context);
  return cached;
}

/** Tests start each scenario with fresh settings. */
export function resetFollowUpRuntime(): void {
  cached?.sender.close();
  cached = undefined;
}
