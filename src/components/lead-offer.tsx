// What the visitor gets for the lead form, right above the form (data/lead-offer.yaml):
// three short lines: the plan, that it is free, and confirming first (then it comes, and he can leave).
import React from "react";
import { graphql } from "gatsby";
import { Icon } from "./icon";
import * as styles from "./lead-offer.module.css";

export const query = graphql`
  fragment LeadOffer on LeadOfferYaml {
    heading
    what
    cost
    confirmation
  }
`;

export function LeadOffer({ offer }: { offer: Queries.LeadOfferFragment }) {
  const points = [offer.what, offer.cost, offer.confirmation];
  return (
    <section className={styles.offer} aria-labelledby="lead-offer-heading">
      <h3 id="lead-offer-heading" className={styles.heading}>
        {offer.heading}
      </h3>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>
            <span className={styles.check}>
              <Icon name="check" size={24} />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </section>
  );
}
