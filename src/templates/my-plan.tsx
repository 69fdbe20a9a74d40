// Placeholder until the follow-up pages are built (issue 8); keeps the build working meanwhile.
import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { routeOf, type PageId } from "../lib/routes";

type Context = { page: PageId };

export default function FollowUpPage({ pageContext }: PageProps<object, Context>) {
  return (
    <Layout page={pageContext.page}>
      <h1>{routeOf(pageContext.page).path}</h1>
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, Context>) => (
  <Seo title="Zitronen-Vital" description="" path={routeOf(pageContext.page).path} noIndex />
);
