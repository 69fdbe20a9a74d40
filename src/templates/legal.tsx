import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageSeo, present, requirePage } from "../components/page-content";
import { useSiteSettings } from "../hooks/use-site-settings";
import { fillPlaceholders, placeholderValues } from "../lib/placeholders";
import type { Host } from "../lib/hosting";
import type { LegalPageId, PageContext } from "../lib/routes";

interface Context extends PageContext {
  page: LegalPageId;
  /** The host the site is built for (gatsby-node); sections for the other host are left out. */
  host: Host;
}

export default function LegalPage({ data, pageContext }: PageProps<Queries.LegalPageQuery, Context>) {
  const page = requirePage(data.page, pageContext.page);
  const values = placeholderValues(useSiteSettings());
  const legal = present(data.legal, `the legal.yaml entry '${pageContext.page}'`);
  const sections = legal.sections.filter((section) => !section.host || section.host === pageContext.host);
  return (
    <Layout page={pageContext.page}>
      <h1>{page.heading}</h1>
      {legal.updated && <p>{legal.updated}</p>}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{fillPlaceholders(paragraph, values)}</p>
          ))}
        </section>
      ))}
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.LegalPageQuery, Context>) => (
  <PageSeo id={pageContext.page} page={data.page} updated={data.legal?.updated} />
);

export const query = graphql`
  query LegalPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    legal: legalYaml(page: { eq: $page }) {
      updated
      sections {
        heading
        host
        paragraphs
      }
    }
  }
`;
