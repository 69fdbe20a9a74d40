// Numbered cards: the five nutrition secrets.
import React from "react";
import { graphql } from "gatsby";
import * as styles from "./cards.module.css";

export const query = graphql`
  fragment NutritionSecret on NutritionSecretsYaml {
    number
    title
    description
  }
`;

interface Secret {
  readonly number: number;
  readonly title: string;
  readonly description: string;
}

export function NumberedCards({ items }: { items: ReadonlyArray<Secret> }) {
  return (
    <ol className={styles.grid}>
      {items.map((item) => (
        <li key={item.number}>
          <article className={styles.card}>
            <div className={styles.body}>
              <span className={styles.badge} aria-hidden="true">
                {item.number}
              </span>
              <h3>
                <span className="visually-hidden">{item.number}. </span>
                {item.title}
              </h3>
              <p>{item.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
