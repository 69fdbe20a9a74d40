// /bestaetigt/: the address is confirmed, the plan is on its way; two optional questions shape it.
import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { PageSeo, requirePage } from "../components/page-content";
import { PlanQuestions } from "../components/plan-questions";
import type { PageContext } from "../lib/routes";

export default function ConfirmedPage({ data, pageContext }: PageProps<Queries.ConfirmedPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  if (!data.mails) throw new Error("data/mails.yaml is missing: the questions cannot be shown");
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <PlanQuestions texts={data.mails.questions} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ConfirmedPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query ConfirmedPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    mails: mailsYaml {
      questions {
        heading
        intro
        activityLegend
        activityOptions {
          wenig
          etwas
          regelmaessig
        }
        dayTimeLegend
        dayTimeOptions {
          morgens
          abends
        }
        submit
      }
    }
  }
`;
