import { graphql, useStaticQuery } from "gatsby";
import type { PageId } from "../lib/routes";

/** The names of the pages in the header's menu and the footer's links (pages.yaml → linkLabel). */
export function useLinkLabels(): (page: PageId) => string {
  const data = useStaticQuery<Queries.LinkLabelsQuery>(graphql`
    query LinkLabels {
      allPagesYaml(filter: { linkLabel: { ne: null } }) {
        nodes {
          page
          linkLabel
        }
      }
    }
  `);
  const labels = new Map(data.allPagesYaml.nodes.map((node) => [node.page, node.linkLabel]));
  // The content check requires a linkLabel for every linked page (linkedPages in routes.ts).
  return (page) => labels.get(page) ?? page;
}
