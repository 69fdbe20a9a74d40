import { graphql, useStaticQuery } from "gatsby";
import { mailFromOf } from "../lib/mail-sender";

/** Site-wide settings from data/site.yaml plus the configured site URL. */
export function useSiteSettings() {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
          mailFrom
        }
      }
      siteYaml {
        brand
        email
        phone
        company
        seat
        registerCourt
        registerNumber
        managingDirectors
        address {
          street
          postalCode
          city
        }
        review {
          by
          date
        }
        openingHours {
          days
          hours
        }
        claims {
          customers {
            example
            value
            label
            note
            basis
          }
          guarantee {
            example
            value
            label
            note
            basis
          }
          improvement {
            example
            value
            label
            note
            basis
          }
        }
        disclaimer
        safety {
          heading
          points
        }
        reviewCheck
        privacyNotice
      }
    }
  `);
  if (!data.siteYaml) throw new Error("data/site.yaml is missing: the site settings cannot be read");
  return {
    ...data.siteYaml,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    mailFrom: mailFromOf(data.site?.siteMetadata?.mailFrom ?? undefined, data.siteYaml),
  };
}

export type SiteSettings = ReturnType<typeof useSiteSettings>;
