import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { RecipeCards, RecipesJsonLd } from "../components/recipe-cards";
import { ButtonLink } from "../components/button-link";
import { Section } from "../components/section";
import { PageSeo, requirePage, sectionOf } from "../components/page-content";
import { leadFormHref } from "../lib/routes";

export default function RecipesPage({ data }: PageProps<Queries.RecipesPageQuery>) {
  const page = requirePage(data.page, "recipes");
  return (
    <Layout page="recipes">
      <PageHeader heading={page.heading} intro={page.intro} />
      <Section section={sectionOf(page, "list")}>
        <RecipeCards recipes={data.recipes.nodes} />
      </Section>
      {page.cta && (
        <p>
          <ButtonLink to={leadFormHref}>{page.cta}</ButtonLink>
        </p>
      )}
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.RecipesPageQuery>) => (
  <PageSeo id="recipes" page={data.page}>
    <RecipesJsonLd recipes={data.recipes.nodes} />
  </PageSeo>
);

export const query = graphql`
  query RecipesPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    recipes: allRecipesYaml {
      nodes {
        ...RecipeCard
        ...RecipeStructuredDataImages
      }
    }
  }
`;
