import React, { useEffect } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { CallToAction } from "../components/button-link";
import { PageSeo, ctaOf, requirePage } from "../components/page-content";
import { NOT_FOUND_LOG, pathOf, type PageContext } from "../lib/routes";

export default function NotFoundPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  // Read the path after mount: during the static render it is /404/, not the visitor's address.
  useEffect(() => {
    console.error(`${NOT_FOUND_LOG} ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <CallToAction to={pathOf("home")}>{ctaOf(page)}</CallToAction>
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
