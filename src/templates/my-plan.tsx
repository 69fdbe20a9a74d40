// /mein-plan/: the 4-week plan of the mail as a printable sheet (A4, one week per page). Built for
// "no answers"; the page script builds the plan for the answers in the mail's link
// (?aktivitaet=…&mag=…) with the same module as the mail (src/lib/plan.ts).
import React from "react";
import { type HeadProps, type PageProps, graphql } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { PageSeo, ctaOf, requirePage, sectionOf } from "../components/page-content";
import { PlanSheet, PrintButton } from "../components/plan-sheet";
import { useSiteSettings } from "../hooks/use-site-settings";
import * as buttonStyles from "../components/button.module.css";
import type { PlanContent } from "../lib/plan";
import type { PageContext } from "../lib/routes";

/** gatsby-node.ts hands the plan's content (data/plan.yaml, data/recipes.yaml) to this page. */
export type MyPlanContext = PageContext & { planContent: PlanContent };

export default function MyPlanPage({ data, pageContext }: PageProps<Queries.MyPlanPageQuery, MyPlanContext>) {
  const page = requirePage(data.page, pageContext.page);
  const site = useSiteSettings();
  const hint = sectionOf(page, "print").intro ?? sectionOf(page, "print").heading;
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <PrintButton label={ctaOf(page)} hint={hint} className={buttonStyles.button} />
      <PlanSheet
        content={pageContext.planContent}
        site={{ brand: site.brand, siteHost: new URL(site.siteUrl).host, email: site.email, phone: site.phone }}
      />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.MyPlanPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query MyPlanPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
  }
`;
