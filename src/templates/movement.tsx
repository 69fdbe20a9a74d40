import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { SuccessStory } from "../components/success-story";
import { Statistics, useClaims } from "../components/claims";
import { DayCards } from "../components/day-cards";
import { ButtonLink } from "../components/button-link";
import { SafetyBox } from "../components/safety-box";
import { PageSeo, ctaOf, requirePage, sectionOf } from "../components/page-content";
import { leadFormHref, type PageContext } from "../lib/routes";

export default function MovementPage({ data, pageContext }: PageProps<Queries.MovementPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  // Stories and figures are optional: a section without entries is left out.
  const stories = data.stories.nodes;
  const claims = useClaims("movement");
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      {stories.length > 0 && (
        <Section section={sectionOf(page, "story")}>
          {stories.map((story) => (
            <SuccessStory key={story.name} story={story} />
          ))}
        </Section>
      )}
      {claims.length > 0 && (
        <Section section={sectionOf(page, "statistic")}>
          <Statistics claims={claims} />
        </Section>
      )}
      <SafetyBox />
      <Section section={sectionOf(page, "week")}>
        <DayCards days={data.days.nodes} />
      </Section>
      <Section section={sectionOf(page, "cta")}>
        <ButtonLink to={leadFormHref}>{ctaOf(page)}</ButtonLink>
      </Section>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.MovementPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query MovementPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    stories: allSuccessStoriesYaml(filter: { page: { eq: $page } }) {
      nodes {
        ...SuccessStory
      }
    }
    days: allExerciseDaysYaml {
      nodes {
        ...DayCard
      }
    }
  }
`;
