// To the operator: a message from the contact form; answering the mail answers the sender (Reply-To).
import React from "react";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { MailTexts } from "../content";
import { MailLayout, type MailFooter } from "./layout";
import { cls, styles } from "./theme";

export interface ContactNoticeMailProps {
  texts: MailTexts["contactNotice"];
  name: string;
  email: string;
  message: string;
  footer: MailFooter;
}

export function ContactNoticeMail({ texts, name, email, message, footer }: ContactNoticeMailProps) {
  return (
    <MailLayout title={texts.subject} preview={texts.intro} footer={footer}>
      <Heading as="h1" style={styles.h1} className={cls.text}>
        {texts.subject}
      </Heading>
      <Text style={styles.text} className={cls.text}>
        {texts.intro}
      </Text>
      <Text style={styles.text} className={cls.text}>
        <strong>Name:</strong> {name}
        <br />
        <strong>E-Mail:</strong>{" "}
        <Link href={`mailto:${email}`} style={styles.link} className={cls.link}>
          {email}
        </Link>
      </Text>
      <Text style={{ ...styles.note, whiteSpace: "pre-wrap" }} className={cls.note}>
        {message}
      </Text>
      <Text style={styles.small} className={cls.muted}>
        {texts.replyHint}
      </Text>
    </MailLayout>
  );
}
