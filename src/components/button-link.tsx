// A link that looks like the site's primary button.
import React from "react";
import { Link } from "gatsby";
import { Icon } from "./icon";
import * as styles from "./button.module.css";

export function ButtonLink({ to, children }: { to: string; children: React.ReactNode }) {
  const content = (
    <>
      {children}
      <Icon name="arrow" size={24} />
    </>
  );
  // In-page anchors stay plain links so that they work before and without JavaScript.
  return to.startsWith("#") ? (
    <a href={to} className={styles.button}>
      {content}
    </a>
  ) : (
    <Link to={to} className={styles.button}>
      {content}
    </Link>
  );
}
