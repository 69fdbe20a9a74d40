import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageSeo, requirePage } from "../components/page-content";
import { useSiteSettings } from "../hooks/use-site-settings";
import { fillPlaceholders, placeholderValues } from "../lib/placeholders";
import type { PageId } from "../lib/routes";

interface Context {
  page: PageId;
}

export default function LegalPage({ data, pageContext }: PageProps<Queries.LegalPageQuery, Context>) {
  const page = requirePage(data.page, pageContext.page);
  const values = placeholderValues(useSiteSettings());
  if (!data.legal) throw new Error(`data/legal.yaml has no entry with "page: ${pageContext.page}"`);
  return (
    <Layout page={pageContext.page}>
      <h1>{page.heading}</h1>
      {data.legal.updated && <p>{data.legal.updated}</p>}
      {data.legal.sections.map((section) => (
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
  <PageSeo id={pageContext.page} page={data.page} />
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
        paragraphs
      }
    }
  }
`;
