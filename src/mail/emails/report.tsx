// To the operator (NOTIFY_TO): the funnel of the week (or day) against the one before, what needs
// attention, the campaigns, and the link to the page. Tables only: no images, no charts.
import React from "react";
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { periodText } from "../../operator/days";
import {
  FUNNEL_STEPS,
  RATE_KEYS,
  RATE_LABELS,
  formatChange,
  formatCount,
  formatRate,
  type Funnel,
} from "../../operator/funnel";
import type { AttentionItem, Level } from "../../operator/status";
import { Title, Subheading, Paragraph } from "./blocks";
import { MailLayout, type MailFooter } from "./layout";
import { cls, colors, styles } from "./theme";

export interface ReportMailProps {
  title: string;
  funnel: Funnel;
  attention: AttentionItem[];
  pageUrl: string;
  footer: MailFooter;
}

// Narrow cells: the table fits a 360 px phone (320 px inside the mail's padding).
const cell = {
  ...styles.small,
  color: colors.ink,
  padding: "6px 4px",
  borderBottom: `1px solid ${colors.border}`,
  margin: 0,
};
const head = { ...cell, textAlign: "right" as const };
const num = { ...head, whiteSpace: "nowrap" as const };
const LEVEL_TEXT: Record<Level, string> = {
  problem: "Problem",
  warning: "Hinweis",
  info: "Zur Information",
  ok: "In Ordnung",
};

export function ReportMail({ title, funnel, attention, pageUrl, footer }: ReportMailProps) {
  const [period, previous] = [periodText(funnel.period), periodText(funnel.previous)];
  return (
    <MailLayout title={title} preview={`${title}: ${period}`} footer={footer}>
      <Title>{title}</Title>
      <Paragraph>
        Zeitraum: {period}, verglichen mit {previous}.
      </Paragraph>

      <Subheading>Was Aufmerksamkeit braucht</Subheading>
      {attention.map((item) => (
        <Text
          key={item.title}
          style={item.level === "problem" || item.level === "warning" ? styles.note : styles.text}
          className={item.level === "problem" || item.level === "warning" ? cls.note : cls.text}
        >
          <strong>
            {LEVEL_TEXT[item.level]}: {item.title}
          </strong>
          {item.detail ? ` – ${item.detail}` : ""}
        </Text>
      ))}

      <Subheading>Vom Besuch zum Plan</Subheading>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: "left" }} className={cls.text}>
              Schritt
            </th>
            <th style={head} className={cls.text}>
              Jetzt
            </th>
            <th style={head} className={cls.text}>
              Vorher
            </th>
            <th style={head} className={cls.text} title="Änderung">
              +/−
            </th>
          </tr>
        </thead>
        <tbody>
          {FUNNEL_STEPS.map(({ key, label }) => (
            <tr key={key} data-step={key}>
              <td style={cell} className={cls.text}>
                {label}
              </td>
              <td style={num} className={cls.text}>
                {formatCount(funnel.totals[key])}
              </td>
              <td style={num} className={cls.text}>
                {formatCount(funnel.previousTotals[key])}
              </td>
              <td style={num} className={cls.text}>
                {formatChange(funnel.totals[key], funnel.previousTotals[key])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Section style={{ marginTop: "16px" }}>
        {RATE_KEYS.map((key) => (
          <Text key={key} style={styles.small} className={cls.muted}>
            {RATE_LABELS[key]}: {formatRate(funnel.rates[key])} (vorher {formatRate(funnel.previousRates[key])})
          </Text>
        ))}
        <Paragraph muted>
          Kontaktnachrichten: {formatCount(funnel.contacts)} · Rückläufer: {formatCount(funnel.bounces)}
        </Paragraph>
      </Section>

      <Subheading>Pro Kampagne</Subheading>
      {funnel.campaigns.length === 0 ? (
        <Paragraph>Nichts gezählt.</Paragraph>
      ) : (
        funnel.campaigns.map((c) => (
          <Text key={c.label} style={styles.text} className={cls.text} data-campaign={c.label}>
            <strong>{c.label}</strong>: {formatCount(c.numbers.landingViews)} Aufrufe, {formatCount(c.numbers.requests)}{" "}
            Anfragen, {formatCount(c.numbers.confirmations)} Bestätigungen, {formatCount(c.numbers.plans)} Pläne,{" "}
            {formatCount(c.numbers.unsubscribes)} Abmeldungen
          </Text>
        ))
      )}

      <Section style={{ margin: "24px 0" }}>
        <Button href={pageUrl} style={styles.button} className={cls.button}>
          Zur Betriebsseite
        </Button>
      </Section>
      <Paragraph muted>
        Die Seite zeigt jeden Tag, jede Person und jede hängende E-Mail:{" "}
        <Link href={pageUrl} style={styles.link} className={cls.link}>
          {pageUrl}
        </Link>
      </Paragraph>
    </MailLayout>
  );
}
