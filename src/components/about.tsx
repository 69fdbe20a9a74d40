// "Über uns": who is behind Zitronen-Vital (data/about.yaml), on the contact page, linked from the footer.
import React from "react";
import { graphql } from "gatsby";
import { useSiteSettings } from "../hooks/use-site-settings";
import { fillPlaceholders, placeholderValues } from "../lib/placeholders";
import { ABOUT_ANCHOR } from "../lib/routes";
import * as cards from "./cards.module.css";
import * as styles from "./about.module.css";

export const query = graphql`
  fragment About on AboutYaml {
    heading
    intro
    team {
      name
      role
      text
    }
  }
`;

export function About({ about }: { about: Queries.AboutFragment }) {
  const values = placeholderValues(useSiteSettings());
  return (
    <section id={ABOUT_ANCHOR} aria-labelledby={`${ABOUT_ANCHOR}-heading`} className={styles.about}>
      <h2 id={`${ABOUT_ANCHOR}-heading`}>{about.heading}</h2>
      <p>{fillPlaceholders(about.intro, values)}</p>
      <ul className={cards.grid}>
        {about.team.map((person) => (
          <li key={`${person.name}-${person.role}`} className={cards.card}>
            <div className={cards.body}>
              <h3>{person.name}</h3>
              <p className={cards.meta}>{person.role}</p>
              {person.text && <p>{fillPlaceholders(person.text, values)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
