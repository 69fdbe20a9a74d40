// An optimized image from gatsby-plugin-image's data (WebP and JPEG srcsets made by sharp),
// rendered as plain, valid HTML: native lazy loading, width and height against layout shift, and the
// blurred placeholder as background until the image arrives. GatsbyImage itself is not used: its
// lazy-loading markup (data-src, a sizer <img alt="" role="presentation">) fails the HTML checker
// and needs inline scripts and 21 KB of JavaScript.
import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./picture.module.css";

interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  /** For the image that is visible on arrival (the hero): load at once, with high priority. */
  eager?: boolean;
  className?: string;
}

export function Picture({ image, alt, eager = false, className }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  const background = image.placeholder?.fallback;
  return (
    <picture
      className={[styles.picture, className].filter(Boolean).join(" ")}
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
    >
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...(eager ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
