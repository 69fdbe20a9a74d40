// The figures of site.yaml (`claims`, optional): each page shows its own, with what each rests on in
// small print. Without figures for a page nothing of this is rendered.
import React from "react";
import { useSiteSettings, type SiteSettings } from "../hooks/use-site-settings";
import { ExampleLabel } from "./example-label";
import { UI_TEXT } from "../lib/ui-text";
import * as styles from "./claims.module.css";

type Claim = NonNullable<SiteSettings["claims"]>[number];

/** The figures site.yaml assigns to a page (none, when it has none). */
export function useClaims(page: Claim["page"]): Claim[] {
  return (useSiteSettings().claims ?? []).filter((claim) => claim.page === page);
}

/** The landing page's row of figures. */
export function Claims({ claims }: { claims: readonly Claim[] }) {
  if (claims.length === 0) return null;
  return (
    <ul className={styles.claims}>
      {claims.map((claim) => (
        <li key={`${claim.value}-${claim.label}`} className={styles.claim}>
          <ExampleLabel example={claim.example} /> <span className={styles.value}>{claim.value}</span> {claim.label}
          {claim.note && <span className={styles.note}>{claim.note}</span>}
          <ClaimBasis claim={claim} />
        </li>
      ))}
    </ul>
  );
}

/** The medical disclaimer on the landing page, near the claims about the programme (docs/product.md). */
export function Disclaimer() {
  return <p className={styles.disclaimer}>{useSiteSettings().disclaimer}</p>;
}

/** What a figure is based on, in small print folded into a native <details> (the content check warns while it is missing). */
function ClaimBasis({ claim }: { claim: Claim }) {
  if (!claim.basis) return null;
  return (
    <details className={styles.basis}>
      <summary className={styles.basisSummary}>{UI_TEXT.claims.basisSummary}</summary>
      <small>{claim.basis}</small>
    </details>
  );
}

/** The movement page's figures, each large with its label. */
export function Statistics({ claims }: { claims: readonly Claim[] }) {
  return (
    <>
      {claims.map((claim) => (
        <div key={`${claim.value}-${claim.label}`} className={styles.statistic}>
          <ExampleLabel example={claim.example} />
          <span className={styles.bigValue}>{claim.value}</span>
          {/* A div: the folded basis (<details>) may not stand in a paragraph. */}
          <div className={styles.statisticText}>
            {claim.label}
            {claim.note && <span className={styles.note}>{claim.note}</span>}
            <ClaimBasis claim={claim} />
          </div>
        </div>
      ))}
    </>
  );
}
