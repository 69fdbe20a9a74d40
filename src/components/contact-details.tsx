// Contact e-mail, postal address and opening hours from site.yaml.
import React from "react";
import { useSiteSettings } from "../hooks/use-site-settings";
import { Section } from "./section";
import { UI_TEXT } from "../lib/ui-text";
import { PhoneNumber } from "./phone-number";
import type { PageSection } from "./page-content";
import * as styles from "./contact-details.module.css";

export function ContactDetails({ details, hours }: { details: PageSection; hours: PageSection }) {
  const { company, email, phone, address, openingHours } = useSiteSettings();
  return (
    <div className={styles.details}>
      <Section section={details}>
        <address className={styles.address}>
          <p>
            {UI_TEXT.emailLead}
            <a href={`mailto:${email}`}>{email}</a>
            <br />
            {UI_TEXT.phoneLead}
            <PhoneNumber phone={phone} />
          </p>
          <p>
            {company}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </p>
        </address>
      </Section>
      <Section section={hours}>
        <dl className={styles.hours}>
          {openingHours.map((entry) => (
            <div key={entry.days} className={styles.period}>
              <dt>{entry.days}</dt>
              <dd>{entry.hours}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}
