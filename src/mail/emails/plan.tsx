// The plan mail: the safety box first, then week 1 of the 4-week plan in full, the other weeks in
// one line each, the week's meals, the shopping list and the drink; the whole plan for the fridge
// is behind the link to /mein-plan/ (README "The plan"). Built from src/lib/plan.ts.
import React from "react";
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import type { DrinkRecipe, MailTexts, NutritionSecret, Expectation, SafetyBox } from "../content";
import { ingredientLine } from "../../lib/ingredients";
import { WEEK_MINUTES_ATTRIBUTE, type Plan, type PlanTexts, type Session } from "../../lib/plan";
import { MailLayout, type MailFooter } from "./layout";
import { cls, colors, styles } from "./theme";

export interface PlanMailProps {
  texts: MailTexts["plan"];
  /** data/plan.yaml texts: the same labels as /mein-plan/. */
  planTexts: PlanTexts;
  plan: Plan;
  drink: DrinkRecipe;
  secrets: NutritionSecret[];
  outlook: { heading: string; intro?: string; expectations: Expectation[] };
  disclaimer: string;
  /** Shown before any exercise: who must ask a doctor first, when to stop. */
  safety: SafetyBox;
  contactText: string;
  planUrl: string;
  unsubscribeUrl: string;
  footer: MailFooter;
}

const card = { borderLeft: `4px solid ${colors.primary}`, padding: "4px 0 4px 14px", margin: "0 0 20px" };
const safetyBox = { border: `3px solid ${colors.primary}`, padding: "4px 16px", margin: "0 0 24px" };
const list = { ...styles.text, paddingLeft: "24px" };

function H2({ children }: { children: React.ReactNode }) {
  return (
    <Heading as="h2" style={styles.h2} className={cls.text}>
      {children}
    </Heading>
  );
}

function H3({ children }: { children: React.ReactNode }) {
  return (
    <Heading as="h3" style={styles.h3} className={cls.text}>
      {children}
    </Heading>
  );
}

function P({ children, muted }: { children: React.ReactNode; muted?: boolean }) {
  return (
    <Text style={muted ? styles.small : styles.text} className={muted ? cls.muted : cls.text}>
      {children}
    </Text>
  );
}

function Labelled({ label, text }: { label: string; text?: string }) {
  if (!text) return null;
  return (
    <P>
      <strong>{label}:</strong> {text}
    </P>
  );
}

function SessionBlock({ session, texts }: { session: Session; texts: PlanMailProps["planTexts"] }) {
  const amount = session.minutes ? `${session.minutes}\u00a0${texts.minutesLabel}` : session.dose;
  return (
    <Section style={{ margin: "0 0 12px" }}>
      <Text style={{ ...styles.text, margin: "0 0 4px", fontWeight: 700 }} className={cls.text}>
        {session.title}
        {amount ? ` – ${amount}` : ""}
      </Text>
      <P>
        {session.when}. {session.how}
      </P>
      <Labelled label={texts.feelLabel} text={session.feel} />
      <Labelled label={texts.stopLabel} text={session.stop} />
      <Labelled label={texts.alternativeLabel} text={session.alternative} />
      {session.variants.map((variant) => (
        <Labelled key={variant} label={texts.variantLabel} text={variant} />
      ))}
    </Section>
  );
}

export function PlanMail(props: PlanMailProps) {
  const { texts, planTexts, plan, drink, secrets, outlook } = props;
  const [firstWeek, ...laterWeeks] = plan.weeks;
  return (
    <MailLayout title={texts.subject} preview={texts.preview} footer={props.footer}>
      <Heading as="h1" style={styles.h1} className={cls.text}>
        {texts.greeting}
      </Heading>
      <P>{texts.intro}</P>

      <Section style={safetyBox} className={cls.card}>
        <H2>{props.safety.heading}</H2>
        <ul style={list} className={cls.text}>
          {props.safety.points.map((point) => (
            <li key={point} style={{ margin: "0 0 8px" }}>
              {point}
            </li>
          ))}
        </ul>
      </Section>
      <Text style={styles.note} className={cls.note}>
        {plan.talkTest}
      </Text>

      <H2>
        {plan.title}: {firstWeek.heading}
      </H2>
      <P>
        <strong {...{ [WEEK_MINUTES_ATTRIBUTE]: firstWeek.number }}>{firstWeek.summary}</strong>
      </P>
      <P>{firstWeek.intro}</P>
      {firstWeek.days.map((day) => (
        <Section key={day.weekday} style={card} className={cls.card}>
          <H3>{day.weekday}</H3>
          {day.sessions.length === 0 ? <P>{planTexts.restDay}</P> : null}
          {day.sessions.map((session, index) => (
            <SessionBlock key={`${session.title}-${index}`} session={session} texts={planTexts} />
          ))}
        </Section>
      ))}

      <H2>{texts.laterWeeksHeading}</H2>
      <ul style={list} className={cls.text}>
        {laterWeeks.map((week) => (
          <li key={week.number} style={{ margin: "0 0 8px" }}>
            <strong>{week.heading}:</strong> <span {...{ [WEEK_MINUTES_ATTRIBUTE]: week.number }}>{week.summary}</span>
          </li>
        ))}
      </ul>
      <P>{texts.laterWeeksText}</P>
      <Section style={{ margin: "8px 0 8px" }}>
        <Button href={props.planUrl} style={styles.button} className={cls.button}>
          {texts.webVersionButton}
        </Button>
      </Section>

      <H2>{planTexts.mealsHeading}</H2>
      <P>{planTexts.mealsIntro}</P>
      <P>{plan.drink}</P>
      {plan.meals.map((day) => (
        <Text key={day.weekday} style={{ ...styles.text, margin: "0 0 8px" }} className={cls.text}>
          <strong>{day.weekday}</strong>
          <br />
          {planTexts.lunchLabel}: {day.lunch.recipe}
          {day.lunch.leftover ? ` (${planTexts.leftoverLabel})` : ""}
          <br />
          {planTexts.dinnerLabel}: {day.dinner.recipe}
        </Text>
      ))}

      <H2>{planTexts.shoppingHeading}</H2>
      <P>
        {planTexts.shoppingIntro} {plan.portions}.
      </P>
      {plan.shopping.map((section) => (
        <Section key={section.section} style={{ margin: "0 0 12px" }}>
          <H3>{section.heading}</H3>
          <ul style={{ ...list, listStyle: "none", paddingLeft: 0 }} className={cls.text}>
            {section.items.map((item) => (
              <li key={item.label}>☐ {item.label}</li>
            ))}
          </ul>
        </Section>
      ))}

      <H2>{texts.drinkHeading}</H2>
      <Section style={card} className={cls.card}>
        <H3>{drink.title}</H3>
        <P>{drink.description}</P>
        <P>
          <strong>{texts.ingredientsHeading}:</strong>
        </P>
        <ul style={list} className={cls.text}>
          {drink.ingredients.map((ingredient) => (
            <li key={ingredient.name}>{ingredientLine(ingredient)}</li>
          ))}
        </ul>
        {drink.steps.length > 0 && (
          <>
            <P>
              <strong>{texts.stepsHeading}:</strong>
            </P>
            <ol style={list} className={cls.text}>
              {drink.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
        <P>{texts.drinkIntro}</P>
      </Section>

      <H2>{texts.secretsHeading}</H2>
      {secrets.map((secret) => (
        <Section key={secret.number} style={{ margin: "0 0 16px" }}>
          <H3>
            {secret.number}. {secret.title}
          </H3>
          <P>{secret.description}</P>
        </Section>
      ))}

      <H2>{outlook.heading}</H2>
      {outlook.intro ? <P>{outlook.intro}</P> : null}
      {outlook.expectations.map((expectation) => (
        <Section key={expectation.title} style={{ margin: "0 0 16px" }}>
          <H3>{expectation.title}</H3>
          <P>{expectation.text}</P>
        </Section>
      ))}

      <Section style={{ margin: "32px 0 8px" }}>
        <P>{texts.webVersionText}</P>
        <Button href={props.planUrl} style={styles.button} className={cls.button}>
          {texts.webVersionButton}
        </Button>
      </Section>

      <H2>{texts.disclaimerHeading}</H2>
      <Text style={styles.note} className={cls.note}>
        {props.disclaimer}
      </Text>

      <H2>{texts.contactHeading}</H2>
      <P>{props.contactText}</P>
      <P>{texts.closing}</P>

      <P muted>
        {texts.unsubscribeText}{" "}
        <Link href={props.unsubscribeUrl} style={styles.link} className={cls.link}>
          {texts.unsubscribeLink}
        </Link>
      </P>
    </MailLayout>
  );
}
