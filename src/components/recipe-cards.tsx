// The recipe cards: image, title, description, time, servings, ingredients and the preparation
// steps in a native <details> (no script needed; opened for printing). Each card has an anchor
// (src/lib/recipe-id.ts) the plan mail links to.
import React from "react";
import { graphql } from "gatsby";
import { getSrc } from "gatsby-plugin-image";
import { ImageCard } from "./image-card";
import { JsonLd } from "./json-ld";
import { useSiteSettings } from "../hooks/use-site-settings";
import { OPEN_FOR_PRINT_ATTRIBUTE } from "../enhance/markers";
import { ingredientLine } from "../lib/ingredients";
import { recipeId } from "../lib/recipe-id";
import { UI_TEXT, recipeMeta, servingsLabel, stepsSummary } from "../lib/ui-text";
import * as styles from "./cards.module.css";
import * as recipeStyles from "./recipe-cards.module.css";

export const query = graphql`
  fragment RecipeCard on RecipesYaml {
    title
    description
    source
    minutes
    servings
    ingredients {
      amount
      unit
      name
      plural
      note
    }
    steps
    image {
      ...CardImageData
    }
    imageAlt
  }

  # Google asks for 1:1, 4:3 and 16:9 crops; the cards' images are 1200 × 800 px at least.
  fragment RecipeStructuredDataImages on RecipesYaml {
    structuredDataImages: image {
      square: childImageSharp {
        gatsbyImageData(layout: FIXED, width: 800, aspectRatio: 1, formats: [JPG])
      }
      fourByThree: childImageSharp {
        gatsbyImageData(layout: FIXED, width: 1064, aspectRatio: 1.3333, formats: [JPG])
      }
      sixteenByNine: childImageSharp {
        gatsbyImageData(layout: FIXED, width: 1200, aspectRatio: 1.7778, formats: [JPG])
      }
    }
  }
`;

export type Recipe = Queries.RecipeCardFragment;
export type RecipeWithImages = Recipe & Queries.RecipeStructuredDataImagesFragment;

export function RecipeCards({ recipes }: { recipes: ReadonlyArray<Recipe> }) {
  return (
    <ul className={styles.grid} {...{ [OPEN_FOR_PRINT_ATTRIBUTE]: "" }}>
      {recipes.map((recipe, index) => (
        <li key={recipe.title} id={recipeId(recipe.title)} className={recipeStyles.card}>
          <ImageCard image={recipe.image} imageAlt={recipe.imageAlt ?? ""} title={recipe.title} eager={index === 0}>
            <p className={styles.meta}>{recipeMeta(recipe.minutes, recipe.servings)}</p>
            <p>{recipe.description}</p>
            <h4>{UI_TEXT.recipe.ingredientsHeading}</h4>
            <ul>
              {recipe.ingredients.map((ingredient) => (
                <li key={ingredient.name}>{ingredientLine(ingredient)}</li>
              ))}
            </ul>
            <details className={recipeStyles.steps}>
              <summary>{stepsSummary(recipe.steps.length)}</summary>
              <ol>
                {recipe.steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </details>
            {recipe.source && <p className={styles.meta}>{recipe.source}</p>}
          </ImageCard>
        </li>
      ))}
    </ul>
  );
}

/** ISO 8601 duration, e.g. 90 minutes → "PT1H30M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

/**
 * The recipes as schema.org Recipe data (Google's required fields name and image, and the
 * recommended ones we can state truthfully: author, description, totalTime, recipeYield,
 * recipeIngredient, recipeInstructions). Ratings, nutrition and video are left out: we have none.
 */
export function recipeStructuredData(recipes: ReadonlyArray<RecipeWithImages>, siteUrl: string, company: string) {
  return recipes.map((recipe) => {
    const crops = recipe.structuredDataImages;
    const images = [crops?.square, crops?.fourByThree, crops?.sixteenByNine]
      .map((crop) => (crop ? getSrc(crop.gatsbyImageData) : undefined))
      .filter((src): src is string => Boolean(src))
      .map((src) => `${siteUrl}${src}`);
    return {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: recipe.title,
      description: recipe.description,
      image: images,
      author: { "@type": "Organization", name: company },
      totalTime: isoDuration(recipe.minutes),
      recipeYield: [String(recipe.servings), servingsLabel(recipe.servings)],
      recipeIngredient: recipe.ingredients.map((ingredient) => ingredientLine(ingredient)),
      recipeInstructions: recipe.steps.map((text, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        text,
      })),
    };
  });
}

export function RecipesJsonLd({ recipes }: { recipes: ReadonlyArray<RecipeWithImages> }) {
  const { siteUrl, company } = useSiteSettings();
  return <JsonLd data={recipeStructuredData(recipes, siteUrl, company)} />;
}
