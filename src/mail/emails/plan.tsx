// The plan mail: what he does this week, on a phone in a few screens (docs/plan.md, "The mail"). The
// print link first, then the safety box before any exercise, week 1 a line per day, the shopping list,
// the meals with links to their recipes, every exercise described once, weeks 2 to 4 in a line each and
// a word on his numbers; the fridge sheets, the recipes and everything else are on /mein-plan/. Built
// from src/lib/plan.ts, with the labels of data/plan.yaml.
import React from "react";
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { MailTexts, SafetyBox } from "../content";
import {
  WEEK_MINUTES_ATTRIBUTE,
  fill,
  type MealKind,
  type Plan,
  type PlanTexts,
  type Session,
  type SessionKind,
} from "../../lib/plan";
import { dayLines, groupLabel, guideGroups } from "../../lib/plan-sheet-html";
import { Title, Subheading, Paragraph } from "./blocks";
import { MailLayout, type MailFooter } from "./layout";
import { cls, colors, styles } from "./theme";

export interface PlanMailProps {
  texts: MailTexts["plan"];
  /** data/plan.yaml texts: the same labels as /mein-plan/. */
  planTexts: PlanTexts;
  /** data/plan.yaml `numbers`: the heading and the sentence for the mail. */
  numbers: { heading: string; inBrief: string };
  plan: Plan;
  disclaimer: string;
  /** Shown before any exercise: who must ask a doctor first, when to stop. */
  safety: SafetyBox;
  contactText: string;
  planUrl: string;
  /** Each of the week's recipes by title: its card on /gesunde-rezepte/. */
  recipeUrls: Record<string, string>;
  unsubscribeUrl: string;
  footer: MailFooter;
}

// A phone shows a plan mail of at most 12 screens (docs/plan.md, "The mail"): body text as large as in
// every mail, with a little less air between lines and paragraphs than a letter-like mail.
const text = { ...styles.text, lineHeight: "1.5", margin: "0 0 10px" };
const tight = { ...text, margin: "0 0 6px" };
const safetyBox = { border: `3px solid ${colors.primary}`, padding: "0 10px 4px", margin: "0 0 16px" };
/** The print link's button on one line at 360 px. */
const button = { ...styles.button, padding: "14px 20px" };
const h2 = { ...styles.h2, margin: "20px 0 8px" };

const H2 = ({ children }: { children: React.ReactNode }) => <Subheading style={h2}>{children}</Subheading>;

function P({ children, muted, style }: { children: React.ReactNode; muted?: boolean; style?: React.CSSProperties }) {
  return (
    <Paragraph muted={muted} style={style ?? (muted ? undefined : text)}>
      {children}
    </Paragraph>
  );
}

function PrintLink({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: "4px 0 16px" }}>
      <Button href={href} style={button} className={cls.button}>
        {label}
      </Button>
    </Section>
  );
}

/**
 * The exercises of one kind, each once in its short line; strength and balance under their name,
 * strength with the breathing rule. The full description, how it should feel, when to stop, the rain
 * or dark alternative and his variants are on /mein-plan/ (a line above the exercises says so); here
 * the talk test and the safety box say how it should feel and when to stop.
 */
function ExerciseGroup({ sessions, texts }: { sessions: Session[]; texts: PlanTexts }) {
  const kind = sessions[0].kind;
  const label = groupLabel(kind, texts);
  return (
    <P style={tight}>
      {label ? (
        <>
          <strong>{label}</strong>
          {kind === "strength" ? `: ${texts.breathing}` : ""}
          <br />
        </>
      ) : null}
      {sessions.map((session, i) => (
        <React.Fragment key={session.title}>
          {i > 0 ? <br /> : null}
          <strong>{session.title}:</strong> {session.brief}
        </React.Fragment>
      ))}
    </P>
  );
}

/** The week's recipes of one kind of meal, each linked to its card, with the days ("Mo, Mi"). */
function MealLine({
  label,
  kind,
  plan,
  urls,
}: {
  label: string;
  kind: MealKind;
  plan: Plan;
  urls: Record<string, string>;
}) {
  const days = new Map<string, string[]>();
  for (const day of plan.meals)
    for (const meal of [day.breakfast, day.lunch, day.dinner])
      if (meal.kind === kind) days.set(meal.recipe, [...(days.get(meal.recipe) ?? []), day.weekday.slice(0, 2)]);
  return (
    <P style={tight}>
      <strong>{label}:</strong>{" "}
      {[...days].map(([recipe, weekdays], i) => (
        <React.Fragment key={recipe}>
          {i > 0 ? " · " : ""}
          <Link href={urls[recipe]} style={styles.link} className={cls.link}>
            {recipe}
          </Link>{" "}
          ({weekdays.join(", ")})
        </React.Fragment>
      ))}
    </P>
  );
}

/** The exercises the mail describes; warm-up, cool-down and the walk after meals have their sentence in week 1. */
const MAIL_EXERCISES: readonly SessionKind[] = ["endurance", "strength", "balance", "stretch"];

export function PlanMail(props: PlanMailProps) {
  const { texts, planTexts, plan } = props;
  const [firstWeek, ...laterWeeks] = plan.weeks;
  const when = firstWeek.days.flatMap((day) => day.sessions)[0]?.when ?? "";
  const walk = firstWeek.days.find((day) => day.afterMeal)?.afterMeal;
  return (
    <MailLayout title={texts.subject} preview={texts.preview} footer={props.footer}>
      <Title>{texts.greeting}</Title>
      <P>{texts.intro}</P>
      <P>
        <strong>{plan.fitted}</strong>
      </P>
      <P style={tight}>{texts.webVersionText}</P>
      <PrintLink href={props.planUrl} label={texts.webVersionButton} />

      <Section style={safetyBox} className={cls.card}>
        <H2>{props.safety.heading}</H2>
        {props.safety.points.map((point) => (
          <P key={point} style={tight}>
            • {point}
          </P>
        ))}
      </Section>

      <H2>{firstWeek.heading}</H2>
      <P>
        <strong {...{ [WEEK_MINUTES_ATTRIBUTE]: firstWeek.number }}>{firstWeek.summary}</strong>
        <br />
        <strong>{planTexts.goalLabel}:</strong> {firstWeek.goal}
        <br />
        <strong>{planTexts.whenLabel}:</strong> {when}
        <br />
        {planTexts.frame}
      </P>
      {firstWeek.days.map((day) => (
        <P key={day.weekday} style={tight}>
          <strong>{day.weekday}:</strong>{" "}
          {day.sessions.length === 0 ? planTexts.restDay : dayLines(day.sessions, planTexts).join(" · ")}
        </P>
      ))}
      {walk ? (
        <P>
          <strong>{planTexts.afterMealLabel}:</strong>{" "}
          {fill(planTexts.afterMealLine, { minutes: walk.minutes ?? 0, when: walk.when })}
          {plan.partner ? ` ${plan.partner}` : ""}
        </P>
      ) : null}
      <P>{plan.talkTest}</P>

      <H2>{planTexts.shoppingHeading}</H2>
      <P style={tight}>{plan.portions}.</P>
      {plan.shopping.map((section) => (
        <P key={section.section} style={tight}>
          <strong>{section.heading}:</strong> {section.items.map((item) => item.shortLabel).join(" · ")}
        </P>
      ))}
      <P>
        <strong>{planTexts.pantryHeading}:</strong> {plan.pantry.map((item) => item.shortLabel).join(", ")}
      </P>

      <H2>{planTexts.mealsHeading}</H2>
      <MealLine label={planTexts.breakfastLabel} kind="breakfast" plan={plan} urls={props.recipeUrls} />
      <MealLine label={planTexts.cookedLabel} kind="cook" plan={plan} urls={props.recipeUrls} />
      <MealLine label={planTexts.quickMealsLabel} kind="quick" plan={plan} urls={props.recipeUrls} />
      <P>
        {plan.drink}. {planTexts.drinkTeeth}
      </P>

      <H2>{texts.exercisesHeading}</H2>
      {plan.limits ? (
        <P>
          <strong>{fill(planTexts.variantsOnSheet, { limits: plan.limits })}</strong>
        </P>
      ) : null}
      {guideGroups(plan.guide.filter((session) => MAIL_EXERCISES.includes(session.kind))).map((group) => (
        <ExerciseGroup key={group[0].title} sessions={group} texts={planTexts} />
      ))}

      <H2>{texts.laterWeeksHeading}</H2>
      <P>
        {laterWeeks.map((week, i) => (
          <React.Fragment key={week.number}>
            {i > 0 ? " · " : ""}
            {week.heading}:{" "}
            <span {...{ [WEEK_MINUTES_ATTRIBUTE]: week.number }}>
              {week.moderateMinutes} {planTexts.minutesLabel}
            </span>
          </React.Fragment>
        ))}
      </P>

      <H2>{props.numbers.heading}</H2>
      <P>{props.numbers.inBrief}</P>

      <H2>{texts.disclaimerHeading}</H2>
      <Text style={{ ...styles.note, padding: "8px 10px" }} className={cls.note}>
        {props.disclaimer}
      </Text>

      <P>
        {props.contactText} {texts.closing}
      </P>

      <P muted>
        {texts.unsubscribeText}{" "}
        <Link href={props.unsubscribeUrl} style={styles.link} className={cls.link}>
          {texts.unsubscribeLink}
        </Link>
      </P>
    </MailLayout>
  );
}
