// Site header (sticky while small: src/enhance/header.ts): brand, main navigation, contact e-mail and the mobile menu toggle. The toggle's
// behaviour is src/enhance/menu.ts, in the script every page carries; the markup here starts closed and holds
// both labels and icons, CSS shows those that match aria-expanded.
import React from "react";
import { Link } from "gatsby";
import { navRoutes, type PageId } from "../lib/routes";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useLinkLabels } from "../hooks/use-link-labels";
import { UI_TEXT } from "../lib/ui-text";
import { MENU_ATTRIBUTE, MENU_TOGGLE_ATTRIBUTE, STICKY_ATTRIBUTE } from "../enhance/markers";
import { Icon } from "./icon";
import * as styles from "./header.module.css";

const MENU_ID = "site-menu";

export function Header({ page }: { page: PageId }) {
  const { brand, email } = useSiteSettings();
  const linkLabel = useLinkLabels();
  return (
    <header className={styles.header} {...{ [STICKY_ATTRIBUTE]: "false" }}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark}>
            <Icon name="lemon" size={32} />
          </span>
          <span>{brand}</span>
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded="false"
          aria-controls={MENU_ID}
          {...{ [MENU_TOGGLE_ATTRIBUTE]: "" }}
        >
          <span className={styles.whenClosed}>
            <Icon name="menu" />
            {UI_TEXT.header.menuOpen}
          </span>
          <span className={styles.whenOpen}>
            <Icon name="close" />
            {UI_TEXT.header.menuClose}
          </span>
        </button>
        <nav
          id={MENU_ID}
          aria-label={UI_TEXT.header.menuLabel}
          className={styles.menu}
          data-open="false"
          {...{ [MENU_ATTRIBUTE]: "" }}
        >
          <ul className={styles.links}>
            {navRoutes.map((route) => (
              <li key={route.path}>
                <Link to={route.path} className={styles.link} aria-current={route.page === page ? "page" : undefined}>
                  {linkLabel(route.page)}
                </Link>
              </li>
            ))}
          </ul>
          <a href={`mailto:${email}`} className={styles.email}>
            <Icon name="mail" size={24} />
            {email}
          </a>
        </nav>
      </div>
    </header>
  );
}
