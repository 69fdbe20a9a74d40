// The promised plan: the drink, the six-day movement week adapted to the answers, five nutrition
// secrets, the three-month outlook, the medical disclaimer, contact and unsubscribe.
import React from "react";
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import type { DrinkRecipe, ExerciseDay, MailTexts, NutritionSecret, Expectation, SafetyBox } from "../content";
import { MailLayout, type MailFooter } from "./layout";
import { cls, colors, styles } from "./theme";

export interface PlanMailProps {
  texts: MailTexts["plan"];
  drink: DrinkRecipe;
  /** The six days with the starting minutes for this reader. */
  week: ExerciseDay[];
  activityNote: string;
  dayTimeNote: string;
  secrets: NutritionSecret[];
  outlook: { heading: string; intro?: string; expectations: Expectation[] };
  disclaimer: string;
  /** Shown before the movement week: who must ask a doctor first, when to stop. */
  safety: SafetyBox;
  contactText: string;
  planUrl: string;
  unsubscribeUrl: string;
  footer: MailFooter;
}

const card = { borderLeft: `4px solid ${colors.primary}`, padding: "4px 0 4px 14px", margin: "0 0 20px" };
const safetyBox = { border: `3px solid ${colors.primary}`, padding: "4px 16px", margin: "0 0 24px" };

function H2({ children }: { children: React.ReactNode }) {
  return (
    <Heading as="h2" style={styles.h2} className={cls.text}>
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

export function PlanMail(props: PlanMailProps) {
  const { texts, drink, week, secrets, outlook } = props;
  return (
    <MailLayout title={texts.subject} preview={texts.preview} footer={props.footer}>
      <Heading as="h1" style={styles.h1} className={cls.text}>
        {texts.greeting}
      </Heading>
      <P>{texts.intro}</P>

      <H2>{texts.drinkHeading}</H2>
      <Section style={card} className={cls.card}>
        <Heading as="h3" style={styles.h3} className={cls.text}>
          {drink.title}
        </Heading>
        <P>{drink.description}</P>
        <P>
          <strong>{texts.ingredientsHeading}:</strong>
        </P>
        <ul style={{ ...styles.text, paddingLeft: "24px" }} className={cls.text}>
          {drink.ingredients.map((ingredient) => (
            <li key={ingredient}>{ingredient}</li>
          ))}
        </ul>
        {drink.steps.length > 0 && (
          <>
            <P>
              <strong>{texts.stepsHeading}:</strong>
            </P>
            <ol style={{ ...styles.text, paddingLeft: "24px" }} className={cls.text}>
              {drink.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
        <P>{texts.drinkIntro}</P>
      </Section>

      <Section style={safetyBox} className={cls.card}>
        <Heading as="h2" style={styles.h2} className={cls.text}>
          {props.safety.heading}
        </Heading>
        <ul style={{ ...styles.text, paddingLeft: "24px" }} className={cls.text}>
          {props.safety.points.map((point) => (
            <li key={point} style={{ margin: "0 0 8px" }}>
              {point}
            </li>
          ))}
        </ul>
      </Section>

      <H2>{texts.weekHeading}</H2>
      <P>{texts.weekIntro}</P>
      <Text style={styles.note} className={cls.note}>
        {props.activityNote} {props.dayTimeNote}
      </Text>
      {week.map((day) => (
        <Section key={day.day} style={card} className={cls.card}>
          <Heading as="h3" style={styles.h3} className={cls.text}>
            {day.day}: {day.title}
          </Heading>
          <Text style={{ ...styles.text, margin: "0 0 4px", fontWeight: 700 }} className={cls.text}>
            {day.minutes}&nbsp;{texts.minutesLabel}
          </Text>
          <P>{day.description}</P>
        </Section>
      ))}
      <P>{texts.restDay}</P>

      <H2>{texts.secretsHeading}</H2>
      {secrets.map((secret) => (
        <Section key={secret.number} style={{ margin: "0 0 16px" }}>
          <Heading as="h3" style={styles.h3} className={cls.text}>
            {secret.number}. {secret.title}
          </Heading>
          <P>{secret.description}</P>
        </Section>
      ))}

      <H2>{outlook.heading}</H2>
      {outlook.intro ? <P>{outlook.intro}</P> : null}
      {outlook.expectations.map((expectation) => (
        <Section key={expectation.title} style={{ margin: "0 0 16px" }}>
          <Heading as="h3" style={styles.h3} className={cls.text}>
            {expectation.title}
          </Heading>
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
