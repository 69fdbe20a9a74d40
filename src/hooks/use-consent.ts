import { graphql, useStaticQuery } from "gatsby";

/** The consent text under the lead form (data/mails.yaml); its version is stored with each lead. */
export function useConsent(): { text: string; privacyLinkLabel: string } {
  const data = useStaticQuery<Queries.ConsentQuery>(graphql`
    query Consent {
      mailsYaml {
        consent {
          text
          privacyLinkLabel
        }
      }
    }
  `);
  if (!data.mailsYaml)
    throw new Error("data/mails.yaml is missing: the consent text under the lead form cannot be shown");
  return data.mailsYaml.consent;
}
