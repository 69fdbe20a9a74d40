// The card box every card list shares: an optional picture on top, then the padded body.
import React from "react";
import * as styles from "./cards.module.css";

export function Card({ media, children }: { media?: React.ReactNode; children: React.ReactNode }) {
  return (
    <article className={styles.card}>
      {media}
      <div className={styles.body}>{children}</div>
    </article>
  );
}
