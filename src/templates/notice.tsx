// /plan-unterwegs/, /schon-bestaetigt/, /abgemeldet/ and /link-ungueltig/: a short message and one way on.
import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { CallToAction } from "../components/button-link";
import { PageSeo, ctaOf, requirePage } from "../components/page-content";
import { useSiteSettings } from "../hooks/use-site-settings";
import { CONFIRM_TOKEN_DAYS } from "../follow-up/facts";
import { fillPlaceholders, placeholderValues } from "../lib/placeholders";
import { leadFormHref, pathOf, type PageContext, type PageId } from "../lib/routes";
import { enhance } from "../enhance/markers";
import * as styles from "../components/follow-up.module.css";

/** Where each notice's button leads. */
const nextStep: Partial<Record<PageId, string>> = {
  planOnTheWay: pathOf("myPlan"),
  alreadyConfirmed: pathOf("myPlan"),
  unsubscribed: pathOf("home"),
  linkInvalid: leadFormHref,
};

export default function NoticePage({ data, pageContext }: PageProps<Queries.NoticePageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  const site = useSiteSettings();
  const values = { ...placeholderValues(site), confirmDays: String(CONFIRM_TOKEN_DAYS) };
  const fill = (text: string) => fillPlaceholders(text, values);
  const target = nextStep[pageContext.page] ?? pathOf("home");
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      {page.sections && page.sections.length > 0 && (
        <ul className={styles.cases}>
          {page.sections.map((section) => (
            <li key={section.key}>
              <strong>{section.heading}:</strong> {section.intro && fill(section.intro)}
            </li>
          ))}
        </ul>
      )}
      {pageContext.page === "planOnTheWay" ? (
        // The confirmation redirects here with his answers; the script hands them on to /mein-plan/.
        <div {...enhance("plan-link")}>
          <CallToAction to={target}>{ctaOf(page)}</CallToAction>
        </div>
      ) : (
        <CallToAction to={target}>{ctaOf(page)}</CallToAction>
      )}
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.NoticePageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query NoticePage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
  }
`;
