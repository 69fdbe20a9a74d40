// For a page's Head export: preloads the image the page shows first (its Largest Contentful Paint),
// so the browser fetches the variant its <picture> will pick while the HTML is still arriving, at high
// priority; with `media`, only on screens where the image is in the first screen. Only the first
// source (WebP): a browser without WebP skips the link by its type.
import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export function PreloadImage({ image, media }: { image: IGatsbyImageData | undefined; media?: string }) {
  const source = image?.images.sources?.[0];
  if (!source) return null;
  // React 18 does not know fetchPriority yet: the lowercase attribute is passed through as written.
  const priority = { fetchpriority: "high" };
  return (
    <link
      rel="preload"
      as="image"
      type={source.type}
      imageSrcSet={source.srcSet}
      imageSizes={source.sizes}
      media={media}
      {...priority}
    />
  );
}
