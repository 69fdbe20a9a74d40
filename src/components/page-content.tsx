// The texts every page reads from data/pages.yaml, and the <head> built from them.
import React from "react";
import { graphql } from "gatsby";
import { routeOf, type PageId } from "../lib/routes";
import type { SectionKey } from "../content/collections/pages";
import { Seo } from "./seo";

export const query = graphql`
  fragment PageContent on PagesYaml {
    page
    title
    description
    heading
    intro
    cta
    sections {
      key
      heading
      intro
      linkLabel
    }
  }
`;

export type PageContent = Queries.PageContentFragment;
export type PageSection = NonNullable<PageContent["sections"]>[number];

// Which entries, sections and buttons a page needs is a content rule (PAGE_RULES in
// src/content/collections/pages.ts), checked with file, line and field before the build starts. The helpers
// below only narrow the GraphQL types; their errors cannot happen after a passing check.

/** The page's entry in pages.yaml (the check requires one per page). */
export function requirePage<T extends PageContent>(page: T | null | undefined, id: PageId): T {
  return present(page, `the pages.yaml entry '${id}'`);
}

/** One named section of a page (PAGE_RULES lists the keys each page needs). */
export function sectionOf(page: PageContent, key: SectionKey): PageSection {
  return present(
    page.sections?.find((s) => s.key === key),
    `section '${key}' of page '${page.page}'`,
  );
}

/** The label of a page's button (PAGE_RULES says which pages need one). */
export function ctaOf(page: PageContent): string {
  return present(page.cta, `the 'cta' of page '${page.page}'`);
}

/** A value the content check guarantees; missing means the check was skipped (e.g. `gatsby develop` on broken data). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new Error(`Content missing: ${what}. Run \`npm run check:content\` for details.`);
  return value;
}

interface PageSeoProps {
  id: PageId;
  page: PageContent | null;
  /** A legal text's "Stand: …" (legal.yaml `updated`): the description says the page's own date, never another. */
  updated?: string | null;
  children?: React.ReactNode;
}

export function PageSeo({ id, page, updated, children }: PageSeoProps) {
  const route = routeOf(id);
  const { title, description } = requirePage(page, id);
  return (
    <Seo
      title={title}
      description={updated ? `${description} ${updated}.` : description}
      path={route.path}
      noIndex={route.noIndex}
    >
      {children}
    </Seo>
  );
}
