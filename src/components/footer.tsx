// Site footer: trust badges, medical disclaimer (unless the page shows it), navigation, legal links and contact e-mail.
import React from "react";
import { Link } from "gatsby";
import { aboutHref, footerPageRoutes, legalRoutes } from "../lib/routes";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useTrustBadges } from "../hooks/use-trust-badges";
import { useLinkLabels } from "../hooks/use-link-labels";
import { UI_TEXT } from "../lib/ui-text";
import { Icon, isIconName } from "./icon";
import { PhoneNumber } from "./phone-number";
import * as styles from "./footer.module.css";

export function Footer({ disclaimer: showDisclaimer = true }: { disclaimer?: boolean }) {
  const { company, email, phone, disclaimer } = useSiteSettings();
  const badges = useTrustBadges();
  const linkLabel = useLinkLabels();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.badges} aria-label={UI_TEXT.footer.badgesLabel}>
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
        {showDisclaimer && (
          <p className={styles.disclaimer}>
            <strong>{UI_TEXT.footer.disclaimerLead}</strong>
            {disclaimer}
          </p>
        )}
        <div className={styles.columns}>
          <nav aria-label={UI_TEXT.footer.pagesHeading}>
            <h2 className={styles.heading}>{UI_TEXT.footer.pagesHeading}</h2>
            <ul className={styles.links}>
              {footerPageRoutes.map((route) => (
                <li key={route.path}>
                  <Link to={route.path}>{linkLabel(route.page)}</Link>
                </li>
              ))}
              <li>
                <Link to={aboutHref}>{UI_TEXT.footer.aboutLink}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={UI_TEXT.footer.legalHeading}>
            <h2 className={styles.heading}>{UI_TEXT.footer.legalHeading}</h2>
            <ul className={styles.links}>
              {legalRoutes.map((route) => (
                <li key={route.path}>
                  <Link to={route.path}>{linkLabel(route.page)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>{UI_TEXT.footer.contactHeading}</h2>
            <ul className={styles.links}>
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
              <li className={styles.phone}>
                {UI_TEXT.phoneLead}
                <PhoneNumber phone={phone} />
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
