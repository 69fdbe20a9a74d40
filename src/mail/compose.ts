// "A module that turns an event into mails": the one place that decides who gets which mail.
import "./production-mode";
import React from "react";
import { render, toPlainText } from "@react-email/render";
import { CONFIRM_TOKEN_DAYS, ONE_CLICK_BODY, TOKEN_PARAM } from "../follow-up/facts";
import { UNCONFIRMED_RETENTION_DAYS } from "../lib/privacy-numbers";
import { fillPlaceholders, placeholderValues } from "../lib/placeholders";
import { buildPlan, planAnswersFragment, type PlanAnswers } from "../lib/plan";
import { recipeId } from "../lib/recipe-id";
import { pathOf } from "../lib/routes";
import { typeset } from "../lib/typography";
import type { MailConfig } from "./config";
import type { MailContent } from "./content";
import { ConfirmationMail } from "./emails/confirmation";
import { ContactNoticeMail } from "./emails/contact-notice";
import type { MailFooter } from "./emails/layout";
import { PlanMail } from "./emails/plan";
import {
  ContactDigestMail,
  contactDigestSubject,
  LimitNoticeMail,
  limitNoticeSubject,
  type DigestMessage,
} from "./emails/operator-mails";
import type { HeldReport } from "../follow-up/held-report";
import { ReportMail } from "./emails/report";
import type { Funnel } from "../operator/funnel";
import type { AttentionItem } from "../operator/status";
import { operatorPaths } from "../operator/paths";
import { germanDate } from "../operator/days";
import { campaignParams, type Campaign } from "../operator/campaign";

export type MailEvent =
  | {
      type: "confirmation";
      name: string;
      email: string;
      confirmUrl: string;
      /** The "Anfrage löschen" page with its token; missing only for mails queued before it existed. */
      deleteUrl?: string;
      /** He ticked the second box too (further mails): the mail repeats that consent as well. */
      marketing: boolean;
    }
  | { type: "plan"; name: string; email: string; answers: PlanAnswers; unsubscribeUrl: string }
  | { type: "contact"; name: string; email: string; message: string }
  | { type: "limit-notice"; report: HeldReport }
  | { type: "contact-digest"; messages: DigestMessage[] }
  | { type: "report"; schedule: "weekly" | "daily" | "now"; funnel: Funnel; attention: AttentionItem[] };

const REPORT_TITLES = { weekly: "Wochenbericht", daily: "Tagesbericht", now: "Bericht" } as const;

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

/**
 * Absolute links into the site for mails and redirects. A campaign (the landing page's utm values)
 * rides along in the token links, so the confirmation and the unsubscribe are counted for it
 * without any record of the person holding it (src/operator/campaign.ts).
 */
export const urls = {
  confirm: (config: MailConfig, token: string, campaign: Campaign = {}) =>
    withToken(config, pathOf("confirm"), token) + campaignParams(campaign),
  unsubscribe: (config: MailConfig, token: string, campaign: Campaign = {}) =>
    withToken(config, pathOf("unsubscribe"), token) + campaignParams(campaign),
  deleteRequest: (config: MailConfig, token: string, campaign: Campaign = {}) =>
    withToken(config, pathOf("deleteRequest"), token) + campaignParams(campaign),
  plan: (config: MailConfig, answers: PlanAnswers = {}) =>
    `${config.siteUrl}${pathOf("myPlan")}${planAnswersFragment(answers)}`,
  page: (config: MailConfig, path: string) => `${config.siteUrl}${path}`,
};

/** Every string inside `value` with its placeholders filled in and German typography applied. */
function prepare<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === "string") return fill(value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => prepare(item, fill)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, prepare(item, fill)])) as T;
  }
  return value;
}

/** A header line never carries a line break, whatever a visitor typed as their name. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/**
 * Plain text as people write it: headings keep their case, links show their address once (on top
 * of React Email's own plain-text selectors, which toPlainText puts first).
 */
const PLAIN_TEXT = {
  wordwrap: 78,
  selectors: [
    ...["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
  ],
};

/**
 * The mail rendered once; its text part is converted from that HTML, as React Email's
 * `render(…, { plainText: true })` does after a second render of its own.
 */
async function htmlAndText(element: React.ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html, PLAIN_TEXT) };
}

export async function composeMail(event: MailEvent, content: MailContent, config: MailConfig): Promise<Mail> {
  const values = {
    // The privacy texts' periods as this host keeps them (the build checks the pages say the same).
    ...placeholderValues({ ...content.site, planRetentionDays: config.planRetentionDays }),
    brand: content.site.brand,
    name: "name" in event ? event.name : "",
    confirmDays: String(CONFIRM_TOKEN_DAYS),
    retentionDays: String(UNCONFIRMED_RETENTION_DAYS),
  };
  const fill = (text: string) => typeset(fillPlaceholders(text, values));
  const texts = prepare(content.texts, fill);
  const footer: MailFooter = {
    brand: content.site.brand,
    sender: texts.footer.sender,
    register: texts.footer.register,
    imprintLabel: texts.footer.imprintLink,
    imprintUrl: urls.page(config, pathOf("imprint")),
  };
  const subject = (text: string) => oneLine(config.subjectPrefix + text);

  switch (event.type) {
    case "confirmation":
      return {
        to: event.email,
        replyTo: config.replyTo,
        subject: subject(texts.confirmation.subject),
        headers: {},
        ...(await htmlAndText(
          React.createElement(ConfirmationMail, {
            texts: texts.confirmation,
            // In the words the form showed him (src/lib/consent-text.ts), and further mails only if he ticked that box.
            consents: event.marketing ? [texts.consent.text, texts.marketingConsent.text] : [texts.consent.text],
            privacyLabel: texts.consent.privacyLinkLabel,
            privacyUrl: urls.page(config, pathOf("privacy")),
            confirmUrl: event.confirmUrl,
            deleteUrl: event.deleteUrl,
            footer,
          }),
        )),
      };
    case "plan": {
      const site = prepare({ disclaimer: content.site.disclaimer, safety: content.site.safety }, fill);
      return {
        to: event.email,
        // "Antworten Sie einfach auf diese E-Mail" (plan.contactText) reaches the team, not the sender mailbox.
        replyTo: config.replyTo,
        subject: subject(texts.plan.subject),
        // RFC 8058: mail clients offer their own unsubscribe button and POST to the URL.
        headers: { "List-Unsubscribe": `<${event.unsubscribeUrl}>`, "List-Unsubscribe-Post": ONE_CLICK_BODY },
        ...(await htmlAndText(
          React.createElement(PlanMail, {
            texts: texts.plan,
            // data/plan.yaml has its own placeholders ({week}, …), which src/lib/plan.ts fills.
            planTexts: prepare(content.plan.plan.texts, typeset),
            numbers: prepare(content.plan.plan.numbers, typeset),
            plan: prepare(buildPlan(event.answers, content.plan), typeset),
            disclaimer: site.disclaimer,
            safety: site.safety,
            contactText: texts.plan.contactText,
            planUrl: urls.plan(config, event.answers),
            recipeUrls: Object.fromEntries(
              content.plan.recipes.map((recipe) => [
                typeset(recipe.title),
                `${urls.page(config, pathOf("recipes"))}#${recipeId(recipe.title)}`,
              ]),
            ),
            unsubscribeUrl: event.unsubscribeUrl,
            footer,
          }),
        )),
      };
    }
    case "report": {
      // To the operator: a count of problems in the subject, so the week's state shows in the inbox.
      const problems = event.attention.filter((item) => item.level === "problem" || item.level === "warning").length;
      const title = `${REPORT_TITLES[event.schedule]} ${content.site.brand}`;
      const period =
        event.funnel.period.from === event.funnel.period.to
          ? germanDate(event.funnel.period.to)
          : `${germanDate(event.funnel.period.from)} bis ${germanDate(event.funnel.period.to)}`;
      return {
        to: config.notifyTo,
        subject: subject(
          `${title}: ${period}, ${problems === 0 ? "alles in Ordnung" : `${problems} ${problems === 1 ? "Hinweis" : "Hinweise"}`}`,
        ),
        headers: {},
        ...(await htmlAndText(
          React.createElement(ReportMail, {
            title,
            funnel: event.funnel,
            attention: event.attention,
            pageUrl: urls.page(config, operatorPaths.home),
            footer,
          }),
        )),
      };
    }
    case "contact":
      return {
        to: config.notifyTo,
        replyTo: event.email,
        subject: subject(texts.contactNotice.subject),
        headers: {},
        ...(await htmlAndText(
          React.createElement(ContactNoticeMail, {
            texts: texts.contactNotice,
            name: event.name,
            email: event.email,
            message: event.message,
            footer,
          }),
        )),
      };
    case "limit-notice":
      return {
        to: config.notifyTo,
        subject: subject(limitNoticeSubject(content.site.brand, event.report)),
        headers: {},
        ...(await htmlAndText(
          React.createElement(LimitNoticeMail, {
            report: event.report,
            confirmationsPerHour: config.confirmationsPerHour,
            footer,
          }),
        )),
      };
    case "contact-digest":
      return {
        to: config.notifyTo,
        subject: subject(contactDigestSubject(content.site.brand, event.messages)),
        headers: {},
        ...(await htmlAndText(React.createElement(ContactDigestMail, { messages: event.messages, footer }))),
      };
  }
}
