import React from "react";
import { getImage } from "gatsby-plugin-image";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { RecipeCards, RecipesJsonLd } from "../components/recipe-cards";
import { PreloadImage } from "../components/preload-image";
import { CallToAction } from "../components/button-link";
import { Section } from "../components/section";
import { PageSeo, requirePage, sectionOf } from "../components/page-content";
import { leadFormHref, type PageContext } from "../lib/routes";

export default function RecipesPage({ data, pageContext }: PageProps<Queries.RecipesPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Section section={sectionOf(page, "list")}>
        <RecipeCards recipes={data.recipes.nodes} />
      </Section>
      {page.cta && <CallToAction to={leadFormHref}>{page.cta}</CallToAction>}
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.RecipesPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page}>
    {/* The first recipe's image is the page's largest paint on a phone. */}
    <PreloadImage image={getImage(data.recipes.nodes[0]?.image?.childImageSharp?.gatsbyImageData ?? null)} />
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
