// A content page's h1 and introduction.
import React from "react";
import * as styles from "./page-header.module.css";

export function PageHeader({ heading, intro }: { heading: string; intro: string | null }) {
  return (
    <>
      <h1>{heading}</h1>
      {intro && <p className={styles.lead}>{intro}</p>}
    </>
  );
}
