// /mein-plan/'s sheet: a print header (brand, contact, date, lines to write the start date, weight
// and waist), the safety box, and the plan itself, rendered by src/lib/plan-sheet-html.ts for "no
// answers" here (the recipes as links, so the page's first response stays small) and again by the
// plan script (src/enhance/plan-sheet.ts), which gets the content as JSON: for the link's answers,
// with the recipes' cards.
import React from "react";
import { PLAN_CONTENT_ATTRIBUTE, PLAN_FITTED_ATTRIBUTE, PLAN_SHEET_ATTRIBUTE, enhance } from "../enhance/markers";
import { buildPlan, type PlanContent } from "../lib/plan";
import { fittedHtml, planSheetHtml, type SheetClasses, type SheetScriptData } from "../lib/plan-sheet-html";
import { SafetyBox } from "./safety-box";
import * as styles from "./plan-sheet.module.css";

export const SHEET_CLASSES: SheetClasses = {
  numbers: styles.numbers,
  guide: styles.guide,
  exercise: styles.exercise,
  week: styles.week,
  pageBrand: styles.pageBrand,
  days: styles.days,
  day: styles.day,
  tick: styles.tick,
  tickLabel: styles.tickLabel,
  log: styles.log,
  safetyLine: styles.safetyLine,
  screenOnly: styles.screenOnly,
  later: styles.later,
  meals: styles.meals,
  shopping: styles.shopping,
  section: styles.section,
  recipes: styles.recipes,
  recipe: styles.recipe,
};

export interface SheetSite {
  brand: string;
  siteHost: string;
  email: string;
  phone: string;
}

// JSON inside a <script> element: "</" and "<!--" must not end or confuse it.
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function PlanSheet({ content, site }: { content: PlanContent; site: SheetSite }) {
  const { texts } = content.plan;
  const data: SheetScriptData = { content, brand: site.brand, classes: SHEET_CLASSES };
  const general = buildPlan({}, content);
  return (
    <div className={styles.sheet}>
      <div
        className={styles.fitted}
        {...{ [PLAN_FITTED_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: fittedHtml(general, texts) }}
      />
      <div className={styles.printHeader} data-testid="plan-print-header">
        <p className={styles.brand}>{site.brand}</p>
        <p>
          {site.siteHost} · {site.email} · {site.phone}
        </p>
        <p className={styles.printDate}>
          {/* Filled in with today's date by the page script; without one, the line to write on below does.
              The line keeps its height either way, so nothing moves when the date appears (CLS). */}
          <span {...enhance("print-date")} data-label={texts.printedOn} hidden data-testid="plan-print-date" />
        </p>
        <p>{texts.startedOn}</p>
        <p>{texts.startMeasures}</p>
      </div>
      <p className={styles.intro}>{texts.intro}</p>
      <SafetyBox />
      <div
        {...{ [PLAN_SHEET_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: planSheetHtml(general, content, site.brand, SHEET_CLASSES, "links") }}
      />
      <script
        type="application/json"
        {...{ [PLAN_CONTENT_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: inlineJson(data) }}
      />
    </div>
  );
}

/**
 * The print button, and in its place without a script a sentence on how to print: the same height,
 * so nothing moves when the script swaps them (CLS) and nothing is left empty.
 */
export function PrintButton({ label, hint, className }: { label: string; hint: string; className: string }) {
  return (
    <div className={styles.print} {...enhance("print-button")}>
      <p className={styles.printHint}>{hint}</p>
      <button type="button" className={className} hidden>
        {label}
      </button>
    </div>
  );
}
