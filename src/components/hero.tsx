// The landing page's opening: headline, promise, button to the lead form and the hero image.
import React from "react";
import { getImage } from "gatsby-plugin-image";
import { Picture } from "./picture";
import type { CardImage } from "./image-card";
import { ButtonLink } from "./button-link";
import { useSiteSettings } from "../hooks/use-site-settings";
import { UI_TEXT } from "../lib/ui-text";
import { hasPlaceholder } from "../lib/placeholders";
import * as styles from "./hero.module.css";

interface HeroProps {
  heading: string;
  intro: string | null;
  buttonLabel: string;
  formAnchor: string;
  image: CardImage | null;
  imageAlt: string | null;
}

/**
 * Where the image stands beside the heading, in the first screen (hero.module.css, the same width).
 * On narrower screens it follows the text as a strip smaller than the introduction (hero.module.css): it
 * loads lazily there, so that neither its request nor its bytes compete with the first screen's text.
 */
export const HERO_IMAGE_BESIDE_TEXT = "(min-width: 56em)";

export function Hero({ heading, intro, buttonLabel, formAnchor, image, imageAlt }: HeroProps) {
  const data = getImage(image?.childImageSharp?.gatsbyImageData ?? null);
  const { company, seat, review } = useSiteSettings();
  const reviewed = filledReview(review);
  return (
    <div className={styles.hero}>
      <div>
        <h1>{heading}</h1>
        {/* Who is behind the offer, on the first screen (docs/decisions/004-path-from-first-screen-to-plan.md). */}
        <p className={styles.origin}>
          {UI_TEXT.origin.offeredBy(company, seat)}
          {reviewed && ` ${UI_TEXT.origin.reviewedBy(reviewed.by, reviewed.date)}`}
        </p>
        {intro && <p className={styles.lead}>{intro}</p>}
        <ButtonLink to={`#${formAnchor}`}>{buttonLabel}</ButtonLink>
      </div>
      {data && <Picture image={data} alt={imageAlt ?? ""} className={styles.image} />}
    </div>
  );
}

/** Who reviewed the content and when, once both are filled in with real facts; otherwise nothing is said. */
function filledReview(review: { by: string | null; date: string | null } | null) {
  const by = review?.by?.trim();
  const date = review?.date?.trim();
  return by && date && !hasPlaceholder(by) && !hasPlaceholder(date) ? { by, date } : undefined;
}
