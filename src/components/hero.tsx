// The landing page's opening: headline, promise, button to the lead form and the hero image.
import React from "react";
import { getImage } from "gatsby-plugin-image";
import { Picture } from "./picture";
import type { CardImage } from "./image-card";
import { ButtonLink } from "./button-link";
import * as styles from "./hero.module.css";

interface HeroProps {
  heading: string;
  intro: string | null;
  buttonLabel: string;
  formAnchor: string;
  image: CardImage | null;
  imageAlt: string | null;
}

export function Hero({ heading, intro, buttonLabel, formAnchor, image, imageAlt }: HeroProps) {
  const data = getImage(image?.childImageSharp?.gatsbyImageData ?? null);
  return (
    <div className={styles.hero}>
      <div>
        <h1>{heading}</h1>
        {intro && <p className={styles.lead}>{intro}</p>}
        <ButtonLink to={`#${formAnchor}`}>{buttonLabel}</ButtonLink>
      </div>
      {data && <Picture image={data} alt={imageAlt ?? ""} eager className={styles.image} />}
    </div>
  );
}
