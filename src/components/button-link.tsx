// A link that looks like the site's primary button, and the paragraph that gives it room on a page.
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

/** A page's closing button, with space above it so it never sits against the cards before it. */
export function CallToAction({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className={styles.callToAction}>
      <ButtonLink to={to}>{children}</ButtonLink>
    </p>
  );
}
