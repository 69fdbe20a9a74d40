// Simple cards with a title and a text: expectations and next steps.
import React from "react";
import { Card } from "./card";
import * as styles from "./cards.module.css";

interface TextItem {
  readonly title: string;
  readonly text: string;
}

export function TextCards({ items }: { items: ReadonlyArray<TextItem> }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title}>
          <Card>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
