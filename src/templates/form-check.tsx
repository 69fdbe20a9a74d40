// /anfrage-pruefen/ and /nachricht-pruefen/: the site's own lead or contact form under "Bitte prüfen
// Sie Ihre Angaben". A post without JavaScript that has mistakes is answered with this page (status
// 422), filled in with what the visitor typed and each message (server/form-check-page.ts): one form
// renderer for the site and its error page, inside the site's header and footer.
import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { PageSeo, requirePage } from "../components/page-content";
import { SiteForm } from "../components/site-form";
import { formCheckFor } from "../lib/forms";
import type { PageContext } from "../lib/routes";

export default function FormCheckPage({ data, pageContext }: PageProps<Queries.FormCheckPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <SiteForm form={formCheckFor(pageContext.page)} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.FormCheckPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query FormCheckPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
  }
`;
