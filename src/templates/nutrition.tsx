import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { NumberedCards } from "../components/numbered-cards";
import { TextCards } from "../components/text-cards";
import { ButtonLink } from "../components/button-link";
import { RecipesLink } from "../components/recipes-link";
import { PageSeo, ctaOf, requirePage, sectionOf } from "../components/page-content";
import { leadFormHref, type PageContext } from "../lib/routes";

export default function NutritionPage({ data, pageContext }: PageProps<Queries.NutritionPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Section section={sectionOf(page, "secrets")}>
        <NumberedCards items={data.secrets.nodes} />
      </Section>
      <Section section={sectionOf(page, "expectations")}>
        <TextCards items={data.expectations.nodes} />
      </Section>
      <Section section={sectionOf(page, "cta")}>
        <ButtonLink to={leadFormHref}>{ctaOf(page)}</ButtonLink>
      </Section>
      <RecipesLink section={sectionOf(page, "recipes")} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.NutritionPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query NutritionPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    secrets: allNutritionSecretsYaml(sort: { number: ASC }) {
      nodes {
        ...NutritionSecret
      }
    }
    expectations: allExpectationsYaml {
      nodes {
        title
        text
      }
    }
  }
`;
