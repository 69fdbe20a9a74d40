import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { CallToAction } from "../components/button-link";
import { PageSeo, ctaOf, requirePage } from "../components/page-content";
import { pathOf, type PageContext } from "../lib/routes";
import { enhance } from "../enhance/markers";

// The page script logs the missing path (src/enhance/page.ts, "not-found-log").
export default function NotFoundPage({ data, pageContext }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  return (
    <Layout page={pageContext.page}>
      <div {...enhance("not-found-log")}>
        {/* The 404 text of docs/product.md is English: marked so screen readers pronounce it as English. */}
        <PageHeader heading={page.heading} intro={page.intro} headingLang="en" />
        <CallToAction to={pathOf("home")}>{ctaOf(page)}</CallToAction>
      </div>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query NotFoundPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
  }
`;
