// The weekly movement plan: one card per day, Monday to Saturday.
import React from "react";
import { graphql } from "gatsby";
import { dayDuration } from "../lib/ui-text";
import { ImageCard } from "./image-card";
import * as styles from "./cards.module.css";

export const query = graphql`
  fragment DayCard on ExerciseDaysYaml {
    day
    title
    minutes
    description
    image {
      ...CardImageData
    }
    imageAlt
  }
`;

export function DayCards({ days }: { days: ReadonlyArray<Queries.DayCardFragment> }) {
  return (
    <ol className={styles.grid}>
      {days.map((day) => (
        <li key={day.day}>
          <ImageCard image={day.image} imageAlt={day.imageAlt ?? ""} kicker={day.day} title={day.title}>
            <p className={styles.meta}>{dayDuration(day.minutes)}</p>
            <p>{day.description}</p>
          </ImageCard>
        </li>
      ))}
    </ol>
  );
}
