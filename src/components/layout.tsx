// Page frame shared by every route: skip link, sticky header, main content, footer.
import "../styles/css-order";
import React from "react";
import type { PageId } from "../lib/routes";
import { Header } from "./header";
import { Footer } from "./footer";
import * as styles from "./layout.module.css";

export const MAIN_ID = "inhalt";

export function Layout({ page, children }: { page: PageId; children: React.ReactNode }) {
  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Zum Inhalt springen
      </a>
      <Header page={page} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
