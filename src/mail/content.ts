// Everything the mails need from data/*.yaml, read once at start (server start, function cold start).
// The files are checked by `npm run check:content` before every build; this loader only guards
// against a missing piece with a clear English error for the operator.
import { join } from "path";
import type { Ingredient } from "../lib/ingredients";
import { loadPlanContent, readDataYaml } from "../lib/load-plan-content";
import type { PlanContent } from "../lib/plan";

export interface SiteFacts {
  brand: string;
  email: string;
  phone: string;
  company: string;
  seat: string;
  registerCourt: string;
  registerNumber: string;
  managingDirectors: string;
  address: { street: string; postalCode: string; city: string };
  supervisoryAuthority: string;
  disclaimer: string;
  /** The safety box before any exercise (data/site.yaml `safety`). */
  safety: SafetyBox;
}

export interface SafetyBox {
  heading: string;
  points: string[];
}

export interface DrinkRecipe {
  title: string;
  description: string;
  minutes: number;
  servings: number;
  ingredients: Ingredient[];
  steps: string[];
}

export interface NutritionSecret {
  number: number;
  title: string;
  description: string;
}

export interface Expectation {
  title: string;
  text: string;
}

/** data/mails.yaml. Texts may contain {name}, {brand}, {confirmDays}, {retentionDays} and the site placeholders. */
export interface MailTexts {
  consent: { version: string; text: string; privacyLinkLabel: string };
  marketingConsent: { version: string; text: string };
  drinkRecipe: string;
  confirmation: {
    subject: string;
    preview: string;
    greeting: string;
    intro: string;
    why: string;
    button: string;
    validity: string;
    consentsHeading: string;
    consentsIntro: string;
    consentsIntroBoth: string;
    withdraw: string;
    ignore: string;
    deleteLink: string;
    closing: string;
  };
  plan: {
    subject: string;
    preview: string;
    greeting: string;
    intro: string;
    drinkHeading: string;
    drinkIntro: string;
    ingredientsHeading: string;
    stepsHeading: string;
    laterWeeksHeading: string;
    laterWeeksText: string;
    secretsHeading: string;
    disclaimerHeading: string;
    contactHeading: string;
    contactText: string;
    webVersionText: string;
    webVersionButton: string;
    closing: string;
    unsubscribeText: string;
    unsubscribeLink: string;
  };
  contactNotice: { subject: string; intro: string; replyHint: string };
  footer: { sender: string; register: string; imprintLink: string };
}

export interface MailContent {
  site: SiteFacts;
  drink: DrinkRecipe;
  /** data/plan.yaml and the recipes: what src/lib/plan.ts builds the plan from. */
  plan: PlanContent;
  secrets: NutritionSecret[];
  outlook: { heading: string; intro?: string; expectations: Expectation[] };
  texts: MailTexts;
}

const readYaml = (dataDir: string, file: string) => readDataYaml(dataDir, file, "Mail content");

function list<T>(value: unknown, file: string): T[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`Mail content: ${file} must be a non-empty list`);
  return value as T[];
}

export function loadMailContent(dataDir: string): MailContent {
  const site = readYaml(dataDir, "site.yaml") as SiteFacts;
  const texts = readYaml(dataDir, "mails.yaml") as MailTexts;
  if (!texts?.plan || !texts.confirmation || !texts.contactNotice) {
    throw new Error(`Mail content: ${join(dataDir, "mails.yaml")} lacks the confirmation, plan or contactNotice texts`);
  }
  const recipes = list<DrinkRecipe>(readYaml(dataDir, "recipes.yaml"), "recipes.yaml");
  const drink = recipes.find((recipe) => recipe.title === texts.drinkRecipe);
  if (!drink) throw new Error(`Mail content: drinkRecipe "${texts.drinkRecipe}" is not a recipe title in recipes.yaml`);

  type Page = { page: string; sections?: Array<{ key: string; heading: string; intro?: string }> };
  const pages = list<Page>(readYaml(dataDir, "pages.yaml"), "pages.yaml");
  const outlookSection = pages.flatMap((page) => page.sections ?? []).find((section) => section.key === "expectations");
  if (!outlookSection) throw new Error("Mail content: pages.yaml has no section with key 'expectations'");

  return {
    site: {
      brand: site.brand,
      email: site.email,
      phone: site.phone,
      company: site.company,
      seat: site.seat,
      registerCourt: site.registerCourt,
      registerNumber: site.registerNumber,
      managingDirectors: site.managingDirectors,
      address: site.address,
      supervisoryAuthority: site.supervisoryAuthority,
      disclaimer: site.disclaimer,
      safety: { heading: site.safety.heading, points: site.safety.points },
    },
    drink: {
      title: drink.title,
      description: drink.description,
      minutes: drink.minutes,
      servings: drink.servings,
      ingredients: drink.ingredients,
      steps: drink.steps ?? [],
    },
    plan: loadPlanContent(dataDir),
    secrets: list<NutritionSecret>(readYaml(dataDir, "nutrition-secrets.yaml"), "nutrition-secrets.yaml")
      .map(({ number, title, description }) => ({ number, title, description }))
      .sort((a, b) => a.number - b.number),
    outlook: {
      heading: outlookSection.heading,
      intro: outlookSection.intro,
      expectations: list<Expectation>(readYaml(dataDir, "expectations.yaml"), "expectations.yaml").map(
        ({ title, text }) => ({ title, text }),
      ),
    },
    texts,
  };
}
