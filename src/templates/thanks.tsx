import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { TextCards } from "../components/text-cards";
import { RecipesLink } from "../components/recipes-link";
import { SafetyBox } from "../components/safety-box";
import { CallToAction } from "../components/button-link";
import { PageSeo, ctaOf, requirePage, sectionOf } from "../components/page-content";
import { pathOf, type PageContext } from "../lib/routes";

export default function ThanksPage({ data, pageContext }: PageProps<Queries.ThanksPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Section section={sectionOf(page, "steps")}>
        <SafetyBox />
        <TextCards items={data.steps.nodes} />
      </Section>
      <RecipesLink section={sectionOf(page, "recipes")} />
      <CallToAction to={pathOf("home")}>{ctaOf(page)}</CallToAction>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ThanksPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

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
