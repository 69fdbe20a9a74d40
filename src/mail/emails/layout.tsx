// The frame of every mail: German, light and dark colours, 600 px wide at most, sender and Impressum.
import React from "react";
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import { cls, DARK_MODE_CSS, styles } from "./theme";
import { Paragraph } from "./blocks";

export interface MailFooter {
  /** Shown above the mail, so the reader sees at once who writes. */
  brand: string;
  sender: string;
  /** The company's mandatory details (§ 35a GmbHG): legal form, seat, register, managing directors. */
  register: string;
  imprintLabel: string;
  imprintUrl: string;
}

export function MailLayout({
  title,
  preview,
  footer,
  children,
}: {
  title: string;
  preview: string;
  footer: MailFooter;
  children: React.ReactNode;
}) {
  return (
    <Html lang="de" dir="ltr">
      <Head>
        {/* Opened as a page (webmail "show original", a browser): lay out at the phone's width, not 980 px. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body} className={cls.page}>
        <Container style={styles.container} className={cls.surface}>
          <Text style={styles.brand} className={cls.brand}>
            {footer.brand}
          </Text>
          {children}
          <Hr style={styles.rule} className={cls.rule} />
          <Paragraph muted>
            {footer.sender} ·{" "}
            <Link href={footer.imprintUrl} style={styles.link} className={cls.link}>
              {footer.imprintLabel}
            </Link>
          </Paragraph>
          <Paragraph muted>{footer.register}</Paragraph>
        </Container>
      </Body>
    </Html>
  );
}
