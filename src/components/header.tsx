// Sticky site header: brand, main navigation, contact e-mail and the mobile menu toggle.
import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { navRoutes, type PageId } from "../lib/routes";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useLinkLabels } from "../hooks/use-link-labels";
import { UI_TEXT } from "../lib/ui-text";
import { Icon } from "./icon";
import * as styles from "./header.module.css";

const MENU_ID = "site-menu";

export function Header({ page }: { page: PageId }) {
  const { brand, email } = useSiteSettings();
  const linkLabel = useLinkLabels();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark}>
            <Icon name="lemon" size={32} />
          </span>
          <span className={styles.brandName}>{brand}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((isOpen) => !isOpen)}
          data-menu-toggle
        >
          <Icon name={open ? "close" : "menu"} />
          {open ? UI_TEXT.header.menuClose : UI_TEXT.header.menuOpen}
        </button>
        <nav id={MENU_ID} aria-label={UI_TEXT.header.menuLabel} className={styles.menu} data-open={open} data-menu>
          <ul className={styles.links}>
            {navRoutes.map((route) => (
              <li key={route.path}>
                <Link
                  to={route.path}
                  className={styles.link}
                  aria-current={route.page === page ? "page" : undefined}
                  onClick={() => setOpen(false)}
                >
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
