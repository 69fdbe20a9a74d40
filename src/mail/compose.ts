// "A module that turns an event into mails": the one place that decides who gets which mail.
import { TOKEN_PARAM } from "../lib/follow-up";
import { planAnswersQuery, type PlanAnswers } from "../lib/plan";
import { pathOf } from "../lib/routes";
import type { MailConfig } from "./config";
import type { MailContent } from "./content";

export type MailEvent =
  | { type: "confirmation"; name: string; email: string; confirmUrl: string }
  | { type: "plan"; name: string; email: string; answers: PlanAnswers; unsubscribeUrl: string }
  | { type: "contact"; name: string; email: string; message: string };

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

const withToken = (config: MailConfig, path: string, token: string) =>
  `${config.siteUrl}${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** Absolute links into the site for mails and redirects. */
export const urls = {
  confirm: (config: MailConfig, token: string) => withToken(config, pathOf("confirm"), token),
  confirmed: (config: MailConfig, token: string) => withToken(config, pathOf("confirmed"), token),
  unsubscribe: (config: MailConfig, token: string) => withToken(config, pathOf("unsubscribe"), token),
  plan: (config: MailConfig, answers: PlanAnswers = {}) => `${config.siteUrl}${pathOf("myPlan")}${planAnswersQuery(answers)}`,
  page: (config: MailConfig, path: string) => `${config.siteUrl}${path}`,
};

export async function composeMail(event: MailEvent, content: MailContent, config: MailConfig): Promise<Mail> {
  void content;
  void config;
  throw new Error(`composeMail(${event.type}) is being built (issue 8)`);
}
