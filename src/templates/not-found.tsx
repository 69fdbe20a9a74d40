import React, { useEffect } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { ButtonLink } from "../components/button-link";
import { PageSeo, ctaOf, requirePage } from "../components/page-content";
import { NOT_FOUND_LOG, pathOf } from "../lib/routes";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = requirePage(data.page, "notFound");
  // Read the path after mount: during the static render it is /404/, not the visitor's address.
  useEffect(() => {
    console.error(`${NOT_FOUND_LOG} ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout page="notFound">
      <PageHeader heading={page.heading} intro={page.intro} />
      <p>
        <ButtonLink to={pathOf("home")}>{ctaOf(page)}</ButtonLink>
      </p>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.NotFoundPageQuery>) => <PageSeo id="notFound" page={data.page} />;

export const query = graphql`
  query NotFoundPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
  }
`;
