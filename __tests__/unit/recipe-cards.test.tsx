import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import {
  RecipeCards,
  isoDuration,
  recipeStructuredData,
  type RecipeWithImages,
} from "../../src/components/recipe-cards";
import { openDetailsForPrint } from "../../src/enhance/print";
import { RECIPE_STEPS } from "../../src/content/collections/recipes";
import { ingredientLine } from "../../src/lib/ingredients";
import { mockStaticQuery } from "../../harness/static-query";

beforeEach(mockStaticQuery);

const image = (src: string, width: number, height: number): IGatsbyImageData => ({
  layout: "fixed",
  width,
  height,
  images: { fallback: { src, srcSet: `${src} ${width}w` }, sources: [] },
});

/** The shipped recipes, as the page query returns them, with image data the way gatsby-plugin-image shapes it. */
const recipes: RecipeWithImages[] = (
  parse(readFileSync(join(__dirname, "../../data/recipes.yaml"), "utf8")) as RecipeWithImages[]
).map((recipe, i) => ({
  ...recipe,
  image: { childImageSharp: { gatsbyImageData: image(`/static/card-${i}.jpg`, 600, 400) } },
  structuredDataImages: {
    square: { gatsbyImageData: image(`/static/${i}-1x1.jpg`, 800, 800) },
    fourByThree: { gatsbyImageData: image(`/static/${i}-4x3.jpg`, 1064, 798) },
    sixteenByNine: { gatsbyImageData: image(`/static/${i}-16x9.jpg`, 1200, 675) },
  },
}));

describe("recipe cards", () => {
  it("show each recipe's numbered preparation steps in a closed native <details>", () => {
    render(<RecipeCards recipes={recipes} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(recipes.length);
    expect(recipes.length).toBeGreaterThanOrEqual(8);
    cards.forEach((card, i) => {
      const details = card.querySelector("details")!;
      expect(details.open).toBe(false);
      const steps = recipes[i].steps;
      expect(steps.length).toBeGreaterThanOrEqual(RECIPE_STEPS.min);
      expect(steps.length).toBeLessThanOrEqual(RECIPE_STEPS.max);
      expect(details.querySelector("summary")?.textContent).toBe(`Zubereitung in ${steps.length}\u00a0Schritten`);
      const items = within(details.querySelector("ol")!).getAllByRole("listitem");
      expect(items.map((li) => li.textContent)).toEqual(steps);
    });
  });

  it("name a recipe's source under its steps, and nothing where none is given", () => {
    const withoutSource = recipes.map((recipe, i) => (i === 1 ? { ...recipe, source: null } : recipe));
    expect(withoutSource.filter((recipe) => recipe.source).length).toBeGreaterThan(1);
    render(<RecipeCards recipes={withoutSource} />);
    const lastLines = screen.getAllByRole("article").map((card) => card.querySelector("details + p")?.textContent);
    expect(lastLines).toEqual(withoutSource.map((recipe) => recipe.source ?? undefined));
  });

  it("open every closed <details> for printing and close them again afterwards (src/enhance/print.ts)", () => {
    openDetailsForPrint(window);
    render(<RecipeCards recipes={recipes} />);
    const all = () => Array.from(document.querySelectorAll("details"));
    all()[0].open = true; // one the reader opened stays open after printing
    fireEvent(window, new Event("beforeprint"));
    expect(all().every((d) => d.open)).toBe(true);
    fireEvent(window, new Event("afterprint"));
    expect(all().map((d) => d.open)).toEqual(recipes.map((_, i) => i === 0));
  });
});

describe("Recipe structured data", () => {
  const data = recipeStructuredData(recipes, "https://example.test", "Zitronen-Vital GmbH");

  it("has Google's required fields: name and image (1:1, 4:3 and 16:9, absolute URLs)", () => {
    expect(data).toHaveLength(recipes.length);
    data.forEach((recipe, i) => {
      expect(recipe["@type"]).toBe("Recipe");
      expect(recipe.name).toBe(recipes[i].title);
      expect(recipe.image).toEqual([
        `https://example.test/static/${i}-1x1.jpg`,
        `https://example.test/static/${i}-4x3.jpg`,
        `https://example.test/static/${i}-16x9.jpg`,
      ]);
    });
  });

  it("reads the structured ingredients as German lines: amount, unit, name, note", () => {
    const lentils = data.find((recipe) => recipe.name === "Linsensalat mit Zitrone und Petersilie")!;
    expect(lentils.recipeIngredient).toEqual([
      "180\u00a0g Berg- oder Tellerlinsen",
      "1\u00a0rote Paprika",
      "2 Frühlingszwiebeln",
      "1\u00a0Bund glatte Petersilie",
      "1\u00a0Bio-Zitrone (für den Saft)",
      "2\u00a0EL Rapsöl",
      "Salz und Pfeffer",
    ]);
  });

  it("has the recommended fields we can state truthfully", () => {
    data.forEach((recipe, i) => {
      const source = recipes[i];
      expect(recipe.author).toEqual({ "@type": "Organization", name: "Zitronen-Vital GmbH" });
      expect(recipe.description).toBe(source.description);
      expect(recipe.recipeIngredient).toEqual(source.ingredients.map((ingredient) => ingredientLine(ingredient)));
      expect(recipe.recipeYield).toEqual([String(source.servings), expect.stringMatching(/^\d+\u00a0Portion(en)?$/)]);
      expect(recipe.totalTime).toBe(isoDuration(source.minutes));
      expect(recipe.recipeInstructions).toEqual(
        source.steps.map((text, index) => ({ "@type": "HowToStep", position: index + 1, text })),
      );
    });
  });

  it.each([
    [5, "PT5M"],
    [45, "PT45M"],
    [60, "PT1H"],
    [90, "PT1H30M"],
  ])("writes %i minutes as the ISO 8601 duration %s", (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso);
  });
});
