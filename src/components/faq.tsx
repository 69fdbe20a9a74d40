// Frequently asked questions (data/faq.yaml) as native <details>: they open without JavaScript.
import React from "react";
import { graphql } from "gatsby";
import { useSiteSettings } from "../hooks/use-site-settings";
import { fillPlaceholders, placeholderValues } from "../lib/placeholders";
import * as styles from "./faq.module.css";

export const query = graphql`
  fragment FaqEntry on FaqYaml {
    question
    answer
  }
`;

export function Faq({ entries }: { entries: ReadonlyArray<Queries.FaqEntryFragment> }) {
  const values = placeholderValues(useSiteSettings());
  return (
    <div className={styles.list}>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.entry}>
          <summary className={styles.question}>{entry.question}</summary>
          <p className={styles.answer}>{fillPlaceholders(entry.answer, values)}</p>
        </details>
      ))}
    </div>
  );
}
