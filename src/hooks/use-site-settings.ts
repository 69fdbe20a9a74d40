import { graphql, useStaticQuery } from "gatsby";
import { mailFromOf } from "../lib/mail-sender";
import { DEFAULT_PLAN_RETENTION_DAYS } from "../lib/privacy-numbers";

/** Site-wide settings from data/site.yaml plus the configured site URL. */
export function useSiteSettings() {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
          mailFrom
          planRetentionDays
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
        supervisoryAuthority
        review {
          by
          date
        }
        openingHours {
          days
          hours
        }
        claims {
          page
          example
          value
          label
          note
          basis
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
    planRetentionDays: data.site?.siteMetadata?.planRetentionDays ?? DEFAULT_PLAN_RETENTION_DAYS,
    mailFrom: mailFromOf(data.site?.siteMetadata?.mailFrom ?? undefined, data.siteYaml),
  };
}

export type SiteSettings = ReturnType<typeof useSiteSettings>;
