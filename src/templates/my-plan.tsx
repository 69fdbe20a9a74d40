// /mein-plan/: the plan of the mail as a printable page (A4). It is built with the durations for no
// answer; the page script adapts them to ?aktivitaet=…&tageszeit=… (the link in the plan mail carries them).
import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { PageSeo, ctaOf, requirePage, sectionOf } from "../components/page-content";
import { PlanSheet, PrintButton } from "../components/plan-sheet";
import { useSiteSettings } from "../hooks/use-site-settings";
import * as buttonStyles from "../components/button.module.css";
import type { PageContext } from "../lib/routes";

export default function MyPlanPage({ data, pageContext }: PageProps<Queries.MyPlanPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  const site = useSiteSettings();

  const mails = data.mails;
  if (!mails) throw new Error("data/mails.yaml is missing: the plan cannot be shown");
  const drink = data.recipes.nodes.find((recipe) => recipe.title === mails.drinkRecipe);
  if (!drink)
    throw new Error(`data/mails.yaml: drinkRecipe "${mails.drinkRecipe}" is not a recipe in data/recipes.yaml`);
  const nutrition = requirePage(data.nutrition, "nutrition");
  const outlook = sectionOf(nutrition, "expectations");
  const plan = mails.plan;

  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <PrintButton label={ctaOf(page)} className={buttonStyles.button} />
      <PlanSheet
        texts={plan}
        drink={drink}
        week={data.days.nodes}
        notes={{ activity: plan.activityNotes, dayTime: plan.dayTimeNotes }}
        secrets={data.secrets.nodes}
        outlook={{ heading: outlook.heading, intro: outlook.intro, expectations: data.expectations.nodes }}
        disclaimer={site.disclaimer}
      />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.MyPlanPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query MyPlanPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    nutrition: pagesYaml(page: { eq: "nutrition" }) {
      ...PageContent
    }
    mails: mailsYaml {
      drinkRecipe
      plan {
        drinkHeading
        drinkIntro
        ingredientsHeading
        stepsHeading
        weekHeading
        weekIntro
        activityNotes {
          none
          wenig
          etwas
          regelmaessig
        }
        dayTimeNotes {
          none
          morgens
          abends
        }
        minutesLabel
        restDay
        secretsHeading
        disclaimerHeading
      }
    }
    recipes: allRecipesYaml {
      nodes {
        title
        description
        ingredients
        steps
      }
    }
    days: allExerciseDaysYaml {
      nodes {
        day
        title
        minutes
        description
      }
    }
    secrets: allNutritionSecretsYaml(sort: { number: ASC }) {
      nodes {
        number
        title
        description
      }
    }
    expectations: allExpectationsYaml {
      nodes {
        title
        text
      }
    }
  }
`;
