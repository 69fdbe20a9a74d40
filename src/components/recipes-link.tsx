// A section that points to the recipes page (not in the header: docs/product.md section 2), as its pages.yaml entry names it.
import React from "react";
import { Link } from "gatsby";
import { pathOf } from "../lib/routes";
import { Section } from "./section";
import type { PageSection } from "./page-content";

export function RecipesLink({ section }: { section: PageSection }) {
  return (
    <Section section={section}>
      <p>
        <Link to={pathOf("recipes")}>{section.linkLabel ?? section.heading}</Link>
      </p>
    </Section>
  );
}
