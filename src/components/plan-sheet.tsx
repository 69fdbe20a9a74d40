// The personal plan as a web page (/mein-plan/): the same parts as the plan mail (src/mail/emails/plan.tsx).
import React from "react";
import { BASE_MINUTES_ATTRIBUTE, NOTE_ANSWER_ATTRIBUTE, NOTE_VARIANTS_ATTRIBUTE, enhance } from "../enhance/markers";
import type { noteKeys } from "../lib/plan";
import { SafetyBox } from "./safety-box";
import * as styles from "./plan-sheet.module.css";

export interface PlanSheetProps {
  texts: {
    readonly drinkHeading: string;
    readonly drinkIntro: string;
    readonly ingredientsHeading: string;
    readonly stepsHeading: string;
    readonly weekHeading: string;
    readonly weekIntro: string;
    readonly minutesLabel: string;
    readonly restDay: string;
    readonly secretsHeading: string;
    readonly disclaimerHeading: string;
  };
  drink: {
    readonly title: string;
    readonly description: string;
    readonly ingredients: readonly string[];
    readonly steps: readonly string[];
  };
  week: ReadonlyArray<{
    readonly day: string;
    readonly title: string;
    readonly minutes: number;
    readonly description: string;
  }>;
  /** The note for each possible answer (data/mails.yaml); the page shows the one for no answer. */
  notes: { activity: NoteVariants<"activity">; dayTime: NoteVariants<"dayTime"> };
  secrets: ReadonlyArray<{ readonly number: number; readonly title: string; readonly description: string }>;
  outlook: {
    readonly heading: string;
    readonly intro: string | null;
    readonly expectations: ReadonlyArray<{ readonly title: string; readonly text: string }>;
  };
  disclaimer: string;
}

type NoteVariants<Answer extends "activity" | "dayTime"> = Readonly<
  Record<ReturnType<typeof noteKeys>[Answer], string>
>;

/** A note as built (no answer), with every variant for the page script (src/enhance/my-plan.ts). */
function PlanNote({
  answer,
  variants,
}: {
  answer: "activity" | "dayTime";
  variants: Readonly<Record<string, string>> & { readonly none: string };
}) {
  const attributes = { [NOTE_ANSWER_ATTRIBUTE]: answer, [NOTE_VARIANTS_ATTRIBUTE]: JSON.stringify(variants) };
  return (
    <span {...enhance("plan-note")} {...attributes}>
      {variants.none}
    </span>
  );
}

export function PlanSheet({ texts, drink, week, notes, secrets, outlook, disclaimer }: PlanSheetProps) {
  return (
    <div className={styles.sheet}>
      <section aria-labelledby="drink-heading" className={styles.block}>
        <h2 id="drink-heading">{texts.drinkHeading}</h2>
        <h3>{drink.title}</h3>
        <p>{drink.description}</p>
        <p>
          <strong>{texts.ingredientsHeading}:</strong>
        </p>
        <ul>
          {drink.ingredients.map((ingredient) => (
            <li key={ingredient}>{ingredient}</li>
          ))}
        </ul>
        {drink.steps.length > 0 && (
          <>
            <p>
              <strong>{texts.stepsHeading}:</strong>
            </p>
            <ol>
              {drink.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
        <p>{texts.drinkIntro}</p>
      </section>

      <SafetyBox />

      <section aria-labelledby="week-heading">
        <h2 id="week-heading">{texts.weekHeading}</h2>
        <p>{texts.weekIntro}</p>
        <p className={styles.note} data-testid="plan-notes">
          <PlanNote answer="activity" variants={notes.activity} />{" "}
          <PlanNote answer="dayTime" variants={notes.dayTime} />
        </p>
        <ol className={styles.days}>
          {week.map((day) => (
            <li key={day.day} className={styles.day}>
              <h3>
                {day.day}: {day.title}
              </h3>
              <p className={styles.minutes}>
                <span {...enhance("plan-minutes")} {...{ [BASE_MINUTES_ATTRIBUTE]: day.minutes }}>
                  {day.minutes}
                </span>
                &nbsp;{texts.minutesLabel}
              </p>
              <p>{day.description}</p>
            </li>
          ))}
        </ol>
        <p>{texts.restDay}</p>
      </section>

      <section aria-labelledby="secrets-heading">
        <h2 id="secrets-heading">{texts.secretsHeading}</h2>
        {secrets.map((secret) => (
          <div key={secret.number} className={styles.block}>
            <h3>
              {secret.number}. {secret.title}
            </h3>
            <p>{secret.description}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="outlook-heading">
        <h2 id="outlook-heading">{outlook.heading}</h2>
        {outlook.intro && <p>{outlook.intro}</p>}
        {outlook.expectations.map((expectation) => (
          <div key={expectation.title} className={styles.block}>
            <h3>{expectation.title}</h3>
            <p>{expectation.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="disclaimer-heading" className={styles.block}>
        <h2 id="disclaimer-heading">{texts.disclaimerHeading}</h2>
        <p className={styles.note}>{disclaimer}</p>
      </section>
    </div>
  );
}

/**
 * A print button only where it works: the page script makes it visible and usable. Its place is kept
 * from the first paint (visibility, not absence), so showing it moves nothing on the page (CLS).
 */
export function PrintButton({ label, className }: { label: string; className: string }) {
  return (
    <p className={styles.print} style={{ visibility: "hidden" }} {...enhance("print-button")}>
      <button type="button" className={className} disabled>
        {label}
      </button>
    </p>
  );
}
