// The <head> tags of a page, rendered through Gatsby's Head API.
import React from "react";
import { useSiteSettings, type SiteSettings } from "../hooks/use-site-settings";
import { palette } from "../lib/palette";
import { JsonLd } from "./json-ld";

export const OG_IMAGE_PATH = "/og-image.jpg";

interface SeoProps {
  title: string;
  description: string;
  path: string;
  noIndex?: boolean;
  children?: React.ReactNode;
}

function organization(site: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.company,
    brand: { "@type": "Brand", name: site.brand },
    url: `${site.siteUrl}/`,
    email: site.email,
    logo: `${site.siteUrl}/favicon.png`,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: "DE",
    },
  };
}

export function Seo({ title, description, path, noIndex, children }: SeoProps) {
  const site = useSiteSettings();
  const { brand, siteUrl } = site;
  const fullTitle = `${title} | ${brand}`;
  const url = `${siteUrl}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${siteUrl}${OG_IMAGE_PATH}`} />
      <meta name="theme-color" content={palette.primary} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.png" type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href="/favicon.png" />
      <JsonLd data={organization(site)} />
      {children}
    </>
  );
}
