import { graphql, useStaticQuery } from "gatsby";
import { useSiteSettings } from "./use-site-settings";
import { consentValues, renderConsent } from "../lib/consent-text";

export interface ConsentTexts {
  /** The required consent's box label (health data, Art. 9 DSGVO); its version is stored with each lead. */
  consent: string;
  /** The optional box for further mails (§ 7 UWG). */
  marketing: string;
  privacyLinkLabel: string;
}

/** The two consent texts at the lead form (data/mails.yaml), placeholders filled in. */
export function useConsent(): ConsentTexts {
  const site = useSiteSettings();
  const data = useStaticQuery<Queries.ConsentQuery>(graphql`
    query Consent {
      mailsYaml {
        consent {
          text
          privacyLinkLabel
        }
        marketingConsent {
          text
        }
      }
    }
  `);
  if (!data.mailsYaml)
    throw new Error("data/mails.yaml is missing: the consent texts at the lead form cannot be shown");
  // The one rendering of the consent texts: the confirmation mail and the archive of versions use it too.
  const values = consentValues(site);
  return {
    consent: renderConsent(data.mailsYaml.consent.text, values),
    marketing: renderConsent(data.mailsYaml.marketingConsent.text, values),
    privacyLinkLabel: data.mailsYaml.consent.privacyLinkLabel,
  };
}
