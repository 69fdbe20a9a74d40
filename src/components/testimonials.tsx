// Testimonials: each a figure with the quote and its author's first name and city.
import React from "react";
import { graphql } from "gatsby";
import { personLine } from "../lib/ui-text";
import * as cards from "./cards.module.css";
import * as styles from "./testimonials.module.css";

export const query = graphql`
  fragment Testimonial on TestimonialsYaml {
    name
    city
    age
    text
  }
`;

export function Testimonials({ testimonials }: { testimonials: ReadonlyArray<Queries.TestimonialFragment> }) {
  return (
    <ul className={cards.grid}>
      {testimonials.map((t) => (
        <li key={`${t.name}-${t.city}`}>
          <figure className={styles.quote}>
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
