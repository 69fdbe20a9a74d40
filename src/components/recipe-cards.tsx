// The recipe cards: image, title, description, time, servings and ingredients.
import React from "react";
import { graphql } from "gatsby";
import { getSrc } from "gatsby-plugin-image";
import { ImageCard, type CardImage } from "./image-card";
import { JsonLd } from "./json-ld";
import { useSiteSettings } from "../hooks/use-site-settings";
import * as styles from "./cards.module.css";

export const query = graphql`
  fragment RecipeCard on RecipesYaml {
    title
    description
    minutes
    servings
    ingredients
    image {
      ...CardImageData
    }
    imageAlt
  }
`;

export interface Recipe {
  readonly title: string;
  readonly description: string;
  readonly minutes: number;
  readonly servings: number;
  readonly ingredients: ReadonlyArray<string>;
  readonly image: CardImage | null;
  readonly imageAlt: string | null;
}

const servingsLabel = (servings: number) => `${servings} ${servings === 1 ? "Portion" : "Portionen"}`;

export function RecipeCards({ recipes }: { recipes: ReadonlyArray<Recipe> }) {
  return (
    <ul className={styles.grid}>
      {recipes.map((recipe) => (
        <li key={recipe.title}>
          <ImageCard image={recipe.image} imageAlt={recipe.imageAlt ?? ""} title={recipe.title}>
            <p className={styles.meta}>
              {recipe.minutes} Minuten · {servingsLabel(recipe.servings)}
            </p>
            <p>{recipe.description}</p>
            <h4>Zutaten</h4>
            <ul>
              {recipe.ingredients.map((ingredient) => (
                <li key={ingredient}>{ingredient}</li>
              ))}
            </ul>
          </ImageCard>
        </li>
      ))}
    </ul>
  );
}

/** The recipes as schema.org Recipe data, so search engines can show them as recipes. */
export function RecipesJsonLd({ recipes }: { recipes: ReadonlyArray<Recipe> }) {
  const { siteUrl, company } = useSiteSettings();
  const data = recipes.map((recipe) => {
    const image = recipe.image?.childImageSharp?.gatsbyImageData;
    return {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: recipe.title,
      description: recipe.description,
      image: image ? `${siteUrl}${getSrc(image)}` : undefined,
      author: { "@type": "Organization", name: company },
      totalTime: `PT${recipe.minutes}M`,
      recipeYield: servingsLabel(recipe.servings),
      recipeIngredient: recipe.ingredients,
    };
  });
  return <JsonLd data={data} />;
}
