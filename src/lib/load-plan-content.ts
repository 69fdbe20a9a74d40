// Reads the plan's content from data/ (Node only): the mail worker, the Netlify functions and
// gatsby-node (which hands it to /mein-plan/) build the plan from the same files. The files are
// checked by `npm run check:content` before every build; this only names a missing piece in English.
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import type { PlanContent, PlanData, PlanRecipe } from "./plan";

/** One YAML file of data/, parsed; `reader` names who reads it in the English error. */
export function readDataYaml(dataDir: string, file: string, reader: string): unknown {
  const path = join(dataDir, file);
  try {
    return parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`${reader}: cannot read ${path}: ${(error as Error).message}`);
  }
}

const readYaml = (dataDir: string, file: string) => readDataYaml(dataDir, file, "Plan content");

export function loadPlanContent(dataDir: string): PlanContent {
  const plan = readYaml(dataDir, "plan.yaml") as PlanData;
  if (!plan?.texts || !plan.weeks || !plan.endurance || !plan.strength || !plan.warmUp)
    throw new Error(`Plan content: ${dataDir}/plan.yaml is incomplete`);
  const recipes = readYaml(dataDir, "recipes.yaml") as PlanRecipe[];
  if (!Array.isArray(recipes)) throw new Error(`Plan content: ${dataDir}/recipes.yaml must be a list`);
  const mails = readYaml(dataDir, "mails.yaml") as { drinkRecipe?: string };
  if (!mails?.drinkRecipe) throw new Error(`Plan content: ${dataDir}/mails.yaml has no drinkRecipe`);
  return {
    plan,
    recipes: recipes.map(({ title, course, contains, minutes, servings, ingredients, steps }) => ({
      title,
      course,
      contains: contains ?? [],
      minutes,
      servings,
      ingredients,
      steps,
    })),
    drinkRecipe: mails.drinkRecipe,
  };
}
