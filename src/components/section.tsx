// A page section with its h2 heading and optional intro, as named in pages.yaml.
import React from "react";
import type { PageSection } from "./page-content";
import * as styles from "./section.module.css";

interface SectionProps {
  section: PageSection;
  id?: string;
  children?: React.ReactNode;
}

export function Section({ section, id, children }: SectionProps) {
  const headingId = `${section.key}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.intro && <p className={styles.intro}>{section.intro}</p>}
      {children}
    </section>
  );
}
