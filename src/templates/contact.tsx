import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { ContactDetails } from "../components/contact-details";
import { SiteForm } from "../components/site-form";
import { About } from "../components/about";
import { PageSeo, present, requirePage, sectionOf } from "../components/page-content";
import { contactForm } from "../lib/forms";
import type { PageContext } from "../lib/routes";

export default function ContactPage({ data, pageContext }: PageProps<Queries.ContactPageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  return (
    <Layout page={pageContext.page}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ContactDetails details={sectionOf(page, "details")} hours={sectionOf(page, "hours")} />
      <Section section={sectionOf(page, "form")}>
        <SiteForm form={contactForm} />
      </Section>
      <About about={present(data.about, "data/about.yaml")} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ContactPageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page} />
);

export const query = graphql`
  query ContactPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
    about: aboutYaml {
      ...About
    }
  }
`;
