// The safety box from data/site.yaml (`safety`), shown before any exercise: the movement page, the
// thank-you page and the printable plan (the plan mail renders the same text itself).
import React from "react";
import { useSiteSettings } from "../hooks/use-site-settings";
import * as styles from "./safety-box.module.css";

export function SafetyBox() {
  const { safety } = useSiteSettings();
  return (
    <section className={styles.box} aria-labelledby="safety-heading">
      <h2 id="safety-heading" className={styles.heading}>
        {safety.heading}
      </h2>
      <ul className={styles.points}>
        {safety.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
