// The optional plan questions inside the confirmation form of /bestaetigen/ (src/lib/plan.ts):
// accessible radio groups with big targets. Skipping them is fine: the plan then uses defaults.
import React from "react";
import { ACTIVITY_FIELD, ACTIVITY_LEVELS, DAY_TIME_FIELD, DAY_TIMES } from "../lib/plan";
import * as styles from "./follow-up.module.css";

export interface PlanQuestionTexts {
  readonly heading: string;
  readonly intro: string;
  readonly activityLegend: string;
  readonly activityOptions: Readonly<Record<(typeof ACTIVITY_LEVELS)[number], string>>;
  readonly dayTimeLegend: string;
  readonly dayTimeOptions: Readonly<Record<(typeof DAY_TIMES)[number], string>>;
}

function RadioGroup<T extends string>({
  name,
  legend,
  values,
  labels,
}: {
  name: string;
  legend: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {values.map((value) => (
          <label key={value} className={styles.option}>
            <input type="radio" name={name} value={value} />
            <span>{labels[value]}</span>
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
      <RadioGroup
        name={ACTIVITY_FIELD}
        legend={texts.activityLegend}
        values={ACTIVITY_LEVELS}
        labels={texts.activityOptions}
      />
      <RadioGroup name={DAY_TIME_FIELD} legend={texts.dayTimeLegend} values={DAY_TIMES} labels={texts.dayTimeOptions} />
    </>
  );
}
