// The recipe cards: image, title, description, time, servings and ingredients.
import React from "react";
import { graphql } from "gatsby";
import { ImageCard, type CardImage } from "./image-card";
import * as styles from "./cards.module.css";

export const query = graphql`
  fragment RecipeCard on RecipesYaml {
    title
    description
    minutes
    servings
    ingredients
    image {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.5)
      }
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

export function RecipeCards({ recipes }: { recipes: ReadonlyArray<Recipe> }) {
  return (
    <ul className={styles.grid}>
      {recipes.map((recipe) => (
        <li key={recipe.title}>
          <ImageCard image={recipe.image} imageAlt={recipe.imageAlt ?? ""} title={recipe.title}>
            <p className={styles.meta}>
              {recipe.minutes} Minuten · {recipe.servings} {recipe.servings === 1 ? "Portion" : "Portionen"}
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
