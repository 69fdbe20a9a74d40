import { graphql, useStaticQuery } from "gatsby";

/** The trust badges of data/trust-badges.yaml, shown in the footer. */
export function useTrustBadges() {
  const data = useStaticQuery<Queries.TrustBadgesQuery>(graphql`
    query TrustBadges {
      allTrustBadgesYaml {
        nodes {
          icon
          label
          text
        }
      }
    }
  `);
  return data.allTrustBadgesYaml.nodes;
}
