// A card with an optimized image on top, used for exercise days and recipes.
import React from "react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Card } from "./card";
import { Picture } from "./picture";
import { present } from "./page-content";
import * as styles from "./cards.module.css";

// Cards fill a phone's width (about 380 CSS px, 665 px at the usual 1.75 device pixel ratio) and are
// at most 22rem wide on a desktop: 480 to 960 px in steps a phone's choice lands close to.
export const query = graphql`
  fragment CardImageData on File {
    childImageSharp {
      gatsbyImageData(
        width: 800
        aspectRatio: 1.5
        outputPixelDensities: [0.6, 0.8, 1, 1.2]
        sizes: "(min-width: 72rem) 22rem, (min-width: 44rem) 45vw, 100vw"
      )
    }
  }
`;

export type CardImage = Queries.CardImageDataFragment;

interface ImageCardProps {
  image: CardImage | null;
  imageAlt: string;
  kicker?: string;
  title: string;
  /** The first card a page shows, which is its largest paint on a phone: loaded at once, at high priority. */
  eager?: boolean;
  children: React.ReactNode;
}

export function ImageCard({ image, imageAlt, kicker, title, eager, children }: ImageCardProps) {
  // The content check makes sure every card image exists and can be read.
  const data = present(getImage(image?.childImageSharp?.gatsbyImageData ?? null), `the image of the card '${title}'`);
  return (
    <Card media={<Picture image={data} alt={imageAlt} eager={eager} />}>
      {kicker && <span className={styles.kicker}>{kicker}</span>}
      <h3>{title}</h3>
      {children}
    </Card>
  );
}
