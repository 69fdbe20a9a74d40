// The visible "Beispiel" mark on an entry that is only an example (example: true in data/): such an
// entry never reaches a production build (src/content/go-live.ts), so the mark shows in previews only.
import React from "react";
import { UI_TEXT } from "../lib/ui-text";
import * as styles from "./example-label.module.css";

export function ExampleLabel({ example }: { example: boolean | null | undefined }) {
  return example ? (
    <strong className={styles.label} title={UI_TEXT.example.title}>
      {UI_TEXT.example.label}
    </strong>
  ) : null;
}
