// Every file of data/, each described in its own file here: the fields with their shape, German
// label and hint, and the rules about whole entries. The order is the editor's order.
import type { Collection } from "./fields";
import { site } from "./site";
import { pages } from "./pages";
import { benefits } from "./benefits";
import { testimonials } from "./testimonials";
import { successStories } from "./success-stories";
import { exerciseDays } from "./exercise-days";
import { nutritionSecrets } from "./nutrition-secrets";
import { expectations } from "./expectations";
import { recipes } from "./recipes";
import { nextSteps } from "./next-steps";
import { leadOffer } from "./lead-offer";
import { faq } from "./faq";
import { about } from "./about";
import { trustBadges } from "./trust-badges";
import { legal } from "./legal";
import { mails } from "./mails";
import { plan } from "./plan";

export const collections: readonly Collection[] = [
  site,
  pages,
  benefits,
  testimonials,
  successStories,
  exerciseDays,
  nutritionSecrets,
  expectations,
  recipes,
  nextSteps,
  leadOffer,
  faq,
  about,
  trustBadges,
  legal,
  mails,
  plan,
];

export type { Collection, EntryProblem, Field, Fields, Reference } from "./fields";
