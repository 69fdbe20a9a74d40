import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { ContactDetails } from "../components/contact-details";
import { SiteForm } from "../components/site-form";
import { PageSeo, requirePage, sectionOf } from "../components/page-content";
import { contactForm } from "../lib/forms";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = requirePage(data.page, "contact");
  return (
    <Layout page="contact">
      <PageHeader heading={page.heading} intro={page.intro} />
      <ContactDetails details={sectionOf(page, "details")} hours={sectionOf(page, "hours")} />
      <Section section={sectionOf(page, "form")}>
        <SiteForm form={contactForm} />
      </Section>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.ContactPageQuery>) => <PageSeo id="contact" page={data.page} />;

export const query = graphql`
  query ContactPage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
    }
  }
`;
