// A card with an optimized image on top, used for exercise days and recipes.
import React from "react";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./picture";
import * as styles from "./cards.module.css";

export interface CardImage {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

interface ImageCardProps {
  image: CardImage | null;
  imageAlt: string;
  kicker?: string;
  title: string;
  children: React.ReactNode;
}

export function ImageCard({ image, imageAlt, kicker, title, children }: ImageCardProps) {
  const data = getImage(image?.childImageSharp?.gatsbyImageData ?? null);
  if (!data) throw new Error(`The image of the card '${title}' could not be processed`);
  return (
    <article className={styles.card}>
      <Picture image={data} alt={imageAlt} />
      <div className={styles.body}>
        {kicker && <span className={styles.kicker}>{kicker}</span>}
        <h3>{title}</h3>
        {children}
      </div>
    </article>
  );
}
