// To the operator: a message from the contact form; answering the mail answers the sender (Reply-To).
import React from "react";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { MailTexts } from "../content";
import { Title, Paragraph } from "./blocks";
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
      <Title>{texts.subject}</Title>
      <Paragraph>{texts.intro}</Paragraph>
      <Paragraph>
        <strong>Name:</strong> {name}
        <br />
        <strong>E-Mail:</strong>{" "}
        <Link href={`mailto:${email}`} style={styles.link} className={cls.link}>
          {email}
        </Link>
      </Paragraph>
      <Text style={{ ...styles.note, whiteSpace: "pre-wrap" }} className={cls.note}>
        {message}
      </Text>
      <Paragraph muted>{texts.replyHint}</Paragraph>
    </MailLayout>
  );
}
