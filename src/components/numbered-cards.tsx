// Numbered cards: the five nutrition secrets.
import React from "react";
import { graphql } from "gatsby";
import { Card } from "./card";
import * as styles from "./cards.module.css";

export const query = graphql`
  fragment NutritionSecret on NutritionSecretsYaml {
    number
    title
    description
  }
`;

export function NumberedCards({ items }: { items: ReadonlyArray<Queries.NutritionSecretFragment> }) {
  return (
    <ol className={styles.grid}>
      {items.map((item) => (
        <li key={item.number}>
          <Card>
            <span className={styles.badge} aria-hidden="true">
              {item.number}
            </span>
            <h3>
              <span className="visually-hidden">{item.number}. </span>
              {item.title}
            </h3>
            <p>{item.description}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
