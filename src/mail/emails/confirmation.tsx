// Double opt-in: the first mail after the lead form, with the one link that confirms the address.
import React from "react";
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import type { MailTexts } from "../content";
import { MailLayout, type MailFooter } from "./layout";
import { cls, styles } from "./theme";

export interface ConfirmationMailProps {
  texts: MailTexts["confirmation"];
  /** The consent he gave at the form, repeated in one sentence (data/mails.yaml consent.mailSentence). */
  consentSentence: string;
  privacyLabel: string;
  privacyUrl: string;
  confirmUrl: string;
  footer: MailFooter;
}

export function ConfirmationMail({
  texts,
  consentSentence,
  privacyLabel,
  privacyUrl,
  confirmUrl,
  footer,
}: ConfirmationMailProps) {
  return (
    <MailLayout title={texts.subject} preview={texts.preview} footer={footer}>
      <Heading as="h1" style={styles.h1} className={cls.text}>
        {texts.greeting}
      </Heading>
      <Text style={styles.text} className={cls.text}>
        {texts.intro}
      </Text>
      <Text style={styles.text} className={cls.text}>
        {texts.why}
      </Text>
      <Section style={{ margin: "24px 0" }}>
        <Button href={confirmUrl} style={styles.button} className={cls.button}>
          {texts.button}
        </Button>
      </Section>
      <Text style={styles.text} className={cls.text}>
        {texts.validity}
      </Text>
      <Text style={styles.small} className={cls.muted}>
        <Link href={confirmUrl} style={{ ...styles.link, wordBreak: "break-all" }} className={cls.link}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={styles.small} className={cls.muted}>
        {consentSentence}{" "}
        <Link href={privacyUrl} style={styles.link} className={cls.link}>
          {privacyLabel}
        </Link>
      </Text>
      <Text style={styles.note} className={cls.note}>
        {texts.ignore}
      </Text>
      <Text style={styles.text} className={cls.text}>
        {texts.closing}
      </Text>
    </MailLayout>
  );
}
