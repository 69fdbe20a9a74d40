// Testimonials: each a figure with the quote and its author's first name and city. The first one
// is shown, the others fold into a native <details> (the page stays short with large text: docs/decisions/004-path-from-first-screen-to-plan.md).
import React from "react";
import { graphql } from "gatsby";
import { personLine, UI_TEXT } from "../lib/ui-text";
import { useSiteSettings } from "../hooks/use-site-settings";
import { ExampleLabel } from "./example-label";
import * as cards from "./cards.module.css";
import * as styles from "./testimonials.module.css";

export const query = graphql`
  fragment Testimonial on TestimonialsYaml {
    name
    example
    city
    age
    text
  }
`;

/** Under the quotes, how reviews are checked (§ 5b Abs. 3 UWG) once a real one is shown. */
export function Testimonials({ testimonials }: { testimonials: ReadonlyArray<Queries.TestimonialFragment> }) {
  const { reviewCheck } = useSiteSettings();
  const [first, ...others] = testimonials;
  return (
    <>
      {first && <Quotes testimonials={[first]} />}
      {others.length > 0 && (
        <details className={styles.more}>
          <summary className={styles.moreSummary}>{UI_TEXT.testimonials.more(others.length)}</summary>
          <Quotes testimonials={others} />
        </details>
      )}
      {reviewCheck && testimonials.some((t) => !t.example) && <p className={styles.reviewCheck}>{reviewCheck}</p>}
    </>
  );
}

function Quotes({ testimonials }: { testimonials: ReadonlyArray<Queries.TestimonialFragment> }) {
  return (
    <ul className={cards.grid}>
      {testimonials.map((t) => (
        <li key={`${t.name}-${t.city}`}>
          <figure className={styles.quote}>
            <ExampleLabel example={t.example} />
            <blockquote>
              <p>„{t.text}“</p>
            </blockquote>
            <figcaption>{personLine(t)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
