// The marketing claims from site.yaml: a row of three on the landing page,
// and the single improvement statistic on the movement page.
import React from "react";
import { useSiteSettings, type SiteSettings } from "../hooks/use-site-settings";
import { ExampleLabel } from "./example-label";
import { UI_TEXT } from "../lib/ui-text";
import * as styles from "./claims.module.css";

type Claim = SiteSettings["claims"]["customers"];

export function Claims() {
  const { claims, disclaimer } = useSiteSettings();
  const all: Claim[] = [claims.customers, claims.guarantee, claims.improvement];
  return (
    <>
      <ul className={styles.claims}>
        {all.map((claim) => (
          <li key={claim.label} className={styles.claim}>
            <ExampleLabel example={claim.example} /> <span className={styles.value}>{claim.value}</span> {claim.label}
            {claim.note && <span className={styles.note}>{claim.note}</span>}
            <ClaimBasis claim={claim} />
          </li>
        ))}
      </ul>
      <p className={styles.disclaimer}>{disclaimer}</p>
    </>
  );
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

export function ImprovementStatistic() {
  const { improvement } = useSiteSettings().claims;
  return (
    <div className={styles.statistic}>
      <ExampleLabel example={improvement.example} />
      <span className={styles.bigValue}>{improvement.value}</span>
      {/* A div: the folded basis (<details>) may not stand in a paragraph. */}
      <div className={styles.statisticText}>
        {improvement.label}
        {improvement.note && <span className={styles.note}>{improvement.note}</span>}
        <ClaimBasis claim={improvement} />
      </div>
    </div>
  );
}
