// The texts every page reads from data/pages.yaml, and the <head> built from them.
import React from "react";
import { graphql } from "gatsby";
import { routeOf, type PageId } from "../lib/routes";
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

export interface PageSection {
  readonly key: string;
  readonly heading: string;
  readonly intro: string | null;
  readonly linkLabel: string | null;
}

export interface PageContent {
  readonly page: string;
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly intro: string | null;
  readonly cta: string | null;
  readonly sections: ReadonlyArray<PageSection> | null;
}

/** The page's entry in pages.yaml; a missing entry stops the build with a clear message. */
export function requirePage<T extends PageContent>(page: T | null | undefined, id: PageId): T {
  if (!page) throw new Error(`data/pages.yaml has no entry with "page: ${id}"`);
  return page;
}

/** One named section of a page; a missing one stops the build with a clear message. */
export function sectionOf(page: PageContent, key: string): PageSection {
  const section = page.sections?.find((s) => s.key === key);
  if (!section) {
    throw new Error(`data/pages.yaml, page '${page.page}': field 'sections' needs an entry with "key: ${key}"`);
  }
  return section;
}

/** The label of a page's button; a missing one stops the build with a clear message. */
export function ctaOf(page: PageContent): string {
  if (!page.cta) throw new Error(`data/pages.yaml, page '${page.page}': field 'cta' (the button label) is missing`);
  return page.cta;
}

export function PageSeo({ id, page, children }: { id: PageId; page: PageContent | null; children?: React.ReactNode }) {
  const route = routeOf(id);
  const { title, description } = requirePage(page, id);
  return (
    <Seo title={title} description={description} path={route.path} noIndex={route.noIndex}>
      {children}
    </Seo>
  );
}
