// Everything the mails need from data/*.yaml, read once at start (server start, function cold start).
// The files are checked by `npm run check:content` before every build; this loader only guards
// against a missing piece with a clear English error for the operator.
import { join } from "path";
import { loadPlanContent, readDataYaml } from "../lib/load-plan-content";
import type { PlanContent } from "../lib/plan";
import type { PlaceholderSource } from "../lib/placeholders";

/** data/site.yaml as the mails read it: the company's facts (placeholders.ts), the brand, the disclaimer. */
export interface SiteFacts extends Omit<PlaceholderSource, "planRetentionDays"> {
  brand: string;
  disclaimer: string;
  /** The safety box before any exercise (data/site.yaml `safety`). */
  safety: SafetyBox;
}

export interface SafetyBox {
  heading: string;
  points: string[];
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
    webVersionText: string;
    webVersionButton: string;
    exercisesHeading: string;
    recipesText: string;
    laterWeeksHeading: string;
    disclaimerHeading: string;
    contactText: string;
    closing: string;
    unsubscribeText: string;
    unsubscribeLink: string;
  };
  contactNotice: { subject: string; intro: string; replyHint: string };
  footer: { sender: string; register: string; imprintLink: string };
}

export interface MailContent {
  site: SiteFacts;
  /** data/plan.yaml and the recipes: what src/lib/plan.ts builds the plan from. */
  plan: PlanContent;
  texts: MailTexts;
}

const readYaml = (dataDir: string, file: string) => readDataYaml(dataDir, file, "Mail content");

export function loadMailContent(dataDir: string): MailContent {
  const site = readYaml(dataDir, "site.yaml") as SiteFacts;
  const texts = readYaml(dataDir, "mails.yaml") as MailTexts;
  if (!texts?.plan || !texts.confirmation || !texts.contactNotice) {
    throw new Error(`Mail content: ${join(dataDir, "mails.yaml")} lacks the confirmation, plan or contactNotice texts`);
  }
  const plan = loadPlanContent(dataDir);
  if (!plan.recipes.some((recipe) => recipe.title === texts.drinkRecipe))
    throw new Error(`Mail content: drinkRecipe "${texts.drinkRecipe}" is not a recipe title in recipes.yaml`);

  return {
    site: { ...site, safety: { heading: site.safety.heading, points: site.safety.points } },
    plan,
    texts,
  };
}
