// A content page's h1 and introduction.
import React from "react";
import * as styles from "./page-header.module.css";

/** `headingLang` marks a heading in another language than the page's German (the 404's English text, docs/product.md). */
export function PageHeader({
  heading,
  intro,
  headingLang,
}: {
  heading: string;
  intro: string | null;
  headingLang?: string;
}) {
  return (
    <>
      <h1 lang={headingLang}>{heading}</h1>
      {intro && <p className={styles.lead}>{intro}</p>}
    </>
  );
}
