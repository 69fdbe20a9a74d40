// A participant's success story.
import React from "react";
import { graphql } from "gatsby";
import { personLine } from "../lib/ui-text";
import { useSiteSettings } from "../hooks/use-site-settings";
import { ExampleLabel } from "./example-label";
import * as styles from "./success-story.module.css";

export const query = graphql`
  fragment SuccessStory on SuccessStoriesYaml {
    name
    example
    age
    city
    heading
    text
  }
`;

/** One story of success-stories.yaml (a page shows those whose `page` is its own, if any). */
export function SuccessStory({ story }: { story: Queries.SuccessStoryFragment }) {
  const { reviewCheck } = useSiteSettings();
  return (
    <article className={styles.story}>
      <ExampleLabel example={story.example} />
      <h3>{story.heading}</h3>
      <p>{story.text}</p>
      <p className={styles.person}>{personLine(story)}</p>
      {!story.example && reviewCheck && <p className={styles.reviewCheck}>{reviewCheck}</p>}
    </article>
  );
}
