// Site footer: trust badges, medical disclaimer, navigation, legal links and contact e-mail.
import React from "react";
import { Link } from "gatsby";
import { aboutHref, footerPageRoutes, legalRoutes } from "../lib/routes";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useTrustBadges } from "../hooks/use-trust-badges";
import { useLinkLabels } from "../hooks/use-link-labels";
import { Icon, isIconName } from "./icon";
import { PhoneNumber } from "./phone-number";
import * as styles from "./footer.module.css";

export const ABOUT_LABEL = "Über uns";

export function Footer() {
  const { company, email, phone, disclaimer } = useSiteSettings();
  const badges = useTrustBadges();
  const linkLabel = useLinkLabels();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.badges} aria-label="Ihre Sicherheit">
          {badges.map((badge) => (
            <li key={badge.label} className={styles.badge}>
              <span className={styles.badgeIcon}>{isIconName(badge.icon) && <Icon name={badge.icon} />}</span>
              <span>
                <span className={styles.badgeLabel}>{badge.label}</span>
                {badge.text}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.disclaimer}>
          <strong>Wichtiger Hinweis: </strong>
          {disclaimer}
        </p>
        <div className={styles.columns}>
          <nav aria-label="Seiten">
            <h2 className={styles.heading}>Seiten</h2>
            <ul className={styles.links}>
              {footerPageRoutes.map((route) => (
                <li key={route.path}>
                  <Link to={route.path}>{linkLabel(route.page)}</Link>
                </li>
              ))}
              <li>
                <Link to={aboutHref}>{ABOUT_LABEL}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label="Rechtliches">
            <h2 className={styles.heading}>Rechtliches</h2>
            <ul className={styles.links}>
              {legalRoutes.map((route) => (
                <li key={route.path}>
                  <Link to={route.path}>{linkLabel(route.page)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>Kontakt</h2>
            <ul className={styles.links}>
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
              <li className={styles.phone}>
                Telefon: <PhoneNumber phone={phone} />
              </li>
            </ul>
          </div>
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {company}
        </p>
      </div>
    </footer>
  );
}
