import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout";
import { Hero, HERO_IMAGE_BESIDE_TEXT } from "../components/hero";
import { Claims, Disclaimer, useClaims } from "../components/claims";
import { Section } from "../components/section";
import { BenefitCards } from "../components/benefit-cards";
import { SuccessStory } from "../components/success-story";
import { Testimonials } from "../components/testimonials";
import { SiteForm } from "../components/site-form";
import { LeadOffer } from "../components/lead-offer";
import { Faq } from "../components/faq";
import { PageSeo, ctaOf, present, requirePage, sectionOf } from "../components/page-content";
import { PreloadImage } from "../components/preload-image";
import { leadForm } from "../lib/forms";
import { LEAD_FORM_ANCHOR, type PageContext } from "../lib/routes";

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>) {
  const page = requirePage(data.page, pageContext.page);
  // Figures, stories and testimonials are optional: a section without entries is left out.
  const claims = useClaims("home");
  const stories = data.stories.nodes;
  const testimonials = data.testimonials.nodes;
  return (
    <Layout page={pageContext.page} disclaimerInPage>
      <Hero
        heading={page.heading}
        intro={page.intro}
        buttonLabel={ctaOf(page)}
        formAnchor={LEAD_FORM_ANCHOR}
        image={page.image}
        imageAlt={page.imageAlt}
      />
      <Claims claims={claims} />
      <Disclaimer />
      <Section section={sectionOf(page, "benefits")}>
        <BenefitCards benefits={data.benefits.nodes} />
      </Section>
      {stories.length > 0 && (
        <Section section={sectionOf(page, "story")}>
          {stories.map((story) => (
            <SuccessStory key={story.name} story={story} />
          ))}
        </Section>
      )}
      {testimonials.length > 0 && (
        <Section section={sectionOf(page, "testimonials")}>
          <Testimonials testimonials={testimonials} />
        </Section>
      )}
      <Section section={sectionOf(page, "form")} id={LEAD_FORM_ANCHOR}>
        <LeadOffer offer={present(data.offer, "data/lead-offer.yaml")} />
        <SiteForm form={leadForm} />
      </Section>
      <Section section={sectionOf(page, "faq")}>
        <Faq entries={data.faq.nodes} />
      </Section>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>) => (
  <PageSeo id={pageContext.page} page={data.page}>
    <PreloadImage
      image={getImage(data.page?.image?.childImageSharp?.gatsbyImageData ?? null)}
      media={HERO_IMAGE_BESIDE_TEXT}
    />
  </PageSeo>
);

export const query = graphql`
  query HomePage($page: String!) {
    page: pagesYaml(page: { eq: $page }) {
      ...PageContent
      image {
        childImageSharp {
          gatsbyImageData(
            width: 960
            aspectRatio: 1.5
            outputPixelDensities: [0.5, 0.6667, 0.8334, 1, 1.25]
            sizes: "(min-width: 56em) 45vw, 100vw"
          )
        }
      }
      imageAlt
    }
    benefits: allBenefitsYaml {
      nodes {
        ...BenefitCard
      }
    }
    stories: allSuccessStoriesYaml(filter: { page: { eq: $page } }) {
      nodes {
        ...SuccessStory
      }
    }
    testimonials: allTestimonialsYaml {
      nodes {
        ...Testimonial
      }
    }
    offer: leadOfferYaml {
      ...LeadOffer
    }
    faq: allFaqYaml {
      nodes {
        ...FaqEntry
      }
    }
  }
`;
