// The optional plan questions inside the confirmation form of /bestaetigen/ (src/lib/plan.ts
// QUESTIONS): radio groups that start at "Keine Angabe" and checkbox groups for "mehreres",
// with big targets. Skipping them is fine: the plan then uses gentle defaults.
import React from "react";
import { QUESTIONS, QUESTION_KEYS, type Question } from "../lib/plan";
import { hyphenateGerman } from "../lib/hyphenate";
import * as styles from "./follow-up.module.css";

type OptionTexts<Q extends Question> = { readonly legend: string } & Readonly<
  Record<(typeof QUESTIONS)[Q]["values"][number], string>
>;

export type PlanQuestionTexts = {
  readonly heading: string;
  readonly intro: string;
  readonly noAnswer: string;
  readonly multipleHint: string;
} & { readonly [Q in Question]: OptionTexts<Q> };

function QuestionGroup<Q extends Question>({ question, texts }: { question: Q; texts: PlanQuestionTexts }) {
  const { field, values, multiple } = QUESTIONS[question];
  const labels = texts[question] as OptionTexts<Q>;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {labels.legend}
        {multiple ? <span className={styles.hint}> {texts.multipleHint}</span> : null}
      </legend>
      <div className={styles.options}>
        {multiple ? null : (
          <label className={styles.option}>
            <input type="radio" name={field} value="" defaultChecked />
            <span>{hyphenateGerman(texts.noAnswer)}</span>
          </label>
        )}
        {(values as ReadonlyArray<keyof typeof labels>).map((value) => (
          <label key={String(value)} className={styles.option}>
            <input type={multiple ? "checkbox" : "radio"} name={field} value={String(value)} />
            <span>{hyphenateGerman(labels[value])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PlanQuestions({ texts }: { texts: PlanQuestionTexts }) {
  return (
    <>
      <h2>{texts.heading}</h2>
      <p>{texts.intro}</p>
      {QUESTION_KEYS.map((question) => (
        <QuestionGroup key={question} question={question} texts={texts} />
      ))}
    </>
  );
}
