// The three benefit cards of the landing page.
import React from "react";
import { graphql } from "gatsby";
import { Card } from "./card";
import { Icon, isIconName } from "./icon";
import * as styles from "./cards.module.css";

export const query = graphql`
  fragment BenefitCard on BenefitsYaml {
    icon
    title
    text
  }
`;

export function BenefitCards({ benefits }: { benefits: ReadonlyArray<Queries.BenefitCardFragment> }) {
  return (
    <ul className={styles.grid}>
      {benefits.map((benefit) => (
        <li key={benefit.title}>
          <Card>
            <span className={styles.badge}>{isIconName(benefit.icon) && <Icon name={benefit.icon} size={32} />}</span>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
