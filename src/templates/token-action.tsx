// /bestaetigen/ and /abmelden/: one big button that POSTs the token of the link in the mail. On
// /bestaetigen/ the optional plan questions sit above it, so confirming and answering is one click.
import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { PageSeo, ctaOf, requirePage } from "../components/page-content";
import { PlanQuestions } from "../components/plan-questions";
import { TokenForm } from "../components/token-form";
import type { PageContext } from "../lib/routes";

export default function TokenActionPage({ data, pageContext }: PageProps<Queries.TokenActionPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  if (!data.plan) throw new Error("data/plan.yaml is missing: the plan questions cannot be shown");
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <TokenForm label={ctaOf(page)}>
        {pageContext.page === "confirm" ? <PlanQuestions texts={data.plan.questions} /> : null}
      </TokenForm>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.TokenActionPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query TokenActionPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    plan: planYaml {
      questions {
        heading
        intro
        noAnswer
        multipleHint
        activity {
          legend
          wenig
          etwas
          regelmaessig
        }
        dayTime {
          legend
          morgens
          mittags
          abends
        }
        likes {
          legend
          gehen
          radfahren
          schwimmen
          garten
          tanzen
        }
        limits {
          legend
          gelenke
          gleichgewicht
        }
        household {
          legend
          eins
          zwei
        }
        excludes {
          legend
          fisch
          schwein
          fleisch
          milch
          nuesse
        }
      }
    }
  }
`;
