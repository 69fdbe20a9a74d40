// Structured data for search engines (schema.org as JSON-LD).
import React from "react";

export function JsonLd({ data }: { data: object }) {
  // "<" is escaped so that no text from the content can close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
