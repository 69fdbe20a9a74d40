import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { TextCards } from "../components/text-cards";
import { ButtonLink } from "../components/button-link";
import { PageSeo, ctaOf, requirePage, sectionOf } from "../components/page-content";
import { pathOf } from "../lib/routes";

export default function ThanksPage({ data }: PageProps<Queries.ThanksPageQuery>) {
  const page = requirePage(data.page, "thanks");
  return (
    <Layout page="thanks">
      <PageHeader heading={page.heading} intro={page.intro} />
      <Section section={sectionOf(page, "steps")}>
        <TextCards items={data.steps.nodes} />
      </Section>
      <p>
        <ButtonLink to={pathOf("home")}>{ctaOf(page)}</ButtonLink>
      </p>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.ThanksPageQuery>) => <PageSeo id="thanks" page={data.page} />;

export const query = graphql`
  query ThanksPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    steps: allNextStepsYaml {
      nodes {
        title
        text
      }
    }
  }
`;
