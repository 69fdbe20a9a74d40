// The lead form's thank-you page: the one step left (confirm the address), where the mail went,
// how to recognise and find it, and the form again to send it once more or correct the address.
import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { TextCards } from "../components/text-cards";
import { RecipesLink } from "../components/recipes-link";
import { SafetyBox } from "../components/safety-box";
import { SiteForm } from "../components/site-form";
import { CallToAction } from "../components/button-link";
import { PageSeo, ctaOf, requirePage, sectionOf } from "../components/page-content";
import { useSiteSettings } from "../hooks/use-site-settings";
import { enhance } from "../enhance/markers";
import { CONFIRM_TOKEN_DAYS } from "../follow-up/facts";
import { UNCONFIRMED_RETENTION_DAYS } from "../lib/privacy-numbers";
import { leadForm } from "../lib/forms";
import { senderLabel } from "../lib/mail-sender";
import { fillPlaceholders, placeholderValues } from "../lib/placeholders";
import { pathOf, type PageContext } from "../lib/routes";
import { UI_TEXT } from "../lib/ui-text";
import * as styles from "../components/thanks.module.css";

export default function ThanksPage({ data, pageContext }: PageProps<Queries.ThanksPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  const site = useSiteSettings();
  const values = {
    ...placeholderValues(site),
    brand: site.brand,
    // The subject as the mail fills it; the page does not know the visitor's name.
    name: "",
    confirmDays: String(CONFIRM_TOKEN_DAYS),
    retentionDays: String(UNCONFIRMED_RETENTION_DAYS),
  };
  const fill = (text: string) => fillPlaceholders(text, values);
  const subject = data.mails?.confirmation.subject;
  if (!subject) throw new Error("data/mails.yaml: the confirmation mail's subject is missing");
  const mail = sectionOf(page, "mail");
  const text = UI_TEXT.thanks;
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className={styles.mail}>
        <p>
          {text.sentToLead}
          <strong className={styles.address} {...enhance("sent-to")}>
            {text.unknownAddress}
          </strong>
          .
        </p>
        <p>
          {text.sender}
          <strong>{senderLabel(site.mailFrom)}</strong>
        </p>
        <p>
          {text.subject}
          <strong>{fill(subject)}</strong>
        </p>
      </div>
      <Section section={{ ...mail, intro: mail.intro && fill(mail.intro) }} />
      <Section section={sectionOf(page, "resend")}>
        <SiteForm form={leadForm} />
      </Section>
      <Section section={sectionOf(page, "steps")}>
        <SafetyBox />
        <TextCards items={data.steps.nodes} />
      </Section>
      <RecipesLink section={sectionOf(page, "recipes")} />
      <CallToAction to={pathOf("home")}>{ctaOf(page)}</CallToAction>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ThanksPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query ThanksPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    mails: mailsYaml {
      confirmation {
        subject
      }
    }
    steps: allNextStepsYaml {
      nodes {
        title
        text
      }
    }
  }
`;
