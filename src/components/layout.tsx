// Page frame shared by every route: skip link, sticky header, main content, footer.
import "../styles/css-order";
import React from "react";
import type { PageId } from "../lib/routes";
import { Header } from "./header";
import { Footer } from "./footer";
import * as styles from "./layout.module.css";

export const MAIN_ID = "inhalt";

interface LayoutProps {
  page: PageId;
  /** The page shows the medical disclaimer itself (the landing page, beside its figures): the footer leaves it out. */
  disclaimerInPage?: boolean;
  children: React.ReactNode;
}

export function Layout({ page, disclaimerInPage = false, children }: LayoutProps) {
  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Zum Inhalt springen
      </a>
      <Header page={page} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer disclaimer={!disclaimerInPage} />
    </>
  );
}
