// Double opt-in: the first mail after the lead form, with the one link that confirms the address,
// the consents he ticked in their own words (only those he ticked), and a link to delete the request.
import React from "react";
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { MailTexts } from "../content";
import { Title, Subheading, Paragraph } from "./blocks";
import { MailLayout, type MailFooter } from "./layout";
import { cls, colors, styles } from "./theme";

export interface ConfirmationMailProps {
  texts: MailTexts["confirmation"];
  /** The consent texts he ticked at the form, as the form showed them: the plan's, then further mails' if ticked. */
  consents: readonly string[];
  privacyLabel: string;
  privacyUrl: string;
  confirmUrl: string;
  /** The "Anfrage löschen" page (a button there deletes); missing only for mails queued before it existed. */
  deleteUrl?: string;
  footer: MailFooter;
}

const quote = {
  ...styles.text,
  margin: "0 0 16px",
  padding: "8px 0 8px 16px",
  borderLeft: `4px solid ${colors.border}`,
};

export function ConfirmationMail({
  texts,
  consents,
  privacyLabel,
  privacyUrl,
  confirmUrl,
  deleteUrl,
  footer,
}: ConfirmationMailProps) {
  return (
    <MailLayout title={texts.subject} preview={texts.preview} footer={footer}>
      <Title>{texts.greeting}</Title>
      <Paragraph>{texts.intro}</Paragraph>
      <Paragraph>{texts.why}</Paragraph>
      <Section style={{ margin: "24px 0" }}>
        <Button href={confirmUrl} style={styles.button} className={cls.button}>
          {texts.button}
        </Button>
      </Section>
      <Paragraph>{texts.validity}</Paragraph>
      <Paragraph muted>
        <Link href={confirmUrl} style={{ ...styles.link, wordBreak: "break-all" }} className={cls.link}>
          {confirmUrl}
        </Link>
      </Paragraph>
      <Subheading>{texts.consentsHeading}</Subheading>
      <Paragraph>{consents.length > 1 ? texts.consentsIntroBoth : texts.consentsIntro}</Paragraph>
      {consents.map((consent) => (
        <Text key={consent} style={quote} className={`${cls.text} ${cls.rule}`}>
          „{consent}“
        </Text>
      ))}
      <Paragraph muted>
        {texts.withdraw}{" "}
        <Link href={privacyUrl} style={styles.link} className={cls.link}>
          {privacyLabel}
        </Link>
      </Paragraph>
      <Text style={styles.note} className={cls.note}>
        {texts.ignore}
        {deleteUrl && (
          <>
            {" "}
            <Link href={deleteUrl} style={styles.link} className={cls.link}>
              {texts.deleteLink}
            </Link>
          </>
        )}
      </Text>
      <Paragraph>{texts.closing}</Paragraph>
    </MailLayout>
  );
}
