// To the operator (NOTIFY_TO), at most once an hour each, on both hosts (docs/security.md):
// - the notice while confirmation mails wait for a ceiling: how many, by domain and by source;
// - the digest of contact messages that came over the contact limits: every message, none lost.
// Their texts live here, not in data/mails.yaml: they are the software's report to the operator,
// not content an editor shapes for visitors.
import React from "react";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { HeldCount, HeldReport } from "../../follow-up/held-report";
import { sourceShare } from "../../follow-up/limits";
import { CONFIRMATIONS_PER_DOMAIN_PER_HOUR } from "../../lib/privacy-numbers";
import { Title, Subheading, Paragraph } from "./blocks";
import { MailLayout, type MailFooter } from "./layout";
import { cls, styles } from "./theme";

const number = (n: number) => n.toLocaleString("de-DE");
const time = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" })
    : "–";

export function limitNoticeSubject(brand: string, report: HeldReport): string {
  return `${brand}: ${number(report.delayedMails)} Bestätigungsmail${report.delayedMails === 1 ? "" : "s"} warten auf eine Grenze`;
}

function CountList({
  title,
  counts,
  total,
  label,
}: {
  title: string;
  counts: HeldCount[];
  total: number;
  label: (name: string) => string;
}) {
  const shown = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <Section>
      <Subheading>{title}</Subheading>
      <Paragraph>
        {counts.map((c) => (
          <React.Fragment key={c.name}>
            {label(c.name)}: {number(c.count)}
            <br />
          </React.Fragment>
        ))}
        {shown < total ? `übrige: ${number(total - shown)}` : null}
      </Paragraph>
    </Section>
  );
}

export function LimitNoticeMail({
  report,
  confirmationsPerHour,
  footer,
}: {
  report: HeldReport;
  confirmationsPerHour: number;
  footer: MailFooter;
}) {
  const subject = limitNoticeSubject(footer.brand, report);
  return (
    <MailLayout title={subject} preview="Niemand geht verloren: Die Mails gehen nach und nach hinaus." footer={footer}>
      <Title>{number(report.delayedMails)} Bestätigungsmails warten</Title>
      <Paragraph>
        Seit {time(report.oldestDelayedSince)} kommen mehr Anfragen über das Formular für den Plan, als unsere Grenzen
        gegen Missbrauch sofort beantworten. Niemand geht verloren: Jede Anfrage ist gespeichert, und die Bitten um
        Bestätigung gehen nach und nach hinaus, die älteste zuerst, sobald die Grenzen es erlauben.
      </Paragraph>
      <Paragraph>
        Die Grenzen: höchstens {number(CONFIRMATIONS_PER_DOMAIN_PER_HOUR)} Mails pro Stunde an Adressen derselben
        Firmen-Domain (große Anbieter wie web.de, GMX oder Gmail sind davon ausgenommen), höchstens{" "}
        {number(confirmationsPerHour)} pro Stunde insgesamt, davon höchstens {number(sourceShare(confirmationsPerHour))}{" "}
        für Anfragen aus einer Quelle (einem Internetanschluss).
      </Paragraph>
      <CountList title="Nach Domain" counts={report.byDomain} total={report.delayedMails} label={(name) => name} />
      <CountList
        title="Nach Quelle"
        counts={report.bySource}
        total={report.delayedMails}
        label={(name) => `Quelle ${name}`}
      />
      <Paragraph>
        Was tun? Kommen fast alle wartenden Mails aus einer Quelle oder an eine Domain, ist es wahrscheinlich ein
        Angriff: Sie müssen nichts tun, echte Besucher bekommen ihre Mail trotzdem. Läuft gerade eine große Kampagne,
        erhöhen Sie CONFIRMATIONS_PER_HOUR (siehe docs/security.md). Diese Nachricht kommt höchstens einmal pro Stunde,
        solange Mails warten.
      </Paragraph>
      {report.heldContactMessages > 0 ? (
        <Paragraph muted>
          Außerdem warten {number(report.heldContactMessages)} Nachrichten aus dem Kontaktformular auf die stündliche
          Sammelmail.
        </Paragraph>
      ) : null}
    </MailLayout>
  );
}

export interface DigestMessage {
  name: string;
  email: string;
  message: string;
  postedAt: string;
}

export function contactDigestSubject(brand: string, messages: DigestMessage[]): string {
  return `${brand}: ${number(messages.length)} Nachricht${messages.length === 1 ? "" : "en"} über das Kontaktformular (Sammelmail)`;
}

export function ContactDigestMail({ messages, footer }: { messages: DigestMessage[]; footer: MailFooter }) {
  const subject = contactDigestSubject(footer.brand, messages);
  return (
    <MailLayout title={subject} preview="Nachrichten, die über die Grenze für einzelne Mails kamen." footer={footer}>
      <Title>{number(messages.length)} Nachrichten aus dem Kontaktformular</Title>
      <Paragraph>
        Diese Nachrichten kamen, als mehr eingingen, als wir einzeln weiterleiten (eine Grenze gegen Missbrauch). Keine
        ist verloren: Hier ist jede, die älteste zuerst. Zum Antworten klicken Sie auf die Adresse.
      </Paragraph>
      {messages.map((m, i) => (
        <Section key={i}>
          <Paragraph>
            <strong>{m.name}</strong> ·{" "}
            <Link href={`mailto:${m.email}`} style={styles.link} className={cls.link}>
              {m.email}
            </Link>{" "}
            · {time(m.postedAt)}
          </Paragraph>
          <Text style={{ ...styles.note, whiteSpace: "pre-wrap" }} className={cls.note}>
            {m.message}
          </Text>
        </Section>
      ))}
    </MailLayout>
  );
}
